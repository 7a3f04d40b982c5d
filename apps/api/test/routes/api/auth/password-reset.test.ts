// Forgotten passwords: POST /api/auth/forgot-password mails a one-hour, single-use link; POST
// /api/auth/reset-password sets a new password from it and signs every session out. SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cuemap/shared';
import { PASSWORD, bearer, registerUser, setupApp, uniqueEmail, verificationToken } from '../../../helper';

const t = setupApp();

const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload });

/** The reset token in the last reset mail to `to`. */
async function resetToken(to: string): Promise<string> {
  await t.app.authService.flushMail();
  const message = [...t.mail].reverse().find((m) => m.to === to && /reset-password\?token=/.test(m.text));
  if (!message) throw new Error(`no reset mail to ${to}`);
  expect(message.subject).toBe('Reset your Cuemap password');
  return /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(message.text)![1]!;
}

const resetMailsTo = async (to: string) => {
  await t.app.authService.flushMail();
  return t.mail.filter((m) => m.to === to && m.subject === 'Reset your Cuemap password').length;
};

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const { email } = await registerUser(t);
    const ghost = uniqueEmail('ghost');
    const known = await post('/api/auth/forgot-password', { email: ` ${email.toUpperCase()} ` });
    const unknown = await post('/api/auth/forgot-password', { email: ghost });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.resetRequested });
    expect(unknown.json()).toEqual(known.json());
    expect(await resetMailsTo(email)).toBe(1);
    expect(await resetMailsTo(ghost)).toBe(0);
    const mail = t.mail.find((m) => m.to === email && m.subject === 'Reset your Cuemap password')!;
    expect(mail.text).toContain('http://cuemap.test/reset-password?token=');
    expect(mail.text).toContain('expires in 1 hour');
  });

  it('400 for a missing or invalid e-mail', async () => {
    const missing = await post('/api/auth/forgot-password', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Email is required.' });
    const invalid = await post('/api/auth/forgot-password', { email: 'nope' });
    expect(invalid.json()).toEqual({ message: 'Please enter a valid email address.' });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs every session out, and the link is spent', async () => {
    const { email, token: session } = await registerUser(t);
    const other = (await post('/api/auth/login', { email, password: PASSWORD })).json().token as string;
    await post('/api/auth/forgot-password', { email });
    const token = await resetToken(email);

    const res = await post('/api/auth/reset-password', { token, newPassword: 'a fresh secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.passwordReset });
    for (const s of [session, other]) {
      expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(s) })).statusCode).toBe(401);
    }
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'a fresh secret' })).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', { token, newPassword: 'yet another one' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.resetFailed });
    expect((await post('/api/auth/login', { email, password: 'a fresh secret' })).statusCode).toBe(200);
  });

  it('a new request replaces the previous link; a verification link is not affected by a request', async () => {
    const { email } = await registerUser(t);
    const verify = verificationToken(t.mail, email);
    await post('/api/auth/forgot-password', { email });
    const first = await resetToken(email);
    await post('/api/auth/forgot-password', { email });
    const second = await resetToken(email);
    expect(second).not.toBe(first);
    expect((await post('/api/auth/reset-password', { token: first, newPassword: 'first try!' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${verify}` })).statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token: second, newPassword: 'second try' })).statusCode).toBe(200);
  });

  it('setting a new password revokes every other outstanding link (verification included)', async () => {
    const { email } = await registerUser(t);
    const verify = verificationToken(t.mail, email);
    await post('/api/auth/forgot-password', { email });
    expect((await post('/api/auth/reset-password', { token: await resetToken(email), newPassword: 'second try' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${verify}` })).statusCode).toBe(400);
  });

  it('a link older than an hour is refused and changes nothing', async () => {
    const { email } = await registerUser(t);
    await post('/api/auth/forgot-password', { email });
    const token = await resetToken(email);
    t.clock.advance(60 * 60 * 1000 + 1000);
    const res = await post('/api/auth/reset-password', { token, newPassword: 'too late now' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetFailed });
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('concurrent uses of one link: exactly one succeeds', async () => {
    const { email } = await registerUser(t);
    await post('/api/auth/forgot-password', { email });
    const token = await resetToken(email);
    const answers = await Promise.all(['racer one', 'racer two', 'racer three'].map((newPassword) => post('/api/auth/reset-password', { token, newPassword })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    const winner = ['racer one', 'racer two', 'racer three'].filter((_, i) => answers[i]!.statusCode === 200)[0]!;
    expect((await post('/api/auth/login', { email, password: winner })).statusCode).toBe(200);
  });

  it('400 for a bad token or a short password; nothing changes', async () => {
    const { email } = await registerUser(t);
    await post('/api/auth/forgot-password', { email });
    const token = await resetToken(email);
    const short = await post('/api/auth/reset-password', { token, newPassword: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'New password must be at least 6 characters long.' });
    const missing = await post('/api/auth/reset-password', { newPassword: 'long enough' });
    expect(missing.json()).toEqual({ message: 'Reset token is required.' });
    const unknown = await post('/api/auth/reset-password', { token: 'not-a-real-token', newPassword: 'long enough' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: AUTH_MESSAGES.resetFailed });
    // The real link still works after those.
    expect((await post('/api/auth/reset-password', { token, newPassword: 'long enough' })).statusCode).toBe(200);
  });

  it('clears the failed-login count of the account and verifies its address', async () => {
    const { email } = await registerUser(t);
    for (let i = 0; i < 3; i++) await post('/api/auth/login', { email, password: 'wrong guess' });
    expect((await t.app.limiter.store.peek(`failed-password:${email}`)).count).toBe(3);
    await post('/api/auth/forgot-password', { email });
    await post('/api/auth/reset-password', { token: await resetToken(email), newPassword: 'clean slate' });
    expect((await t.app.limiter.store.peek(`failed-password:${email}`)).count).toBe(0);
    const row = await t.app.db.kysely.selectFrom('users').select('email_verified_at').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
  });
});
