// Issue 23 item 5: a device's right is its link (not revoked, not expired, script and owner still there),
// and it is checked again on every keep-alive round and before a script is sent — so a revocation the
// bus never delivered (here: written straight to the database) still closes the device within a round
// and never lets it read a later edit. Changing or resetting the password, signing out other devices
// and deleting the account revoke the account's links and close their devices. SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { STAGE_CLOSE, STAGE_MESSAGES } from '@cuemap/shared';
import { PASSWORD, bearer, registerUser, setupApp, type TestApp } from '../helper';
import { StageClient, createLink, createMap, device, socketUrl } from './stage-client';

/** Default keep-alive (25 s): only the check before a script can catch the revocation here. */
const t = setupApp();
/** Short rounds: the keep-alive check closes a revoked device. */
const quick = setupApp({ stagePingMs: 300 });

async function setup(app: Pick<TestApp, 'app' | 'inject'>) {
  const url = await socketUrl(app.app);
  const { email, token } = await registerUser(app);
  const mapId = await createMap(app, token);
  return { url, email, token, mapId };
}

/** Marks the link revoked in the database only: no instance is told (a lost bus message). */
async function revokeBehindTheBus(app: TestApp, linkId: string): Promise<void> {
  await app.app.db.kysely.updateTable('stage_links').set({ revoked_at: app.clock.now().toISOString() }).where('id', '=', linkId).execute();
}

async function saveScript(app: Pick<TestApp, 'inject'>, token: string, mapId: string, content: string): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/teleprompter', headers: bearer(token), payload: { mindMapId: mapId, title: 'Talk', content } });
  expect(res.statusCode).toBe(200);
  return res.json<{ version: number }>().version;
}

/** The device was told its link ended and closed 4401, and never read `secret`. */
async function expectRevoked(d: StageClient, secret?: string) {
  expect(await d.next('revoked')).toEqual({ type: 'revoked', message: STAGE_MESSAGES.linkInvalid });
  expect((await d.closed).code).toBe(STAGE_CLOSE.unauthorized);
  if (secret) expect(JSON.stringify(d.all)).not.toContain(secret);
}

/** A new hello with the link's token is refused. */
async function expectRefused(url: string, token: string) {
  const again = new StageClient(url);
  await again.opened();
  again.send({ type: 'hello', as: 'link', token });
  expect((await again.closed).code).toBe(STAGE_CLOSE.unauthorized);
}

describe('stage revocation that the bus never delivered', () => {
  it('refuses the script to a display whose link was revoked behind its back, even edited after', async () => {
    const { url, token, mapId } = await setup(t);
    await saveScript(t, token, mapId, 'Before the revoke.');
    const link = await createLink(t, token, mapId, 'display');
    const d = await device(url, link.token);
    d.send({ type: 'getScript' });
    expect((await d.next('script')).script.text).toContain('Before the revoke.');

    await revokeBehindTheBus(t, link.id);
    await saveScript(t, token, mapId, 'Edited after the revoke: secret.');
    d.send({ type: 'getScript' });
    await expectRevoked(d, 'secret');
  });

  it('closes such a display within one keep-alive round', async () => {
    const { url, token, mapId } = await setup(quick);
    const link = await createLink(quick, token, mapId, 'display');
    const keep = await device(url, (await createLink(quick, token, mapId, 'remote')).token);
    const d = await device(url, link.token);
    await revokeBehindTheBus(quick, link.id);
    await expectRevoked(d);
    // The other link's device stays.
    keep.send({ type: 'ping', t: 1 });
    expect(await keep.next('pong')).toEqual({ type: 'pong', t: 1 });
    await keep.close();
  });

  it('closes a device within a round when its script is deleted behind the bus', async () => {
    const { url, token, mapId } = await setup(quick);
    const d = await device(url, (await createLink(quick, token, mapId, 'remote')).token);
    await quick.app.db.kysely.deleteFrom('mind_maps').where('id', '=', mapId).execute();
    await expectRevoked(d);
  });
});

describe('stage links end with the account’s other devices', () => {
  it('changing the password revokes the links: their devices close and the tokens are refused', async () => {
    const { url, token, mapId } = await setup(t);
    const link = await createLink(t, token, mapId, 'display');
    const d = await device(url, link.token);
    const res = await t.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: PASSWORD, newPassword: 'a new password 2' },
    });
    expect(res.statusCode).toBe(200);
    await expectRevoked(d);
    await expectRefused(url, link.token);
  });

  it('signing out other devices revokes the links', async () => {
    const { url, token, mapId } = await setup(t);
    const link = await createLink(t, token, mapId, 'remote');
    const d = await device(url, link.token);
    expect((await t.inject({ method: 'POST', url: '/api/auth/logout-others', headers: bearer(token) })).statusCode).toBe(200);
    await expectRevoked(d);
    await expectRefused(url, link.token);
    // The presenter's own session goes on: a new link works.
    const fresh = await device(url, (await createLink(t, token, mapId, 'remote')).token);
    await fresh.close();
  });

  it('a password reset revokes the links', async () => {
    const { url, email, token, mapId } = await setup(t);
    const link = await createLink(t, token, mapId, 'display');
    const d = await device(url, link.token);
    await t.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const mail = [...t.mail].reverse().find((m) => m.to === email)!;
    const reset = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    expect((await t.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: reset, newPassword: 'reset password 3' } })).statusCode).toBe(
      200,
    );
    await expectRevoked(d);
    await expectRefused(url, link.token);
  });

  it('deleting the account closes its devices', async () => {
    const { url, token, mapId } = await setup(t);
    const link = await createLink(t, token, mapId, 'remote');
    const d = await device(url, link.token);
    const res = await t.inject({ method: 'DELETE', url: '/api/auth/account', headers: bearer(token), payload: { password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    await expectRevoked(d);
    await expectRefused(url, link.token);
  });
});
