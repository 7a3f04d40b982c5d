// The audience link (issue 29 item 1): a third stage link mode, 'audience', that shows the map and
// follows the prompter. Only the mode's CHECK constraint changes. PostgreSQL swaps the constraint;
// SQLite cannot alter a CHECK, so the table is rebuilt with the same columns, rows and indexes
// (no table references stage_links, so dropping the old one cascades nothing).
// Frozen once landed: change the schema with a new migration, never by editing this one.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const MODES = sql`mode in ('remote', 'display', 'audience')`;
const OLD_MODES = sql`mode in ('remote', 'display')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's current types
async function setModes(db: Kysely<any>, modes: typeof MODES): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema.alterTable('stage_links').dropConstraint('stage_links_mode_check').ifExists().execute();
    await db.schema.alterTable('stage_links').addCheckConstraint('stage_links_mode_check', modes).execute();
    return;
  }
  await db.schema
    .createTable('stage_links_next')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('mind_map_id', 'varchar(36)', (c) => c.notNull().references('mind_maps.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mode', 'varchar(16)', (c) => c.notNull().check(modes))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('monitor', 'varchar(64)')
    .execute();
  await sql`insert into stage_links_next (id, mind_map_id, user_id, mode, token_hash, created_at, expires_at, revoked_at, monitor)
    select id, mind_map_id, user_id, mode, token_hash, created_at, expires_at, revoked_at, monitor from stage_links`.execute(db);
  await db.schema.dropTable('stage_links').execute();
  await db.schema.alterTable('stage_links_next').renameTo('stage_links').execute();
  await db.schema.createIndex('stage_links_map_expires_idx').on('stage_links').columns(['mind_map_id', 'expires_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see setModes()
export async function up(db: Kysely<any>): Promise<void> {
  await setModes(db, MODES);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see setModes()
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('stage_links').where('mode', '=', 'audience').execute();
  await setModes(db, OLD_MODES);
}
