// Issue 24 item 3: a hand edit is never lost to an AI change or a restore. Right before each one the
// script as it is becomes its own version ("Before AI …"), even when the hand edit was made seconds
// earlier, inside the minute that plain edits share — on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import type { ScriptSection, TeleprompterText, Version, VersionSummary } from '@cuemap/shared';
import { bearer, mapBody, setupApp } from '../helper';
import { scriptBody, userWith } from '../routes/api/ai/ai-helpers';

const t = setupApp();
type Script = TeleprompterText & { sections: ScriptSection[]; version: number };

const HAND = 'My own hook [pause] with **cue marks**, typed by hand.';
const body = mapBody(3, 'Remote teams');

async function script(token: string, id: string): Promise<Script> {
  const res = await t.inject({ method: 'GET', url: `/api/teleprompter/${id}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<Script>();
}

async function saveMap(token: string, id: string, nodes = body.nodes) {
  const res = await t.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers: bearer(token), payload: { ...body, nodes } });
  expect(res.statusCode).toBe(200);
}

/** A Pro user's map with a script; a map save just recorded a version, so the next edits share its minute. */
async function mapInWindow() {
  const { token } = await userWith(t, 'pro');
  const map = (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body })).json<{ _id: string }>();
  await saveMap(token, map._id);
  return { token, id: map._id };
}

/** Types HAND over section `index` (PUT …/script, as the script editor saves). */
async function handEdit(token: string, id: string, index: number): Promise<Script> {
  const current = await script(token, id);
  const sections = current.sections.map((s, i) => ({ nodeId: s.nodeId, text: i === index ? HAND : s.text }));
  const res = await t.inject({ method: 'PUT', url: `/api/teleprompter/${id}/script`, headers: bearer(token), payload: { version: current.version, sections } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Script>();
}

async function versions(token: string, id: string): Promise<VersionSummary[]> {
  const res = await t.inject({ method: 'GET', url: `/api/mindmaps/${id}/versions`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<VersionSummary[]>();
}

async function get(token: string, id: string, versionId: string): Promise<Version> {
  return (await t.inject({ method: 'GET', url: `/api/mindmaps/${id}/versions/${versionId}`, headers: bearer(token) })).json<Version>();
}

/** The newest version is the change's result; the one right under it holds the hand edit, named by what followed. */
async function expectKeptBefore(token: string, id: string, reason: string, after: VersionSummary['reason']) {
  const list = await versions(token, id);
  expect(list[0]!.reason).toBe(after);
  const before = list.find((v) => v.reason === reason);
  expect(before, `no ${reason} version in ${list.map((v) => v.reason).join(', ')}`).toBeDefined();
  expect(list.indexOf(before!)).toBe(1);
  const kept = await get(token, id, before!.id);
  expect(kept.script?.content).toContain(HAND);
  return before!;
}

describe('a version is kept right before every AI change, within the coalescing minute too', () => {
  it('section rewrite: a hand-edited section and an AI rewrite seconds later are two versions; restoring brings the hand edit back', async () => {
    const { token } = await userWith(t, 'pro');
    const map = (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body })).json<{ _id: string }>();
    const gen = await t.inject({ method: 'POST', url: '/api/ai/generate-teleprompter', headers: bearer(token), payload: scriptBody(map._id) });
    expect(gen.statusCode).toBe(200);
    // Node 2 changes (its section goes stale), then the first section is typed over by hand, at once.
    await saveMap(
      token,
      map._id,
      body.nodes.map((n) => (n.id === '2' ? { ...n, text: 'Async work: write it down once.' } : n)),
    );
    const edited = await handEdit(token, map._id, 0);
    const index = edited.sections.findIndex((s) => s.stale);
    expect(index).toBeGreaterThan(0);

    const res = await t.inject({
      method: 'POST',
      url: '/api/ai/rewrite-section',
      headers: bearer(token),
      payload: { mindMapId: map._id, index, version: edited.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    const before = await expectKeptBefore(token, map._id, 'before-ai-rewrite', 'ai-script');

    const restore = await t.inject({ method: 'POST', url: `/api/mindmaps/${map._id}/versions/${before.id}/restore`, headers: bearer(token) });
    expect(restore.statusCode).toBe(200);
    const now = await script(token, map._id);
    expect(now.sections[0]).toMatchObject({ text: HAND, origin: 'edited' });
    expect(now.content).toBe(edited.content);
  });

  it('fit to time', async () => {
    const { token, id } = await mapInWindow();
    const edited = await handEdit(token, id, 0);
    const res = await t.inject({
      method: 'POST',
      url: '/api/ai/fit-script',
      headers: bearer(token),
      payload: { mindMapId: id, version: edited.version, minutes: 1, wpm: 100 },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectKeptBefore(token, id, 'before-ai-fit', 'ai-script');
  });

  it('generate (JSON and streamed)', async () => {
    for (const url of ['/api/ai/generate-teleprompter', '/api/ai/generate-teleprompter/stream']) {
      const { token, id } = await mapInWindow();
      await handEdit(token, id, 1);
      const res = await t.inject({ method: 'POST', url, headers: bearer(token), payload: scriptBody(id) });
      expect(res.statusCode).toBe(200);
      await expectKeptBefore(token, id, 'before-ai-generate', 'ai-script');
    }
  });

  it('restore: the state it replaces is its own version, even when that state is already the newest one', async () => {
    const { token, id } = await mapInWindow();
    const [first] = await versions(token, id);
    await handEdit(token, id, 2);
    const res = await t.inject({ method: 'POST', url: `/api/mindmaps/${id}/versions/${first!.id}/restore`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    await expectKeptBefore(token, id, 'before-restore', 'restore');
    expect((await script(token, id)).content).not.toContain(HAND);
  });
});
