// Benchmark target (run by bench/live.ts, one child process per instance): the real API app on loopback,
// on the SQLite file in BENCH_LIVE_DATA_DIR (shared by both instances) or BENCH_DATABASE_URL, with
// REDIS_URL when given (two instances then share live edits over Redis). Started with --expose-gc.
// Messages from the parent (each answered with {reply: id, ...}):
//   {upgrade: email}  gives the bench account the Elite plan (no script limit)
//   {cpu: true}       this process's CPU time so far (µs, all threads)
//   {memory: true}    heap used and RSS after a full GC (bytes), and the live documents loaded here
import { setImmediate as tick } from 'node:timers/promises';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';

const config = loadConfig({
  NODE_ENV: 'production',
  // The embedded mail and billing defaults, which production only runs with these explicit opt-ins.
  ALLOW_LOG_MAIL: '1',
  BILLING_MODE: 'test',
  DATA_DIR: process.env.BENCH_LIVE_DATA_DIR,
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  RATE_LIMIT_IP_PER_MINUTE: '10000000',
  RATE_LIMIT_EMAIL_PER_MINUTE: '10000000',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  REDIS_URL: process.env.BENCH_LIVE_REDIS_URL,
});

const app = await buildApp(config, {
  redisPrefix: process.env.BENCH_LIVE_PREFIX,
  migrate: process.env.BENCH_LIVE_MIGRATE !== '0',
  // A socket's update budget is raised like the rate limits: the CPU run sends bursts past 60/s.
  liveUpdatesPerSecond: 100_000,
});
await app.listen({ port: 0, host: '127.0.0.1' });

interface Message {
  id: number;
  upgrade?: string;
  cpu?: boolean;
  memory?: boolean;
}

process.on('message', async (msg: Message) => {
  let answer: Record<string, unknown> = {};
  if (msg.upgrade) {
    await app.db.kysely.updateTable('users').set({ plan: 'elite' }).where('email', '=', msg.upgrade).execute();
  } else if (msg.cpu) {
    const { user, system } = process.cpuUsage();
    answer = { cpuMicros: user + system };
  } else if (msg.memory) {
    // Twice, a tick apart: what the first collection finalised is freed by the second.
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) throw new Error('bench/live-server.ts needs --expose-gc');
    gc();
    await tick();
    gc();
    const { heapUsed, rss } = process.memoryUsage();
    answer = { heapUsed, rss, loaded: app.live.docs.loaded.size, sockets: app.live.hub.socketCount() };
  }
  process.send?.({ reply: msg.id, ...answer });
});

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

process.send?.({ port: (app.server.address() as { port: number }).port });
