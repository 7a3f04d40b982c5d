// E-mail change with verification on: the new address waits on the user row until its owner opens
// the link mailed there, and the link itself names the address it confirms.
// Frozen once landed: change the schema with a new migration, never by editing this one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('pending_email', 'varchar(254)').execute();
  await db.schema.alterTable('email_tokens').addColumn('email', 'varchar(254)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_tokens').dropColumn('email').execute();
  await db.schema.alterTable('users').dropColumn('pending_email').execute();
}
