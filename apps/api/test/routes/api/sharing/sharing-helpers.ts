// Helpers of the sharing tests: owners with a plan, a script, an invitation and its token from the mail.
import { expect } from 'vitest';
import type { PlanId } from '@cuemap/shared';
import { bearer, mapBody, registerUser, type TestApp } from '../../../helper';

export type T = Pick<TestApp, 'inject' | 'app' | 'mail'>;

/** A user on `plan` (set in the database, as the billing tests' webhooks would) with one script. */
export async function ownerWithScript(t: T, plan: PlanId = 'free') {
  const user = await registerUser(t);
  const id = await newScript(t, user.token);
  await t.app.db.kysely.updateTable('users').set({ plan }).where('email', '=', user.email).execute();
  return { ...user, id, userId: await userId(t, user.email) };
}

export async function newScript(t: T, token: string, title = 'Keynote'): Promise<string> {
  const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(2, title) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

export async function userId(t: T, email: string): Promise<string> {
  return (await t.app.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

export const invite = (t: T, token: string, id: string, email: string, role: 'viewer' | 'editor' = 'editor') =>
  t.inject({ method: 'POST', url: `/api/mindmaps/${id}/invitations`, headers: bearer(token), payload: { email, role } });

/** The invitation token in the last mail to `to` (after the background send finished). */
export async function invitationToken(t: T, to: string): Promise<string> {
  await t.app.sharing.flushMail();
  const message = [...t.mail].reverse().find((m) => m.to === to);
  if (!message) throw new Error(`no mail to ${to}`);
  const match = /\/invite\/([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match?.[1]) throw new Error(`no invitation link in mail:\n${message.text}`);
  return match[1];
}

export const accept = (t: T, token: string, invitation: string) =>
  t.inject({ method: 'POST', url: '/api/invitations/accept', headers: bearer(token), payload: { token: invitation } });

/** Invites a fresh account to the owner's script and accepts as it: the member's session and id. */
export async function addMember(t: T, owner: { token: string; id: string }, role: 'viewer' | 'editor' = 'editor') {
  const member = await registerUser(t);
  expect((await invite(t, owner.token, owner.id, member.email, role)).statusCode).toBe(201);
  expect((await accept(t, member.token, await invitationToken(t, member.email))).statusCode).toBe(200);
  return { ...member, userId: await userId(t, member.email) };
}

/** Resolves with the first event a sharing listener hears. */
export function nextRevocation(t: T): Promise<{ mindMapId: string; userId: string }> {
  return new Promise((resolve) => t.app.sharing.onAccessRevoked((mindMapId, userId) => resolve({ mindMapId, userId })));
}

/** What nobody below a role may change on a script: its map, script, settings and comments as the owner reads them, and the rows beside it. */
export async function scriptState(t: T, ownerToken: string, id: string) {
  const read = async (url: string) => (await t.inject({ method: 'GET', url, headers: bearer(ownerToken) })).body;
  const count = async (table: 'rehearsals' | 'map_versions' | 'script_members') =>
    Number(
      (
        await t.app.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('mind_map_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const links = await t.app.db.kysely.selectFrom('stage_links').select('id').where('mind_map_id', '=', id).where('revoked_at', 'is', null).execute();
  return {
    map: await read(`/api/mindmaps/${id}`),
    script: await read(`/api/teleprompter/${id}`),
    settings: await read(`/api/mindmaps/${id}/presenter-settings`),
    comments: await read(`/api/mindmaps/${id}/comments`),
    versions: await count('map_versions'),
    rehearsals: await count('rehearsals'),
    members: await count('script_members'),
    links: links.length,
  };
}
