// Issue 26: the live document socket against a real app (both engines): two y-protocols clients see
// each other's edits, every edit is stored before it is acknowledged and survives a restart, the REST
// reads follow (projection, merge rule), and refusals (no session, another user, signed out, too large,
// malformed) close only the socket concerned and leave the document as it was.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { LIMITS, MAP_SIZE_MESSAGES, applyMapToDoc } from '@cuemap/shared';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { LIVE_CLOSE, updateMessage } from '@cuemap/shared';
import { PASSWORD, bearer, build, registerUser, usePostgres, type TestApp } from '../helper';
import { newLiveScript } from './live-script';
import { connect, liveUrl } from './live-client';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t?.close();
});

const newScript = (nodes?: number) => newLiveScript(t, nodes);

const getMap = async (token: string, id: string) =>
  (await t.inject({ method: 'GET', url: `/api/mindmaps/${id}`, headers: bearer(token) })).json<{
    title: string;
    version: number;
    nodes: Array<{ id: string; text: string }>;
  }>();

describe('live document socket', () => {
  it('an edit on one client reaches the other, is stored before its acknowledgement, and the REST reads show it', async () => {
    const { token, id, url } = await newScript();
    const a = await connect(url, token);
    const b = await connect(url, token);
    await Promise.all([a.ready(), b.ready()]);
    expect(b.snapshot().map.title).toBe('Keynote');
    const versionBefore = (await getMap(token, id)).version;

    applyMapToDoc(a.doc, { title: 'Live keynote' }, 'me');
    await b.until(() => b.snapshot().map.title === 'Live keynote');
    await a.stored();
    const map = await getMap(token, id);
    expect(map.title).toBe('Live keynote');
    expect(map.version).toBeGreaterThan(versionBefore);

    // A node's text changes: the merge rule runs on the server, its sections reach both clients and the REST read.
    const nodes = a.snapshot().map.nodes.map((n) => (n.id === '2' ? { ...n, text: 'Said live.' } : n));
    applyMapToDoc(a.doc, { nodes }, 'me');
    await a.stored();
    const said = (c: typeof a) => c.snapshot().script?.sections.some((s) => s.nodeId === '2' && s.text === 'Said live.') ?? false;
    await a.until(() => said(a));
    await b.until(() => said(b));
    const script = await t.inject({ method: 'GET', url: `/api/teleprompter/${id}`, headers: bearer(token) });
    expect(script.statusCode).toBe(200);
    expect(script.json<{ content: string }>().content).toContain('Said live.');
    expect((await getMap(token, id)).nodes.find((n) => n.id === '2')?.text).toBe('Said live.');

    // A REST write reaches the connected clients too.
    const put = await t.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers: bearer(token), payload: { title: 'Renamed by REST' } });
    expect(put.statusCode).toBe(200);
    await b.until(() => b.snapshot().map.title === 'Renamed by REST');
    await Promise.all([a.close(), b.close()]);
  });

  it('a stored edit survives a restart: a new app on the same database serves it', async () => {
    const { token, id, url } = await newScript();
    const a = await connect(url, token);
    await a.ready();
    applyMapToDoc(a.doc, { title: 'Kept across restarts' }, 'me');
    await a.stored();

    // The first app still holds the document in memory (as if killed): the second reads only the database.
    let db;
    if (usePostgres) {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.db.kysely);
      db = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, pgSearchPath: rows[0]!.schema, pgPoolSize: 2 });
    } else {
      db = openDatabase({ sqliteFile: path.join(t.config.dataDir, 'cuemap.db') });
    }
    const second: FastifyInstance = await buildApp(t.config, { db, migrate: false, logger: false });
    try {
      await second.ready();
      const c = await connect(await liveUrl(second, id), token);
      await c.ready();
      expect(c.snapshot().map.title).toBe('Kept across restarts');
      await c.close();
    } finally {
      await second.close();
    }
    await a.close();
  });

  it("refuses a socket without a session, with an ended one, for another user's script, and from another site's page", async () => {
    const { token, url } = await newScript();
    const other = await registerUser(t);

    const none = await connect(url, null);
    expect((await none.closed).code).toBe(LIVE_CLOSE.badRequest);

    const wrong = await connect(url, 'x'.repeat(43));
    expect((await wrong.closed).code).toBe(LIVE_CLOSE.unauthorized);
    expect(wrong.denied).toBe('Your session has expired. Sign in again.');

    const stranger = await connect(url, other.token);
    expect((await stranger.closed).code).toBe(LIVE_CLOSE.notFound);
    expect(stranger.denied).toBe('This script was not found.');
    expect(stranger.synced).toBe(false);

    // Another site's page cannot open it (the stage's Origin rule): refused before the upgrade.
    const foreign = new WebSocket(url, { headers: { origin: 'https://elsewhere.example' } });
    foreign.on('error', () => {}); // the refusal itself (asserted below)
    const refused = await new Promise<number>((resolve) => foreign.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(refused).toBe(403);
    foreign.terminate();

    // The owner still gets in.
    const owner = await connect(url, token);
    await owner.ready();
    await owner.close();
  });

  it('closes the socket of a session that logs out', async () => {
    const { token, url } = await newScript();
    const a = await connect(url, token);
    await a.ready();
    const out = await t.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await a.closed).code).toBe(LIVE_CLOSE.unauthorized);
  });

  it('closes the sockets of the sessions another device signs out', async () => {
    const { token, email, url } = await newScript();
    const login = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const other = login.json<{ token: string }>().token;
    const a = await connect(url, token);
    const b = await connect(url, other);
    await Promise.all([a.ready(), b.ready()]);
    const out = await t.inject({ method: 'POST', url: '/api/auth/logout-others', headers: bearer(other) });
    expect(out.statusCode).toBe(200);
    expect((await a.closed).code).toBe(LIVE_CLOSE.unauthorized);
    // The device that signed the others out stays connected and keeps editing.
    applyMapToDoc(b.doc, { title: 'Still here' }, 'me');
    await b.stored();
    await b.close();
  });

  it('takes a large update (200 KB) but refuses one taking the map past its 1 MB limit, leaving the document as it was', async () => {
    const { token, id, url } = await newScript();
    const a = await connect(url, token);
    const b = await connect(url, token);
    await Promise.all([a.ready(), b.ready()]);

    const grow = (text: string) => a.snapshot().map.nodes.map((n) => (n.id === '3' ? { ...n, text } : n));
    applyMapToDoc(a.doc, { nodes: grow('y'.repeat(200_000)) }, 'me');
    await a.stored();
    await b.until(() => b.snapshot().map.nodes.find((n) => n.id === '3')?.text.length === 200_000);

    applyMapToDoc(a.doc, { nodes: grow('z'.repeat(LIMITS.mapBytesMax)) }, 'me');
    expect((await a.closed).code).toBe(LIVE_CLOSE.tooLarge);
    expect(a.errors).toEqual([MAP_SIZE_MESSAGES.tooLarge]);

    // Nothing of it was stored or sent: B's copy, the REST read and a new socket all have the 200 KB text.
    const c = await connect(url, token);
    await c.ready();
    expect(c.snapshot().map.nodes.find((n) => n.id === '3')?.text).toBe('y'.repeat(200_000));
    expect(b.snapshot().map.nodes.find((n) => n.id === '3')?.text).toBe('y'.repeat(200_000));
    expect((await getMap(token, id)).nodes.find((n) => n.id === '3')?.text).toBe('y'.repeat(200_000));
    await Promise.all([b.close(), c.close()]);
  });

  it('closes a socket that sends a malformed message; the document and the other sockets carry on', async () => {
    const { token, url } = await newScript();
    const a = await connect(url, token);
    const b = await connect(url, token);
    await Promise.all([a.ready(), b.ready()]);

    a.sendRaw(updateMessage(new Uint8Array([1, 2, 250, 255, 255, 7, 9])));
    expect((await a.closed).code).toBe(LIVE_CLOSE.badRequest);
    const junk = await connect(url, token);
    await junk.ready();
    junk.sendRaw(new Uint8Array([9, 9, 9]));
    expect((await junk.closed).code).toBe(LIVE_CLOSE.badRequest);

    applyMapToDoc(b.doc, { title: 'Still fine' }, 'me');
    await b.stored();
    const c = await connect(url, token);
    await c.ready();
    expect(c.snapshot().map.title).toBe('Still fine');
    expect(c.snapshot().map.nodes).toHaveLength(3);
    await Promise.all([b.close(), c.close()]);
  });
});
