// Sharing arranged through the API (issue 27): a new account invited to a script and accepting, with the
// invitation read from the server's log transport (the harness's servers send no SMTP mail).
import { expect } from 'vitest';
import type { ScriptRole } from '@cuemap/shared';
import { api, register, type Session } from './api';
import type { RunningApp } from './harness';

/** The invitation token in the mail `app` logged for `to` (it is sent after the invite answers: waited for). */
export async function invitationFromLog(app: RunningApp, to: string): Promise<string> {
  const token = () => {
    const line = app.logs
      .join('')
      .split('\n')
      .find((l) => l.includes(`"to":${JSON.stringify(to)}`) && l.includes('/invite/'));
    return /\/invite\/([A-Za-z0-9_-]+)/.exec(line ?? '')?.[1] ?? '';
  };
  await expect.poll(token).not.toBe('');
  return token();
}

/** Registers `email`, invites it to the owner's script as `role` and accepts as it: its session. */
export async function shareWithNewAccount(app: RunningApp, owner: Session, mapId: string, email: string, role: ScriptRole): Promise<Session> {
  const member = await register(app.url, email);
  const invited = await api(app.url, `/api/mindmaps/${mapId}/invitations`, owner.token, 'POST', { email, role });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const accepted = await api(app.url, '/api/invitations/accept', member.token, 'POST', { token: await invitationFromLog(app, email) });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return member;
}
