// DELETE /api/auth/account (test-mode billing): password check, everything the account owns removed,
// sessions ended, wrong guesses limited. The Stripe cancel is tested in billing/stripe-mode.test.ts.
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cuemap/shared';
import { PASSWORD, bearer, mapBody, registerUser, setupApp } from '../../../helper';

const t = setupApp({ env: { RATE_LIMIT_FAILED_LOGINS_PER_HOUR: '3' } });

const del = (token: string | null, payload: object) =>
  t.inject({ method: 'DELETE', url: '/api/auth/account', ...(token ? { headers: bearer(token) } : {}), payload });

async function subscribedUser() {
  const { email, token } = await registerUser(t);
  const res = await t.inject({ method: 'POST', url: '/api/billing/create-checkout-session', headers: bearer(token), payload: { tier: 'elite' } });
  const session = new URL(res.json<{ url: string }>().url).searchParams.get('session')!;
  expect((await t.inject({ method: 'POST', url: `/api/billing/test/checkout/${session}/confirm`, headers: bearer(token) })).statusCode).toBe(200);
  return { email, token };
}

describe('DELETE /api/auth/account', () => {
  it('deletes the account, its scripts and texts and ends every session; the e-mail can register again', async () => {
    const { email, token } = await subscribedUser();
    const other = (await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } })).json().token as string;
    const map = (await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(3, 'Keynote') })).json();
    await t.inject({ method: 'POST', url: '/api/teleprompter', headers: bearer(token), payload: { mindMapId: map._id, title: 'Keynote', content: 'Hello.' } });
    const bystander = await registerUser(t);

    const res = await del(token, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.accountDeleted });

    for (const s of [token, other]) expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(s) })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } })).statusCode).toBe(401);
    const db = t.app.db.kysely;
    expect(await db.selectFrom('mind_maps').select('id').where('id', '=', map._id).execute()).toEqual([]);
    expect(await db.selectFrom('teleprompter_texts').select('mind_map_id').where('mind_map_id', '=', map._id).execute()).toEqual([]);
    expect(await db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    // Others are untouched, and the address is free again.
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(bystander.token) })).statusCode).toBe(200);
    expect((await registerUser(t, email)).token).toBeTruthy();
  });

  it('a wrong password is a 400 that changes nothing; repeated guesses hit the failed-login limit', async () => {
    const { token } = await registerUser(t);
    const wrong = await del(token, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.wrongPassword });
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    await del(token, { password: 'guess two' });
    await del(token, { password: 'guess three' });
    const limited = await del(token, { password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: AUTH_MESSAGES.tooManyPasswordAttempts });
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('needs a session and a password', async () => {
    expect((await del(null, { password: PASSWORD })).statusCode).toBe(401);
    const { token } = await registerUser(t);
    const missing = await del(token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Password is required.' });
  });
});
