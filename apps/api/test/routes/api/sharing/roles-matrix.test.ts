// Issue 27 item 3: every script route checks the role on the server. One script, five callers — owner,
// editor, viewer, stranger, removed editor — and each route's least role: below it a member gets 403
// (the viewer's message), someone without access 404; no write of the denied callers changes anything
// (the map, the script, the settings, comments, versions, rehearsals, stage links); no route answers 5xx.
import { beforeAll, describe, expect, it } from 'vitest';
import { MIND_MAP_MESSAGES, SHARING_MESSAGES, type ScriptAccess } from '@cuemap/shared';
import { bearer, registerUser, setupApp } from '../../../helper';
import { addMember, ownerWithScript, scriptState } from './sharing-helpers';

const t = setupApp();

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  least: ScriptAccess;
}

const RUN = { wpm: 140, totalMs: 95_000, targetMs: 90_000, sections: [{ nodeId: '1', plannedMs: 40_000, actualMs: 41_000 }] };

function routes(id: string, versionId: string, runId: string, linkId: string, threadId: string, commentId: string): Route[] {
  const m = `/api/mindmaps/${id}`;
  const c = `${m}/comments`;
  return [
    { method: 'GET', url: m, least: 'viewer' },
    { method: 'GET', url: `/api/teleprompter/${id}`, least: 'viewer' },
    { method: 'GET', url: `${m}/presenter-settings`, least: 'viewer' },
    { method: 'GET', url: `${m}/versions`, least: 'viewer' },
    { method: 'GET', url: `${m}/versions/${versionId}`, least: 'viewer' },
    { method: 'GET', url: `${m}/export?format=md`, least: 'viewer' },
    { method: 'GET', url: `${m}/export?format=txt`, least: 'viewer' },
    { method: 'GET', url: `${m}/rehearsals`, least: 'viewer' },
    { method: 'GET', url: `${m}/rehearsals/trend`, least: 'viewer' },
    { method: 'GET', url: `${m}/stage-links`, least: 'viewer' },
    { method: 'PUT', url: m, payload: { title: 'Renamed' }, least: 'editor' },
    { method: 'POST', url: '/api/teleprompter', payload: { mindMapId: id, title: 'Keynote', content: 'New words.' }, least: 'editor' },
    { method: 'PUT', url: `/api/teleprompter/${id}/script`, payload: { version: 1, sections: [{ nodeId: null, text: 'Edited.' }] }, least: 'editor' },
    { method: 'PUT', url: `/api/teleprompter/${id}/sections/0`, payload: { version: 1, action: 'keep-mine' }, least: 'editor' },
    { method: 'PUT', url: `${m}/presenter-settings`, payload: { wpm: 170 }, least: 'editor' },
    { method: 'POST', url: `${m}/rehearsals`, payload: RUN, least: 'editor' },
    { method: 'GET', url: `${m}/rehearsals/${runId}`, least: 'viewer' },
    { method: 'POST', url: `${m}/stage-links`, payload: { mode: 'remote' }, least: 'editor' },
    { method: 'PATCH', url: `${m}/stage-links/${linkId}`, payload: { monitor: { clock: true, times: false, pace: false, next: false } }, least: 'editor' },
    { method: 'DELETE', url: `${m}/stage-links/${linkId}`, least: 'editor' },
    { method: 'POST', url: '/api/ai/rewrite-section', payload: { mindMapId: id, index: 0, version: 1 }, least: 'editor' },
    { method: 'POST', url: '/api/ai/fit-script', payload: { mindMapId: id, version: 1, minutes: 1, wpm: 150 }, least: 'editor' },
    { method: 'GET', url: c, least: 'viewer' },
    { method: 'GET', url: `${c}/people`, least: 'viewer' },
    { method: 'POST', url: c, payload: { anchor: { kind: 'node', id: '1' }, body: 'A note.' }, least: 'editor' },
    { method: 'POST', url: `${c}/${threadId}/replies`, payload: { body: 'A reply.' }, least: 'editor' },
    { method: 'PATCH', url: `${c}/${threadId}`, payload: { resolved: true }, least: 'editor' },
    // The owner's reply: the editor gets the comment's own 403 (not theirs), the owner deletes it.
    { method: 'DELETE', url: `${c}/${threadId}/comments/${commentId}`, least: 'editor' },
    { method: 'POST', url: `${m}/versions/${versionId}/restore`, least: 'owner' },
    { method: 'DELETE', url: m, least: 'owner' },
  ];
}

const RANK: Record<ScriptAccess, number> = { viewer: 0, editor: 1, owner: 2 };

type Caller = { name: string; token: string; access: ScriptAccess | null };

describe('roles on the script routes', () => {
  let owner: Awaited<ReturnType<typeof ownerWithScript>>;
  let callers: Caller[];
  let ids: { versionId: string; runId: string; linkId: string; threadId: string; commentId: string };

  beforeAll(async () => {
    owner = await ownerWithScript(t, 'pro');
    const save = await t.inject({
      method: 'POST',
      url: '/api/teleprompter',
      headers: bearer(owner.token),
      payload: { mindMapId: owner.id, title: 'Keynote', content: 'Hello everyone.' },
    });
    expect(save.statusCode, save.body).toBe(200);
    const [editor, viewer, removed] = [await addMember(t, owner, 'editor'), await addMember(t, owner, 'viewer'), await addMember(t, owner, 'editor')];
    const stranger = await registerUser(t);
    // The removed editor made a stage link and a rehearsal while they could.
    const link = await t.inject({ method: 'POST', url: `/api/mindmaps/${owner.id}/stage-links`, headers: bearer(removed.token), payload: { mode: 'display' } });
    expect(link.statusCode, link.body).toBe(201);
    const run = await t.inject({ method: 'POST', url: `/api/mindmaps/${owner.id}/rehearsals`, headers: bearer(removed.token), payload: RUN });
    expect(run.statusCode, run.body).toBe(201);
    expect((await t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/members/${removed.userId}`, headers: bearer(owner.token) })).statusCode).toBe(
      204,
    );
    const versions = await t.inject({ method: 'GET', url: `/api/mindmaps/${owner.id}/versions`, headers: bearer(owner.token) });
    const thread = await t.inject({
      method: 'POST',
      url: `/api/mindmaps/${owner.id}/comments`,
      headers: bearer(owner.token),
      payload: { anchor: { kind: 'node', id: '1' }, body: 'Open this warmly.' },
    });
    expect(thread.statusCode, thread.body).toBe(201);
    const threadId = thread.json<{ thread: { id: string } }>().thread.id;
    const reply = await t.inject({
      method: 'POST',
      url: `/api/mindmaps/${owner.id}/comments/${threadId}/replies`,
      headers: bearer(owner.token),
      payload: { body: 'And close it.' },
    });
    const commentId = reply.json<{ thread: { comments: Array<{ id: string }> } }>().thread.comments[1]!.id;
    ids = {
      versionId: versions.json<Array<{ id: string }>>()[0]!.id,
      runId: run.json<{ id: string }>().id,
      linkId: link.json<{ id: string }>().id,
      threadId,
      commentId,
    };
    callers = [
      { name: 'stranger', token: stranger.token, access: null },
      { name: 'removed editor', token: removed.token, access: null },
      { name: 'viewer', token: viewer.token, access: 'viewer' },
      { name: 'editor', token: editor.token, access: 'editor' },
      { name: 'owner', token: owner.token, access: 'owner' },
    ];
  });

  const state = () => scriptState(t, owner.token, owner.id);

  it('below the least role: 404 without access, 403 for a member; nothing changes; no 5xx', async () => {
    const before = await state();
    for (const caller of callers.slice(0, 3)) {
      for (const r of routes(owner.id, ids.versionId, ids.runId, ids.linkId, ids.threadId, ids.commentId)) {
        const allowed = caller.access !== null && RANK[caller.access] >= RANK[r.least];
        if (allowed) continue;
        const res = await t.inject({ method: r.method, url: r.url, headers: bearer(caller.token), ...(r.payload ? { payload: r.payload } : {}) });
        const expected = caller.access === null ? 404 : 403;
        expect(res.statusCode, `${caller.name} ${r.method} ${r.url}: ${res.body}`).toBe(expected);
        const message =
          caller.access === null ? MIND_MAP_MESSAGES.notFound : r.least === 'owner' ? SHARING_MESSAGES.ownerOnlyAction : SHARING_MESSAGES.viewerReadOnly;
        expect(res.json<{ message: string }>().message).toBe(message);
      }
    }
    expect(await state()).toEqual(before);
  });

  it("at or above the least role: never the role's 403 or the map's 404, never 5xx (the owner deletes last)", async () => {
    for (const caller of callers.slice(2)) {
      for (const r of routes(owner.id, ids.versionId, ids.runId, ids.linkId, ids.threadId, ids.commentId)) {
        if (caller.access === null || RANK[caller.access] < RANK[r.least]) continue;
        const res = await t.inject({ method: r.method, url: r.url, headers: bearer(caller.token), ...(r.payload ? { payload: r.payload } : {}) });
        expect(res.statusCode, `${caller.name} ${r.method} ${r.url}: ${res.body}`).toBeLessThan(500);
        // A 403 here is the caller's own plan (AI is charged to the editor, who is on Free), never the role.
        if (res.statusCode === 403)
          expect([SHARING_MESSAGES.viewerReadOnly, SHARING_MESSAGES.ownerOnlyAction]).not.toContain(res.json<{ message: string }>().message);
        // A run or link of someone else's is that item's 404 (rehearsals and stage links are each person's own), never the map's.
        if (res.statusCode === 404) expect(res.json<{ message: string }>().message, `${caller.name} ${r.method} ${r.url}`).not.toBe(MIND_MAP_MESSAGES.notFound);
      }
    }
    expect((await t.inject({ method: 'GET', url: `/api/mindmaps/${owner.id}`, headers: bearer(owner.token) })).statusCode).toBe(404);
  });

  it("an editor's map edit and rename are saved; the script stays the owner's (their dashboard, not the editor's)", async () => {
    const o = await ownerWithScript(t);
    const editor = await addMember(t, o, 'editor');
    const put = await t.inject({ method: 'PUT', url: `/api/mindmaps/${o.id}`, headers: bearer(editor.token), payload: { title: 'By the editor' } });
    expect(put.statusCode, put.body).toBe(200);
    const list = async (token: string) => (await t.inject({ method: 'GET', url: '/api/mindmaps', headers: bearer(token) })).json<Array<{ title: string }>>();
    expect((await list(o.token)).map((s) => s.title)).toEqual(['By the editor']);
    expect(await list(editor.token)).toEqual([]);
    const shared = await t.inject({ method: 'GET', url: '/api/shared', headers: bearer(editor.token) });
    expect(shared.body).toContain('By the editor');
  });
});
