// `npm run db:backup -- FILE` and `npm run db:restore -- FILE` (docs/operations.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rename, rm, stat } from 'node:fs/promises';
import { NO_MIGRATIONS, sql } from 'kysely';
import { createMigrator, migrateToLatest, type Db } from '../db/database';
import { migrations as knownMigrations } from '../db/migrations/index';
import { CliError, expectPositional, parseArgs, resolveFile, type CliContext } from './cli-io';
import { describeSqliteFile, openBackup, writePortable, type RowCounts } from './backup-file';
import { insertRows, listTables, rowCounts, wipeRows, type AnyDb } from './backup-repository';

export const BACKUP_USAGE = 'db:backup FILE [--format sqlite|portable] [--force]';
export const RESTORE_USAGE = 'db:restore FILE [--force]';

const summary = (counts: RowCounts) =>
  Object.entries(counts)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');

const size = async (file: string) => {
  const bytes = (await stat(file)).size;
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};

/**
 * SQLite: `VACUUM INTO` a new file — one read transaction, so the copy is consistent while the server
 * keeps writing (WAL readers never block writers), unlike copying the file and its -wal. PostgreSQL (or
 * `--format portable`): the portable file, read in one REPEATABLE READ transaction (a consistent snapshot).
 * Written beside FILE and renamed into place once complete, so FILE is never a half-written backup.
 */
export async function backupCommand(ctx: CliContext, argv: readonly string[]): Promise<void> {
  const args = parseArgs(argv, ['force'], ['format']);
  const [fileArg] = expectPositional(args, ['FILE'], BACKUP_USAGE);
  const file = resolveFile(ctx, fileArg!);
  const db = await ctx.db();
  const format = args.options.get('format') ?? (db.dialect === 'sqlite' ? 'sqlite' : 'portable');
  if (format !== 'sqlite' && format !== 'portable') throw new CliError(`--format must be sqlite or portable, not "${format}".`);
  if (format === 'sqlite' && db.dialect !== 'sqlite') throw new CliError('--format sqlite needs the SQLite engine; PostgreSQL backups are portable files.');
  if (!existsSync(path.dirname(file))) throw new CliError(`The folder ${path.dirname(file)} does not exist.`);
  if (existsSync(file) && !args.flags.has('force')) throw new CliError(`${file} already exists; choose a new name or add --force to replace it.`);
  await rm(`${file}.partial`, { force: true });

  let result: { counts: RowCounts; migrations: string[] };
  if (format === 'sqlite') {
    await sql`vacuum into ${`${file}.partial`}`.execute(db.kysely);
    try {
      result = await describeSqliteFile(`${file}.partial`);
    } catch (error) {
      await rm(`${file}.partial`, { force: true });
      throw error;
    }
    await rename(`${file}.partial`, file);
  } else {
    const snapshot = db.kysely.transaction();
    result = await (db.dialect === 'postgres' ? snapshot.setIsolationLevel('repeatable read').setAccessMode('read only') : snapshot).execute((trx) =>
      writePortable(trx as AnyDb, file, db.dialect),
    );
  }
  ctx.out(`Backed up to ${file} (${format}, ${await size(file)}).`);
  ctx.out(`Rows: ${summary(result.counts)}.`);
  ctx.out(`Schema: ${result.migrations.at(-1) ?? 'no migrations'}.`);
}

/** The restore brings the database's schema to the backup's migration level first, then to the latest after. */
async function migrateTo(db: Db, target: string | undefined): Promise<void> {
  const { error, results } = await createMigrator(db).migrateTo(target ?? NO_MIGRATIONS);
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? '';
    throw new CliError(`Migration ${failed} failed while preparing the restore: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Replaces the database's contents with the backup's, in one transaction: an incomplete or damaged file
 * (the portable format ends with its row counts) rolls back and leaves the database as it was. Refuses a
 * database holding any row unless `--force`. A backup from an older Cuemap is migrated up after loading.
 */
export async function restoreCommand(ctx: CliContext, argv: readonly string[]): Promise<void> {
  const args = parseArgs(argv, ['force']);
  const [fileArg] = expectPositional(args, ['FILE'], RESTORE_USAGE);
  const file = resolveFile(ctx, fileArg!);
  const source = await openBackup(file);
  try {
    const known = Object.keys(knownMigrations);
    const taken = source.migrations;
    if (taken.length === 0) throw new CliError(`${file} holds no migrated Cuemap database.`);
    if (taken.some((name, i) => known[i] !== name)) {
      const unknown = taken.find((name) => !known.includes(name));
      throw new CliError(
        unknown
          ? `${file} was taken by a newer Cuemap (migration ${unknown} is unknown here): restore it with that version or later.`
          : `${file} has migrations out of order; it is not a backup this Cuemap can restore.`,
      );
    }

    const db = await ctx.db();
    const counts = await rowCounts(db.kysely as AnyDb);
    const present = Object.values(counts).reduce((a, b) => a + b, 0);
    if (present > 0 && !args.flags.has('force')) {
      throw new CliError(
        `The database is not empty (${summary(Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0)))}). ` +
          'Restore into an empty database, or add --force to replace everything in it with the backup.',
      );
    }
    await migrateTo(db, taken.at(-1));

    const restored: RowCounts = {};
    await db.kysely.transaction().execute(async (trx) => {
      const tables = await listTables(trx as AnyDb);
      await wipeRows(trx as AnyDb, tables);
      let current: { name: string; columns: string[] } | null = null;
      for await (const event of source.events()) {
        if (event.type === 'table') {
          const target = tables.find((t) => t.name === event.name);
          const missing = event.columns.filter((c) => !target?.columns.includes(c));
          if (!target || missing.length > 0) {
            throw new CliError(`The backup's ${event.name} (${missing.join(', ') || 'table'}) does not exist in this schema; nothing was restored.`);
          }
          current = event;
          restored[event.name] = 0;
        } else if (current) {
          await insertRows(trx as AnyDb, current.name, current.columns, event.rows);
          restored[current.name]! += event.rows.length;
        }
      }
    });
    await migrateToLatest(db);
    ctx.out(`Restored ${file} (${source.kind}, taken at ${taken.at(-1)}).`);
    ctx.out(`Rows: ${summary(restored)}.`);
    ctx.out(`Schema: ${known.at(-1)}. Start (or restart) the server now.`);
  } finally {
    await source.close();
  }
}
