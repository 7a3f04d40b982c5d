// Done-when of issue 13 item 3: TWO app instances on one PostgreSQL database and one Redis. A remote on
// instance A drives a prompter on instance B (command there, ack back), a display on A follows the
// state sent on B, and revoking a link (or deleting the script or the account) through A closes its
// devices connected to B. Issue 23 item 5: a revocation whose bus message is lost (written straight to
// the database) still closes B's display within one keep-alive round, before it reads a later edit.
// Needs TEST_DATABASE_URL and REDIS_TEST_URL (runs in the api-postgres project); skipped with a note otherwise.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { STAGE_CLOSE, STAGE_MESSAGES } from '@cuemap/shared';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { PASSWORD, bearer, build, registerUser, usePostgres, type TestApp } from '../helper';
import { ANDROID, createLink, createMap, device, prompter, sampleState, socketUrl } from './stage-client';

const redisUrl = process.env.REDIS_TEST_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
const enabled = usePostgres && !!redisUrl && !!databaseUrl;
if (!enabled && !usePostgres) {
  console.log('stage-cluster: two instances on PostgreSQL + Redis run in the api-postgres project (set TEST_DATABASE_URL and REDIS_TEST_URL).');
} else if (!enabled) {
  console.log('stage-cluster: skipped, REDIS_TEST_URL is not set.');
}

describe.skipIf(!enabled)('stage across two instances (PostgreSQL + Redis)', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    const redisPrefix = `test-stage-${randomBytes(4).toString('hex')}:`;
    // Short keep-alive rounds: a lost revocation is caught by the next one.
    const stagePingMs = 300;
    a = await build({ env: { REDIS_URL: redisUrl! }, redisPrefix, stagePingMs });
    // B: another app on the same schema and the same Redis (prefix), as behind a load balancer.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(a.app.db.kysely);
    const db = openDatabase({ databaseUrl: databaseUrl!, pgSearchPath: rows[0]!.schema, pgPoolSize: 4 });
    b = await buildApp(a.config, { db, migrate: false, logger: false, redisPrefix, stagePingMs });
    await b.ready();
    expect(b.stage.bus.kind).toBe('redis');
    expect(b.stage.bus.instanceId).not.toBe(a.app.stage.bus.instanceId);
    urlA = await socketUrl(a.app);
    urlB = await socketUrl(b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a remote on A drives a prompter on B: the command arrives there and the ack comes back', async () => {
    const { token } = await registerUser(a);
    const mapId = await createMap(a, token);
    const p = await prompter(urlB, mapId, token);
    const link = await createLink(a, token, mapId, 'remote');
    const r = await device(urlA, link.token, ANDROID);
    // B's prompter learns of A's device; A's remote learns that B has the prompter.
    const listed = await p.deviceList((d) => d.length === 1);
    expect(listed[0]).toMatchObject({ linkId: link.id, mode: 'remote', label: 'Android · Chrome' });
    await r.next('prompter', (m) => m.connected);

    r.send({ type: 'command', id: 'x1', sentAt: 123, command: { kind: 'next' } });
    expect(await p.next('command')).toMatchObject({ id: 'x1', sentAt: 123, command: { kind: 'next' } });
    p.send({ type: 'ack', id: 'x1', sentAt: 123 });
    expect(await r.next('ack')).toEqual({ type: 'ack', id: 'x1', sentAt: 123 });

    await r.close();
    await p.deviceList((d) => d.length === 0);
    await p.close();
  });

  it('a display on A follows the state sent on B, and one joining later gets it at once', async () => {
    const { token } = await registerUser(a);
    const mapId = await createMap(a, token);
    const p = await prompter(urlB, mapId, token);
    const link = await createLink(a, token, mapId, 'display');
    const d = await device(urlA, link.token);
    await d.next('prompter', (m) => m.connected);

    p.send({ type: 'state', state: sampleState({ playing: true, position: { section: 1, fraction: 0.4 } }) });
    const followed = await d.next('state', (m) => m.state.playing);
    expect(followed.state.position).toEqual({ section: 1, fraction: 0.4 });

    // A second display, on A too: A has the latest state cached and sends it straight away.
    const late = await device(urlA, link.token);
    expect((await late.next('state')).state.position).toEqual({ section: 1, fraction: 0.4 });
    // The prompter on B leaves: the displays on A are told.
    await p.close();
    expect(await d.next('prompter', (m) => !m.connected)).toEqual({ type: 'prompter', connected: false });
    await Promise.all([d.close(), late.close()]);
  });

  it('revoking a link through A closes its device connected to B', async () => {
    const { token } = await registerUser(a);
    const mapId = await createMap(a, token);
    const link = await createLink(a, token, mapId, 'remote');
    const onB = await device(urlB, link.token);
    const p = await prompter(urlA, mapId, token);
    await p.deviceList((d) => d.length === 1);

    const res = await a.inject({ method: 'DELETE', url: `/api/mindmaps/${mapId}/stage-links/${link.id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(204);
    expect(await onB.next('revoked')).toEqual({ type: 'revoked', message: STAGE_MESSAGES.linkInvalid });
    expect((await onB.closed).code).toBe(STAGE_CLOSE.unauthorized);
    await p.deviceList((d) => d.length === 0);
    await p.close();
  });

  it('deleting the script through A closes its device and prompter connected to B', async () => {
    const { token } = await registerUser(a);
    const mapId = await createMap(a, token);
    const onB = await device(urlB, (await createLink(a, token, mapId, 'display')).token);
    const p = await prompter(urlB, mapId, token);
    await p.deviceList((d) => d.length === 1);

    const res = await a.inject({ method: 'DELETE', url: `/api/mindmaps/${mapId}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(await onB.next('revoked')).toEqual({ type: 'revoked', message: STAGE_MESSAGES.scriptDeleted });
    expect((await onB.closed).code).toBe(STAGE_CLOSE.unauthorized);
    expect((await p.closed).code).toBe(STAGE_CLOSE.notFound);
  });

  it('closes a display on B within a round when its revocation never reached the bus, before it reads a later edit', async () => {
    const { token } = await registerUser(a);
    const mapId = await createMap(a, token);
    const save = (content: string) =>
      a.inject({ method: 'POST', url: '/api/teleprompter', headers: bearer(token), payload: { mindMapId: mapId, title: 'Talk', content } });
    expect((await save('Before the revoke.')).statusCode).toBe(200);
    const link = await createLink(a, token, mapId, 'display');
    const onB = await device(urlB, link.token);
    onB.send({ type: 'getScript' });
    expect((await onB.next('script')).script.text).toContain('Before the revoke.');

    // The revocation lands in the database only: no instance publishes it.
    await a.app.db.kysely.updateTable('stage_links').set({ revoked_at: new Date().toISOString() }).where('id', '=', link.id).execute();
    expect((await save('Edited after the revoke: secret.')).statusCode).toBe(200);
    onB.send({ type: 'getScript' });
    expect(await onB.next('revoked')).toEqual({ type: 'revoked', message: STAGE_MESSAGES.linkInvalid });
    expect((await onB.closed).code).toBe(STAGE_CLOSE.unauthorized);
    expect(JSON.stringify(onB.all)).not.toContain('secret');

    // And one that asks for nothing is closed by B's next round.
    const quiet = await createLink(a, token, mapId, 'remote');
    const quietOnB = await device(urlB, quiet.token);
    await a.app.db.kysely.updateTable('stage_links').set({ revoked_at: new Date().toISOString() }).where('id', '=', quiet.id).execute();
    expect(await quietOnB.next('revoked')).toEqual({ type: 'revoked', message: STAGE_MESSAGES.linkInvalid });
    expect((await quietOnB.closed).code).toBe(STAGE_CLOSE.unauthorized);
  });

  it('deleting the account through A closes its devices connected to B', async () => {
    const { token } = await registerUser(a);
    const mapId = await createMap(a, token);
    const onB = await device(urlB, (await createLink(a, token, mapId, 'display')).token);
    const res = await a.inject({ method: 'DELETE', url: '/api/auth/account', headers: bearer(token), payload: { password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(await onB.next('revoked')).toEqual({ type: 'revoked', message: STAGE_MESSAGES.linkInvalid });
    expect((await onB.closed).code).toBe(STAGE_CLOSE.unauthorized);
  });

  it('a display monitor changed through A reaches the display on B at once (issue 24 item 7)', async () => {
    const { token } = await registerUser(a);
    const mapId = await createMap(a, token);
    const link = await createLink(a, token, mapId, 'display');
    const onB = await device(urlB, link.token);
    // B is subscribed once A's prompter's state reaches it over the bus.
    const p = await prompter(urlA, mapId, token);
    p.send({ type: 'state', state: sampleState({ targetMs: 600_000 }) });
    expect((await onB.next('state')).state.targetMs).toBe(600_000);
    const monitor = { clock: true, times: false, pace: true, next: true };
    const res = await a.inject({ method: 'PATCH', url: `/api/mindmaps/${mapId}/stage-links/${link.id}`, headers: bearer(token), payload: { monitor } });
    expect(res.statusCode).toBe(200);
    expect(await onB.next('monitor')).toEqual({ type: 'monitor', monitor });
    await Promise.all([onB.close(), p.close()]);
  });
});
