// Issue 26 item 9: a revoked session's live sockets close (both engines). Logout and "sign out other
// devices" are in live-socket.test.ts; here a password change: the other sessions' sockets close at once
// with 4401, the session that changed it keeps editing — on another instance too (PostgreSQL + Redis:
// that instance's keep-alive check is set far off, so only the revocation's event can close them).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { applyMapToDoc } from '@cuemap/shared';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { LIVE_CLOSE } from '@cuemap/shared';
import { PASSWORD, bearer, build, mapBody, registerUser, usePostgres, type TestApp } from '../helper';
import { connect, liveUrl } from './live-client';

const redisUrl = process.env.REDIS_TEST_URL;
const twoInstances = usePostgres && !!redisUrl && !!process.env.TEST_DATABASE_URL;
const redisPrefix = `test-live-${randomBytes(4).toString('hex')}:`;
const NEW_PASSWORD = 'a brand new passphrase 7';

let t: TestApp;
beforeAll(async () => {
  // No session cache, as on PostgreSQL by default (DATABASE_URL): B reads the revocation from the database.
  t = await build(twoInstances ? { env: { REDIS_URL: redisUrl!, SESSION_CACHE_SECONDS: '0' }, redisPrefix } : {});
});
afterAll(async () => {
  await t?.close();
});

describe('a revoked session on a live socket', () => {
  it("a password change closes the other sessions' sockets; the changing session carries on", async () => {
    const { token, email } = await registerUser(t);
    const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(3, 'Keynote') });
    const url = await liveUrl(t.app, res.json<{ _id: string }>()._id);
    const login = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    const laptop = login.json<{ token: string }>().token;
    const [phone, desk] = [await connect(url, token), await connect(url, laptop)];
    await Promise.all([phone.ready(), desk.ready()]);

    const change = await t.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(laptop),
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(change.statusCode, change.body).toBeLessThan(300);
    expect((await phone.closed).code).toBe(LIVE_CLOSE.unauthorized);
    expect(phone.denied).toBe('Your session has expired. Sign in again.');

    applyMapToDoc(desk.doc, { title: 'Still editing' }, 'me');
    await desk.stored();
    // The revoked session cannot come back.
    const again = await connect(url, token);
    expect((await again.closed).code).toBe(LIVE_CLOSE.unauthorized);
    await desk.close();
  });
});

describe.skipIf(!twoInstances)('a revoked session on another instance', () => {
  it("a password change on A closes the other sessions' sockets on B at once", async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.db.kysely);
    const db = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, pgSearchPath: rows[0]!.schema, pgPoolSize: 2 });
    const b = await buildApp(t.config, { db, migrate: false, logger: false, redisPrefix, livePingMs: 600_000 });
    try {
      await b.ready();
      const { token, email } = await registerUser(t);
      const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(3, 'Keynote') });
      const id = res.json<{ _id: string }>()._id;
      const login = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
      const laptop = login.json<{ token: string }>().token;
      const phone = await connect(await liveUrl(b, id), token);
      await phone.ready();
      const change = await t.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        headers: bearer(laptop),
        payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      });
      expect(change.statusCode, change.body).toBeLessThan(300);
      expect((await phone.closed).code).toBe(LIVE_CLOSE.unauthorized);
    } finally {
      await b.close();
    }
  });
});
