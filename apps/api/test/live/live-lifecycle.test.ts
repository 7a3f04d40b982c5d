// Issue 26: a live document's life on one instance (both engines) — presence relayed and withdrawn,
// unloaded after its last socket closes with its log folded into the stored state, loaded again from
// it; a socket sending updates faster than its budget is read more slowly, losing nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyMapToDoc } from '@cuemap/shared';
import { bearer, build, mapBody, registerUser, type TestApp } from '../helper';
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

describe('live document lifecycle', () => {
  it('relays presence to the other sockets and withdraws it when its socket closes', async () => {
    const { token, url } = await newScript();
    const a = await connect(url, token);
    const b = await connect(url, token);
    await Promise.all([a.ready(), b.ready()]);
    a.awareness.setLocalStateField('user', { name: 'Ada' });
    await b.until(() => (b.awareness.getStates().get(a.doc.clientID) as { user?: { name: string } } | undefined)?.user?.name === 'Ada');
    // A newcomer is told who is there.
    const c = await connect(url, token);
    await c.until(() => c.awareness.getStates().has(a.doc.clientID));
    await a.close();
    await b.until(() => !b.awareness.getStates().has(a.doc.clientID));
    await Promise.all([b.close(), c.close()]);
  });

  it('unloads a document after its last socket closes, its log folded into the state, and loads it again from there', async () => {
    const { token, id, url } = await newScript();
    const a = await connect(url, token);
    await a.ready();
    for (const title of ['One', 'Two', 'Three']) applyMapToDoc(a.doc, { title }, 'me');
    await a.stored();
    expect(t.app.live.docs.loaded.has(id)).toBe(true);
    await a.close();
    await vi.waitFor(() => expect(t.app.live.docs.loaded.has(id)).toBe(false));

    const db = t.app.db.kysely;
    const doc = await db
      .selectFrom('live_documents')
      .select(['compacted_seq', 'last_seq', 'byte_size'])
      .where('mind_map_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(doc.last_seq)).toBeGreaterThanOrEqual(3);
    expect(Number(doc.compacted_seq)).toBe(Number(doc.last_seq));
    const log = await db.selectFrom('live_updates').select('seq').where('mind_map_id', '=', id).execute();
    expect(log).toEqual([]);

    const b = await connect(url, token);
    await b.ready();
    expect(b.snapshot().map.title).toBe('Three');
    await b.close();
  });

  it('reads a socket sending updates faster than its budget more slowly: every update is stored, the other socket carries on', async () => {
    // A budget of 10 updates a second (bursts of 20) on an app of its own: a burst of 30 goes past it
    // however fast the database is, since a socket's updates are taken up to 32 at once (MAX_IN_FLIGHT)
    // before any is stored. At the default 60 (bursts of 120), whether 300 updates outran the budget
    // depended on how fast each was stored.
    const slow = await build({ liveUpdatesPerSecond: 10 });
    try {
      const { token } = await registerUser(slow);
      const res = await slow.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(3, 'Keynote') });
      const url = await liveUrl(slow.app, res.json<{ _id: string }>()._id);
      const a = await connect(url, token);
      const b = await connect(url, token);
      await Promise.all([a.ready(), b.ready()]);
      const throttled = async () => (await slow.app.metrics.families.liveUpdates.get()).values.find((v) => v.labels.outcome === 'throttled')?.value ?? 0;
      for (let i = 0; i < 30; i++) applyMapToDoc(a.doc, { title: `Burst ${i}` }, 'me');
      applyMapToDoc(b.doc, { nodes: b.snapshot().map.nodes.map((n) => (n.id === '2' ? { ...n, title: 'Calm' } : n)) }, 'me');
      await Promise.all([a.stored(), b.stored()]);
      expect(await throttled()).toBeGreaterThan(0);

      const c = await connect(url, token);
      await c.ready();
      expect(c.snapshot().map.nodes.find((n) => n.id === '2')?.title).toBe('Calm');
      expect(c.snapshot().map.title).toBe('Burst 29');
      expect(a.snapshot().map.title).toBe('Burst 29');
      await Promise.all([a.close(), b.close(), c.close()]);
    } finally {
      await slow.close();
    }
  });
});
