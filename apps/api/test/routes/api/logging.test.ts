// Logs carry a request id and never a session token, password, e-mail link token or stage link token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { PASSWORD, bearer, build, uniqueEmail, verificationToken, type TestApp } from '../../helper';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await build({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(async () => t.close());

describe('logs', () => {
  it('have a request id and no secrets', async () => {
    const email = uniqueEmail('log');
    const reg = await t.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD } });
    const token = reg.json().token as string;
    await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    const verify = verificationToken(t.mail, email);
    await t.inject({ method: 'GET', url: `/api/auth/verify-email?token=${verify}` });
    await t.inject({ method: 'GET', url: '/api/auth/me', headers: { ...bearer('x'.repeat(43)), cookie: 'sid=secret-cookie' } });

    const log = lines.join('');
    expect(log).toContain('"reqId"');
    expect(log).toContain('/api/auth/verify-email?token=[REDACTED]');
    for (const secret of [token, verify, PASSWORD, 'secret-cookie', 'x'.repeat(43)]) expect(log).not.toContain(secret);
  });

  it('never show a token carried in a page path or query, whichever way the path is written', async () => {
    const from = lines.length;
    const secret = () => randomBytes(24).toString('base64url');
    const tokens: string[] = [];
    const page = (url: string) => t.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    for (const path of ['/remote/', '/display/', '/audience/', '/invite/', '/view/', '/Remote/', '//display/', '/api/remote/']) {
      const token = secret();
      tokens.push(token);
      await page(`${path}${token}`);
      await page(`${path}${token}/more?x=1`);
    }
    // A broken %-escape after the token: the router cannot read the path, and the handler logs it.
    const broken = secret();
    tokens.push(broken);
    await page(`/display/${broken}%E0%A4%A`);
    for (const path of ['/reset-password?token=', '/verify-email?x=1&token=', '/api/auth/verify-email?token=']) {
      const token = secret();
      tokens.push(token);
      await page(`${path}${token}`);
    }

    const log = lines.slice(from).join('');
    expect(log).toContain('/remote/[REDACTED]');
    expect(log).toContain('/display/[REDACTED]');
    expect(log).toContain('/invite/[REDACTED]');
    expect(log).toContain('Unreadable request path');
    for (const token of tokens) expect(log).not.toContain(token);
  });
});
