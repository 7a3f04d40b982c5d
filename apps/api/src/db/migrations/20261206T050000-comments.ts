// Comments on a script (issue 27 item 5): `comment_threads` anchored on a map node or a script section
// (resolved or open), `comments` the thread's messages, oldest first (the first one opened the thread).
// A script's threads go with it; a deleted account leaves its comments with no author. Mentions are the
// mentioned users' ids as a JSON array. Nothing here reaches the script's text or its exports.
// Frozen once landed: change the schema with a new migration, never by editing this one.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  const json = pg ? sql`jsonb` : sql`text`;
  await db.schema
    .createTable('comment_threads')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('mind_map_id', 'varchar(36)', (c) => c.notNull().references('mind_maps.id').onDelete('cascade'))
    .addColumn('anchor_kind', 'varchar(16)', (c) => c.notNull().check(sql`anchor_kind in ('node', 'section')`))
    .addColumn('anchor_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('resolved_at', ts)
    .addColumn('resolved_by_user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  // A script's threads, oldest first.
  await db.schema.createIndex('comment_threads_map_idx').on('comment_threads').columns(['mind_map_id', 'created_at']).execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('thread_id', 'varchar(36)', (c) => c.notNull().references('comment_threads.id').onDelete('cascade'))
    .addColumn('author_user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('mentions', json, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('edited_at', ts)
    .execute();
  await db.schema.createIndex('comments_thread_idx').on('comments').columns(['thread_id', 'created_at']).execute();
  // The FKs that set null on an account's deletion are looked up by these.
  await db.schema.createIndex('comments_author_idx').on('comments').column('author_user_id').execute();
  await db.schema.createIndex('comment_threads_resolved_by_idx').on('comment_threads').column('resolved_by_user_id').execute();
  await db.schema.createIndex('comment_threads_created_by_idx').on('comment_threads').column('created_by').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('comments').ifExists().execute();
  await db.schema.dropTable('comment_threads').ifExists().execute();
}
