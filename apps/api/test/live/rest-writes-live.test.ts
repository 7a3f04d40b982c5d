// Issue 26 items 6 and 7: every REST write of a script is a change of its live document, as today's REST
// answers it: a map save keeps an explicit description and renames the script after the map (a rename
// alone keeps both); the spec's POST, a section's decision, an AI script and a version's restore reach a
// connected client live; on PostgreSQL, two instances given the same stale `version` at once store one
// write (the check sits in the storing transaction). Client updates arriving together are stored as one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { applyMapToDoc, liveNodeText, type ScriptSection } from '@cuemap/shared';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { bearer, build, mapBody, usePostgres, type TestApp } from '../helper';
import { scriptBody, userWith } from '../routes/api/ai/ai-helpers';
import { connect, liveUrl } from './live-client';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t?.close();
});

type Script = { title: string; version: number; sections: ScriptSection[] };

async function newScript(nodes = 3) {
  const { token } = await userWith(t, 'pro');
  const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(nodes, 'Keynote') });
  expect(res.statusCode).toBe(201);
  return { token, id: res.json<{ _id: string }>()._id };
}

const req = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => t.inject({ method, url, headers: bearer(token), payload });
const getScript = async (token: string, id: string) => (await req(token, 'GET', `/api/teleprompter/${id}`)).json<Script>();
const listed = async (token: string, id: string) =>
  (await req(token, 'GET', '/api/mindmaps')).json<Array<{ _id: string; description: string | null; version: number }>>().find((m) => m._id === id)!;

describe('REST writes as changes of the live document', () => {
  it('a map save keeps an explicit description and renames the script after the map; a rename alone keeps both', async () => {
    const { token, id } = await newScript();
    const posted = await req(token, 'POST', '/api/teleprompter', { mindMapId: id, title: 'My own title', content: 'Said my way.' });
    expect(posted.statusCode).toBe(200);
    expect(posted.json<Script>().title).toBe('My own title');

    const body = mapBody(3, 'Keynote, final');
    const saved = await req(token, 'PUT', `/api/mindmaps/${id}`, { ...body, description: 'Written by me', version: (await listed(token, id)).version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Keynote, final', description: 'Written by me' });
    expect((await listed(token, id)).description).toBe('Written by me');
    expect((await getScript(token, id)).title).toBe('Keynote, final');

    const renamed = await req(token, 'PUT', `/api/mindmaps/${id}`, { title: 'Keynote, renamed' });
    expect(renamed.json()).toMatchObject({ title: 'Keynote, renamed', description: 'Written by me' });
    expect((await getScript(token, id)).title).toBe('Keynote, final');

    // A save without one: the description is the node texts' preview again.
    const again = await req(token, 'PUT', `/api/mindmaps/${id}`, body);
    expect(again.json<{ description: string }>().description).toMatch(/^Paragraph 0/);
  });

  it("a live edit of the map's title renames the script, as a map save did; the description follows the node texts", async () => {
    const { token, id } = await newScript();
    const a = await connect(await liveUrl(t.app, id), token);
    await a.ready();
    applyMapToDoc(a.doc, { title: 'Renamed live' }, 'me');
    await a.stored();
    expect((await getScript(token, id)).title).toBe('Renamed live');
    liveNodeText(a.doc, '1', 'text')!.insert(0, 'Opening line. ');
    await a.stored();
    expect((await listed(token, id)).description).toMatch(/^Opening line\. Paragraph 0/);
    await a.close();
  });

  it("the spec's POST, a section's decision, an AI script and a restore are each seen live by a connected client", async () => {
    const { token, id } = await newScript();
    const a = await connect(await liveUrl(t.app, id), token);
    await a.ready();
    const sectionText = (i: number) => a.snapshot().script?.sections[i]?.text;

    expect((await req(token, 'POST', '/api/teleprompter', { mindMapId: id, title: 'Mine', content: 'Posted over REST.' })).statusCode).toBe(200);
    await a.until(() => a.snapshot().script?.sections.some((s) => s.text === 'Posted over REST.') ?? false);
    const [posted] = (await req(token, 'GET', `/api/mindmaps/${id}/versions`)).json<Array<{ id: string }>>();

    const generated = await req(token, 'POST', '/api/ai/generate-teleprompter', scriptBody(id));
    expect(generated.statusCode, generated.body).toBe(200);
    await a.until(() => a.snapshot().script?.sections.every((s) => s.origin === 'ai') ?? false);

    // The map changes under an AI section (a live edit): it goes stale; the REST decision takes the map's text.
    liveNodeText(a.doc, '2', 'text')!.insert(0, 'Changed live. ');
    await a.stored();
    await a.until(() => a.snapshot().script?.sections.some((s) => s.nodeId === '2' && s.nodeText?.startsWith('Changed live. ')) ?? false);
    const script = await getScript(token, id);
    const index = script.sections.findIndex((s) => s.nodeId === '2' && s.stale);
    const resolved = await req(token, 'PUT', `/api/teleprompter/${id}/sections/${index}`, { version: script.version, action: 'use-map-text' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    await a.until(() => sectionText(index)?.startsWith('Changed live. ') ?? false);

    const restored = await req(token, 'POST', `/api/mindmaps/${id}/versions/${posted!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    await a.until(() => a.snapshot().script?.sections.some((s) => s.text === 'Posted over REST.') ?? false);
    expect(a.snapshot().map.nodes.find((n) => n.id === '2')?.text).not.toMatch(/^Changed live/);
    expect((await getScript(token, id)).sections.map((s) => s.text)).toEqual(a.snapshot().script?.sections.map((s) => s.text));
    await a.close();
  });

  it('client updates that arrive while a write runs are stored in one transaction, each answered once stored', async () => {
    const { token, id } = await newScript(4);
    const entry = (await t.app.live.docs.open(id))!;
    const sent: Uint8Array[] = [];
    const sender = { send: (d: Uint8Array) => sent.push(d), close() {} };
    const watcher: Uint8Array[] = [];
    const other = { send: (d: Uint8Array) => watcher.push(d), close() {} };
    entry.conns.add(sender);
    entry.conns.add(other);
    const client = new Y.Doc();
    Y.applyUpdate(client, Y.encodeStateAsUpdate(entry.doc));
    const updates: Uint8Array[] = [];
    client.on('update', (u: Uint8Array) => updates.push(u));
    for (let i = 0; i < 20; i++) liveNodeText(client, '3', 'text')!.insert(0, 'x');
    const stored = (await sql<{ n: number }>`select count(*) as n from live_updates where mind_map_id = ${id}`.execute(t.app.db.kysely)).rows[0]!.n;
    const results = await Promise.all(
      updates.map((u) =>
        t.app.live.docs.write(entry, u, sender).then(async (r) => {
          // Answered only once stored: the whole batch is in the log by then.
          const now = (await sql<{ n: number }>`select count(*) as n from live_updates where mind_map_id = ${id}`.execute(t.app.db.kysely)).rows[0]!.n;
          expect(Number(now) - Number(stored)).toBeGreaterThanOrEqual(20);
          return r;
        }),
      ),
    );
    expect(results).toEqual(updates.map(() => 'ok'));
    // One change: the other socket hears of it once; the sender has it all already (the merge rule's section change aside).
    expect(watcher).toHaveLength(1);
    expect(sent.length).toBeLessThanOrEqual(1);
    const map = (await req(token, 'GET', `/api/mindmaps/${id}`)).json<{ nodes: Array<{ id: string; text: string }> }>();
    expect(map.nodes.find((n) => n.id === '3')?.text).toMatch(/^x{20}Paragraph 2/);
    entry.conns.delete(sender);
    entry.conns.delete(other);
    t.app.live.docs.detach(entry, sender);
  });
});

describe.skipIf(!usePostgres)('the version check across instances (PostgreSQL)', () => {
  let b: FastifyInstance;
  beforeAll(async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.db.kysely);
    const db = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, pgSearchPath: rows[0]!.schema, pgPoolSize: 4 });
    b = await buildApp(t.config, { db, migrate: false, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('PUTs with the same version on two instances at once: one stored, every other one a 409 that changed nothing', async () => {
    const { token, id } = await newScript();
    const { version } = await listed(token, id);
    const put = (app: FastifyInstance, n: number) =>
      app.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers: bearer(token), payload: { title: `Rename ${n}`, version } });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => put(n % 2 ? b : t.app, n)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(11);
    const after = await listed(token, id);
    expect(after.version).toBe(version + 1);
    expect((await req(token, 'GET', `/api/mindmaps/${id}`)).json<{ title: string }>().title).toBe(ok[0]!.json<{ title: string }>().title);
  });
});
