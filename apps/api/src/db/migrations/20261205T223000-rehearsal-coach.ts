// The rehearsal coach's figures with a run (issue 28 item 2): `coach` holds the whole of them (per
// section and in total, the tips) and is read with one run; `coach_summary` the totals the list of runs
// shows. Both null for a run rehearsed without Listen, and for every run stored before.
// Frozen once landed: change the schema with a new migration, never by editing this one.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  const json = db.getExecutor().adapter instanceof PostgresAdapter ? sql`jsonb` : sql`text`;
  await db.schema.alterTable('rehearsals').addColumn('coach_summary', json).execute();
  await db.schema.alterTable('rehearsals').addColumn('coach', json).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rehearsals').dropColumn('coach').execute();
  await db.schema.alterTable('rehearsals').dropColumn('coach_summary').execute();
}
