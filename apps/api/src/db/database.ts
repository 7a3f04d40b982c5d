// Opens the database the config asks for (SQLite file by default, PostgreSQL for postgres:// URLs)
// and runs the migrations. Repositories receive the resulting `Db`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index';
import { queryObserverSlot, type QueryObserver } from './query-observer';
import { SearchPathPostgresDialect } from './pg-introspector';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema the tables live in, when not the default (tests). */
  schema?: string;
  /**
   * Runs a single-statement write, grouped with the other writes queued in the same event-loop turn
   * into one transaction on SQLite (group commit: one fsync for the group instead of one each, so
   * synchronous=FULL keeps up with autosave traffic). Each caller still learns its own result only
   * after the commit. On PostgreSQL the statement simply runs (the server does its own group commit).
   * `op` must issue exactly one statement, so a failing one cannot leave half its work in the group.
   */
  writeBatched<T>(op: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /** Sets (or with null, clears) the one observer told every query's duration (the metrics plugin). */
  observeQueries(observer: QueryObserver | null): void;
  /** PostgreSQL: the pool's connections (total, idle) and the queries waiting for one. Absent on SQLite. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, SQLite at `sqliteFile`. */
  databaseUrl?: string;
  sqliteFile?: string;
  /** PostgreSQL schema to put first on the search_path (tests use one schema per file). */
  pgSearchPath?: string;
  pgPoolSize?: number;
}

/** Where the configured database is: PostgreSQL at DATABASE_URL, else SQLite at DATA_DIR/cuemap.db (server and CLI). */
export function configuredDatabase(config: { databaseUrl?: string; dataDir: string }): DatabaseOptions {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { sqliteFile: path.join(config.dataDir, 'cuemap.db') };
}

export function openDatabase(opts: DatabaseOptions): Db {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.pgPoolSize ?? 10,
      ...(opts.pgSearchPath ? { options: `-c search_path=${opts.pgSearchPath}` } : {}),
    });
    const queries = queryObserverSlot();
    const kysely = new Kysely<Database>({ dialect: new SearchPathPostgresDialect({ pool }), log: queries.log });
    return {
      ...wrap(kysely, 'postgres'),
      schema: opts.pgSearchPath,
      writeBatched: (op) => op(kysely),
      observeQueries: queries.set,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const file = opts.sqliteFile ?? ':memory:';
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  // WAL + synchronous=FULL: a save the API confirmed survives a power cut (the WAL is fsynced per commit).
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const queries = queryObserverSlot();
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }), log: queries.log });
  return { ...wrap(kysely, 'sqlite'), writeBatched: groupCommitter(kysely), observeQueries: queries.set };
}

/**
 * Kysely prepares every query afresh; better-sqlite3 statements are reusable, and preparing is a
 * large share of a small query's cost. Queries are built with parameters, so the set of SQL texts
 * is small; the cap only guards against an unexpected variety.
 */
function withStatementCache(database: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sqlText: string) {
      let stmt = cache.get(sqlText);
      if (!stmt) {
        stmt = database.prepare(sqlText);
        if (cache.size >= 500) cache.clear();
        cache.set(sqlText, stmt);
      }
      return stmt;
    },
  };
}

const MAX_GROUP = 256;

function groupCommitter(kysely: Kysely<Database>) {
  interface Pending {
    op: (db: Kysely<Database>) => Promise<unknown>;
    resolve(value: unknown): void;
    reject(reason: unknown): void;
  }
  const queue: Pending[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const group = queue.splice(0, MAX_GROUP);
    if (queue.length > 0) schedule();
    if (group.length === 0) return;
    kysely
      .transaction()
      .execute(async (trx) => {
        const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
        for (const item of group) {
          // A failed statement is rolled back on its own by SQLite; the rest of the group commits.
          try {
            outcomes.push({ ok: true, value: await item.op(trx) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
        return outcomes;
      })
      .then(
        (outcomes) => outcomes.forEach((o, i) => (o.ok ? group[i]!.resolve(o.value) : group[i]!.reject(o.error))),
        (error: unknown) => group.forEach((item) => item.reject(error)),
      );
  };
  const schedule = () => {
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };

  return <T>(op: (db: Kysely<Database>) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push({ op, resolve: resolve as (value: unknown) => void, reject });
      schedule();
    });
}

function wrap(kysely: Kysely<Database>, dialect: Dialect): Omit<Db, 'writeBatched' | 'schema' | 'observeQueries' | 'poolStats'> {
  return {
    kysely,
    dialect,
    async ping() {
      await sql`select 1`.execute(kysely);
    },
    close: () => kysely.destroy(),
  };
}

/** The migrator over our migrations (the server at start, `npm run db:migrate`, restores). */
export function createMigrator(db: Db): Migrator {
  return new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    // Kysely's bookkeeping tables must sit in the same schema as ours (tests use one schema each).
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
}

/** Applies every pending migration; throws (with the failing migration's error) if one fails. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
