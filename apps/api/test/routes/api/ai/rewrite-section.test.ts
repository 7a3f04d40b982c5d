// POST /api/ai/rewrite-section (issue 11, *Rewrite with AI* for one stale section): plan rule, quota
// (reserve/charge/refund), version and stale checks, ownership — on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { AI_MESSAGES, MIND_MAP_MESSAGES, TELEPROMPTER_MESSAGES, monthlyTeleprompterLimit, type ScriptSection, type TeleprompterText } from '@cuemap/shared';
import { bearer, mapBody, registerUser, setupApp, type TestApp } from '../../../helper';
import { failingWriter, me, scriptBody, setPlan, userWith } from './ai-helpers';

type T = Pick<TestApp, 'app' | 'inject' | 'clock'>;
type Script = TeleprompterText & { sections: ScriptSection[]; version: number };

const NEW_TEXT = 'A new point about async work: write it down once, answer it never.';

async function script(t: T, token: string, id: string): Promise<Script> {
  const res = await t.inject({ method: 'GET', url: `/api/teleprompter/${id}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A map with an AI script whose section for node 2 went stale (the node's text changed since). */
async function staleScript(t: T, token: string) {
  const body = mapBody(3, 'Remote teams');
  const map = (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body })).json<{ _id: string }>();
  const gen = await t.inject({
    method: 'POST',
    url: '/api/ai/generate-teleprompter',
    headers: bearer(token),
    payload: scriptBody(map._id, { mindMapContent: body.nodes.map((n) => `## ${n.title}\n${n.text}`).join('\n\n') }),
  });
  expect(gen.statusCode).toBe(200);
  const edited = { ...body, nodes: body.nodes.map((n) => (n.id === '2' ? { ...n, text: NEW_TEXT } : n)) };
  expect((await t.inject({ method: 'PUT', url: `/api/mindmaps/${map._id}`, headers: bearer(token), payload: edited })).statusCode).toBe(200);
  const current = await script(t, token, map._id);
  const index = current.sections.findIndex((s) => s.stale);
  expect(current.sections[index]).toMatchObject({ nodeId: '2', stale: true, nodeText: NEW_TEXT });
  return { mindMapId: map._id, index, version: current.version, before: current };
}

const rewrite = (t: T, token: string, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/ai/rewrite-section', headers: bearer(token), payload });

describe('POST /api/ai/rewrite-section (offline writer)', () => {
  const t = setupApp();

  it('Pro: writes that section anew from the node now, as an ai section, counts one generation, leaves the rest', async () => {
    const { token } = await userWith(t, 'pro');
    const { mindMapId, index, version, before } = await staleScript(t, token);
    const used = (await me(t, token)).aiTeleprompterGenerations;
    const res = await rewrite(t, token, { mindMapId, index, version });
    expect(res.statusCode).toBe(200);
    const after = res.json<Script>();
    expect(after.version).toBeGreaterThan(version);
    const section = after.sections[index]!;
    expect(section).toEqual({ nodeId: '2', text: section.text, origin: 'ai', mapText: NEW_TEXT });
    expect(section.text).not.toBe(before.sections[index]!.text);
    expect(section.text.toLowerCase()).toContain('async');
    expect(section.text).not.toContain('[[');
    // Every other section is untouched; content is the sections joined.
    after.sections.forEach((s, i) => i !== index && expect(s).toEqual(before.sections[i]));
    expect(after.content).toBe(
      after.sections
        .map((s) => s.text)
        .filter(Boolean)
        .join('\n\n'),
    );
    expect(await script(t, token, mindMapId)).toMatchObject({ version: after.version, content: after.content });
    expect((await me(t, token)).aiTeleprompterGenerations).toBe(used + 1);
    // Version history: the rewritten script is kept as an AI version (newest first).
    const versions = await t.inject({ method: 'GET', url: `/api/mindmaps/${mindMapId}/versions`, headers: bearer(token) });
    expect(versions.json<Array<{ reason: string }>>()[0]!.reason).toBe('ai-script');
  });

  it('409 on a stale version, 400 when the section is not stale — nothing counted', async () => {
    const { token } = await userWith(t, 'elite');
    const { mindMapId, index, version } = await staleScript(t, token);
    const used = (await me(t, token)).aiTeleprompterGenerations;
    const stale = await rewrite(t, token, { mindMapId, index, version: version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: TELEPROMPTER_MESSAGES.scriptChanged });
    const fresh = await rewrite(t, token, { mindMapId, index: index - 1, version });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json()).toEqual({ message: TELEPROMPTER_MESSAGES.nothingToRewrite });
    expect((await rewrite(t, token, { mindMapId, index: 999, version })).statusCode).toBe(400);
    expect((await me(t, token)).aiTeleprompterGenerations).toBe(used);
    expect((await script(t, token, mindMapId)).version).toBe(version);
  });

  it("Free: 403 with the upgrade message; another user's map: 404; no session: 401", async () => {
    const pro = await userWith(t, 'pro');
    const { mindMapId, index, version } = await staleScript(t, pro.token);
    const free = await registerUser(t);
    const ownFree = await staleScript(t, free.token);
    const res = await rewrite(t, free.token, { mindMapId: ownFree.mindMapId, index: ownFree.index, version: ownFree.version });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: AI_MESSAGES.rewriteUpgradeRequired });
    const other = await userWith(t, 'elite');
    const theirs = await rewrite(t, other.token, { mindMapId, index, version });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: MIND_MAP_MESSAGES.notFound });
    expect((await t.inject({ method: 'POST', url: '/api/ai/rewrite-section', payload: { mindMapId, index, version } })).statusCode).toBe(401);
    expect((await script(t, pro.token, mindMapId)).version).toBe(version);
  });

  it('429 with the limit message past the monthly quota; nothing written', async () => {
    const { email, token } = await userWith(t, 'pro');
    const { mindMapId, index, version } = await staleScript(t, token);
    const limit = monthlyTeleprompterLimit('pro');
    await setPlan(t, email, 'pro', limit);
    const res = await rewrite(t, token, { mindMapId, index, version });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: AI_MESSAGES.teleprompterLimitReached(limit) });
    expect((await script(t, token, mindMapId)).version).toBe(version);
    expect((await me(t, token)).aiTeleprompterGenerations).toBe(limit);
  });
});

describe('POST /api/ai/rewrite-section (a failing writer)', () => {
  const t = setupApp({ aiWriter: failingWriter('The AI provider answered 503: model is overloaded') });

  it('502 with the reason; the quota is given back and the script unchanged', async () => {
    const { email, token } = await userWith(t, 'pro');
    const body = mapBody(3, 'Remote teams');
    const map = (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: body })).json<{ _id: string }>();
    // The failing writer cannot generate: store a stale 'ai' section as a generation and a map edit would have.
    const sections: ScriptSection[] = [{ nodeId: '2', text: 'Old words.', origin: 'ai', mapText: 'old', stale: true, nodeText: body.nodes[1]!.text }];
    await t.app.db.kysely
      .updateTable('teleprompter_texts')
      .set({ sections: JSON.stringify(sections), content: 'Old words.' })
      .where('mind_map_id', '=', map._id)
      .execute();
    const before = await script(t, token, map._id);
    await setPlan(t, email, 'pro', 2);
    const res = await rewrite(t, token, { mindMapId: map._id, index: 0, version: before.version });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'The AI provider answered 503: model is overloaded' });
    expect((await me(t, token)).aiTeleprompterGenerations).toBe(2);
    expect((await script(t, token, map._id)).version).toBe(before.version);
  });
});
