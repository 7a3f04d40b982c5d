// Rehearsal runs (issue 12 item 6): one row per run of a script in Rehearse mode, newest first per
// map; the rehearsals service keeps the last 50 of each map. `sections` is the run's JSON list of
// {nodeId, plannedMs, actualMs}. Rows go with their map (and their user) through the foreign keys.
// Frozen once landed: change the schema with a new migration, never by editing this one.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const json = pg ? sql`jsonb` : sql`text`;
  await db.schema
    .createTable('rehearsals')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mind_map_id', 'varchar(36)', (c) => c.notNull().references('mind_maps.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('wpm', 'integer', (c) => c.notNull())
    .addColumn('total_ms', 'integer', (c) => c.notNull())
    .addColumn('target_ms', 'integer')
    // Last, like mind_maps' JSON: the small columns are read without walking overflow pages.
    .addColumn('sections', json, (c) => c.notNull())
    .execute();
  // The list, newest first, and the retention cut, without a sort step.
  await db.schema.createIndex('rehearsals_map_created_idx').on('rehearsals').columns(['mind_map_id', 'created_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rehearsals').ifExists().execute();
}
