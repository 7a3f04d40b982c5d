// TRUST_PROXY: X-Forwarded-For names the client only when the connection comes from a listed proxy,
// so a client cannot escape the per-address limits by inventing addresses (issue 9, item 5).
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { build, uniqueEmail, type TestApp } from '../../helper';

let current: TestApp | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

/** The product's per-IP limit (30 a minute); the other login limits are raised out of the way. */
async function appWith(env: Record<string, string> = {}) {
  current = await build({
    env: {
      RATE_LIMIT_IP_PER_MINUTE: '30',
      RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
      RATE_LIMIT_FAILED_LOGINS_PER_HOUR: '1000',
      RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS_PER_HOUR: '1000',
      ...env,
    },
  });
  return current;
}

/**
 * A login without its password: the per-IP window (an onRequest hook, before the body is read) counts it
 * like any login, and it is refused (400) before a password is checked. A wrong password costs an argon2
 * verification each (~20 ms of CPU; these tests send about 300); limits on real wrong logins are
 * auth/rate-limits.test.ts's.
 */
const loginBody = () => ({ email: uniqueEmail('spoof') });
/** What each login gets while its address is under the limit. */
const UNDER_LIMIT = 400;

/** Statuses of `n` logins, each with its own e-mail and the X-Forwarded-For of `forwardedFor(i)`. */
async function logins(t: TestApp, n: number, remoteAddress: string, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: loginBody(),
      headers: { 'x-forwarded-for': forwardedFor(i) },
      remoteAddress,
    });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) expect(res.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  }
  return statuses;
}

const expectLimitedAfter30 = (statuses: number[]) => {
  expect(statuses.slice(0, 30).every((s) => s === UNDER_LIMIT)).toBe(true);
  expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
};

describe('over real HTTP', () => {
  /** Posts 40 logins to the listening app, each claiming another client address. */
  async function spoofedOverHttp(t: TestApp) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/auth/login`;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify(loginBody()),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      await res.arrayBuffer();
    }
    return statuses;
  }

  it('by default no proxy is trusted: 40 spoofed X-Forwarded-For values still hit the per-IP limit', async () => {
    const t = await appWith();
    expectLimitedAfter30(await spoofedOverHttp(t));
  });

  it('a client that is not a listed proxy is limited by its own address', async () => {
    const t = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    expectLimitedAfter30(await spoofedOverHttp(t));
  });

  it('behind a listed proxy (here loopback), each forwarded client has its own limit', async () => {
    const t = await appWith({ TRUST_PROXY: '127.0.0.1' });
    expect((await spoofedOverHttp(t)).every((s) => s === UNDER_LIMIT)).toBe(true);
  });
});

describe('TRUST_PROXY=10.9.0.1,fd00::/8', () => {
  const env = { TRUST_PROXY: '10.9.0.1,fd00::/8' };

  it('from an untrusted address the header is ignored: 40 spoofed values are one client, 429 after 30', async () => {
    const t = await appWith(env);
    expectLimitedAfter30(await logins(t, 40, '203.0.113.9', (i) => `198.51.100.${i}`));
    // The real address is what was limited: another untrusted client still gets in.
    expect(await logins(t, 1, '203.0.113.10', () => '198.51.100.1')).toEqual([UNDER_LIMIT]);
  });

  it('from a trusted proxy the forwarded client is used, and limited like a direct one', async () => {
    const t = await appWith(env);
    // 40 different clients through the proxy: none of them near its limit.
    expect((await logins(t, 40, '10.9.0.1', (i) => `198.51.100.${i}`)).every((s) => s === UNDER_LIMIT)).toBe(true);
    // One client through the proxy: limited at 30.
    expectLimitedAfter30(await logins(t, 40, '10.9.0.1', () => '192.0.2.7'));
  });

  it('a client cannot add addresses in front of what the proxy appends', async () => {
    const t = await appWith(env);
    // The client sends its own X-Forwarded-For; the proxy appends the address it saw (192.0.2.8).
    expectLimitedAfter30(await logins(t, 40, '10.9.0.1', (i) => `198.51.100.${i}, 192.0.2.8`));
  });

  it('IPv6: a proxy inside a listed range is trusted, one outside it is not', async () => {
    const t = await appWith(env);
    expect((await logins(t, 40, 'fd00::17', (i) => `2001:db8::${i.toString(16)}`)).every((s) => s === UNDER_LIMIT)).toBe(true);
    expectLimitedAfter30(await logins(t, 40, 'fe80::17', (i) => `2001:db8::${i.toString(16)}`));
  });
});
