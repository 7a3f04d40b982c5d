// /api/auth without required verification: register, login, sessions, profile, password, verification.
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, userSchema, type User } from '@cuemap/shared';
import { PASSWORD, bearer, registerUser, setupApp, uniqueEmail, verificationToken } from '../../../helper';

const t = setupApp();

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.inject({ method: 'POST', url, payload, headers });

describe('POST /api/auth/register', () => {
  it('creates a Free account, returns a token and exactly the user shape', async () => {
    const email = uniqueEmail('Reg');
    const res = await post('/api/auth/register', { email: `  ${email.toUpperCase()} `, password: PASSWORD });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(AUTH_MESSAGES.registered);
    // It says what happens: the answer carries a session, so the new user is signed in (issue 24 item 9).
    expect(body.message).toBe('Registration successful! You are signed in.');
    expect(body.message).toMatch(/success/);
    expect(body.requiresVerification).toBe(false);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    const user = body.user as User;
    expect(Object.keys(user).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(user).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      pendingEmail: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      subscription: { plan: 'free', status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false },
      paymentCustomerId: null,
      freeTrialClaimed: false,
      mindMapCount: 0,
      aiIdeaGenerations: 0,
      aiTeleprompterGenerations: 0,
    });
    // A verification mail goes out anyway (verification is optional here).
    expect(verificationToken(t.mail, email.toLowerCase())).toBeTruthy();
  });

  it('409 when the e-mail is taken, whatever its case', async () => {
    const { email } = await registerUser(t);
    const res = await post('/api/auth/register', { email: email.toUpperCase(), password: 'another1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.emailTaken });
  });

  it.each([
    [{ email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address.'],
    [{ email: uniqueEmail(), password: '12345' }, 'Password must be at least 6 characters long.'],
    [{ email: uniqueEmail(), password: 'x'.repeat(129) }, 'Password must be at most 128 characters long.'],
    [{ password: PASSWORD }, 'Email is required.'],
    [{ email: uniqueEmail() }, 'Password is required.'],
  ])('400 for %j', async (payload, message) => {
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with the right password, case-insensitively on the e-mail', async () => {
    const { email } = await registerUser(t);
    const res = await post('/api/auth/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: AUTH_MESSAGES.loggedIn, requiresVerification: false, user: { email } });
    const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    const { email } = await registerUser(t);
    const wrong = await post('/api/auth/login', { email, password: 'wrong password' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('ghost'), password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  // That both failures also cost the same (one argon2id verify each) is login-equal-work.test.ts;
  // the timings are a benchmark, `npm run bench:auth`, not a test.

  it('400 for a malformed body', async () => {
    const res = await post('/api/auth/login', { email: 'x@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password is required.');
  });
});

describe('sessions', () => {
  it('401 without, with a malformed and with an unknown token', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('x'.repeat(43))]) {
      const res = await t.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/log in/);
    }
  });

  it('logout revokes the token and only that one', async () => {
    const { email, token } = await registerUser(t);
    const other = (await post('/api/auth/login', { email, password: PASSWORD })).json().token as string;
    const out = await t.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other) })).statusCode).toBe(200);
  });

  it('logout tolerates an empty JSON body', async () => {
    const { token } = await registerUser(t);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });

  it('an expired session is a 401; an active one slides forward', async () => {
    const { token } = await registerUser(t);
    const day = 24 * 60 * 60 * 1000;
    t.clock.advance(20 * day);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    t.clock.advance(20 * day); // 40 days after login, 20 after last use: still alive
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    t.clock.advance(31 * day);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout-others', () => {
  it('ends every other session of the account and keeps this one; says how many', async () => {
    const { email, token } = await registerUser(t);
    const others = await Promise.all([1, 2].map(async () => (await post('/api/auth/login', { email, password: PASSWORD })).json().token as string));
    const stranger = await registerUser(t);
    const res = await post('/api/auth/logout-others', {}, bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out of 2 other devices.' });
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    for (const other of others) expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other) })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(stranger.token) })).statusCode).toBe(200);
    expect((await post('/api/auth/logout-others', {}, bearer(token))).json()).toEqual({ message: 'No other devices were signed in.' });
    expect((await post('/api/auth/logout-others', {})).statusCode).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it('counts the user’s scripts', async () => {
    const { token } = await registerUser(t);
    await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: {} });
    const res = await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(res.json().user.mindMapCount).toBe(1);
  });
});

describe('PUT /api/auth/update-profile', () => {
  it('changes the e-mail (normalised) and sends a link to the new address', async () => {
    const { token } = await registerUser(t);
    const next = uniqueEmail('moved');
    const res = await t.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: bearer(token),
      payload: { email: ` ${next.toUpperCase()}`, currentPassword: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.profileUpdated, user: { email: next } });
    expect(verificationToken(t.mail, next)).toBeTruthy();
    const login = await post('/api/auth/login', { email: next, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('409 when another account has the e-mail; 400 for an invalid one; 401 without a session', async () => {
    const taken = await registerUser(t);
    const { token } = await registerUser(t);
    const conflict = await t.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: bearer(token),
      payload: { email: taken.email, currentPassword: PASSWORD },
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ message: AUTH_MESSAGES.emailTaken });
    const invalid = await t.inject({ method: 'PUT', url: '/api/auth/update-profile', headers: bearer(token), payload: { email: 'nope' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'Please enter a valid email address.' });
    const anon = await t.inject({ method: 'PUT', url: '/api/auth/update-profile', payload: { email: uniqueEmail() } });
    expect(anon.statusCode).toBe(401);
  });
});

describe('PUT /api/auth/change-password', () => {
  it('changes the password and revokes every other session', async () => {
    const { email, token } = await registerUser(t);
    const other = (await post('/api/auth/login', { email, password: PASSWORD })).json().token as string;
    const res = await t.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: PASSWORD, newPassword: 'brand new pw' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.passwordChanged });
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other) })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'brand new pw' })).statusCode).toBe(200);
  });

  it('400 for a wrong current password, a reused one or a short one; nothing changes', async () => {
    const { email, token } = await registerUser(t);
    const change = (payload: object) => t.inject({ method: 'PUT', url: '/api/auth/change-password', headers: bearer(token), payload });
    const wrong = await change({ currentPassword: 'not it', newPassword: 'whatever1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.wrongCurrentPassword });
    const same = await change({ currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.json()).toEqual({ message: AUTH_MESSAGES.samePassword });
    const short = await change({ currentPassword: PASSWORD, newPassword: '123' });
    expect(short.json()).toEqual({ message: 'New password must be at least 6 characters long.' });
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('e-mail verification (optional here)', () => {
  it('verifies once with JSON, then the token is spent', async () => {
    const { email } = await registerUser(t);
    const token = verificationToken(t.mail, email);
    const ok = await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: AUTH_MESSAGES.verified });
    const again = await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.verifyFailed });
  });

  it('redirects a browser (Accept: text/html) to /email-verified', async () => {
    const { email } = await registerUser(t);
    const token = verificationToken(t.mail, email);
    const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const ok = await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}`, headers: html });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe('http://cuemap.test/email-verified?status=success');
    const bad = await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}`, headers: html });
    expect(bad.headers.location).toBe('http://cuemap.test/email-verified?status=failure');
  });

  it('400 for an unknown, a missing and an expired token', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/auth/verify-email?token=nope' })).statusCode).toBe(400);
    const missing = await t.inject({ method: 'GET', url: '/api/auth/verify-email' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Verification token is required.' });
    const { email } = await registerUser(t);
    const token = verificationToken(t.mail, email);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const expired = await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });
    expect(expired.statusCode).toBe(400);
  });

  it('resend answers the same for known, verified and unknown addresses; a new link replaces the old', async () => {
    const { email } = await registerUser(t);
    const first = verificationToken(t.mail, email);
    const known = await post('/api/auth/resend-verification', { email });
    const unknown = await post('/api/auth/resend-verification', { email: uniqueEmail('ghost') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.resendSent });
    expect(unknown.json()).toEqual(known.json());
    await t.app.authService.flushMail();
    const second = verificationToken(t.mail, email);
    expect(second).not.toBe(first);
    expect((await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${first}` })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${second}` })).statusCode).toBe(200);
    const verified = await post('/api/auth/resend-verification', { email });
    expect(verified.json()).toEqual(known.json());
  });
});
