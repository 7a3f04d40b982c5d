// Issue 26 item 9: a revoked session's live sockets close (both engines). Logout and "sign out other
// devices" are in live-socket.test.ts; here a password change: the other sessions' sockets close at once
// with 4401, the session that changed it keeps editing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMapToDoc } from '@cuemap/shared';
import { LIVE_CLOSE } from '../../src/plugins/app/live/protocol';
import { PASSWORD, bearer, build, mapBody, registerUser, type TestApp } from '../helper';
import { connect, liveUrl } from './live-client';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t?.close();
});

describe('a revoked session on a live socket', () => {
  it("a password change closes the other sessions' sockets; the changing session carries on", async () => {
    const { token, email } = await registerUser(t);
    const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(3, 'Keynote') });
    const url = await liveUrl(t.app, res.json<{ _id: string }>()._id);
    const login = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    const laptop = login.json<{ token: string }>().token;
    const [phone, desk] = [await connect(url, token), await connect(url, laptop)];
    await Promise.all([phone.ready(), desk.ready()]);

    const change = await t.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(laptop),
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase 7' },
    });
    expect(change.statusCode, change.body).toBeLessThan(300);
    expect((await phone.closed).code).toBe(LIVE_CLOSE.unauthorized);
    expect(phone.denied).toBe('Your session has expired. Sign in again.');

    applyMapToDoc(desk.doc, { title: 'Still editing' }, 'me');
    await desk.stored();
    // The revoked session cannot come back.
    const again = await connect(url, token);
    expect((await again.closed).code).toBe(LIVE_CLOSE.unauthorized);
    await desk.close();
  });
});
