// Benchmark target (run by bench/api.ts in a child process): the real API app on a fresh SQLite
// database (synchronous=FULL, as in production) and bare Fastify routes as baselines, in one process
// so that each scenario and its baseline share the same runtime and flags.
// Messages from the parent (each answered with {reply: id, ...}):
//   {upgrade: email}          sets the bench account's plan (plan changes belong to billing)
//   {bare: {map, list}}       the exact response bodies the bare routes should send
//   {cpu: true}               this process's CPU time and GC pause time so far (µs), per request
//   {profile: 'start'|'stop'} V8 CPU profile of the measured run (stop answers with the profile)
import { mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  // The embedded mail and billing defaults, which production only runs with these explicit opt-ins.
  ALLOW_LOG_MAIL: '1',
  BILLING_MODE: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  // The bench registers and logs in from one address; raise the abuse limits for it.
  RATE_LIMIT_IP_PER_MINUTE: '1000000',
  RATE_LIMIT_EMAIL_PER_MINUTE: '1000000',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  // BENCH_METRICS_TOKEN: measure with /metrics on (its HTTP hook and query timings), against the default off.
  METRICS_TOKEN: process.env.BENCH_METRICS_TOKEN,
});

const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });

// Baselines: a hello-world route (the framework's ceiling) and routes sending the very bytes the API
// answers GET /api/mindmaps/:id and GET /api/mindmaps with (transport cost of the same payload).
// Sent as Buffers, the cheapest form Fastify can send (the API's caches hold encoded JSON too).
const payloads = { map: Buffer.alloc(0), list: Buffer.alloc(0) };
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ hello: 'world' }));
bare.get('/bare-map', async (_req, reply) => reply.type('application/json; charset=utf-8').send(payloads.map));
bare.get('/bare-list', async (_req, reply) => reply.type('application/json; charset=utf-8').send(payloads.list));
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (f: { server: { address(): unknown } }) => (f.server.address() as { port: number }).port;

// With BENCH_PROFILE set the profiler runs from the start and is restarted around each measured run:
// V8 attributes code optimised while no profiler was running to "(program)", so starting it only for
// the measured run would hide most of the hot functions.
let gcMicros = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMicros += entry.duration * 1000;
}).observe({ entryTypes: ['gc'] });

let session: Session | undefined;
if (process.env.BENCH_PROFILE) {
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
}

interface Message {
  id: number;
  upgrade?: string;
  bare?: { map: string; list: string };
  cpu?: boolean;
  profile?: 'start' | 'stop';
}

process.on('message', async (msg: Message) => {
  let answer: Record<string, unknown> = {};
  if (msg.upgrade) {
    await app.db.kysely.updateTable('users').set({ plan: 'elite' }).where('email', '=', msg.upgrade).execute();
  } else if (msg.bare) {
    payloads.map = Buffer.from(msg.bare.map);
    payloads.list = Buffer.from(msg.bare.list);
  } else if (msg.cpu) {
    const { user, system } = process.cpuUsage();
    answer = { cpuMicros: user + system, gcMicros };
  } else if (msg.profile === 'start' && session) {
    await session.post('Profiler.stop');
    await session.post('Profiler.start');
  } else if (msg.profile === 'stop' && session) {
    const { profile } = await session.post('Profiler.stop');
    await session.post('Profiler.start');
    answer = { profile };
  }
  process.send?.({ reply: msg.id, ...answer });
});

const shutdown = async () => {
  await Promise.all([app.close(), bare.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

process.send?.({ appPort: portOf(app), barePort: portOf(bare), dataDir });
