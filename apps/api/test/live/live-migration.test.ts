// Issue 26 item 9: existing scripts become live documents losslessly. Generated maps (unicode titles,
// multi-line and empty texts, colours, collapsed marks, partial Node Orders, phone views,
// scripts written by hand, presenter settings) are migrated; each document reads back what the REST API
// answered (normalised as the document model defines), and opening it live changes no REST answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { normalizeLiveSnapshot, readLiveSnapshot, type LiveSnapshot } from '@cuemap/shared';
import { createLiveRepository } from '../../src/plugins/app/live/live-repository';
import { bearer, build, registerUser, type TestApp } from '../helper';
import { connect, liveUrl } from './live-client';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t?.close();
});

/** A small seeded generator (mulberry32): the same maps on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['Opening', 'Tür', 'naïve', 'İstanbul', '日本語', 'emoji 🎤', 'quote "x"', 'line\nbreak', '  padded  ', 'Ω≈ç'];

function generatedMap(seed: number) {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const count = 1 + Math.floor(r() * 25);
  const nodes = Array.from({ length: count }, (_, i) => ({
    id: i === 0 ? 'root' : `n${seed}-${i}`,
    x: Math.round(r() * 4000 - 2000),
    y: Math.round(r() * 3000 - 1500) + 0.5,
    title: i === 0 ? `Talk ${seed}` : `${pick(WORDS).replace('\n', ' ')} ${i}`,
    text: r() < 0.2 ? '' : `${pick(WORDS)} — ${pick(WORDS)}.\n\nSecond paragraph ${i}.`,
    color: pick(['#3B82F6', '#fff', '#10B981aa', '#EF4444']),
    ...(i === 0 ? { isRoot: true } : {}),
    ...(r() < 0.2 ? { collapsed: true } : {}),
    // The audience mark (issue 29) is carried by the live document like every other node field.
    ...(r() < 0.15 ? { audience: pick(['branch', 'skip'] as const) } : {}),
  }));
  const connections = nodes.slice(1).map((n, i) => ({ from: nodes[Math.floor(r() * (i + 1))]!.id, to: n.id }));
  const ids = nodes.map((n) => n.id);
  const nodeOrder = r() < 0.3 ? ids.filter(() => r() < 0.7) : r() < 0.5 ? [...ids].reverse() : ids;
  const viewState =
    r() < 0.5 ? { translateX: 10.5, translateY: -3, zoom: 0.8 } : { translateX: 0, translateY: 0, zoom: 1, phone: { translateX: 4, translateY: 5, zoom: 0.6 } };
  return { title: `Generated ${seed}`, nodes, connections, nodeOrder, viewState, category: r() < 0.5 ? 'Keynote' : null, type: 'script' };
}

async function restView(token: string, id: string) {
  const get = (url: string) => t.inject({ method: 'GET', url, headers: bearer(token) });
  const [map, script, settings] = await Promise.all([
    get(`/api/mindmaps/${id}`),
    get(`/api/teleprompter/${id}`),
    get(`/api/mindmaps/${id}/presenter-settings`),
  ]);
  return {
    map: map.json<Record<string, unknown>>(),
    script: script.statusCode === 200 ? script.json<Record<string, unknown>>() : null,
    settings: settings.json<Record<string, unknown>>(),
  };
}

/** The snapshot the REST answers describe (what the document must hold). */
function snapshotOfRest(view: Awaited<ReturnType<typeof restView>>): LiveSnapshot {
  const m = view.map as unknown as LiveSnapshot['map'];
  return {
    map: {
      title: m.title,
      description: m.description,
      category: m.category,
      type: m.type,
      nodes: m.nodes,
      connections: m.connections,
      nodeOrder: m.nodeOrder,
      viewState: m.viewState,
    },
    script: view.script ? { sections: view.script.sections as NonNullable<LiveSnapshot['script']>['sections'] } : null,
    settings: view.settings.stored ? (view.settings.settings as LiveSnapshot['settings']) : null,
  };
}

describe('migration of stored scripts into live documents', () => {
  it('every generated script reads back from its document as the REST API answered it, and opening it live changes no answer', async () => {
    const { token, email } = await registerUser(t);
    await t.app.db.kysely.updateTable('users').set({ plan: 'elite' }).where('email', '=', email).execute();
    const ids: string[] = [];
    for (let seed = 1; seed <= 16; seed++) {
      const created = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: generatedMap(seed) });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ _id: string }>()._id;
      ids.push(id);
      if (seed % 3 === 0) {
        const posted = await t.inject({
          method: 'POST',
          url: '/api/teleprompter',
          headers: bearer(token),
          payload: { mindMapId: id, title: 'Mine', content: `Hello ${seed}.\n\nWritten by hand — ünïcode 🎤.` },
        });
        expect(posted.statusCode, posted.body).toBe(200);
      }
      if (seed % 4 === 0) {
        const put = await t.inject({
          method: 'PUT',
          url: `/api/mindmaps/${id}/presenter-settings`,
          headers: bearer(token),
          payload: { wpm: 150, font: 'serif', mirror: true, targetMinutes: null },
        });
        expect(put.statusCode, put.body).toBe(200);
      }
    }
    const before = new Map<string, Awaited<ReturnType<typeof restView>>>();
    for (const id of ids) before.set(id, await restView(token, id));

    // Saving presenter settings (every fourth script) or a script (every third) is a change of the document, which built it already.
    const throughDoc = ids.filter((_, i) => (i + 1) % 3 === 0 || (i + 1) % 4 === 0).length;
    expect(await t.app.live.migrateAll()).toBe(ids.length - throughDoc);
    expect(await t.app.live.migrateAll()).toBe(0);

    const repo = createLiveRepository(t.app.db);
    for (const id of ids) {
      const stored = await repo.load(id);
      expect(stored).toBeDefined();
      const doc = new Y.Doc();
      Y.applyUpdate(doc, stored!.state);
      for (const u of stored!.updates) Y.applyUpdate(doc, u.update);
      const rest = snapshotOfRest(before.get(id)!);
      const live = readLiveSnapshot(doc);
      expect(live, `script ${id}`).toEqual(normalizeLiveSnapshot(rest));
      // Normalising only orders: every node, field for field, is there (collapsed marks included).
      const byId = <T extends { id: string }>(xs: T[]) => [...xs].sort((x, y) => x.id.localeCompare(y.id));
      expect(byId(live.map.nodes)).toEqual(byId(rest.map.nodes));
      doc.destroy();
      // The migration wrote nothing to today's tables.
      expect(await restView(token, id)).toEqual(before.get(id));
    }

    // Opening a migrated document live (load, reconcile with the tables) projects nothing: same answers, same versions.
    for (const id of ids.slice(0, 6)) {
      const client = await connect(await liveUrl(t.app, id), token);
      await client.ready();
      await client.close();
      expect(await restView(token, id)).toEqual(before.get(id));
    }
  });
});
