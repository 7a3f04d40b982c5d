// Abuse limits on register, login and resend-verification: per IP, per e-mail, failed logins per
// account — in memory, and in Redis when REDIS_TEST_URL is set.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cuemap/shared';
import { PASSWORD, build, registerUser, uniqueEmail, type TestApp } from '../../../helper';

const redisUrl = process.env.REDIS_TEST_URL;
const stores = [
  ['memory', {}],
  ...(redisUrl ? [['redis', { REDIS_URL: redisUrl }] as const] : []),
] as const;

let current: TestApp | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

/** The product's default limits, except the failed-login budget where noted. */
async function appWith(env: Record<string, string>, extra: Record<string, string> = {}) {
  current = await build({
    env: { RATE_LIMIT_IP_PER_MINUTE: '30', RATE_LIMIT_EMAIL_PER_MINUTE: '10', ...env, ...extra },
    redisPrefix: `cuemap-test:${randomBytes(6).toString('hex')}:`,
  });
  return current;
}

const from = (ip: string) => ({ remoteAddress: ip });

describe.each(stores)('rate limits (%s store)', (_name, env) => {
  it('allows 30 requests a minute per IP on each route, then 429 with a message and Retry-After', async () => {
    const t = await appWith(env);
    for (let i = 0; i < 30; i++) {
      const res = await t.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: uniqueEmail() }, ...from('10.0.0.1') });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await t.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: uniqueEmail() }, ...from('10.0.0.1') });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address and another route are counted separately.
    const otherIp = await t.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: uniqueEmail() }, ...from('10.0.0.2') });
    expect(otherIp.statusCode).toBe(200);
    const otherRoute = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password: 'x' }, ...from('10.0.0.1') });
    expect(otherRoute.statusCode).toBe(401);
    // The window passes.
    t.clock.advance(61_000);
    if (_name === 'memory') {
      const later = await t.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: uniqueEmail() }, ...from('10.0.0.1') });
      expect(later.statusCode).toBe(200);
    }
  });

  it('allows 10 requests a minute per e-mail, from any address', async () => {
    const t = await appWith(env);
    const email = uniqueEmail('target');
    for (let i = 0; i < 10; i++) {
      const res = await t.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email }, ...from(`10.1.0.${i}`) });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await t.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: email.toUpperCase() }, ...from('10.1.1.1') });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many requests/);
  });

  it('stops login after too many failures for one account, and the owner gets back in later', async () => {
    // The rule is 100 an hour; 5 keeps the test fast and exercises the same code.
    const t = await appWith(env, { RATE_LIMIT_FAILED_LOGINS_PER_HOUR: '5', RATE_LIMIT_IP_PER_MINUTE: '1000', RATE_LIMIT_EMAIL_PER_MINUTE: '1000' });
    const { email } = await registerUser(t);
    for (let i = 0; i < 5; i++) {
      const res = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: `guess-${i}` }, ...from(`10.2.0.${i}`) });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: AUTH_MESSAGES.tooManyFailedLogins });
    // Unknown accounts are limited the same way, so the 429 reveals nothing either.
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ghost, password: 'x' } });
    expect((await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ghost, password: 'x' } })).statusCode).toBe(429);
    if (_name === 'memory') {
      t.clock.advance(60 * 60 * 1000 + 1000);
      const back = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
      expect(back.statusCode).toBe(200);
    } else {
      // Redis expires the window on its own clock: reset it as an hour passing would.
      await t.app.limiter.store.reset(`failed-login:${email}`);
      const back = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
      expect(back.statusCode).toBe(200);
    }
  });
});
