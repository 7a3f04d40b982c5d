// Invitations (issue 27): invite by e-mail → mail → accept → access; no enumeration; single-use,
// expired, withdrawn and mis-addressed tokens; the plans' limits; the owner-per-hour rate limit.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FREE_SHARE_PEOPLE, INVITATION_TTL_MS, INVITES_PER_OWNER_PER_HOUR, PRO_SHARE_PEOPLE, SHARING_MESSAGES } from '@cuemap/shared';
import { bearer, registerUser, setupApp, uniqueEmail } from '../../../helper';
import { accept, addMember, invitationToken, invite, newScript, ownerWithScript } from './sharing-helpers';

const t = setupApp();

describe('inviting someone to a script', () => {
  it('mails a link; the invitee accepts and becomes an editor; the script is in their Shared with me and not in their plan', async () => {
    const owner = await ownerWithScript(t);
    const invitee = await registerUser(t);
    const res = await invite(t, owner.token, owner.id, invitee.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: SHARING_MESSAGES.invited(invitee.email), invitation: { email: invitee.email, role: 'editor' } });

    const token = await invitationToken(t, invitee.email);
    const mail = t.mail.find((m) => m.to === invitee.email && m.text.includes('/invite/'))!;
    expect(mail.subject).toBe(`${owner.email} shared “Keynote” with you`);
    expect(mail.text).toContain(`http://cuemap.test/invite/${token}`);
    // ≥ 128 bits of token, stored only as its SHA-256.
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.app.db.kysely.selectFrom('script_invitations').selectAll().where('mind_map_id', '=', owner.id).execute();
    expect(rows.map((r) => r.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(JSON.stringify(rows)).not.toContain(token);

    const sharing = await t.inject({ method: 'GET', url: `/api/mindmaps/${owner.id}/sharing`, headers: bearer(owner.token) });
    expect(sharing.json()).toMatchObject({
      people: [{ email: owner.email, role: 'owner' }],
      invitations: [{ email: invitee.email }],
      viewLink: null,
      limit: FREE_SHARE_PEOPLE,
    });

    const preview = await t.inject({ method: 'POST', url: '/api/invitations/preview', payload: { token } });
    expect(preview.json()).toMatchObject({ title: 'Keynote', ownerEmail: owner.email, email: invitee.email, role: 'editor' });
    const accepted = await accept(t, invitee.token, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ message: SHARING_MESSAGES.accepted('Keynote'), mindMapId: owner.id, role: 'editor' });
    const inviteeId = (await t.app.db.kysely.selectFrom('users').select('id').where('email', '=', invitee.email).executeTakeFirstOrThrow()).id;
    expect(await t.app.sharing.access(inviteeId, owner.id)).toBe('editor');
    expect(await t.app.sharing.access(owner.userId, owner.id)).toBe('owner');

    const shared = await t.inject({ method: 'GET', url: '/api/shared', headers: bearer(invitee.token) });
    expect(shared.json()).toMatchObject({ scripts: [{ _id: owner.id, title: 'Keynote', role: 'editor', ownerEmail: owner.email }] });
    const after = await t.inject({ method: 'GET', url: `/api/mindmaps/${owner.id}/sharing`, headers: bearer(owner.token) });
    expect(after.json()).toMatchObject({ people: [{ role: 'owner' }, { email: invitee.email, role: 'editor' }], invitations: [] });
    // Their own Free limit is untouched: two scripts of their own still fit.
    const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(invitee.token) });
    expect(me.json().user.mindMapCount).toBe(0);
    for (const title of ['One', 'Two']) {
      expect((await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(invitee.token), payload: { title } })).statusCode).toBe(201);
    }
  });

  it('answers the same whether or not the address has an account (no enumeration)', async () => {
    const owner = await ownerWithScript(t, 'elite');
    const known = await registerUser(t);
    const unknown = uniqueEmail('nobody');
    const a = await invite(t, owner.token, owner.id, known.email, 'viewer');
    const b = await invite(t, owner.token, owner.id, unknown, 'viewer');
    // The same status, headers and body but for the address, the invitation's id and its times.
    const shape = (res: typeof a, email: string) => {
      const body = JSON.parse(res.body.replaceAll(email, '<email>'));
      return {
        status: res.statusCode,
        headers: Object.keys(res.headers).sort(),
        body: { ...body, invitation: { ...body.invitation, id: 'id', createdAt: 't', expiresAt: 't' } },
      };
    };
    expect(shape(a, known.email)).toEqual(shape(b, unknown));
    // Both get the same mail.
    await invitationToken(t, known.email);
    await invitationToken(t, unknown);
  });

  it('takes a token once, refuses expired, withdrawn, unknown and mis-addressed ones with clear messages', async () => {
    const owner = await ownerWithScript(t, 'elite');
    const used = await addMember(t, owner);
    const usedToken = await invitationToken(t, used.email);
    const again = await accept(t, used.token, usedToken);
    expect([again.statusCode, again.json().message]).toEqual([410, SHARING_MESSAGES.invitationUsed]);
    const preview = await t.inject({ method: 'POST', url: '/api/invitations/preview', payload: { token: usedToken } });
    expect([preview.statusCode, preview.json().message]).toEqual([410, SHARING_MESSAGES.invitationUsed]);

    const late = await registerUser(t);
    await invite(t, owner.token, owner.id, late.email);
    const lateToken = await invitationToken(t, late.email);
    t.clock.advance(INVITATION_TTL_MS + 1);
    try {
      const expired = await accept(t, late.token, lateToken);
      expect([expired.statusCode, expired.json().message]).toEqual([410, SHARING_MESSAGES.invitationExpired]);
    } finally {
      t.clock.advance(-(INVITATION_TTL_MS + 1));
    }

    const withdrawn = await registerUser(t);
    const inv = (await invite(t, owner.token, owner.id, withdrawn.email)).json().invitation.id as string;
    const del = await t.inject({ method: 'DELETE', url: `/api/mindmaps/${owner.id}/invitations/${inv}`, headers: bearer(owner.token) });
    expect(del.statusCode).toBe(204);
    const revoked = await accept(t, withdrawn.token, await invitationToken(t, withdrawn.email));
    expect([revoked.statusCode, revoked.json().message]).toEqual([410, SHARING_MESSAGES.invitationRevoked]);

    const intended = uniqueEmail('intended');
    await invite(t, owner.token, owner.id, intended);
    const someoneElse = await registerUser(t);
    const wrong = await accept(t, someoneElse.token, await invitationToken(t, intended));
    expect([wrong.statusCode, wrong.json().message]).toEqual([403, SHARING_MESSAGES.invitationOtherEmail]);
    const unknown = await accept(t, someoneElse.token, 'x'.repeat(43));
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, SHARING_MESSAGES.invitationNotFound]);
    expect((await t.inject({ method: 'POST', url: '/api/invitations/accept', payload: { token: 'x'.repeat(43) } })).statusCode).toBe(401);
  });

  it("escapes the script's title in the mail's HTML", async () => {
    const owner = await registerUser(t);
    const id = await newScript(t, owner.token, '<img src=x onerror=alert(1)> & "talk"');
    const invitee = uniqueEmail('html');
    expect((await invite(t, owner.token, id, invitee)).statusCode).toBe(201);
    await invitationToken(t, invitee);
    const mail = t.mail.find((m) => m.to === invitee)!;
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;talk&#34;');
  });

  it('refuses inviting oneself and someone who already has access', async () => {
    const owner = await ownerWithScript(t, 'elite');
    const self = await invite(t, owner.token, owner.id, owner.email);
    expect([self.statusCode, self.json().message]).toEqual([400, SHARING_MESSAGES.inviteSelf]);
    const member = await addMember(t, owner);
    const twice = await invite(t, owner.token, owner.id, member.email);
    expect([twice.statusCode, twice.json().message]).toEqual([409, SHARING_MESSAGES.alreadyHasAccess]);
  });

  it('holds Free to 2 people per script and Pro to 10 (members and pending invitations); Elite has no limit', async () => {
    for (const [plan, limit] of [
      ['free', FREE_SHARE_PEOPLE],
      ['pro', PRO_SHARE_PEOPLE],
      ['elite', PRO_SHARE_PEOPLE + 2],
    ] as const) {
      const owner = await ownerWithScript(t, plan);
      await addMember(t, owner);
      for (let i = 1; i < limit; i++) expect((await invite(t, owner.token, owner.id, uniqueEmail(plan))).statusCode, `${plan} #${i}`).toBe(201);
      const over = await invite(t, owner.token, owner.id, uniqueEmail(plan));
      if (plan === 'elite') expect(over.statusCode).toBe(201);
      else expect(over.json(), plan).toEqual({ message: SHARING_MESSAGES.shareLimit(limit), limitReached: true });
    }
  });

  it('holds the limit and single use under concurrent requests', async () => {
    const owner = await ownerWithScript(t);
    const many = await Promise.all(Array.from({ length: 8 }, () => invite(t, owner.token, owner.id, uniqueEmail('race'))));
    expect(many.map((r) => r.statusCode).sort()).toEqual([201, 201, 403, 403, 403, 403, 403, 403]);

    const elite = await ownerWithScript(t, 'elite');
    const invitee = await registerUser(t);
    await invite(t, elite.token, elite.id, invitee.email);
    const token = await invitationToken(t, invitee.email);
    const accepts = await Promise.all(Array.from({ length: 5 }, () => accept(t, invitee.token, token)));
    expect(accepts.map((r) => r.statusCode).sort()).toEqual([200, 410, 410, 410, 410]);
  });

  it(`lets an owner send ${INVITES_PER_OWNER_PER_HOUR} invitations an hour`, async () => {
    const owner = await ownerWithScript(t, 'elite');
    for (let i = 0; i < INVITES_PER_OWNER_PER_HOUR; i++) expect((await invite(t, owner.token, owner.id, uniqueEmail('rate'))).statusCode).toBe(201);
    const res = await invite(t, owner.token, owner.id, uniqueEmail('rate'));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(SHARING_MESSAGES.tooManyInvites(60));
    // The hour's window started at the first invitation: a second may have passed since (whole seconds).
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(3599);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });

  it('keeps the sharing routes to the owner: a member gets 403, anyone else 404', async () => {
    const owner = await ownerWithScript(t);
    const member = await addMember(t, owner, 'viewer');
    const stranger = await registerUser(t);
    expect((await invite(t, member.token, owner.id, uniqueEmail())).json()).toEqual({ message: SHARING_MESSAGES.ownerOnly });
    expect((await invite(t, stranger.token, owner.id, uniqueEmail())).statusCode).toBe(404);
    const list = (token: string) => t.inject({ method: 'GET', url: `/api/mindmaps/${owner.id}/sharing`, headers: bearer(token) });
    expect([(await list(member.token)).statusCode, (await list(stranger.token)).statusCode]).toEqual([403, 404]);
  });
});
