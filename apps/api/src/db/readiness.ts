// Readiness: the database answers a real query and every migration this build carries has run.
import { sql } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations/index';

export type Readiness = { ready: true } | { ready: false; reason: 'database' | 'migrations'; error?: unknown };

/**
 * Reads Kysely's migration table (a real query against the tables, not `select 1`): a failure means the
 * database is unreachable or was never migrated; a missing name means this build's migrations are pending.
 * Read-only on purpose: Migrator.getMigrations() would create the bookkeeping tables.
 */
export async function checkReadiness(db: Db): Promise<Readiness> {
  let done: Set<string>;
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db.kysely);
    done = new Set(rows.map((r) => r.name));
  } catch (error) {
    // An unmigrated but reachable database has no kysely_migration table: tell the two apart.
    const reachable = await db.ping().then(
      () => true,
      () => false,
    );
    return reachable ? { ready: false, reason: 'migrations', error } : { ready: false, reason: 'database', error };
  }
  return Object.keys(migrations).every((name) => done.has(name)) ? { ready: true } : { ready: false, reason: 'migrations' };
}
