// Issue 26 item 8: TWO app instances on one PostgreSQL database and one Redis serve the same live
// document: an edit on A reaches a client on B (over Redis) and both copies, the REST reads on either
// instance and a later load converge; a REST write on B reaches a client on A.
// Needs TEST_DATABASE_URL and REDIS_TEST_URL (runs in the api-postgres project); skipped with a note otherwise.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { applyMapToDoc } from '@cuemap/shared';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { bearer, build, mapBody, registerUser, usePostgres, type TestApp } from '../helper';
import { connect, liveUrl } from './live-client';

const redisUrl = process.env.REDIS_TEST_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
const enabled = usePostgres && !!redisUrl && !!databaseUrl;
if (!enabled && usePostgres) console.log('live-cluster: skipped, REDIS_TEST_URL is not set.');

describe.skipIf(!enabled)('live documents across two instances (PostgreSQL + Redis)', () => {
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    const redisPrefix = `test-live-${randomBytes(4).toString('hex')}:`;
    a = await build({ env: { REDIS_URL: redisUrl! }, redisPrefix });
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(a.app.db.kysely);
    const db = openDatabase({ databaseUrl: databaseUrl!, pgSearchPath: rows[0]!.schema, pgPoolSize: 4 });
    b = await buildApp(a.config, { db, migrate: false, logger: false, redisPrefix });
    await b.ready();
    expect(b.live.bus.kind).toBe('redis');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('an edit on A reaches a client on B; both instances read it back; a REST write on B reaches A', async () => {
    const { token } = await registerUser(a);
    const res = await a.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(4, 'Keynote') });
    const id = res.json<{ _id: string }>()._id;
    const onA = await connect(await liveUrl(a.app, id), token);
    const onB = await connect(await liveUrl(b, id), token);
    await Promise.all([onA.ready(), onB.ready()]);

    applyMapToDoc(onA.doc, { title: 'Across instances' }, 'me');
    await onB.until(() => onB.snapshot().map.title === 'Across instances');
    await onA.stored();

    // Concurrent edits on both sides converge everywhere.
    const nodesA = onA.snapshot().map.nodes.map((n) => (n.id === '2' ? { ...n, title: 'From A' } : n));
    const nodesB = onB.snapshot().map.nodes.map((n) => (n.id === '3' ? { ...n, title: 'From B' } : n));
    applyMapToDoc(onA.doc, { nodes: nodesA }, 'me');
    applyMapToDoc(onB.doc, { nodes: nodesB }, 'me');
    const both = (c: typeof onA) => {
      const titles = c.snapshot().map.nodes.map((n) => n.title);
      return titles.includes('From A') && titles.includes('From B');
    };
    await Promise.all([onA.until(() => both(onA)), onB.until(() => both(onB)), onA.stored(), onB.stored()]);

    for (const app of [a.app, b]) {
      const map = await app.inject({ method: 'GET', url: `/api/mindmaps/${id}`, headers: bearer(token) });
      const titles = map.json<{ title: string; nodes: Array<{ title: string }> }>();
      expect(titles.title).toBe('Across instances');
      expect(titles.nodes.map((n) => n.title)).toEqual(expect.arrayContaining(['From A', 'From B']));
    }

    const put = await b.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers: bearer(token), payload: { title: 'Renamed on B' } });
    expect(put.statusCode).toBe(200);
    await onA.until(() => onA.snapshot().map.title === 'Renamed on B');
    await Promise.all([onA.close(), onB.close()]);
  });
});
