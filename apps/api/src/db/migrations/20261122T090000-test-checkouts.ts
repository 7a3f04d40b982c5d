// Pending checkouts of the built-in test-mode checkout (no Stripe keys), kept in the database so a
// checkout link survives a restart and works on any instance behind a load balancer.
// Frozen once landed: change the schema with a new migration, never by editing this one.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('test_checkouts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tier', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('test_checkouts_user_id_idx').on('test_checkouts').column('user_id').execute();
  await db.schema.createIndex('test_checkouts_expires_at_idx').on('test_checkouts').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('test_checkouts').ifExists().execute();
}
