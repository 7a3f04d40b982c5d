// Abuse limits on register, login and resend-verification: per IP, per e-mail, failed logins per
// account — in memory, and in Redis when REDIS_TEST_URL is set.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cuemap/shared';
import { PASSWORD, build, registerUser, uniqueEmail, type TestApp } from '../../../helper';

const redisUrl = process.env.REDIS_TEST_URL;
const stores = [['memory', {}], ...(redisUrl ? [['redis', { REDIS_URL: redisUrl }] as const] : [])] as const;

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

  it('stops one address after too many failures for an account, and it gets back in later', async () => {
    // The rule is 10 per address (100 per account) an hour; 3 keeps the test fast and exercises the same code.
    const t = await appWith(env, { RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS_PER_HOUR: '3', RATE_LIMIT_IP_PER_MINUTE: '1000', RATE_LIMIT_EMAIL_PER_MINUTE: '1000' });
    const { email } = await registerUser(t);
    for (let i = 0; i < 3; i++) {
      const res = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: `guess-${i}` }, ...from('10.2.0.1') });
      expect(res.statusCode).toBe(401);
    }
    // Even the right password is not checked from that address now...
    const locked = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, ...from('10.2.0.1') });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: AUTH_MESSAGES.tooManyFailedLogins });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3000);
    // ...while the owner elsewhere logs in.
    expect((await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, ...from('10.2.0.2') })).statusCode).toBe(200);
    // Unknown accounts are limited the same way, so the 429 reveals nothing either.
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 3; i++) await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ghost, password: 'x' }, ...from('10.2.0.1') });
    expect((await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ghost, password: 'x' }, ...from('10.2.0.1') })).statusCode).toBe(429);
    if (_name === 'memory') {
      t.clock.advance(60 * 60 * 1000 + 1000);
    } else {
      // Redis expires the window on its own clock: reset it as an hour passing would.
      await t.app.limiter.store.reset(`failed-password:${email}|10.2.0.1`);
    }
    const back = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, ...from('10.2.0.1') });
    expect(back.statusCode).toBe(200);
  });

  it('an attack on one account from many addresses does not lock the owner out', async () => {
    // 100 failures an hour per account in production; 20 here.
    const t = await appWith(env, { RATE_LIMIT_FAILED_LOGINS_PER_HOUR: '20', RATE_LIMIT_IP_PER_MINUTE: '1000', RATE_LIMIT_EMAIL_PER_MINUTE: '1000' });
    const { email } = await registerUser(t);
    const attacker = (i: number) => from(`10.3.${Math.floor(i / 250)}.${i % 250}`);
    for (let i = 0; i < 20; i++) {
      const res = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: `guess-${i}` }, ...attacker(i % 5) });
      expect(res.statusCode).toBe(401);
    }
    // The account is under attack: an address that already failed gets no more guesses...
    const again = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'guess-again' }, ...attacker(0) });
    expect(again.statusCode).toBe(429);
    // ...a fresh attacking address gets one, then nothing...
    expect((await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'fresh guess' }, ...attacker(99) })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'second guess' }, ...attacker(99) })).statusCode).toBe(429);
    // ...and the owner, from an address with no failures, logs in with the right password.
    const owner = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, ...from('192.0.2.10') });
    expect(owner.statusCode).toBe(200);
    // While the account is under attack every address gets one try an hour, the owner's too: after a
    // typo, a password reset by mail (which starts the account afresh) is the way in.
    await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'typo' }, ...from('192.0.2.11') });
    const afterTypo = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, ...from('192.0.2.11') });
    expect(afterTypo.statusCode).toBe(429);
  });
});
