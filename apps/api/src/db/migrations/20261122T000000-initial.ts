// Initial schema: users, sessions, email tokens, mind maps, teleprompter texts, billing events.
// Frozen once landed: change the schema with a new migration, never by editing this one.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  // Timestamps are timestamptz on PostgreSQL and ISO-8601 text on SQLite (which sorts correctly).
  const ts = pg ? sql`timestamptz` : sql`text`;
  const json = pg ? sql`jsonb` : sql`text`;

  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email_verified_at', ts)
    .addColumn('plan', 'varchar(20)', (c) => c.notNull().defaultTo('free'))
    .addColumn('subscription_status', 'varchar(40)', (c) => c.notNull().defaultTo('active'))
    .addColumn('current_period_end', ts)
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('payment_customer_id', 'varchar(255)', (c) => c.unique())
    .addColumn('payment_subscription_id', 'varchar(255)')
    .addColumn('free_trial_claimed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ai_idea_generations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ai_teleprompter_generations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ai_period', 'varchar(7)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_used_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema.createIndex('email_tokens_user_id_idx').on('email_tokens').column('user_id').execute();

  await db.schema
    .createTable('mind_maps')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'varchar(100)')
    .addColumn('type', 'varchar(50)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    // The large JSON columns come last: SQLite then reads the list's columns without walking overflow pages.
    .addColumn('nodes', json, (c) => c.notNull())
    .addColumn('connections', json, (c) => c.notNull())
    .addColumn('view_state', json, (c) => c.notNull())
    .addColumn('node_order', json, (c) => c.notNull())
    .execute();
  // Serves the dashboard list in order, id breaking ties, without a sort step.
  await db.schema.createIndex('mind_maps_user_updated_idx').on('mind_maps').columns(['user_id', 'updated_at', 'id']).execute();

  await db.schema
    .createTable('teleprompter_texts')
    .addColumn('mind_map_id', 'varchar(36)', (c) => c.primaryKey().references('mind_maps.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('received_at', ts, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['billing_events', 'teleprompter_texts', 'mind_maps', 'email_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
