// REQUIRE_EMAIL_VERIFICATION on, with mail going through a real SMTP server (smtp-server, in process).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES } from '@cuemap/shared';
import { PASSWORD, bearer, build, uniqueEmail, type TestApp } from '../../../helper';

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const inbox: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  t = await build({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Cuemap <hello@cuemap.test>' }, realMailer: true });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function waitForMail(to: string): Promise<Received> {
  for (let i = 0; i < 200; i++) {
    const found = inbox.find((m) => m.to.includes(to));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${to}`);
}

/** The verification link as the mail shows it (quoted-printable unfolded). */
function linkIn(raw: string): URL {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /http:\/\/cuemap\.test\/verify-email\?token=[A-Za-z0-9_-]+/.exec(unfolded);
  if (!match) throw new Error(`no link in:\n${raw}`);
  return new URL(match[0]);
}

describe('with REQUIRE_EMAIL_VERIFICATION (default when SMTP_URL is set)', () => {
  it('register returns requiresVerification and no token; login is 403 until the mailed link is followed', async () => {
    expect(t.config.requireEmailVerification).toBe(true);
    const email = uniqueEmail('smtp');
    const reg = await t.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD } });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toEqual({ message: AUTH_MESSAGES.registeredVerify, requiresVerification: true });
    expect(reg.json().message).toMatch(/success/);

    const early = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: AUTH_MESSAGES.verifyFirst, requiresVerification: true });

    // A wrong password still says "invalid", so the 403 reveals nothing to someone without it.
    const wrong = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'nope nope' } });
    expect(wrong.statusCode).toBe(401);

    const mail = await waitForMail(email);
    expect(mail.raw).toMatch(/From: Cuemap <hello@cuemap\.test>/);
    expect(mail.raw).toMatch(/Subject: Verify your Cuemap email address/);
    const link = linkIn(mail.raw);
    expect(link.pathname).toBe('/verify-email');

    // The SPA's /verify-email screen calls the API with the token from the link.
    const verified = await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${link.searchParams.get('token')}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: AUTH_MESSAGES.verified });

    const login = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(login.json().token) });
    expect(me.json().user.email).toBe(email);
  });

  it('resend-verification mails a fresh link that works', async () => {
    const email = uniqueEmail('resend');
    await t.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD } });
    await waitForMail(email);
    inbox.length = 0;
    const res = await t.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } });
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.resendSent });
    const link = linkIn((await waitForMail(email)).raw);
    const verified = await t.inject({ method: 'GET', url: link.pathname.replace('/verify-email', '/api/auth/verify-email') + link.search });
    expect(verified.statusCode).toBe(200);
  });
});
