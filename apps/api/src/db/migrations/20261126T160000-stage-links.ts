// Stage links (issue 13): pairing links that let a remote drive, or a display follow, one script's
// teleprompter without signing in. Only the token's SHA-256 (hex) is stored; a link is live until it
// expires or is revoked. Rows go with their map (and their user) through the foreign keys.
// Frozen once landed: change the schema with a new migration, never by editing this one.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('stage_links')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('mind_map_id', 'varchar(36)', (c) => c.notNull().references('mind_maps.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mode', 'varchar(16)', (c) => c.notNull().check(sql`mode in ('remote', 'display')`))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .execute();
  // A map's live links (list, the per-map limit).
  await db.schema.createIndex('stage_links_map_expires_idx').on('stage_links').columns(['mind_map_id', 'expires_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stage_links').ifExists().execute();
}
