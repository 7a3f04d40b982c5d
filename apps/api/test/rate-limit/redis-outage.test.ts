// Redis outage (issue 9, item 9): with REDIS_URL set and Redis down, the account routes answer as usual
// (limits counted in this instance's memory), the outage is logged once, and /api/health says so.
// Real sockets only: a port nothing listens on, and a real redis-server started, killed and restarted.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD, build, uniqueEmail, type TestApp } from '../helper';

let current: TestApp | undefined;
const redisServers: ChildProcess[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await current?.close();
  current = undefined;
  for (const child of redisServers.splice(0)) await stopRedis(child);
});

/** A port that was free a moment ago (nothing listens on it now). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: 'ignore',
  });
  redisServers.push(child);
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  await until(async () => {
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      probe.disconnect();
      return false;
    }
  });
  probe.disconnect();
  return child;
}

async function stopRedis(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** An app on `redisUrl` that logs at info level into `lines`. */
async function appOn(redisUrl: string, lines: string[]) {
  current = await build({
    env: { REDIS_URL: redisUrl, LOG_LEVEL: 'info', RATE_LIMIT_IP_PER_MINUTE: '30', RATE_LIMIT_EMAIL_PER_MINUTE: '10' },
    redisPrefix: `cuemap-test:${randomBytes(6).toString('hex')}:`,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  return current;
}

const messages = (lines: string[], text: string) => lines.filter((l) => String(JSON.parse(l).msg).includes(text));
const OUTAGE = 'Redis is unavailable';
const BACK = 'Redis is available again';

/** Register, log in, forgot-password and resend-verification for a fresh account: their statuses. */
async function accountRoutes(t: TestApp, ip: string) {
  const email = uniqueEmail('outage');
  const from = { remoteAddress: ip };
  const register = await t.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD }, ...from });
  const login = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, ...from });
  const wrong = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong password 1' }, ...from });
  const forgot = await t.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, ...from });
  const resend = await t.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email }, ...from });
  return [register, login, wrong, forgot, resend].map((r) => r.statusCode);
}
const AS_USUAL = [201, 200, 401, 200, 200];

describe('REDIS_URL set, nothing listening there', () => {
  // The timeout is the "fail fast" check: before, each request waited 1–2 s for Redis, then failed.
  it('the account routes answer as usual, limits still hold, one warning, health degraded', { timeout: 15_000 }, async () => {
    const consoleErrors = vi.spyOn(console, 'error');
    const lines: string[] = [];
    const t = await appOn(`redis://127.0.0.1:${await freePort()}`, lines);

    expect(await accountRoutes(t, '10.3.0.1')).toEqual(AS_USUAL);

    // The per-IP limit still applies, counted in this instance's memory.
    for (let i = 0; i < 30; i++) {
      const res = await t.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: uniqueEmail() }, remoteAddress: '10.3.0.2' });
      expect(res.statusCode).toBe(200);
    }
    const limited = await t.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: uniqueEmail() }, remoteAddress: '10.3.0.2' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Keep using it while the client retries the connection in the background (several attempts).
    const started = Date.now();
    for (let n = 0; Date.now() - started < 2500; n++) expect(await accountRoutes(t, `10.4.${n >> 8}.${n & 255}`)).toEqual(AS_USUAL);

    const health = await t.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'ok', redis: 'down' });

    expect(messages(lines, OUTAGE)).toHaveLength(1);
    expect(JSON.parse(messages(lines, OUTAGE)[0]!).level).toBe(40); // warn
    const unhandled = consoleErrors.mock.calls.filter((args) => args.some((a) => String(a).includes('Unhandled error event')));
    expect(unhandled).toHaveLength(0);
    expect(lines.filter((l) => JSON.parse(l).level >= 50)).toEqual([]); // no error-level lines (no 500s)
  });
});

describe.skipIf(!hasRedisServer)('a real Redis that goes away and comes back', () => {
  it('shares counters through Redis, falls back to memory while it is gone, and returns to it', { timeout: 30_000 }, async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const lines: string[] = [];
    const t = await appOn(`redis://127.0.0.1:${port}`, lines);
    const reader = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 0 });
    reader.on('error', () => {});
    try {
      const keyCount = async () => (await reader.keys('cuemap-test:*')).length;

      expect((await t.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', redis: 'ok' });
      expect(await accountRoutes(t, '10.5.0.1')).toEqual(AS_USUAL);
      expect(await keyCount()).toBeGreaterThan(0); // the counters live in Redis

      await stopRedis(redis);
      for (let i = 0; i < 5; i++) expect(await accountRoutes(t, `10.5.1.${i}`)).toEqual(AS_USUAL);
      const down = await t.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(200);
      expect(down.json()).toMatchObject({ status: 'degraded', database: 'ok', redis: 'down' });
      expect(messages(lines, OUTAGE)).toHaveLength(1);

      redis = await startRedis(port); // an empty Redis, as after a restart without persistence
      await until(async () => (await t.inject({ method: 'GET', url: '/api/health' })).json().redis === 'ok');
      expect(await accountRoutes(t, '10.5.2.1')).toEqual(AS_USUAL);
      expect(await keyCount()).toBeGreaterThan(0); // counting in Redis again
      expect(messages(lines, BACK)).toHaveLength(1);
      expect(messages(lines, OUTAGE)).toHaveLength(1);
      expect(lines.filter((l) => JSON.parse(l).level >= 50)).toEqual([]);
    } finally {
      reader.disconnect();
    }
  });
});
