// People and links of a shared script (issue 27): roles change, removal ends access and tells the
// listeners (the live hub closes connections with it), transfer of ownership, the view link.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SHARING_MESSAGES } from '@cuemap/shared';
import { PASSWORD, bearer, registerUser, setupApp } from '../../../helper';
import { addMember, newScript, nextRevocation, ownerWithScript } from './sharing-helpers';

const t = setupApp();
const people = async (owner: { token: string; id: string }) =>
  (await t.inject({ method: 'GET', url: `/api/mindmaps/${owner.id}/sharing`, headers: bearer(owner.token) })).json().people as Array<{
    email: string;
    role: string;
  }>;

describe('the people of a shared script', () => {
  it('changes a role, and tells the listeners', async () => {
    const owner = await ownerWithScript(t);
    const member = await addMember(t, owner);
    const heard = new Promise((resolve) => t.app.sharing.onAccessChanged((...args) => resolve(args)));
    const res = await t.inject({
      method: 'PATCH',
      url: `/api/mindmaps/${owner.id}/members/${member.userId}`,
      headers: bearer(owner.token),
      payload: { role: 'viewer' },
    });
    expect(res.json()).toMatchObject({ userId: member.userId, email: member.email, role: 'viewer' });
    expect(await heard).toEqual([owner.id, member.userId, 'viewer']);
    expect(await t.app.sharing.access(member.userId, owner.id)).toBe('viewer');
  });

  it('removes a person: their access is gone and the revocation event fires; a member may leave', async () => {
    const owner = await ownerWithScript(t);
    const member = await addMember(t, owner);
    const revoked = nextRevocation(t);
    const res = await t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/members/${member.userId}`, headers: bearer(owner.token) });
    expect(res.statusCode).toBe(204);
    expect(await revoked).toEqual({ mindMapId: owner.id, userId: member.userId });
    expect(await t.app.sharing.access(member.userId, owner.id)).toBeNull();
    expect((await t.inject({ method: 'GET', url: '/api/shared', headers: bearer(member.token) })).json()).toEqual({ scripts: [] });
    const again = await t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/members/${member.userId}`, headers: bearer(owner.token) });
    expect([again.statusCode, again.json().message]).toEqual([404, SHARING_MESSAGES.memberNotFound]);

    const leaver = await addMember(t, owner, 'viewer');
    const left = nextRevocation(t);
    expect((await t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/members/${leaver.userId}`, headers: bearer(leaver.token) })).statusCode).toBe(
      204,
    );
    expect(await left).toEqual({ mindMapId: owner.id, userId: leaver.userId });
    // A member cannot remove anyone else.
    const other = await addMember(t, owner, 'editor');
    const refused = await t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/members/${owner.userId}`, headers: bearer(other.token) });
    expect([refused.statusCode, refused.json().message]).toEqual([403, SHARING_MESSAGES.ownerOnly]);
  });

  it("a deleted account's memberships go with it", async () => {
    const owner = await ownerWithScript(t);
    const member = await addMember(t, owner);
    expect((await t.inject({ method: 'DELETE', url: '/api/auth/account', headers: bearer(member.token), payload: { password: PASSWORD } })).statusCode).toBe(
      200,
    );
    expect((await people(owner)).map((p) => p.role)).toEqual(['owner']);
  });
});

describe('transferring a script', () => {
  it('makes a member the owner, with the script and its text; the former owner stays as an editor', async () => {
    const owner = await ownerWithScript(t);
    const dashboard = async (token: string) =>
      (await t.inject({ method: 'GET', url: '/api/mindmaps', headers: bearer(token) })).json<Array<{ _id: string }>>().map((m) => m._id);
    await t.inject({
      method: 'POST',
      url: '/api/teleprompter',
      headers: bearer(owner.token),
      payload: { mindMapId: owner.id, title: 'Keynote', content: 'Hello.' },
    });
    const member = await addMember(t, owner);
    expect([await dashboard(owner.token), await dashboard(member.token)]).toEqual([[owner.id], []]);
    const res = await t.inject({ method: 'POST', url: `/api/mindmaps/${owner.id}/transfer`, headers: bearer(owner.token), payload: { userId: member.userId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SHARING_MESSAGES.transferred(member.email) });
    expect(await t.app.sharing.access(member.userId, owner.id)).toBe('owner');
    expect(await t.app.sharing.access(owner.userId, owner.id)).toBe('editor');
    expect([await dashboard(owner.token), await dashboard(member.token)]).toEqual([[], [owner.id]]);
    expect((await t.inject({ method: 'GET', url: `/api/mindmaps/${owner.id}`, headers: bearer(member.token) })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/api/teleprompter/${owner.id}`, headers: bearer(member.token) })).json()).toMatchObject({
      content: 'Hello.',
    });
    expect(await people({ token: member.token, id: owner.id })).toMatchObject([
      { email: member.email, role: 'owner' },
      { email: owner.email, role: 'editor' },
    ]);
    const shared = await t.inject({ method: 'GET', url: '/api/shared', headers: bearer(owner.token) });
    expect(shared.json()).toMatchObject({ scripts: [{ _id: owner.id, role: 'editor', ownerEmail: member.email }] });
  });

  it('refuses someone without access, and a new owner whose plan has no room for the script', async () => {
    const owner = await ownerWithScript(t);
    const stranger = await registerUser(t);
    const strangerId = (await t.app.db.kysely.selectFrom('users').select('id').where('email', '=', stranger.email).executeTakeFirstOrThrow()).id;
    const transfer = (userId: string) =>
      t.inject({ method: 'POST', url: `/api/mindmaps/${owner.id}/transfer`, headers: bearer(owner.token), payload: { userId } });
    expect((await transfer(strangerId)).json()).toEqual({ message: SHARING_MESSAGES.memberNotFound });
    const full = await addMember(t, owner);
    for (const title of ['One', 'Two']) await newScript(t, full.token, title);
    const res = await transfer(full.userId);
    expect([res.statusCode, res.json().message]).toEqual([403, SHARING_MESSAGES.transferOverScriptLimit]);
    expect(await t.app.sharing.access(owner.userId, owner.id)).toBe('owner');
  });
});

describe('the view link', () => {
  it('is stored hashed, opens the script, regenerates and revokes (and tells the listeners)', async () => {
    const owner = await ownerWithScript(t);
    const events: string[] = [];
    t.app.sharing.onViewLinkRevoked((id) => void events.push(id));
    const create = () => t.inject({ method: 'POST', url: `/api/mindmaps/${owner.id}/view-link`, headers: bearer(owner.token) });
    const first = await create();
    expect(first.statusCode).toBe(201);
    const { token, url } = first.json<{ token: string; url: string }>();
    expect(url).toBe(`http://cuemap.test/view/${token}`);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.app.db.kysely.selectFrom('view_links').select('token_hash').where('mind_map_id', '=', owner.id).execute();
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    expect(await t.app.sharing.accessByViewToken(token)).toBe(owner.id);

    const second = (await create()).json<{ token: string }>().token;
    expect(await t.app.sharing.accessByViewToken(token)).toBeNull();
    expect(await t.app.sharing.accessByViewToken(second)).toBe(owner.id);
    const del = () => t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/view-link`, headers: bearer(owner.token) });
    expect((await del()).statusCode).toBe(204);
    expect(await t.app.sharing.accessByViewToken(second)).toBeNull();
    expect((await del()).json()).toEqual({ message: SHARING_MESSAGES.viewLinkNotFound });
    expect(events.filter((id) => id === owner.id).length).toBeGreaterThanOrEqual(2);
    expect(await t.app.sharing.accessByViewToken('x'.repeat(43))).toBeNull();
  });
});
