// Migrations on PostgreSQL look only at Cuemap's own schema: another schema's DDL (another app, another
// Cuemap instance, a parallel test file) can neither make them wait nor fail them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/db/database';
import { usePostgres } from '../helper';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(usePostgres && url)('PostgreSQL introspection', () => {
  const ours = `test_${randomBytes(6).toString('hex')}`;
  const theirs = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create schema ${ours}; create schema ${theirs}`);
    await admin.query(`create table ${theirs}.churn (id serial primary key, note text)`);
  });
  afterAll(async () => {
    await admin.query(`drop schema ${ours} cascade; drop schema ${theirs} cascade`);
    await admin.end();
  });

  it("lists the search path's tables with their columns, and nothing from other schemas", async () => {
    const db = openDatabase({ databaseUrl: url, pgSearchPath: ours, pgPoolSize: 2 });
    try {
      await migrateToLatest(db);
      const tables = await db.kysely.introspection.getTables();
      expect(tables.every((t) => t.schema === ours)).toBe(true);
      const names = tables.map((t) => t.name);
      expect(names).toContain('users');
      expect(names).not.toContain('churn');
      expect(names).not.toContain('kysely_migration');
      const withInternal = await db.kysely.introspection.getTables({ withInternalKyselyTables: true });
      expect(withInternal.map((t) => t.name)).toContain('kysely_migration');

      const users = tables.find((t) => t.name === 'users')!;
      const email = users.columns.find((c) => c.name === 'email')!;
      expect(email).toMatchObject({ isNullable: false, isAutoIncrementing: false });
      expect(users.columns.find((c) => c.name === 'current_period_end')?.isNullable).toBe(true);
      expect((await db.kysely.introspection.getSchemas()).map((s) => s.name)).toEqual(expect.arrayContaining([ours, theirs]));

      // Serial columns are reported as auto-incrementing (read on a search path that holds the other schema).
      const other = openDatabase({ databaseUrl: url, pgSearchPath: theirs, pgPoolSize: 1 });
      try {
        const [churn] = await other.kysely.introspection.getTables();
        expect(churn?.columns.map((c) => [c.name, c.isAutoIncrementing, c.hasDefaultValue])).toEqual([
          ['id', true, true],
          ['note', false, false],
        ]);
      } finally {
        await other.close();
      }
    } finally {
      await db.close();
    }
  });

  it("migrates while another schema's columns are added and dropped", async () => {
    // Kysely's stock introspector scans every schema's columns; a column dropped mid-scan failed the
    // migration ('column … does not exist'). Churn another schema's columns as fast as the server
    // allows while fresh schemas migrate.
    const churner = new pg.Client({ connectionString: url });
    await churner.connect();
    let churning = true;
    let churns = 0;
    const churn = (async () => {
      while (churning) {
        await churner.query(`alter table ${theirs}.churn add column c${churns % 4} int`);
        await churner.query(`alter table ${theirs}.churn drop column c${churns % 4}`);
        churns += 1;
      }
    })();
    try {
      for (let run = 0; run < 6; run += 1) {
        const schema = `${ours}_${run}`;
        await admin.query(`create schema ${schema}`);
        const db = openDatabase({ databaseUrl: url, pgSearchPath: schema, pgPoolSize: 2 });
        try {
          await migrateToLatest(db);
        } finally {
          await db.close();
          await admin.query(`drop schema ${schema} cascade`);
        }
      }
    } finally {
      churning = false;
      await churn;
      await churner.end();
    }
    expect(churns).toBeGreaterThan(0);
  });
});
