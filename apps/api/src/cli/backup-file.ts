// The two backup files and how a restore reads them:
// - portable: newline-delimited JSON (gzip-compressed when the name ends in .gz) of Cuemap's own tables,
//   written from either engine and restorable into either;
// - SQLite: a database file (VACUUM INTO), restorable into either engine too (read like a live database).
import { createReadStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { CliError } from './cli-io';
import { appliedMigrations, listTables, readRows, rowCounts, type AnyDb, type PortableValue } from './backup-repository';

export const FORMAT = 'cuemap-backup';
const FORMAT_VERSION = 1;

export type BackupEvent = { type: 'table'; name: string; columns: string[] } | { type: 'rows'; rows: PortableValue[][] };

/** A backup being read: what it was taken at, then its tables and rows in FK order. */
export interface BackupSource {
  kind: 'portable' | 'sqlite';
  migrations: string[];
  /** Throws (before its last event) when the file is truncated or its counts do not match. */
  events(): AsyncGenerator<BackupEvent>;
  close(): Promise<void>;
}

export type RowCounts = Record<string, number>;

/** Writes `db`'s tables (call inside one read transaction for a consistent snapshot) to `file`, atomically. */
export async function writePortable(db: AnyDb, file: string, engine: string): Promise<{ counts: RowCounts; migrations: string[] }> {
  const partial = `${file}.partial`;
  // Opened before streaming, so a missing folder or permission is a plain rejection here.
  const fileStream = (await open(partial, 'wx')).createWriteStream();
  const gzip = file.endsWith('.gz') ? createGzip() : null;
  const out = gzip ?? fileStream;
  if (gzip) gzip.pipe(fileStream);
  const write = async (record: unknown) => {
    if (!out.write(`${JSON.stringify(record)}\n`)) await once(out, 'drain');
  };
  try {
    const migrations = await appliedMigrations(db);
    await write({ format: FORMAT, version: FORMAT_VERSION, engine, createdAt: new Date().toISOString(), migrations });
    const counts: RowCounts = {};
    for (const table of await listTables(db)) {
      await write({ table: table.name, columns: table.columns });
      counts[table.name] = 0;
      for await (const page of readRows(db, table)) {
        for (const row of page) await write(row);
        counts[table.name]! += page.length;
      }
    }
    await write({ end: true, rows: counts });
    out.end();
    await finished(fileStream);
    await syncFile(partial);
    await rename(partial, file);
    return { counts, migrations };
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Opens a backup of either kind, recognised by its first bytes. */
export async function openBackup(file: string): Promise<BackupSource> {
  let head: Buffer;
  try {
    const handle = await open(file, 'r');
    try {
      head = Buffer.alloc(16);
      await handle.read(head, 0, 16, 0);
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return openSqliteBackup(file);
  if ((head[0] === 0x1f && head[1] === 0x8b) || head[0] === 0x7b /* { */) return openPortable(file, head[0] === 0x1f);
  throw new CliError(`${file} is not a Cuemap backup (neither a SQLite database nor a ${FORMAT} file).`);
}

async function openPortable(file: string, gzipped: boolean): Promise<BackupSource> {
  const input = createReadStream(file);
  const lines = createInterface({ input: gzipped ? input.pipe(createGunzip()) : input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const parse = (line: string, n: number): unknown => {
    try {
      return JSON.parse(line);
    } catch {
      throw new CliError(`${file} line ${n}: not JSON (a damaged backup?).`);
    }
  };
  const first = await lines.next();
  const header = first.done ? null : (parse(first.value, 1) as { format?: unknown; version?: unknown; migrations?: unknown });
  if (!header || header.format !== FORMAT || !Array.isArray(header.migrations)) throw new CliError(`${file} is not a ${FORMAT} file.`);
  if (header.version !== FORMAT_VERSION) throw new CliError(`${file} is a ${FORMAT} file of version ${String(header.version)}, which this Cuemap cannot read.`);

  async function* events(): AsyncGenerator<BackupEvent> {
    const counts: RowCounts = {};
    let current: string | null = null;
    const batch: PortableValue[][] = [];
    let n = 1;
    for (;;) {
      const next = await lines.next();
      if (next.done) throw new CliError(`${file} ends early (no end record): the backup is incomplete; nothing was restored.`);
      const record = parse(next.value, ++n);
      if (Array.isArray(record)) {
        if (current === null) throw new CliError(`${file} line ${n}: a row before any table.`);
        batch.push(record as PortableValue[]);
        counts[current]! += 1;
        if (batch.length >= 100) yield { type: 'rows', rows: batch.splice(0) };
        continue;
      }
      if (batch.length > 0) yield { type: 'rows', rows: batch.splice(0) };
      const r = record as { table?: unknown; columns?: unknown; end?: unknown; rows?: unknown };
      if (typeof r.table === 'string' && Array.isArray(r.columns)) {
        current = r.table;
        counts[current] = 0;
        yield { type: 'table', name: r.table, columns: r.columns as string[] };
      } else if (r.end === true) {
        if (JSON.stringify(r.rows) !== JSON.stringify(counts)) throw new CliError(`${file}: row counts do not match its end record; nothing was restored.`);
        return;
      } else {
        throw new CliError(`${file} line ${n}: unexpected record.`);
      }
    }
  }
  return { kind: 'portable', migrations: header.migrations as string[], events, close: async () => void input.destroy() };
}

async function openSqliteFile(file: string): Promise<{ db: AnyDb }> {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  const db: AnyDb = new Kysely({ dialect: new SqliteDialect({ database }) });
  const check: unknown = database.pragma('quick_check', { simple: true });
  if (check !== 'ok') {
    await db.destroy();
    throw new CliError(`${file} fails SQLite's integrity check (${String(check)}).`);
  }
  return { db };
}

async function openSqliteBackup(file: string): Promise<BackupSource> {
  const { db } = await openSqliteFile(file);
  async function* events(): AsyncGenerator<BackupEvent> {
    for (const table of await listTables(db)) {
      yield { type: 'table', name: table.name, columns: table.columns };
      for await (const rows of readRows(db, table)) yield { type: 'rows', rows };
    }
  }
  return { kind: 'sqlite', migrations: await appliedMigrations(db), events, close: () => db.destroy() };
}

/** Checks a SQLite backup just written (integrity, row counts) to describe it. */
export async function describeSqliteFile(file: string): Promise<{ counts: RowCounts; migrations: string[] }> {
  const { db } = await openSqliteFile(file);
  try {
    return { counts: await rowCounts(db), migrations: await appliedMigrations(db) };
  } finally {
    await db.destroy();
  }
}
