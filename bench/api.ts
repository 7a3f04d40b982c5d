// `npm run bench:api`: API throughput with autocannon on loopback (50 connections). Each read is
// measured beside a bare Fastify route, in the same process and run, that sends the very same bytes,
// and compared with it: for a 40 KB map the transport alone is far below a hello-world route, so the
// hello-world figure is printed for reference only (docs/decisions.md, "Benchmark baselines").
// Targets (2-core machine): reads ≥ 0.5× their bare route with p99 ≤ 10 ms; autosave writes ≥ 2 000
// req/s with synchronous=FULL. "CPU µs/req" is the server process's CPU time per request (all threads), less
// sensitive to other load on the machine than req/s; "GC µs/req" the main thread's GC pauses.
// Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (50), BENCH_DATABASE_URL (postgres, optional), BENCH_METRICS_TOKEN (metrics on),
// BENCH_ONLY (substring of scenario names to run; baselines always run), BENCH_PROFILE_DIR (write a
// CPU profile of each measured API run there and print where its time went).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { API_NODE_FLAGS } from '../scripts/node-flags.mjs';
import { formatSummary, summarise } from './cpu-profile-summary';
import { mapBody } from './map-fixture';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY;
const profileDir = process.env.BENCH_PROFILE_DIR;
/** BENCH_NODE_FLAGS (space-separated) replaces the production flags, to try others. */
const serverFlags = process.env.BENCH_NODE_FLAGS !== undefined ? process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean) : API_NODE_FLAGS;

interface Ports {
  appPort: number;
  barePort: number;
}

function startServer(): Promise<{ child: ChildProcess; ports: Ports }> {
  // The server runs with the same V8 flags as production (scripts/node-flags.mjs).
  const child = fork(path.join(here, 'api-server.ts'), [], {
    execArgv: [...serverFlags, '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...(profileDir ? { BENCH_PROFILE: '1' } : {}) },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ports: m as Ports }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

let nextId = 1;
/** Sends a message to the bench server and waits for its answer (see api-server.ts). */
function ask(child: ChildProcess, msg: Record<string, unknown>): Promise<Record<string, unknown>> {
  const id = nextId++;
  return new Promise((resolve) => {
    const onMessage = (m: { reply?: number }) => {
      if (m.reply !== id) return;
      child.off('message', onMessage);
      resolve(m as Record<string, unknown>);
    };
    child.on('message', onMessage);
    child.send({ id, ...msg });
  });
}

async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(base + url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return { json: JSON.parse(text) as Record<string, unknown>, text };
}

type Kind = 'hello' | 'bare' | 'read' | 'write';

interface Row {
  name: string;
  kind: Kind;
  /** The row this one is compared with (reads: the bare route sending the same bytes). */
  baseline?: Row;
  rps: number;
  p99: number;
  errors: number;
  bytes: number;
  /** Server CPU time (all threads) per request, µs. */
  cpuPerReq: number;
  /** Main-thread GC pause time per request, µs. */
  gcPerReq: number;
}

const { child, ports } = await startServer();

async function measure(name: string, kind: Kind, opts: autocannon.Options, baseline?: Row): Promise<Row> {
  const skipped = { name, kind, baseline, rps: NaN, p99: NaN, errors: 0, bytes: NaN, cpuPerReq: NaN, gcPerReq: NaN };
  if (only && !name.includes(only) && (kind === 'read' || kind === 'write')) return skipped;
  // A short warm-up lets V8 optimise the hot paths before the measured run.
  await autocannon({ ...opts, connections, duration: 2 });
  const profiling = profileDir && kind !== 'hello' && kind !== 'bare';
  if (profiling) await ask(child, { profile: 'start' });
  const before = (await ask(child, { cpu: true })) as { cpuMicros: number; gcMicros: number };
  const r = await autocannon({ ...opts, connections, duration });
  const after = (await ask(child, { cpu: true })) as { cpuMicros: number; gcMicros: number };
  const total = r.requests.average * duration;
  if (profiling) {
    const { profile } = (await ask(child, { profile: 'stop' })) as { profile: Parameters<typeof summarise>[0] };
    mkdirSync(profileDir, { recursive: true });
    const file = path.join(profileDir, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`\n${name}: ${file}\n${formatSummary(summarise(profile), total)}`);
  }
  const errors = r.errors + r.timeouts + r.non2xx;
  return {
    name,
    kind,
    baseline,
    rps: r.requests.average,
    p99: r.latency.p99,
    errors,
    bytes: r.throughput.average / Math.max(1, r.requests.average),
    cpuPerReq: (after.cpuMicros - before.cpuMicros) / Math.max(1, total),
    gcPerReq: (after.gcMicros - before.gcMicros) / Math.max(1, total),
  };
}

try {
  const api = `http://127.0.0.1:${ports.appPort}`;
  const bareBase = `http://127.0.0.1:${ports.barePort}`;
  const email = `bench-${Date.now()}@example.com`;
  const token = (await call(api, 'POST', '/api/auth/register', { email, password: 'bench password' })).json.token as string;
  await ask(child, { upgrade: email });
  const big = mapBody(200, 'Two hundred nodes');
  const mapId = String((await call(api, 'POST', '/api/mindmaps', big, token)).json._id);
  for (let i = 0; i < 49; i++) await call(api, 'POST', '/api/mindmaps', mapBody(5, `Script ${i}`), token);
  const auth = { authorization: `Bearer ${token}` };
  // The bare routes send exactly what the API answers.
  const mapText = (await call(api, 'GET', `/api/mindmaps/${mapId}`, undefined, token)).text;
  const listText = (await call(api, 'GET', '/api/mindmaps', undefined, token)).text;
  await ask(child, { bare: { map: mapText, list: listText } });
  const putBody = JSON.stringify({ ...big, title: 'Autosaved' });

  const rows: Row[] = [];
  const hello = await measure('bare Fastify GET /bare (hello world)', 'hello', { url: `${bareBase}/bare` });
  rows.push(hello);
  const bareMap = await measure(`bare Fastify, same map JSON`, 'bare', { url: `${bareBase}/bare-map` }, hello);
  rows.push(bareMap);
  rows.push(await measure('GET /api/mindmaps/:id (200 nodes)', 'read', { url: `${api}/api/mindmaps/${mapId}`, headers: auth }, bareMap));
  const bareList = await measure(`bare Fastify, same list JSON`, 'bare', { url: `${bareBase}/bare-list` }, hello);
  rows.push(bareList);
  rows.push(await measure('GET /api/mindmaps (50 scripts)', 'read', { url: `${api}/api/mindmaps`, headers: auth }, bareList));
  rows.push(
    await measure(
      'PUT /api/mindmaps/:id (autosave, 200 nodes)',
      'write',
      { url: `${api}/api/mindmaps/${mapId}`, method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: putBody },
      hello,
    ),
  );

  const target = (r: Row) => {
    if (r.kind === 'hello' || r.kind === 'bare') return { goal: 'baseline', ok: true };
    if (r.kind === 'write') return { goal: '≥ 2000 req/s', ok: r.rps >= 2000 && r.errors === 0 };
    return { goal: '≥ 0.5× baseline, p99 ≤ 10 ms', ok: r.rps >= 0.5 * r.baseline!.rps && r.p99 <= 10 && r.errors === 0 };
  };
  const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite (WAL, synchronous=FULL)';
  console.log(`\nAPI benchmark: ${connections} connections, ${duration} s each, database ${db}, server flags ${serverFlags.join(' ') || '(none)'}\n`);
  const header = ['scenario', 'req/s', 'p99 ms', 'CPU µs/req', 'GC µs/req', 'KB/resp', 'errors', 'baseline', '× baseline', 'target', ''];
  const lines = rows.map((r) => {
    const t = target(r);
    const base = r.baseline ? (r.baseline.kind === 'hello' ? 'hello world' : 'same bytes, bare') : '';
    const ratio = r.baseline ? (r.rps / r.baseline.rps).toFixed(2) : '';
    return [
      r.name,
      r.rps.toFixed(0),
      r.p99.toFixed(1),
      r.cpuPerReq.toFixed(0),
      r.gcPerReq.toFixed(0),
      (r.bytes / 1024).toFixed(1),
      String(r.errors),
      base,
      ratio,
      t.goal,
      Number.isNaN(r.rps) ? 'skipped' : t.ok ? 'ok' : 'MISSED',
    ];
  });
  const left = new Set([0, 7, 9, 10]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
} finally {
  child.kill('SIGTERM');
}
