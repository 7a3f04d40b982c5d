// Presenter settings (issue 24 item 2): a script's speed, target length, countdown, markers and
// display settings, stored with the script so they follow it to every device. JSON text (validated
// by @cuemap/shared presenterSettingsSchema on the way in); null until first saved.
// Frozen once landed: change the schema with a new migration, never by editing this one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mind_maps').addColumn('presenter_settings', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mind_maps').dropColumn('presenter_settings').execute();
}
