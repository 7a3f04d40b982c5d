// Logs carry a request id and never a session token, password or verification token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
