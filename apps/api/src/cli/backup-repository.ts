// All SQL of backups and restores: Cuemap's own tables read page by page in a portable form, and written back.
// Portable values: text, numbers and null as they are; timestamps as ISO-8601 text; booleans as 0/1;
// JSON as its text; bytes as {"$b64": "..."} — what both engines accept on insert (see db/schema.ts).
import { sql, type Kysely } from 'kysely';
import { CliError } from './cli-io';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- backups handle every table, of any migration level, alike
export type AnyDb = Kysely<any>;
export type PortableValue = string | number | null | { $b64: string };

/**
 * Cuemap's tables in foreign-key order (each after the tables it references), with the unique key rows
 * are paged by. A table missing here makes a backup fail (test/cli/backup-tables.test.ts guards it):
 * a new migration's table must be listed, in its place.
 */
export const TABLES: ReadonlyArray<{ name: string; key: string }> = [
  { name: 'users', key: 'id' },
  { name: 'sessions', key: 'id' },
  { name: 'email_tokens', key: 'token_hash' },
  { name: 'mind_maps', key: 'id' },
  { name: 'teleprompter_texts', key: 'mind_map_id' },
  { name: 'map_versions', key: 'id' },
  { name: 'rehearsals', key: 'id' },
  { name: 'stage_links', key: 'id' },
  { name: 'billing_events', key: 'id' },
  { name: 'test_checkouts', key: 'id' },
  { name: 'live_documents', key: 'mind_map_id' },
  { name: 'live_updates', key: 'id' },
  { name: 'script_members', key: 'id' },
  { name: 'script_invitations', key: 'id' },
  { name: 'view_links', key: 'id' },
  { name: 'comment_threads', key: 'id' },
  { name: 'comments', key: 'id' },
];

/** Kysely's bookkeeping: not data (a restore recreates it by migrating). */
const INTERNAL = new Set(['kysely_migration', 'kysely_migration_lock']);

/** Rows per query: a page of scripts (up to a few MB each) must stay well inside memory. */
const PAGE = 100;

export interface TableInfo {
  name: string;
  key: string;
  columns: string[];
  /** PostgreSQL jsonb columns, read as text. */
  jsonColumns: Set<string>;
}

/** Our tables present in the database (in FK order) with their columns; an unknown table is refused. */
export async function listTables(db: AnyDb): Promise<TableInfo[]> {
  const found = (await db.introspection.getTables()).filter((t) => !INTERNAL.has(t.name) && !t.isView);
  const unknown = found.filter((t) => !TABLES.some((k) => k.name === t.name)).map((t) => t.name);
  if (unknown.length > 0) {
    throw new CliError(`Table(s) ${unknown.join(', ')} are not in the backup's table list (apps/api/src/cli/backup-repository.ts TABLES).`);
  }
  return TABLES.flatMap(({ name, key }) => {
    const table = found.find((t) => t.name === name);
    if (!table) return [];
    return [
      {
        name,
        key,
        columns: table.columns.map((c) => c.name),
        jsonColumns: new Set(table.columns.filter((c) => c.dataType === 'jsonb' || c.dataType === 'json').map((c) => c.name)),
      },
    ];
  });
}

/** Names of the migrations that have run, in order ([] when the database was never migrated). */
export async function appliedMigrations(db: AnyDb): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === 'kysely_migration')) return [];
  const rows = await db.selectFrom('kysely_migration').select('name').orderBy('name').execute();
  return rows.map((r: { name: string }) => r.name);
}

function toPortable(value: unknown, table: string, column: string): PortableValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return { $b64: Buffer.from(value).toString('base64') };
  throw new CliError(`Cannot back up ${table}.${column}: unexpected value of type ${typeof value}.`);
}

export function fromPortable(value: PortableValue): unknown {
  return value !== null && typeof value === 'object' ? Buffer.from(value.$b64, 'base64') : value;
}

/** Every row of the table, in key order, a page at a time, as arrays in `table.columns` order. */
export async function* readRows(db: AnyDb, table: TableInfo): AsyncGenerator<PortableValue[][]> {
  const select = table.columns.map((c) => (table.jsonColumns.has(c) ? sql`${sql.ref(c)}::text`.as(c) : sql.ref(c).as(c)));
  let after: unknown = undefined;
  for (;;) {
    let query = db.selectFrom(table.name).select(select).orderBy(table.key).limit(PAGE);
    if (after !== undefined) query = query.where(table.key, '>', after);
    const rows = (await query.execute()) as Array<Record<string, unknown>>;
    if (rows.length === 0) return;
    yield rows.map((row) => table.columns.map((c) => toPortable(row[c], table.name, c)));
    after = rows[rows.length - 1]![table.key];
    if (rows.length < PAGE) return;
  }
}

/** How many rows each of our tables holds (to refuse restoring over data). */
export async function rowCounts(db: AnyDb): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(db)) {
    const row = (await db
      .selectFrom(table.name)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst()) as { n: number | string };
    counts[table.name] = Number(row.n);
  }
  return counts;
}

/** Deletes every row of our tables, dependants first. */
export async function wipeRows(trx: AnyDb, tables: readonly TableInfo[]): Promise<void> {
  for (const table of [...tables].reverse()) await trx.deleteFrom(table.name).execute();
}

/** Inserts rows (arrays in `columns` order), a batch per statement so both engines stay inside their parameter limits. */
export async function insertRows(trx: AnyDb, table: string, columns: readonly string[], rows: readonly PortableValue[][]): Promise<void> {
  const perStatement = Math.max(1, Math.floor(8000 / Math.max(1, columns.length)));
  for (let i = 0; i < rows.length; i += perStatement) {
    const values = rows.slice(i, i + perStatement).map((row) => Object.fromEntries(columns.map((c, j) => [c, fromPortable(row[j] ?? null)])));
    await trx.insertInto(table).values(values).execute();
  }
}
