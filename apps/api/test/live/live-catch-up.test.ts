// Issue 26 item 8: two app instances on one PostgreSQL database and one Redis converge after B loses
// Redis while both take edits (B reaches Redis through a TCP relay the test cuts and restores): once it
// is back, B's sockets get A's edits (B reads what it lacks from the log) and A's get B's (B says how far
// it is); both instances and fresh syncs on each serve the same state. A document opened on B during the
// outage opens at once.
// Needs TEST_DATABASE_URL and REDIS_TEST_URL (runs in the api-postgres project); skipped otherwise.
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { applyMapToDoc, type LiveSnapshot } from '@cuemap/shared';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { bearer, build, mapBody, registerUser, usePostgres, type TestApp } from '../helper';
import { connect, liveUrl, type LiveClient } from './live-client';

const redisUrl = process.env.REDIS_TEST_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
const enabled = usePostgres && !!redisUrl && !!databaseUrl;

/** A TCP relay to Redis that can be cut (every connection dropped, new ones refused) and restored. */
async function redisRelay(target: URL) {
  const open = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) return client.destroy();
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        open.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    cut() {
      cut = true;
      for (const s of open) s.destroy();
    },
    restore() {
      cut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const titleOf = (c: LiveClient, id: string) => c.snapshot().map.nodes.find((n) => n.id === id)?.title;

describe.skipIf(!enabled)('live documents converge after a Redis outage (PostgreSQL + Redis)', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let relay: Awaited<ReturnType<typeof redisRelay>>;

  beforeAll(async () => {
    const redisPrefix = `test-live-${randomBytes(4).toString('hex')}:`;
    relay = await redisRelay(new URL(redisUrl!));
    a = await build({ env: { REDIS_URL: redisUrl! }, redisPrefix });
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(a.app.db.kysely);
    const db = openDatabase({ databaseUrl: databaseUrl!, pgSearchPath: rows[0]!.schema, pgPoolSize: 4 });
    b = await buildApp({ ...a.config, redisUrl: relay.url }, { db, migrate: false, logger: false, redisPrefix });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await relay?.close();
  });

  it("B's sockets get what A stored while B had no Redis, A's get what B stored, and every copy ends the same", async () => {
    const { token } = await registerUser(a);
    const other = await registerUser(a);
    const script = async (as: string) =>
      (await a.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(as), payload: mapBody(4, 'Keynote') })).json<{ _id: string }>()._id;
    const [first, second, third] = [await script(token), await script(token), await script(other.token)];
    const pair = async (id: string) => {
      const onA = await connect(await liveUrl(a.app, id), token);
      const onB = await connect(await liveUrl(b, id), token);
      await Promise.all([onA.ready(), onB.ready()]);
      return { onA, onB };
    };
    const one = await pair(first);
    const two = await pair(second);
    const rename = (c: LiveClient, nodeId: string, title: string) =>
      applyMapToDoc(c.doc, { nodes: c.snapshot().map.nodes.map((n) => (n.id === nodeId ? { ...n, title } : n)) }, 'me');

    relay.cut();
    // First script: B edits, then A (whose write reads B's from the log): only B lacks something (A's edit).
    rename(one.onB, '2', 'B, offline');
    await one.onB.stored();
    rename(one.onA, '3', 'A, meanwhile');
    await one.onA.stored();
    // Second script: A edits, then B (whose write reads A's): only A lacks something (B's edit).
    rename(two.onA, '2', 'A, meanwhile');
    await two.onA.stored();
    rename(two.onB, '3', 'B, offline');
    await two.onB.stored();
    // A script opened on B while Redis is away opens at once.
    const late = await connect(await liveUrl(b, third), other.token);
    await late.ready();
    expect(titleOf(one.onB, '3')).toBe('Point 2');
    expect(titleOf(two.onA, '3')).toBe('Point 2');

    relay.restore();
    await one.onB.until(() => titleOf(one.onB, '3') === 'A, meanwhile');
    await two.onA.until(() => titleOf(two.onA, '3') === 'B, offline');

    // Both instances, the REST reads on each and fresh syncs on each serve the same state.
    for (const [id, { onA, onB }] of [
      [first, one],
      [second, two],
    ] as const) {
      expect(onA.snapshot()).toEqual(onB.snapshot());
      const states: LiveSnapshot[] = [];
      for (const app of [a.app, b]) {
        const fresh = await connect(await liveUrl(app, id), token);
        await fresh.ready();
        states.push(fresh.snapshot());
        await fresh.close();
        const map = await app.inject({ method: 'GET', url: `/api/mindmaps/${id}`, headers: bearer(token) });
        expect(map.json<{ nodes: LiveSnapshot['map']['nodes'] }>().nodes).toEqual(onA.snapshot().map.nodes);
      }
      expect(states).toEqual([onA.snapshot(), onA.snapshot()]);
    }

    // And Redis carries edits again both ways.
    rename(one.onA, '4', 'Live again');
    await one.onB.until(() => titleOf(one.onB, '4') === 'Live again');
    await Promise.all([one.onA.close(), one.onB.close(), two.onA.close(), two.onB.close(), late.close()]);
  });
});
