// Who did what (issue 27 item 7): each version names who made it — `author_id` the latest person whose
// change it holds, `authors` every person whose change was coalesced into it (JSON text of user ids,
// oldest contributor first, the latest last) — and each script names who last changed its map or script
// (`last_edited_by`, `last_edited_at`) for the dashboard. Rows from before stay null: "unknown". A
// deleted account leaves its versions and scripts unnamed (SET NULL; the ids in `authors` then name no one).
// Frozen once landed: change the schema with a new migration, never by editing this one.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .alterTable('map_versions')
    .addColumn('author_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('map_versions').addColumn('authors', 'text').execute();
  await db.schema
    .alterTable('mind_maps')
    .addColumn('last_edited_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('mind_maps').addColumn('last_edited_at', ts).execute();
  // A deleted account's SET NULL finds its rows without a scan.
  await db.schema.createIndex('map_versions_author_idx').on('map_versions').column('author_id').execute();
  await db.schema.createIndex('mind_maps_last_edited_by_idx').on('mind_maps').column('last_edited_by').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mind_maps_last_edited_by_idx').ifExists().execute();
  await db.schema.dropIndex('map_versions_author_idx').ifExists().execute();
  await db.schema.alterTable('mind_maps').dropColumn('last_edited_at').execute();
  await db.schema.alterTable('mind_maps').dropColumn('last_edited_by').execute();
  await db.schema.alterTable('map_versions').dropColumn('authors').execute();
  await db.schema.alterTable('map_versions').dropColumn('author_id').execute();
}
