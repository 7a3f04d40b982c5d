// Issue 27 item 8: deleting an account that owns shared scripts (both engines). Each is handed to an
// editor of it, as the owner chose, or deleted; the members of a deleted one lose access at once (live
// socket 4404, prompter and stage links closed, the link's token refused); the account's own memberships
// go too. A hand-over that cannot be carried out is a 400 that deletes nothing. GET /api/shared-by-me
// lists what the choice is about.
import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE, SHARING_MESSAGES, STAGE_CLOSE, type SharedByMeScript } from '@cuemap/shared';
import { PASSWORD, bearer, registerUser, setupApp } from '../../../helper';
import { connect, liveUrl } from '../../../live/live-client';
import { StageClient, createLink, device, prompter, socketUrl } from '../../../stage/stage-client';
import { accept, addMember, invitationToken, invite, newScript, ownerWithScript } from '../sharing/sharing-helpers';

// Keep-alive rounds far off: only the events of the deletion can close the sockets the test waits on.
const t = setupApp({ livePingMs: 600_000, stagePingMs: 600_000 });

const del = (token: string, transfers?: Array<{ mindMapId: string; toUserId: string }>) =>
  t.inject({
    method: 'DELETE',
    url: '/api/auth/account',
    headers: bearer(token),
    payload: transfers ? { password: PASSWORD, transfers } : { password: PASSWORD },
  });
const get = (token: string, url: string) => t.inject({ method: 'GET', url, headers: bearer(token) });
const memberRows = (userId: string) => t.app.db.kysely.selectFrom('script_members').select('mind_map_id').where('user_id', '=', userId).execute();

describe('deleting an account that owns shared scripts', () => {
  it('lists the shared scripts with their people, then hands one to its editor and deletes the other', async () => {
    const owner = await ownerWithScript(t, 'pro');
    const [editor, viewer] = [await addMember(t, owner, 'editor'), await addMember(t, owner, 'viewer')];
    const other = { token: owner.token, id: await newScript(t, owner.token, 'Second talk') };
    const otherEditor = await addMember(t, other, 'editor');
    await newScript(t, owner.token, 'Not shared');
    const saved = await t.inject({
      method: 'POST',
      url: '/api/teleprompter',
      headers: bearer(owner.token),
      payload: { mindMapId: owner.id, title: 'Keynote', content: 'Words that stay.' },
    });
    expect(saved.statusCode).toBe(200);
    // The owner is also an editor of someone else's script: that membership goes with the account.
    const elsewhere = await ownerWithScript(t);
    expect((await invite(t, elsewhere.token, elsewhere.id, owner.email)).statusCode).toBe(201);
    expect((await accept(t, owner.token, await invitationToken(t, owner.email))).statusCode).toBe(200);

    const listed = (await get(owner.token, '/api/shared-by-me')).json<{ scripts: SharedByMeScript[] }>().scripts;
    expect(listed.map((s) => ({ ...s, people: s.people.map((p) => [p.email, p.role]) })).sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      {
        id: owner.id,
        title: 'Keynote',
        people: [
          [editor.email, 'editor'],
          [viewer.email, 'viewer'],
        ],
      },
      { id: other.id, title: 'Second talk', people: [[otherEditor.email, 'editor']] },
    ]);

    // The editor of the script being deleted is connected: live, on a prompter, and through a display link.
    const live = await connect(await liveUrl(t.app, other.id), otherEditor.token);
    await live.ready();
    const url = await socketUrl(t.app);
    const link = await createLink(t, otherEditor.token, other.id, 'display');
    const display = await device(url, link.token);
    const screen = await prompter(url, other.id, otherEditor.token);

    const res = await del(owner.token, [{ mindMapId: owner.id, toUserId: editor.userId }]);
    expect(res.statusCode, res.body).toBe(200);

    // Handed over: the editor owns it, with its content and its other member; the former owner's rows are gone.
    expect((await get(editor.token, `/api/mindmaps/${owner.id}/access`)).json()).toEqual({ access: 'owner', ownerEmail: editor.email });
    expect((await get(editor.token, `/api/teleprompter/${owner.id}`)).json<{ content: string }>().content).toBe('Words that stay.');
    const people = (await get(editor.token, `/api/mindmaps/${owner.id}/sharing`)).json<{ people: Array<{ email: string; role: string }> }>().people;
    expect(people.map((p) => [p.email, p.role])).toEqual([
      [editor.email, 'owner'],
      [viewer.email, 'viewer'],
    ]);
    expect((await get(viewer.token, `/api/mindmaps/${owner.id}`)).statusCode).toBe(200);
    expect(await memberRows(owner.userId)).toEqual([]);
    expect((await get(elsewhere.token, `/api/mindmaps/${elsewhere.id}/sharing`)).json<{ people: unknown[] }>().people).toHaveLength(1);

    // Deleted: its editor's live socket, prompter and display close at once, and the link's token no longer works.
    expect((await live.closed).code).toBe(LIVE_CLOSE.notFound);
    expect((await screen.closed).code).toBe(STAGE_CLOSE.notFound);
    expect((await display.closed).code).toBe(STAGE_CLOSE.unauthorized);
    const again = new StageClient(url);
    await again.opened();
    again.send({ type: 'hello', as: 'link', token: link.token });
    expect((await again.closed).code).toBe(STAGE_CLOSE.unauthorized);
    expect((await get(otherEditor.token, `/api/mindmaps/${other.id}`)).statusCode).toBe(404);
    expect(await memberRows(otherEditor.userId)).toEqual([]);
  });

  it('refuses a hand-over to a viewer, a stranger, of a script not theirs or listed twice: 400, nothing deleted', async () => {
    const owner = await ownerWithScript(t, 'pro');
    const [editor, viewer] = [await addMember(t, owner, 'editor'), await addMember(t, owner, 'viewer')];
    const stranger = await registerUser(t);
    const theirs = await ownerWithScript(t);
    const strangerId = (await t.app.db.kysely.selectFrom('users').select('id').where('email', '=', stranger.email).executeTakeFirstOrThrow()).id;

    const cases: Array<[Array<{ mindMapId: string; toUserId: string }>, string]> = [
      [[{ mindMapId: owner.id, toUserId: viewer.userId }], SHARING_MESSAGES.accountTransferToEditor],
      [[{ mindMapId: owner.id, toUserId: strangerId }], SHARING_MESSAGES.accountTransferToEditor],
      [[{ mindMapId: owner.id, toUserId: owner.userId }], SHARING_MESSAGES.accountTransferToEditor],
      [[{ mindMapId: theirs.id, toUserId: editor.userId }], SHARING_MESSAGES.accountTransferNotYours],
      [[{ mindMapId: 'no-such-script', toUserId: editor.userId }], SHARING_MESSAGES.accountTransferNotYours],
      [
        [
          { mindMapId: owner.id, toUserId: editor.userId },
          { mindMapId: owner.id, toUserId: editor.userId },
        ],
        SHARING_MESSAGES.accountTransferTwice,
      ],
    ];
    for (const [transfers, message] of cases) {
      const res = await del(owner.token, transfers);
      expect(res.statusCode, JSON.stringify(transfers)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await get(owner.token, '/api/auth/me')).statusCode).toBe(200);
    expect((await get(owner.token, `/api/mindmaps/${owner.id}/access`)).json()).toMatchObject({ access: 'owner' });
    expect((await get(viewer.token, `/api/mindmaps/${owner.id}`)).statusCode).toBe(200);
    expect((await get(theirs.token, `/api/mindmaps/${theirs.id}/access`)).json()).toMatchObject({ access: 'owner' });
  });

  it('without hand-overs deletes every owned script, as before', async () => {
    const owner = await ownerWithScript(t);
    const editor = await addMember(t, owner, 'editor');
    expect((await del(owner.token)).statusCode).toBe(200);
    expect((await get(editor.token, `/api/mindmaps/${owner.id}`)).statusCode).toBe(404);
    expect((await get(editor.token, '/api/shared')).json<{ scripts: unknown[] }>().scripts).toEqual([]);
  });
});
