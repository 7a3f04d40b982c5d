// Global setup of the api-postgres project (vitest.config.ts): runs the real migrations ONCE, into a
// template schema, and hands test/helper.ts that schema as one SQL script (pg_dump of it, tables and
// the migrator's own bookkeeping rows included), which each test file's `build()` runs to create its
// own schema. Running every migration per file through the migrator (lock, introspection, one round
// trip per statement) was most of a file's start-up on PostgreSQL; one script is one round trip.
// Each file's app still runs the migrator when it starts (it finds every migration applied), so a
// migration missing from the script would still be applied there.
//
// Without a pg_dump that can read the server (not installed, another major version), the script is
// empty and `build()` migrates each file's schema as before; a note says so.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../src/db/database';

/** What the script says instead of the schema's name; `build()` puts its own schema's name there. */
export const SCHEMA_PLACEHOLDER = 'cuemap_test_schema_placeholder';

declare module 'vitest' {
  interface ProvidedContext {
    /** SQL that creates a migrated schema named SCHEMA_PLACEHOLDER; empty: migrate each schema instead. */
    pgSchemaScript: string;
  }
}

/** pg_dump's output as one multi-statement query: psql meta-commands (`\restrict …`) out, the schema renamed. */
export function schemaScript(dump: string, schema: string): string {
  const script = dump
    .split('\n')
    .filter((line) => !line.startsWith('\\') && !line.startsWith('--'))
    .join('\n')
    .replaceAll(schema, SCHEMA_PLACEHOLDER);
  if (!script.includes(`CREATE SCHEMA ${SCHEMA_PLACEHOLDER};`)) throw new Error('pg_dump wrote no CREATE SCHEMA for the template');
  return script;
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  project.provide('pgSchemaScript', '');
  if (!url) return;
  const schema = `test_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
    const db = openDatabase({ databaseUrl: url, pgSearchPath: schema, pgPoolSize: 2 });
    try {
      await migrateToLatest(db);
    } finally {
      await db.close();
    }
    const dump = await promisify(execFile)('pg_dump', ['--dbname', url, '--schema', schema, '--no-owner', '--no-privileges', '--inserts'], {
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      (out) => out.stdout,
      (err: Error) => {
        console.log(`note: pg_dump could not copy the migrated template schema, so every API test file migrates its own (${err.message.split('\n')[0]}).`);
        return '';
      },
    );
    if (dump) project.provide('pgSchemaScript', schemaScript(dump, schema));
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}
