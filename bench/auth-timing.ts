// `npm run bench:auth`: how long the auth endpoints answer for a known and for an unknown e-mail, over
// real HTTP on loopback, beside baselines measured in the same run and process: one bare argon2id
// verify with the app's parameters (the work every login must do, known e-mail or not) and the
// round trip of GET /api/health (the transport floor). Prints each figure, its ratio to the verify
// baseline and the known ÷ unknown ratio per endpoint (≈ 1 means the answer time does not tell
// whether an account exists).
// This is a figure for people, not a CI gate: wall-clock ratios are at the mercy of machine load.
// What the timing rests on is tested by behaviour in the API suite
// (apps/api/test/routes/api/auth/login-equal-work.test.ts: one verify at the same cost either way).
// The server runs in a child process: what it does after answering must not stall the measuring client.
// Samples are interleaved round by round (the order rotating), so load from other processes hits
// every scenario alike; figures are medians and 90th percentiles.
// Env: BENCH_ROUNDS (default 25), BENCH_DATABASE_URL (PostgreSQL instead of a temp SQLite file).
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../apps/api/src/plugins/app/auth/password';

const rounds = Number(process.env.BENCH_ROUNDS ?? 25);
const PASSWORD = 'correct horse battery';

// The server runs in its own process (bench/auth-timing-server.ts), as it would for a real client.
const server = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'auth-timing-server.ts'), [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const { port } = await new Promise<{ port: number }>((resolve, reject) => {
  server.once('message', (m) => resolve(m as { port: number }));
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const base = `http://127.0.0.1:${port}`;
let nextId = 1;
/** Asks the server process something (see auth-timing-server.ts) and waits for its answer. */
function ask(msg: { flush?: boolean; close?: boolean }): Promise<{ mailSent: number; dialect: string }> {
  const id = nextId++;
  return new Promise((resolve) => {
    const onMessage = (m: { reply?: number; mailSent: number; dialect: string }) => {
      if (m.reply !== id) return;
      server.off('message', onMessage);
      resolve(m);
    };
    server.on('message', onMessage);
    server.send({ id, ...msg });
  });
}
const flush = () => ask({ flush: true });

async function request(method: string, url: string, body?: unknown): Promise<number> {
  const res = await fetch(base + url, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  await res.arrayBuffer();
  return res.status;
}

let unknownCounter = 0;
const unknownEmail = () => `nobody-${++unknownCounter}-${process.pid}@example.com`;
const knownEmail = `bench-auth-${process.pid}@example.com`;
const registered = await request('POST', '/api/auth/register', { email: knownEmail, password: PASSWORD });
if (registered !== 201) throw new Error(`register answered ${registered}`);
const knownHash = await hashPassword(PASSWORD);

interface Scenario {
  name: string;
  /** Runs once and returns the HTTP status (or 0 for the in-process baseline). */
  run(round: number): Promise<number>;
  /** The status every run must answer (a different one means the scenario measured something else). */
  expect: number;
  samples: number[];
}

const scenario = (name: string, expect: number, run: Scenario['run']): Scenario => ({ name, expect, run, samples: [] });
const verifyBaseline = scenario('argon2id verify, in process (baseline)', 0, async (i) => {
  await verifyPassword(knownHash, `wrong-${i}`);
  return 0;
});
const health = scenario('GET /api/health (transport floor)', 200, () => request('GET', '/api/health'));
const pairs = [
  {
    endpoint: 'login',
    known: scenario('POST /api/auth/login, wrong password', 401, (i) => request('POST', '/api/auth/login', { email: knownEmail, password: `wrong-${i}` })),
    unknown: scenario('POST /api/auth/login, unknown e-mail', 401, (i) =>
      request('POST', '/api/auth/login', { email: unknownEmail(), password: `wrong-${i}` }),
    ),
  },
  {
    endpoint: 'forgot-password',
    known: scenario('POST /api/auth/forgot-password, known', 200, () => request('POST', '/api/auth/forgot-password', { email: knownEmail })),
    unknown: scenario('POST /api/auth/forgot-password, unknown', 200, () => request('POST', '/api/auth/forgot-password', { email: unknownEmail() })),
  },
  {
    endpoint: 'resend-verification',
    known: scenario('POST /api/auth/resend-verification, known', 200, () => request('POST', '/api/auth/resend-verification', { email: knownEmail })),
    unknown: scenario('POST /api/auth/resend-verification, unknown', 200, () => request('POST', '/api/auth/resend-verification', { email: unknownEmail() })),
  },
];
const scenarios = [verifyBaseline, health, ...pairs.flatMap((p) => [p.known, p.unknown])];

// Warm-up (JIT, the stand-in hash for unknown e-mails, statement caches), not counted.
for (const s of scenarios) for (let i = 0; i < 3; i++) await s.run(i);
const { dialect } = await flush();

console.log(`Auth timing: ${rounds} rounds on ${dialect}, Node ${process.version}, ${os.cpus().length} CPUs`);
for (let round = 0; round < rounds; round++) {
  for (let k = 0; k < scenarios.length; k++) {
    const s = scenarios[(round + k) % scenarios.length]!;
    const start = performance.now();
    const status = await s.run(round);
    s.samples.push(performance.now() - start);
    if (status !== s.expect) throw new Error(`${s.name}: answered ${status}, expected ${s.expect}`);
    // Work the app does after answering (mail, token writes) ends before the next sample starts.
    await flush();
  }
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
const median = (s: Scenario) => quantile(s.samples, 0.5);
const ms = (x: number) => x.toFixed(1).padStart(8);
const baseline = median(verifyBaseline);

console.log(`\n${'scenario'.padEnd(46)}  median ms   p90 ms   ÷ verify`);
for (const s of scenarios) {
  console.log(`${s.name.padEnd(46)}  ${ms(median(s))}  ${ms(quantile(s.samples, 0.9))}   ${(median(s) / baseline).toFixed(2).padStart(7)}`);
}
console.log('\nknown ÷ unknown e-mail (median of the per-round ratios; ≈ 1.00 means the time does not tell):');
for (const p of pairs) {
  const ratios = p.known.samples.map((k, i) => k / p.unknown.samples[i]!);
  console.log(
    `  ${p.endpoint.padEnd(22)} ${quantile(ratios, 0.5).toFixed(2)}  (p10 ${quantile(ratios, 0.1).toFixed(2)}, p90 ${quantile(ratios, 0.9).toFixed(2)})`,
  );
}
const { mailSent } = await ask({ close: true });
console.log(`\n÷ verify: over the baseline's median, ${baseline.toFixed(1)} ms. ${mailSent} mails went to a no-op mailer.`);
