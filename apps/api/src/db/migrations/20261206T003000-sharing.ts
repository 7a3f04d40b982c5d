// Sharing a script (issue 27): `script_members` are the people a script is shared with and their role
// (the owner stays mind_maps.user_id), `script_invitations` the invitations mailed to an address (only
// the token's SHA-256 is stored; single-use, 14 days), `view_links` the "anyone with the link can view"
// tokens (hashed; at most one live per script). Rows go with their script and their user through the FKs.
// Frozen once landed: change the schema with a new migration, never by editing this one.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's current types
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = pg ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('script_members')
    // Its own key (a backup pages tables by one unique column).
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('mind_map_id', 'varchar(36)', (c) => c.notNull().references('mind_maps.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(16)', (c) => c.notNull().check(sql`role in ('viewer', 'editor')`))
    .addColumn('added_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('script_members_map_user', ['mind_map_id', 'user_id'])
    .execute();
  // "Shared with me" and an account's memberships.
  await db.schema.createIndex('script_members_user_idx').on('script_members').column('user_id').execute();

  await db.schema
    .createTable('script_invitations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('mind_map_id', 'varchar(36)', (c) => c.notNull().references('mind_maps.id').onDelete('cascade'))
    // Trimmed and lower-cased, as every address the app stores.
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull().check(sql`role in ('viewer', 'editor')`))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('invited_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('accepted_at', ts)
    .addColumn('accepted_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', ts)
    .execute();
  // A script's pending invitations (list, the plan's limit).
  await db.schema.createIndex('script_invitations_map_idx').on('script_invitations').columns(['mind_map_id', 'expires_at']).execute();

  await db.schema
    .createTable('view_links')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('mind_map_id', 'varchar(36)', (c) => c.notNull().references('mind_maps.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .execute();
  // At most one live link per script: regenerating revokes the old one in the same transaction.
  await db.schema.createIndex('view_links_live_idx').on('view_links').column('mind_map_id').unique().where(sql.ref('revoked_at'), 'is', null).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('view_links').ifExists().execute();
  await db.schema.dropTable('script_invitations').ifExists().execute();
  await db.schema.dropTable('script_members').ifExists().execute();
}
