// /api/mindmaps/:id/versions: list, get, restore, ownership, dedupe, coalescing, retention on write,
// and the versions an AI generation keeps — on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import {
  MIND_MAP_MESSAGES,
  VERSION_MESSAGES,
  type MindMap,
  type MindMapSummary,
  type RestoreVersionResponse,
  type Version,
  type VersionSummary,
} from '@cuemap/shared';
import { bearer, mapBody, registerUser, setupApp } from '../../../helper';
import { scriptBody, setPlan } from '../ai/ai-helpers';

const t = setupApp();
const MINUTE = 60_000;

async function createMap(token: string, count = 3): Promise<MindMap> {
  const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(count, 'Remote teams') });
  expect(res.statusCode).toBe(201);
  return res.json<MindMap>();
}

/** Saves the map with its first node's text set to `text`; answers the new summary. */
async function save(token: string, id: string, text: string, extra: Record<string, unknown> = {}): Promise<MindMapSummary> {
  const body = mapBody(3, 'Remote teams');
  body.nodes[0]!.text = text;
  const res = await t.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers: bearer(token), payload: { ...body, ...extra } });
  expect(res.statusCode).toBe(200);
  return res.json<MindMapSummary>();
}

async function saveScript(token: string, id: string, content: string) {
  const res = await t.inject({ method: 'POST', url: '/api/teleprompter', headers: bearer(token), payload: { mindMapId: id, title: 'Remote teams', content } });
  expect(res.statusCode).toBe(200);
}

async function list(token: string, id: string): Promise<VersionSummary[]> {
  const res = await t.inject({ method: 'GET', url: `/api/mindmaps/${id}/versions`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<VersionSummary[]>();
}

async function get(token: string, id: string, versionId: string): Promise<Version> {
  const res = await t.inject({ method: 'GET', url: `/api/mindmaps/${id}/versions/${versionId}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<Version>();
}

const storedCopies = async (mapId: string) =>
  (await t.app.db.kysely.selectFrom('map_versions').select('id').where('mind_map_id', '=', mapId).where('snapshot', 'is not', null).execute()).length;

describe('GET /api/mindmaps/:id/versions and /:versionId', () => {
  it('a save keeps a version: newest first, with reason, date and summary; the version holds map and script', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    expect(await list(token, map._id)).toEqual([]);
    await save(token, map._id, 'First words.');
    await saveScript(token, map._id, 'One two three four five.');
    const versions = await list(token, map._id);
    // The map save and the script save within the same minute share one version.
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ reason: 'edit', summary: '3 nodes · 5 words' });
    expect(Date.parse(versions[0]!.createdAt)).not.toBeNaN();

    const version = await get(token, map._id, versions[0]!.id);
    expect(version.map.title).toBe('Remote teams');
    expect(version.map.nodes[0]!.text).toBe('First words.');
    expect(version.map.nodeOrder).toEqual(['1', '2', '3']);
    expect(version.map.connections).toHaveLength(2);
    expect(version.map.viewState).toEqual({ translateX: 0, translateY: 0 });
    expect(version.script).toMatchObject({ title: 'Remote teams', content: 'One two three four five.' });

    t.clock.advance(2 * MINUTE);
    await save(token, map._id, 'Second words.');
    const after = await list(token, map._id);
    expect(after.map((v) => v.reason)).toEqual(['edit', 'edit']);
    expect(after[1]!.id).toBe(versions[0]!.id);
    expect((await get(token, map._id, after[0]!.id)).map.nodes[0]!.text).toBe('Second words.');
  });

  it("another user's map or version is a 404, as is an unknown version", async () => {
    const alice = await registerUser(t);
    const bob = await registerUser(t);
    const map = await createMap(alice.token);
    await save(alice.token, map._id, 'Alice only.');
    const [version] = await list(alice.token, map._id);
    const bobMap = await createMap(bob.token);
    await save(bob.token, bobMap._id, 'Bob only.');

    for (const url of [`/api/mindmaps/${map._id}/versions`, `/api/mindmaps/${map._id}/versions/${version!.id}`]) {
      const res = await t.inject({ method: 'GET', url, headers: bearer(bob.token) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MIND_MAP_MESSAGES.notFound });
    }
    // Alice's version id under Bob's own map is not his either.
    const crossed = await t.inject({ method: 'GET', url: `/api/mindmaps/${bobMap._id}/versions/${version!.id}`, headers: bearer(bob.token) });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual({ message: VERSION_MESSAGES.notFound });
    const restore = await t.inject({ method: 'POST', url: `/api/mindmaps/${map._id}/versions/${version!.id}/restore`, headers: bearer(bob.token) });
    expect(restore.statusCode).toBe(404);
    expect((await get(alice.token, map._id, version!.id)).map.nodes[0]!.text).toBe('Alice only.');
    const unauthenticated = await t.inject({ method: 'GET', url: `/api/mindmaps/${map._id}/versions` });
    expect(unauthenticated.statusCode).toBe(401);
  });
});

describe('coalescing and dedupe', () => {
  it('saves within a minute of the newest edit update it; a minute later makes a new one', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    await save(token, map._id, 'a');
    t.clock.advance(20_000);
    await save(token, map._id, 'b');
    t.clock.advance(20_000);
    await save(token, map._id, 'c');
    let versions = await list(token, map._id);
    expect(versions).toHaveLength(1);
    expect((await get(token, map._id, versions[0]!.id)).map.nodes[0]!.text).toBe('c');
    t.clock.advance(30_000);
    await save(token, map._id, 'd');
    versions = await list(token, map._id);
    expect(versions).toHaveLength(2);
    expect((await get(token, map._id, versions[0]!.id)).map.nodes[0]!.text).toBe('d');
    expect((await get(token, map._id, versions[1]!.id)).map.nodes[0]!.text).toBe('c');
  });

  it('an unchanged save adds nothing; content seen before is a new version stored once', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    await save(token, map._id, 'same');
    t.clock.advance(2 * MINUTE);
    await save(token, map._id, 'same');
    expect(await list(token, map._id)).toHaveLength(1);
    t.clock.advance(2 * MINUTE);
    await save(token, map._id, 'other');
    t.clock.advance(2 * MINUTE);
    await save(token, map._id, 'same');
    const versions = await list(token, map._id);
    expect(versions).toHaveLength(3);
    expect(await storedCopies(map._id)).toBe(2);
    // Both versions with the same content read back in full.
    expect((await get(token, map._id, versions[0]!.id)).map.nodes[0]!.text).toBe('same');
    expect((await get(token, map._id, versions[2]!.id)).map.nodes[0]!.text).toBe('same');
  });

  it('Free keeps the 20 newest versions; a paid plan keeps every version of the last 24 hours', async () => {
    const free = await registerUser(t);
    const pro = await registerUser(t);
    await setPlan(t, pro.email, 'pro');
    const freeMap = await createMap(free.token);
    const proMap = await createMap(pro.token);
    for (let i = 0; i < 23; i++) {
      await save(free.token, freeMap._id, `text ${i}`);
      await save(pro.token, proMap._id, `text ${i}`);
      t.clock.advance(2 * MINUTE);
    }
    const kept = await list(free.token, freeMap._id);
    expect(kept).toHaveLength(20);
    expect((await get(free.token, freeMap._id, kept[0]!.id)).map.nodes[0]!.text).toBe('text 22');
    expect((await get(free.token, freeMap._id, kept[19]!.id)).map.nodes[0]!.text).toBe('text 3');
    expect(await list(pro.token, proMap._id)).toHaveLength(23);
  });
});

describe('POST /api/mindmaps/:id/versions/:versionId/restore', () => {
  it('brings back map and script, bumps the map version (a stale save is a 409) and is itself a new version', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    await save(token, map._id, 'Old words.');
    await saveScript(token, map._id, 'The old script.');
    t.clock.advance(2 * MINUTE);
    const current = await save(token, map._id, 'New words.');
    await saveScript(token, map._id, 'The new script, much better.');
    const [, old] = await list(token, map._id);

    const res = await t.inject({ method: 'POST', url: `/api/mindmaps/${map._id}/versions/${old!.id}/restore`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const restored = res.json<RestoreVersionResponse>();
    expect(restored.version.reason).toBe('restore');
    expect(restored.mindMap.version).toBeGreaterThan(current.version);

    const opened = (await t.inject({ method: 'GET', url: `/api/mindmaps/${map._id}`, headers: bearer(token) })).json<MindMap>();
    expect(opened.nodes[0]!.text).toBe('Old words.');
    expect(opened.version).toBe(restored.mindMap.version);
    const script = await t.inject({ method: 'GET', url: `/api/teleprompter/${map._id}`, headers: bearer(token) });
    expect(script.json().content).toBe('The old script.');

    const versions = await list(token, map._id);
    // The state it replaced is kept as its own version first (issue 24), sharing the copy of the newest edit.
    expect(versions.map((v) => v.reason)).toEqual(['restore', 'before-restore', 'edit', 'edit']);
    expect(versions[0]!.id).toBe(restored.version.id);
    expect((await get(token, map._id, versions[1]!.id)).script?.content).toBe('The new script, much better.');
    // The restored content is the old version's: stored once.
    expect(await storedCopies(map._id)).toBe(2);

    // An editor still holding the version from before the restore cannot overwrite it.
    const stale = await t.inject({
      method: 'PUT',
      url: `/api/mindmaps/${map._id}`,
      headers: bearer(token),
      payload: { ...mapBody(3, 'Remote teams'), version: current.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: MIND_MAP_MESSAGES.versionConflict });
  });

  it('deleting the script deletes its versions', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    await save(token, map._id, 'Soon gone.');
    expect(await list(token, map._id)).toHaveLength(1);
    const res = await t.inject({ method: 'DELETE', url: `/api/mindmaps/${map._id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const left = await t.app.db.kysely.selectFrom('map_versions').select('id').where('mind_map_id', '=', map._id).execute();
    expect(left).toEqual([]);
    expect((await t.inject({ method: 'GET', url: `/api/mindmaps/${map._id}/versions`, headers: bearer(token) })).statusCode).toBe(404);
  });

  it('an unknown version of an owned map is a 404 that changes nothing', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    await save(token, map._id, 'Kept.');
    const res = await t.inject({
      method: 'POST',
      url: `/api/mindmaps/${map._id}/versions/00000000-0000-7000-8000-000000000000/restore`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: VERSION_MESSAGES.notFound });
    expect(await list(token, map._id)).toHaveLength(1);
  });
});

describe('AI generation', () => {
  it('keeps the script from before the generation and the generated one; restoring brings the old words back', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    await saveScript(token, map._id, 'My own hand-written words.');
    t.clock.advance(2 * MINUTE);
    const res = await t.inject({ method: 'POST', url: '/api/ai/generate-teleprompter', headers: bearer(token), payload: scriptBody(map._id) });
    expect(res.statusCode).toBe(200);
    const { script } = res.json<{ script: string }>();

    const versions = await list(token, map._id);
    expect(versions[0]!.reason).toBe('ai-script');
    expect((await get(token, map._id, versions[0]!.id)).script?.content).toBe(script);
    const before = versions[1]!;
    expect((await get(token, map._id, before.id)).script?.content).toBe('My own hand-written words.');

    const restore = await t.inject({ method: 'POST', url: `/api/mindmaps/${map._id}/versions/${before.id}/restore`, headers: bearer(token) });
    expect(restore.statusCode).toBe(200);
    const text = await t.inject({ method: 'GET', url: `/api/teleprompter/${map._id}`, headers: bearer(token) });
    expect(text.json().content).toBe('My own hand-written words.');
  });

  it('restoring the generated version brings its sections back as they were, not rebuilt from the text', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    const res = await t.inject({ method: 'POST', url: '/api/ai/generate-teleprompter', headers: bearer(token), payload: scriptBody(map._id) });
    expect(res.statusCode).toBe(200);
    const [generated] = await list(token, map._id);
    const kept = await get(token, map._id, generated!.id);
    expect(kept.script?.sections?.length).toBeGreaterThan(0);
    t.clock.advance(2 * MINUTE);
    await saveScript(token, map._id, 'Replaced by hand.');

    const restore = await t.inject({ method: 'POST', url: `/api/mindmaps/${map._id}/versions/${generated!.id}/restore`, headers: bearer(token) });
    expect(restore.statusCode).toBe(200);
    const text = (await t.inject({ method: 'GET', url: `/api/teleprompter/${map._id}`, headers: bearer(token) })).json<{
      content: string;
      sections?: unknown[];
    }>();
    expect(text.content).toBe(kept.script!.content);
    expect(text.sections).toEqual(kept.script!.sections);
  });

  it('the streamed generation keeps its versions too', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    await saveScript(token, map._id, 'Words before the stream.');
    t.clock.advance(2 * MINUTE);
    const res = await t.inject({ method: 'POST', url: '/api/ai/generate-teleprompter/stream', headers: bearer(token), payload: scriptBody(map._id) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('event: done');
    const versions = await list(token, map._id);
    expect(versions[0]!.reason).toBe('ai-script');
    expect((await get(token, map._id, versions[1]!.id)).script?.content).toBe('Words before the stream.');
  });

  it('a map never saved before gets its pre-generation state kept as a before-ai-generate version', async () => {
    const { token } = await registerUser(t);
    const map = await createMap(token);
    const res = await t.inject({ method: 'POST', url: '/api/ai/generate-teleprompter', headers: bearer(token), payload: scriptBody(map._id) });
    expect(res.statusCode).toBe(200);
    const versions = await list(token, map._id);
    expect(versions.map((v) => v.reason)).toEqual(['ai-script', 'before-ai-generate']);
    expect((await get(token, map._id, versions[1]!.id)).script?.content ?? null).not.toBe(res.json<{ script: string }>().script);
  });
});
