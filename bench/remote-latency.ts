// `npm run bench:remote`: how fast a remote's command reaches the prompter (issue 13: < 100 ms on the
// same network). A prompter socket and a remote socket on the real stage; the remote sends commands at
// a steady pace (below the 30/s per-socket limit), the prompter acks each at once. Printed: one-way
// latency remote → prompter and the round trip with the ack (p50/p95/max), beside a bare `ws` echo
// server measured in the same run (one way = client → server, round trip = echo), and their ratio.
// Scenarios: "in-process" — one instance, no Redis — always; "via Redis" — remote on instance A,
// prompter on instance B, messages through Redis pub/sub — when BENCH_REDIS_URL (or REDIS_URL) is set,
// the two instances sharing one SQLite file, or PostgreSQL with BENCH_DATABASE_URL.
// "bare Redis" (printed with the Redis scenario) is a PUBLISH → subscriber hop without the app, and back.
// Everything runs in this process, so both ends read the same clock (performance.now()).
// Env: BENCH_COMMANDS (default 500), BENCH_INTERVAL_MS (default 40, i.e. 25 commands/s).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import WebSocket, { WebSocketServer } from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { openDatabase } from '../apps/api/src/db/database';

const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 500);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 40);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL;
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const TARGET_MS = 100;

interface Figures {
  oneWay: number[];
  roundTrip: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

function stats(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1]! };
}

function open(url: string, onMessage: (data: Record<string, unknown>) => void): Promise<WebSocket> {
  const ws = new WebSocket(url);
  ws.on('message', (raw) => onMessage(JSON.parse(String(raw)) as Record<string, unknown>));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Resolves with the first message `pick` accepts. */
function waitFor(ws: WebSocket, pick: (m: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const on = (raw: WebSocket.RawData) => {
      const m = JSON.parse(String(raw)) as Record<string, unknown>;
      if (!pick(m)) return;
      ws.off('message', on);
      resolve(m);
    };
    ws.on('message', on);
  });
}

/** Sends `COMMANDS` messages at a steady pace and waits for every answer. */
async function paced(send: (i: number) => void, answered: () => number): Promise<void> {
  const start = performance.now();
  for (let i = 0; i < COMMANDS; i++) {
    const due = start + i * INTERVAL_MS;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    send(i);
  }
  const deadline = performance.now() + 10_000;
  while (answered() < COMMANDS && performance.now() < deadline) await sleep(5);
  if (answered() < COMMANDS) throw new Error(`only ${answered()} of ${COMMANDS} answered`);
}

/** The baseline: a bare ws server that echoes; one way is client → server. */
async function bareEcho(): Promise<Figures> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const figures: Figures = { oneWay: [], roundTrip: [] };
  server.on('connection', (ws) =>
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { sentAt: number };
      figures.oneWay.push(performance.now() - m.sentAt);
      ws.send(String(raw));
    }),
  );
  const port = (server.address() as { port: number }).port;
  const client = await open(`ws://127.0.0.1:${port}`, (m) => figures.roundTrip.push(performance.now() - (m.sentAt as number)));
  await paced(
    (i) => client.send(JSON.stringify({ type: 'command', id: `b${i}`, sentAt: performance.now(), command: { kind: 'next' } })),
    () => figures.roundTrip.length,
  );
  client.close();
  await new Promise((resolve) => server.close(resolve));
  return figures;
}

/** A second reference for the Redis scenario: a bare Redis PUBLISH → subscriber, and back (no app). */
async function barePubSub(url: string): Promise<Figures> {
  const pub = new Redis(url);
  const sub = new Redis(url);
  const channel = `bench-bare-${randomBytes(4).toString('hex')}`;
  const figures: Figures = { oneWay: [], roundTrip: [] };
  await sub.subscribe(channel, `${channel}:back`);
  sub.on('message', (ch: string, raw: string) => {
    const m = JSON.parse(raw) as { sentAt: number };
    if (ch === channel) {
      figures.oneWay.push(performance.now() - m.sentAt);
      void pub.publish(`${channel}:back`, raw);
    } else figures.roundTrip.push(performance.now() - m.sentAt);
  });
  await paced(
    (i) => void pub.publish(channel, JSON.stringify({ id: i, sentAt: performance.now() })),
    () => figures.roundTrip.length,
  );
  await Promise.all([pub.quit(), sub.quit()]);
  return figures;
}

async function startApp(dataDir: string, redisUrl: string | undefined, prefix: string, db?: ReturnType<typeof openDatabase>): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    APP_URL: 'http://bench.test',
    RATE_LIMIT_IP_PER_MINUTE: '1000000',
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000000',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
  });
  const app = await buildApp(config, { redisPrefix: prefix, logger: false, ...(db ? { db, migrate: false } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const socketOf = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as { port: number }).port}/api/stage/socket`;

/** A prompter on `prompterApp`, a remote on `remoteApp`; the prompter acks every command at once. */
async function stage(remoteApp: FastifyInstance, prompterApp: FastifyInstance): Promise<Figures> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const reg = await remoteApp.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'correct horse 1' } });
  const session = reg.json<{ token: string }>().token;
  const auth = { authorization: `Bearer ${session}` };
  const node = { id: '1', x: 0, y: 0, title: 'Main', text: 'Hello there.', color: '#3B82F6', isRoot: true };
  const map = await remoteApp.inject({
    method: 'POST',
    url: '/api/mindmaps',
    headers: auth,
    payload: { title: 'Bench', nodes: [node], connections: [], viewState: { translateX: 0, translateY: 0 }, nodeOrder: ['1'] },
  });
  const mapId = map.json<{ _id: string }>()._id;
  const link = await remoteApp.inject({ method: 'POST', url: `/api/mindmaps/${mapId}/stage-links`, headers: auth, payload: { mode: 'remote' } });
  const token = link.json<{ token: string }>().token;

  const figures: Figures = { oneWay: [], roundTrip: [] };
  const prompter: WebSocket = await open(socketOf(prompterApp), (m) => {
    if (m.type !== 'command') return;
    figures.oneWay.push(performance.now() - (m.sentAt as number));
    prompter.send(JSON.stringify({ type: 'ack', id: m.id, sentAt: m.sentAt }));
  });
  const welcomed = waitFor(prompter, (m) => m.type === 'welcome');
  prompter.send(JSON.stringify({ type: 'hello', as: 'prompter', mindMapId: mapId, session }));
  await welcomed;
  const remote = await open(socketOf(remoteApp), (m) => {
    if (m.type === 'ack') figures.roundTrip.push(performance.now() - (m.sentAt as number));
    if (m.type === 'error') throw new Error(String(m.message));
  });
  const ready = waitFor(remote, (m) => m.type === 'prompter' && m.connected === true);
  remote.send(JSON.stringify({ type: 'hello', as: 'link', token }));
  await ready;
  await paced(
    (i) => remote.send(JSON.stringify({ type: 'command', id: `c${i}`, sentAt: performance.now(), command: { kind: i % 2 ? 'faster' : 'slower' } })),
    () => figures.roundTrip.length,
  );
  prompter.close();
  remote.close();
  return figures;
}

function report(name: string, f: Figures, base: Figures): boolean {
  const fmt = (n: number) => n.toFixed(2).padStart(7);
  let ok = true;
  for (const [label, values, baseline] of [
    ['one way', f.oneWay, base.oneWay],
    ['round trip', f.roundTrip, base.roundTrip],
  ] as const) {
    const s = stats(values);
    const b = stats(baseline);
    if (s.p95 >= TARGET_MS) ok = false;
    console.log(
      `${name.padEnd(12)} ${label.padEnd(11)} p50 ${fmt(s.p50)} ms  p95 ${fmt(s.p95)} ms  max ${fmt(s.max)} ms  |  bare ws p50 ${fmt(b.p50)} ms  p95 ${fmt(b.p95)} ms  |  ratio p50 ${(s.p50 / b.p50).toFixed(1)}×  p95 ${(s.p95 / b.p95).toFixed(1)}×`,
    );
  }
  return ok;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-bench-remote-'));
const apps: FastifyInstance[] = [];
try {
  console.log(`${COMMANDS} commands every ${INTERVAL_MS} ms per scenario; target: a command reaches the prompter in < ${TARGET_MS} ms (p95).`);
  const baseline = await bareEcho();

  const single = await startApp(path.join(dataDir, 'single'), undefined, 'bench:');
  apps.push(single);
  const results: Array<[string, Figures]> = [['in-process', await stage(single, single)]];

  if (REDIS_URL) {
    const prefix = `bench-${randomBytes(4).toString('hex')}:`;
    const shared = path.join(dataDir, 'shared');
    const a = await startApp(shared, REDIS_URL, prefix);
    apps.push(a);
    // B opens the same database (the SQLite file A created, or the same PostgreSQL) without migrating.
    const db = DATABASE_URL ? openDatabase({ databaseUrl: DATABASE_URL }) : openDatabase({ sqliteFile: path.join(shared, 'cuemap.db') });
    const b = await startApp(shared, REDIS_URL, prefix, db);
    apps.push(b);
    results.push(['via Redis', await stage(a, b)]);
    results.push(['bare Redis', await barePubSub(REDIS_URL)]);
  } else {
    console.log('via Redis: skipped (set BENCH_REDIS_URL, and BENCH_DATABASE_URL for PostgreSQL instead of a shared SQLite file).');
  }

  let ok = true;
  for (const [name, figures] of results) ok = report(name, figures, baseline) && ok;
  console.log(ok ? `OK: every p95 under ${TARGET_MS} ms.` : `FAIL: a p95 is at or over ${TARGET_MS} ms.`);
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const app of apps.reverse()) await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
