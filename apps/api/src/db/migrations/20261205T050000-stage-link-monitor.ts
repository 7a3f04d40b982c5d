// A display link's confidence monitor (issue 24 item 7): what it shows over the text, chosen by the
// operator per link — the comma list of STAGE_MONITOR_ITEMS it shows ('' none), or null (never chosen).
// Frozen once landed: change the schema with a new migration, never by editing this one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stage_links').addColumn('monitor', 'varchar(64)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stage_links').dropColumn('monitor').execute();
}
