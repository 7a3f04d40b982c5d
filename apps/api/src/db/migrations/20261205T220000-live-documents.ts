// Live documents (issue 26): one Yjs document per script. `live_documents.state` is the document as
// Y.encodeStateAsUpdate wrote it at the last compaction (it holds the updates up to `compacted_seq`);
// `live_updates` is the append log after it, numbered per document (`seq` = last_seq + 1 under the
// document row's lock), so every instance applies them in one order and a restore keeps them as they are.
// Frozen once landed: change the schema with a new migration, never by editing this one.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const bytes = pg ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('live_documents')
    .addColumn('mind_map_id', 'varchar(36)', (c) => c.primaryKey().references('mind_maps.id').onDelete('cascade'))
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('compacted_seq', 'integer', (c) => c.notNull())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('state', bytes, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('live_updates')
    // Its own key (a backup pages tables by one unique column).
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('mind_map_id', 'varchar(36)', (c) => c.notNull().references('live_documents.mind_map_id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('update', bytes, (c) => c.notNull())
    .addUniqueConstraint('live_updates_map_seq', ['mind_map_id', 'seq'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_updates').ifExists().execute();
  await db.schema.dropTable('live_documents').ifExists().execute();
}
