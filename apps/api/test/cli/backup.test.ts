// npm run db:backup / db:restore (issue 25 item 4), on SQLite and PostgreSQL: data written through the
// API is backed up while the server runs, the database is wiped, restored, and read back through the API.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MindMap } from '@cuemap/shared';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { migrations } from '../../src/db/migrations/index';
import { TABLES, listTables, type AnyDb } from '../../src/cli/backup-repository';
import { PASSWORD, bearer, build, mapBody, registerUser, setupApp, usePostgres, type TestApp } from '../helper';
import { cli, databaseEnv, spawnCli } from './support';

const source = setupApp();
let owner: { email: string; token: string };
let script: MindMap;

/** What a user sees of their account and script through the API (what a restore must bring back). */
async function seen(t: Pick<TestApp, 'inject'>, token: string, id: string) {
  const get = async (url: string) => {
    const res = await t.inject({ method: 'GET', url, headers: bearer(token) });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
  const me = await get('/api/auth/me');
  const versions = (await get(`/api/mindmaps/${id}/versions`)).body as unknown as Array<{ id: string }>;
  return {
    me: { status: me.status, email: (me.body.user as { email: string } | undefined)?.email },
    map: await get(`/api/mindmaps/${id}`),
    script: await get(`/api/teleprompter/${id}`),
    versions,
    // A version's content is a compressed blob (bytea / BLOB): it must come back byte for byte.
    oldest: versions.length > 0 ? await get(`/api/mindmaps/${id}/versions/${versions.at(-1)!.id}`) : null,
  };
}

async function login(t: Pick<TestApp, 'inject'>, email: string): Promise<string> {
  const res = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

beforeAll(async () => {
  owner = await registerUser(source);
  script = (await source.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(owner.token), payload: mapBody(4, 'Keynote') })).json<MindMap>();
  // A second save: a history version (a compressed blob) and a changed script text.
  const body = mapBody(4, 'Keynote, final');
  const saved = await source.inject({
    method: 'PUT',
    url: `/api/mindmaps/${script._id}`,
    headers: bearer(owner.token),
    payload: { ...body, version: script.version },
  });
  expect(saved.statusCode).toBe(200);
});

describe('backup and restore', () => {
  let dir: string;
  let target: TestApp;
  beforeAll(async () => {
    target = await build();
    dir = target.config.dataDir;
  });
  afterAll(async () => {
    await target.close();
  });

  it('lists every table the migrations create (a new table must join the backup order)', async () => {
    const tables = await listTables(source.app.db.kysely as AnyDb);
    expect(tables.map((t) => t.name)).toEqual(TABLES.map((t) => t.name));
  });

  it('backs up while the server runs (npm run db:backup), and restores into an empty database: the API reads the same data back', async () => {
    const before = await seen(source, owner.token, script._id);
    expect(before.map.status).toBe(200);
    expect(before.script.status).toBe(200);
    expect(before.oldest?.status).toBe(200);

    const file = path.join(dir, usePostgres ? 'backup.ndjson' : 'backup.db');
    const backup = await spawnCli(['db:backup', file], databaseEnv(source), { via: 'npm' });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backed up to ${file} (${usePostgres ? 'portable' : 'sqlite'}`);
    expect(backup.stdout).toMatch(/users [1-9]\d*/);

    // The target is a fresh install (migrated, empty): the restore fills it.
    const restored = await cli(target, ['db:restore', file]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    const token = await login(target, owner.email);
    expect(await seen(target, token, script._id)).toEqual(before);
    // The session the owner had is in the backup too: it still signs them in.
    expect((await target.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(owner.token) })).statusCode).toBe(200);
  });

  it('refuses to restore over data without --force; with --force the wiped script comes back', async () => {
    const before = await seen(source, owner.token, script._id);
    const file = path.join(dir, 'before-wipe.ndjson.gz');
    expect((await cli(source, ['db:backup', '--format', 'portable', file])).code).toBe(0);

    expect((await source.inject({ method: 'DELETE', url: `/api/mindmaps/${script._id}`, headers: bearer(owner.token) })).statusCode).toBe(200);
    expect((await seen(source, owner.token, script._id)).map.status).toBe(404);

    const refused = await cli(source, ['db:restore', file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^The database is not empty \(users \d+.*add --force/);
    expect((await seen(source, owner.token, script._id)).map.status).toBe(404);

    const forced = await spawnCli(['db:restore', '--force', file], databaseEnv(source));
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(await seen(source, owner.token, script._id)).toEqual(before);
  });

  it.runIf(usePostgres)('moves between engines: a PostgreSQL backup restores into SQLite', async () => {
    const before = await seen(source, owner.token, script._id);
    const file = path.join(dir, 'move.ndjson.gz');
    expect((await cli(source, ['db:backup', file])).code).toBe(0);
    const db = openDatabase({ sqliteFile: path.join(dir, 'moved', 'cuemap.db') });
    const mailer = { kind: 'capture', send: async () => {}, close() {} };
    const app = await buildApp(target.config, { db, logger: false, mailer });
    try {
      await app.ready();
      const restored = await cli({ app, config: target.config }, ['db:restore', file]);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(await seen({ inject: (o) => app.inject(o) }, owner.token, script._id)).toEqual(before);
    } finally {
      await app.close();
    }
  });

  it('a backup from an older schema is loaded at its level, then migrated to the latest', async () => {
    const old = await build();
    const fresh = await build();
    try {
      const user = await registerUser(old);
      const map = (await old.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(user.token), payload: mapBody(3, 'Old') })).json<MindMap>();
      const before = await seen(old, user.token, map._id);
      expect((await cli(old, ['db:migrate', 'down', '--yes'])).code).toBe(0);
      const file = path.join(dir, 'older.ndjson');
      expect((await cli(old, ['db:backup', '--format', 'portable', file])).code).toBe(0);
      // Taken one level down: the latest migration is not among those the file was taken at.
      expect(readFileSync(file, 'utf8').split('\n', 1)[0]).not.toContain(Object.keys(migrations).at(-1)!);

      const restored = await cli(fresh, ['db:restore', file]);
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toContain(`taken at ${Object.keys(migrations).at(-2)}`);
      expect((await cli(fresh, ['db:migrate', 'status'])).stdout).toContain('0 pending.');
      expect(await seen(fresh, user.token, map._id)).toEqual(before);
    } finally {
      await old.close();
      await fresh.close();
    }
  });

  it('a truncated backup restores nothing: the transaction rolls back', async () => {
    const file = path.join(dir, 'whole.ndjson');
    expect((await cli(source, ['db:backup', '--format', 'portable', file])).code).toBe(0);
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const cut = path.join(dir, 'cut.ndjson');
    writeFileSync(cut, `${lines.slice(0, -1).join('\n')}\n`);

    const fresh = await build();
    try {
      const result = await cli(fresh, ['db:restore', cut]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('ends early (no end record)');
      const users = await fresh.app.db.kysely.selectFrom('users').select('id').execute();
      expect(users).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('keeps an existing file unless --force, and names bad formats and non-backups', async () => {
    const file = path.join(dir, 'taken.ndjson');
    writeFileSync(file, 'not a backup');
    const taken = await cli(source, ['db:backup', '--format', 'portable', file]);
    expect(taken).toMatchObject({ code: 1, stderr: `${file} already exists; choose a new name or add --force to replace it.` });
    expect(readFileSync(file, 'utf8')).toBe('not a backup');
    expect((await cli(source, ['db:restore', file])).stderr).toContain('is not a Cuemap backup');
    expect((await cli(source, ['db:backup', '--format', 'zip', file])).stderr).toBe('--format must be sqlite or portable, not "zip".');
    expect((await cli(source, ['db:backup', path.join(dir, 'nowhere', 'b.db')])).stderr).toBe(`The folder ${path.join(dir, 'nowhere')} does not exist.`);
    expect((await cli(source, ['db:backup'])).stderr).toMatch(/^Missing FILE\. Usage: db:backup FILE/);
    if (usePostgres) {
      expect((await cli(source, ['db:backup', '--format', 'sqlite', path.join(dir, 'x.db')])).stderr).toContain('--format sqlite needs the SQLite engine');
    }
  });
});
