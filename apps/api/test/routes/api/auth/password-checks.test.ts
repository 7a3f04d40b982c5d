// Every password check shares one failed-password limit (login, change password, e-mail change,
// account deletion); an e-mail change needs the password, tells the old address, and with
// verification on waits for the new address; registering a taken address with verification on
// answers like a new one. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cuemap/shared';
import { PASSWORD, bearer, build, registerUser, uniqueEmail, verificationToken, type TestApp } from '../../../helper';

const from = (ip: string) => ({ remoteAddress: ip });

function lastMailTo(t: TestApp, to: string) {
  const message = [...t.mail].reverse().find((m) => m.to === to);
  if (!message) throw new Error(`no mail to ${to}`);
  return message;
}

describe('the failed-password limit covers every password check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ env: { RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS_PER_HOUR: '4' } });
  });
  afterAll(() => t?.close());

  const changePassword = (token: string, currentPassword: string, ip = '10.9.0.1') =>
    t.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword, newPassword: 'a brand new one' },
      ...from(ip),
    });
  const changeEmail = (token: string, currentPassword: string, ip = '10.9.0.1') =>
    t.inject({ method: 'PUT', url: '/api/auth/update-profile', headers: bearer(token), payload: { email: uniqueEmail('new'), currentPassword }, ...from(ip) });

  it('change-password: wrong current passwords are counted; past the limit even the right one is a 429 and nothing changes', async () => {
    const { email, token } = await registerUser(t);
    for (let i = 0; i < 4; i++) {
      const res = await changePassword(token, `wrong-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.wrongCurrentPassword });
    }
    const limited = await changePassword(token, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: AUTH_MESSAGES.tooManyPasswordAttempts });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The password did not change.
    expect((await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, ...from('10.9.0.2') })).statusCode).toBe(200);
  });

  it('e-mail change: the same limit, shared with login from the same address', async () => {
    const { email, token } = await registerUser(t);
    for (let i = 0; i < 2; i++) {
      await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: `login-guess-${i}` }, ...from('10.9.1.1') });
    }
    for (let i = 0; i < 2; i++) expect((await changeEmail(token, `wrong-${i}`, '10.9.1.1')).statusCode).toBe(400);
    const limited = await changeEmail(token, PASSWORD, '10.9.1.1');
    expect(limited.statusCode).toBe(429);
    // Login from that address is limited too: the count is shared.
    const login = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, ...from('10.9.1.1') });
    expect(login.statusCode).toBe(429);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user.email).toBe(email);
  });

  it('150 wrong current passwords in a row: at most the limit is checked', async () => {
    const { token } = await registerUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 150; i++) codes.push((await changePassword(token, `guess-${i}`, '10.9.2.1')).statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(4);
    expect(codes.filter((c) => c === 429)).toHaveLength(146);
  });
});

describe('e-mail change (verification off: the address changes at once)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t?.close());

  const update = (token: string, payload: object) => t.inject({ method: 'PUT', url: '/api/auth/update-profile', headers: bearer(token), payload });

  it('needs the current password: missing or wrong is a 400 that changes nothing', async () => {
    const { email, token } = await registerUser(t);
    const next = uniqueEmail('next');
    const missing = await update(token, { email: next });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: AUTH_MESSAGES.currentPasswordRequired });
    const wrong = await update(token, { email: next, currentPassword: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.wrongCurrentPassword });
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user.email).toBe(email);
    // The same address needs no password (nothing changes).
    const same = await update(token, { email });
    expect(same.statusCode).toBe(200);
    expect(same.json().user.email).toBe(email);
  });

  it('tells the old address, and kills every outstanding reset and verification link', async () => {
    const { email, token } = await registerUser(t);
    const oldVerify = verificationToken(t.mail, email);
    await t.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const reset = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(lastMailTo(t, email).text)![1]!;
    const next = uniqueEmail('next');
    const res = await update(token, { email: next, currentPassword: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.profileUpdated, user: { email: next, pendingEmail: null } });
    const notice = lastMailTo(t, email);
    expect(notice.subject).toBe('Your Cuemap email address is changing');
    expect(notice.text).toContain(next);
    expect(notice.text).toContain('/forgot-password');
    expect((await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${oldVerify}` })).statusCode).toBe(400);
    const spent = await t.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: reset, newPassword: 'taken over!' } });
    expect(spent.statusCode).toBe(400);
    // The new address has its own working link.
    expect((await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${verificationToken(t.mail, next)}` })).statusCode).toBe(200);
  });

  it('a password change kills outstanding links too', async () => {
    const { email, token } = await registerUser(t);
    await t.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const reset = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(lastMailTo(t, email).text)![1]!;
    const changed = await t.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: PASSWORD, newPassword: 'fresh password' },
    });
    expect(changed.statusCode).toBe(200);
    const res = await t.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: reset, newPassword: 'old link pw' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetFailed });
  });

  it('registering a taken address still answers 409 (the spec logs in right after registering)', async () => {
    const { email } = await registerUser(t);
    const res = await t.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'another one' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.emailTaken });
  });
});

describe('with e-mail verification on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ env: { REQUIRE_EMAIL_VERIFICATION: 'true' } });
  });
  afterAll(() => t?.close());

  async function verifiedUser(email = uniqueEmail()) {
    expect((await t.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD } })).statusCode).toBe(201);
    expect((await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${verificationToken(t.mail, email)}` })).statusCode).toBe(200);
    const login = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    return { email, token: login.json().token as string };
  }

  it('registering a taken address answers exactly like a new one and mails the owner instead', async () => {
    const { email } = await verifiedUser();
    const mailsBefore = t.mail.length;
    const fresh = await t.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: PASSWORD } });
    const taken = await t.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'someone else' } });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.json()).toEqual({ message: AUTH_MESSAGES.registeredVerify, requiresVerification: true });
    expect(t.mail.length).toBe(mailsBefore + 2);
    const notice = lastMailTo(t, email);
    expect(notice.subject).toBe('Someone tried to sign up with your email address');
    expect(notice.text).not.toMatch(/verify-email\?token=/);
    // The owner's password is untouched.
    expect((await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } })).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'someone else' } })).statusCode).toBe(401);
  });

  it('a new address stays pending until its link is opened; the old one keeps working until then', async () => {
    const { email, token } = await verifiedUser();
    const next = uniqueEmail('next');
    const res = await t.inject({ method: 'PUT', url: '/api/auth/update-profile', headers: bearer(token), payload: { email: next, currentPassword: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.profileUpdatedVerify, user: { email, pendingEmail: next } });
    expect(lastMailTo(t, email).subject).toBe('Your Cuemap email address is changing');
    expect(lastMailTo(t, next).subject).toBe('Confirm your new Cuemap email address');
    // Not yet: the new address cannot log in, the old one can.
    expect((await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: next, password: PASSWORD } })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } })).statusCode).toBe(200);
    // The link switches the address, verified.
    expect((await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${verificationToken(t.mail, next)}` })).statusCode).toBe(200);
    const me = (await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user;
    expect(me).toMatchObject({ email: next, pendingEmail: null });
    expect((await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: next, password: PASSWORD } })).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } })).statusCode).toBe(401);
  });

  it('a pending change is cancelled by saving the current address; its link then does nothing', async () => {
    const { email, token } = await verifiedUser();
    const next = uniqueEmail('next');
    await t.inject({ method: 'PUT', url: '/api/auth/update-profile', headers: bearer(token), payload: { email: next, currentPassword: PASSWORD } });
    const link = verificationToken(t.mail, next);
    const cancel = await t.inject({ method: 'PUT', url: '/api/auth/update-profile', headers: bearer(token), payload: { email } });
    expect(cancel.json().user).toMatchObject({ email, pendingEmail: null });
    expect((await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${link}` })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user.email).toBe(email);
  });

  it('if the pending address is registered by someone else meanwhile, the link fails and nothing moves', async () => {
    const { email, token } = await verifiedUser();
    const next = uniqueEmail('contested');
    await t.inject({ method: 'PUT', url: '/api/auth/update-profile', headers: bearer(token), payload: { email: next, currentPassword: PASSWORD } });
    const link = verificationToken(t.mail, next);
    expect((await t.inject({ method: 'POST', url: '/api/auth/register', payload: { email: next, password: PASSWORD } })).statusCode).toBe(201);
    const res = await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${link}` });
    expect(res.statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user.email).toBe(email);
  });
});
