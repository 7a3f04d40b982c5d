// Issue 27 item 7, on SQLite and PostgreSQL: every version names who made it (a live socket's user, a REST
// writer, an AI run, a restore; edits of one minute by several people name them all, the latest first), and the
// dashboard list names each script's last editor and, for the owner, who it is shared with — by the
// e-mail's local part, never the address.
import { describe, expect, it, vi } from 'vitest';
import { applyMapToDoc, type MindMapListItem, type RestoreVersionResponse, type SharedScript, type VersionSummary } from '@cuemap/shared';
import { bearer, mapBody, registerUser, setupApp } from '../../../helper';
import { connect, liveUrl } from '../../../live/live-client';
import { scriptBody } from '../ai/ai-helpers';
import { addMember, ownerWithScript } from '../sharing/sharing-helpers';

const t = setupApp();

const nameOf = (email: string) => email.split('@')[0]!;

async function versions(token: string, id: string): Promise<VersionSummary[]> {
  const res = await t.inject({ method: 'GET', url: `/api/mindmaps/${id}/versions`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VersionSummary[]>();
}

async function dashboard(token: string): Promise<{ items: MindMapListItem[]; body: string }> {
  const res = await t.inject({ method: 'GET', url: '/api/mindmaps', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json<MindMapListItem[]>(), body: res.body };
}

async function rename(token: string, id: string, title: string) {
  const res = await t.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers: bearer(token), payload: { ...mapBody(2, title) } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('who made each version', () => {
  it("a live socket's change is its user's; the owner's dashboard names that editor as the last to edit", async () => {
    const owner = await ownerWithScript(t);
    const editor = await addMember(t, owner, 'editor');
    const socket = await connect(await liveUrl(t.app, owner.id), editor.token);
    await socket.ready();
    applyMapToDoc(socket.doc, { title: 'Edited live' }, 'me');
    await socket.stored();

    const { items } = await dashboard(owner.token);
    const card = items.find((s) => s._id === owner.id)!;
    expect(card.title).toBe('Edited live');
    expect(card.lastEditedBy).toEqual({ id: editor.userId, name: nameOf(editor.email) });
    expect(card.lastEditedAt).toEqual(expect.any(String));

    // The socket's version is kept after the change is stored (not awaited by the socket): wait for it.
    await vi.waitFor(async () => expect((await versions(owner.token, owner.id))[0]?.author).toEqual({ id: editor.userId, name: nameOf(editor.email) }), {
      timeout: 5000,
      interval: 20,
    });
    await socket.close();
  });

  it("a REST PUT is the writer's; edits of one minute by two people name both, the latest first", async () => {
    const owner = await ownerWithScript(t);
    const editor = await addMember(t, owner, 'editor');
    await rename(owner.token, owner.id, 'By the owner');
    await rename(editor.token, owner.id, 'Then by the editor');

    const [newest] = await versions(editor.token, owner.id);
    const ownerPerson = { id: owner.userId, name: nameOf(owner.email) };
    const editorPerson = { id: editor.userId, name: nameOf(editor.email) };
    expect(newest!.author).toEqual(editorPerson);
    expect(newest!.authors).toEqual([editorPerson, ownerPerson]);

    const { items } = await dashboard(owner.token);
    expect(items.find((s) => s._id === owner.id)!.lastEditedBy).toEqual(editorPerson);
    // A viewer reads the same names, and no address.
    const viewer = await addMember(t, owner, 'viewer');
    const res = await t.inject({ method: 'GET', url: `/api/mindmaps/${owner.id}/versions`, headers: bearer(viewer.token) });
    expect(res.body).not.toContain('@');
    expect(res.json<VersionSummary[]>()[0]!.authors).toEqual([editorPerson, ownerPerson]);
  });

  it('a restore is its restorer’s, and so is the version kept before it; older versions name no one', async () => {
    const owner = await ownerWithScript(t);
    const editor = await addMember(t, owner, 'editor');
    await rename(editor.token, owner.id, 'First');
    const [first] = await versions(owner.token, owner.id);
    t.clock.advance(2 * 60_000);
    await rename(editor.token, owner.id, 'Second');
    t.clock.advance(2 * 60_000);

    const res = await t.inject({ method: 'POST', url: `/api/mindmaps/${owner.id}/versions/${first!.id}/restore`, headers: bearer(owner.token) });
    expect(res.statusCode, res.body).toBe(200);
    const ownerPerson = { id: owner.userId, name: nameOf(owner.email) };
    expect(res.json<RestoreVersionResponse>().version.author).toEqual(ownerPerson);

    const list = await versions(owner.token, owner.id);
    expect(list.map((v) => [v.reason, v.author?.name])).toEqual([
      ['restore', ownerPerson.name],
      ['before-restore', ownerPerson.name],
      ['edit', nameOf(editor.email)],
      ['edit', nameOf(editor.email)],
    ]);
    expect((await dashboard(owner.token)).items.find((s) => s._id === owner.id)!.lastEditedBy).toEqual(ownerPerson);

    // A version from before authors were kept (null columns): no one, not an error.
    await t.app.db.kysely.updateTable('map_versions').set({ author_id: null, authors: null }).where('id', '=', first!.id).execute();
    const old = (await versions(owner.token, owner.id)).find((v) => v.id === first!.id)!;
    expect(old.author).toBeNull();
    expect(old.authors).toEqual([]);
    const one = await t.inject({ method: 'GET', url: `/api/mindmaps/${owner.id}/versions/${first!.id}`, headers: bearer(owner.token) });
    expect(one.json<VersionSummary>().author).toBeNull();
  });
});

describe("a member's Shared with me", () => {
  it('names the last editor and when, as the owner sees it, for every shared script in one list', async () => {
    const owner = await ownerWithScript(t);
    const editor = await addMember(t, owner, 'editor');
    const viewer = await addMember(t, owner, 'viewer');
    const shared = async (token: string) => {
      const res = await t.inject({ method: 'GET', url: '/api/shared', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ scripts: SharedScript[] }>().scripts.find((s) => s._id === owner.id)!;
    };
    await rename(editor.token, owner.id, 'Edited by the editor');

    const ownerCard = (await dashboard(owner.token)).items.find((s) => s._id === owner.id)!;
    const editorPerson = { id: editor.userId, name: nameOf(editor.email) };
    for (const member of [viewer, editor]) {
      const card = await shared(member.token);
      expect(card.lastEditedBy).toEqual(editorPerson);
      expect(card.lastEditedAt).toBe(ownerCard.lastEditedAt);
    }
    expect(ownerCard.lastEditedAt).toEqual(expect.any(String));
  });
});

describe('who ran the AI', () => {
  it("an editor's AI generation is theirs: the version it replaced and the generated one name the editor", async () => {
    const owner = await ownerWithScript(t);
    const editor = await addMember(t, owner, 'editor');
    await rename(owner.token, owner.id, 'Before the AI');
    t.clock.advance(2 * 60_000);
    const res = await t.inject({ method: 'POST', url: '/api/ai/generate-teleprompter', headers: bearer(editor.token), payload: scriptBody(owner.id) });
    expect(res.statusCode, res.body).toBe(200);
    const list = await versions(owner.token, owner.id);
    const editorName = nameOf(editor.email);
    expect(list.slice(0, 3).map((v) => [v.reason, v.author?.name])).toEqual([
      ['ai-script', editorName],
      ['before-ai-generate', editorName],
      ['edit', nameOf(owner.email)],
    ]);
    expect((await dashboard(owner.token)).items.find((s) => s._id === owner.id)!.lastEditedBy?.name).toBe(editorName);
  });
});

describe('the dashboard: who has access', () => {
  it('counts everyone the script is shared with and names the first four, oldest first, without addresses', async () => {
    const owner = await ownerWithScript(t, 'pro');
    const members = [];
    for (let i = 0; i < 5; i++) members.push(await addMember(t, owner, i % 2 ? 'viewer' : 'editor'));
    const lonely = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(owner.token), payload: mapBody(2, 'Alone') });
    expect(lonely.statusCode).toBe(201);

    const { items, body } = await dashboard(owner.token);
    expect(body).not.toContain('@');
    const shared = items.find((s) => s._id === owner.id)!;
    expect(shared.sharedWith.count).toBe(5);
    expect(shared.sharedWith.people).toEqual(members.slice(0, 4).map((m) => ({ id: m.userId, name: nameOf(m.email) })));
    const alone = items.find((s) => s.title === 'Alone')!;
    expect(alone.sharedWith).toEqual({ count: 0, people: [] });
    // A new script names its creator as its last editor.
    expect(alone.lastEditedBy).toEqual({ id: owner.userId, name: nameOf(owner.email) });

    // Removing someone shows at once (the list is not served stale from a cache).
    const gone = await t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/members/${members[0]!.userId}`, headers: bearer(owner.token) });
    expect(gone.statusCode).toBe(204);
    const after = (await dashboard(owner.token)).items.find((s) => s._id === owner.id)!;
    expect(after.sharedWith.count).toBe(4);
    expect(after.sharedWith.people.map((p) => p.id)).toEqual(members.slice(1, 5).map((m) => m.userId));
  });

  it('a script nobody edited since before issue 27 names no last editor', async () => {
    const user = await registerUser(t);
    const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(user.token), payload: mapBody(2, 'Old') });
    const id = res.json<{ _id: string }>()._id;
    await t.app.db.kysely.updateTable('mind_maps').set({ last_edited_by: null, last_edited_at: null }).where('id', '=', id).execute();
    t.app.mindMaps.allListsChanged();
    const item = (await dashboard(user.token)).items.find((s) => s._id === id)!;
    expect(item.lastEditedBy).toBeNull();
    expect(item.lastEditedAt).toBeNull();
  });
});
