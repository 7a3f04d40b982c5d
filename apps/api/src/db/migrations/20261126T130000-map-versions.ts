// Version history (issue 11 item 4): snapshots of a script's map + teleprompter text, newest first
// per map. `snapshot` is the snapshot JSON, Brotli-compressed (a map's node texts, the script and its
// sections repeat the same words: about 8× smaller); NULL on a row whose content (same `hash`)
// another row of the map already stores, so identical snapshots are stored once.
// Frozen once landed: change the schema with a new migration, never by editing this one.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const bytes = pg ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('map_versions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('mind_map_id', 'varchar(36)', (c) => c.notNull().references('mind_maps.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('summary', 'varchar(200)', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    // Last, like mind_maps' JSON: the list reads the small columns without walking overflow pages.
    .addColumn('snapshot', bytes)
    .execute();
  // The history list, newest first, without a sort step.
  await db.schema.createIndex('map_versions_map_created_idx').on('map_versions').columns(['mind_map_id', 'created_at', 'id']).execute();
  // Dedupe: does the map already store this content?
  await db.schema.createIndex('map_versions_map_hash_idx').on('map_versions').columns(['mind_map_id', 'hash']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('map_versions').ifExists().execute();
}
