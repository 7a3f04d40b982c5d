// `npm run bench:live` (issue 26 item 10): the live documents on the real server (bench/live-server.ts,
// one child process per instance, production V8 flags, loopback), beside today's whole-map PUT measured
// in the same run. Printed: edit → other device latency (p50/p95/max) on one instance and across two
// instances via Redis (target p95 ≤ 100 ms); bytes on the wire for a one-word node-title edit in a
// 200-node map (target ≤ 1 KB) against the PUT's, and for typing a 100-character sentence into a section
// (one update per character); the server's CPU µs per update against per PUT; heap per open 200-node
// document and per connection; heap with BENCH_DOCS documents open on one instance. No assertions.
// Env: BENCH_REDIS_URL (or REDIS_URL; the two-instance run needs it), BENCH_DATABASE_URL (PostgreSQL;
// a fresh database on it per run; default a SQLite file, which two instances share less well), BENCH_EDITS (300), BENCH_INTERVAL_MS (40), BENCH_CPU_UPDATES (1000), BENCH_DOCS (1000).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { setTimeout as sleep } from 'node:timers/promises';
import { liveNodeText, liveSectionIds, liveSectionText } from '@cuemap/shared';
import { API_NODE_FLAGS } from '../scripts/node-flags.mjs';
import { connect, type LiveClient } from '../apps/api/test/live/live-client';
import { LIVE_MESSAGE, authMessage, updateMessage } from '@cuemap/shared';
import { mapBody } from './map-fixture';

const here = path.dirname(fileURLToPath(import.meta.url));
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL;
const EDITS = Number(process.env.BENCH_EDITS ?? 300);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 40);
const CPU_UPDATES = Number(process.env.BENCH_CPU_UPDATES ?? 1000);
const DOCS = Number(process.env.BENCH_DOCS ?? 1000);
const NODES = 200;
const SENTENCE = 'Every edit reaches the other device at once, and the words typed here arrive one character a time.'.slice(0, 100).padEnd(100, '.');

interface Server {
  child: ChildProcess;
  http: string;
  ws: string;
}

function startServer(env: Record<string, string | undefined>): Promise<Server> {
  const child = fork(path.join(here, 'live-server.ts'), [], {
    execArgv: [...API_NODE_FLAGS, '--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, http: `http://127.0.0.1:${m.port}`, ws: `ws://127.0.0.1:${m.port}` }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

let nextId = 1;
function ask(server: Server, msg: Record<string, unknown>): Promise<Record<string, number>> {
  const id = nextId++;
  return new Promise((resolve) => {
    const onMessage = (m: { reply?: number }) => {
      if (m.reply !== id) return;
      server.child.off('message', onMessage);
      resolve(m as Record<string, number>);
    };
    server.child.on('message', onMessage);
    server.child.send({ id, ...msg });
  });
}

async function call(server: Server, method: string, url: string, body?: unknown, token?: string) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const res = await fetch(server.http + url, {
    method,
    headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: payload,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return { json: JSON.parse(text) as Record<string, unknown>, sent: Buffer.byteLength(payload ?? ''), received: Buffer.byteLength(text) };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
function stats(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1]! };
}
const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Counts the payload bytes a client sends (its updates, framed) and receives. */
function wire(client: LiveClient) {
  const counts = { sent: 0, received: 0 };
  client.doc.on('update', (u: Uint8Array, origin: unknown) => {
    if (origin !== 'server') counts.sent += updateMessage(u).byteLength;
  });
  client.ws.on('message', (data: Buffer) => (counts.received += data.byteLength));
  return counts;
}

/** Replaces the last word of a node's title, as a text binding does: one Yjs update. */
function retitle(client: LiveClient, nodeId: string, word: string) {
  const text = liveNodeText(client.doc, nodeId, 'title')!;
  const value = text.toString();
  const at = value.lastIndexOf(' ') + 1;
  client.doc.transact(() => {
    text.delete(at, value.length - at);
    text.insert(at, word);
  });
}
const titleOf = (client: LiveClient, nodeId: string) => liveNodeText(client.doc, nodeId, 'title')?.toString() ?? '';

/** Edit → other device: a one-word title edit at a steady pace, timed until the viewer's copy has it. */
async function latency(editor: LiveClient, viewer: LiveClient, tag: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const nodeId = String(2 + (i % (NODES - 1)));
    const word = `${tag}${i}`;
    const started = performance.now();
    retitle(editor, nodeId, word);
    await viewer.until(() => titleOf(viewer, nodeId).endsWith(` ${word}`));
    times.push(performance.now() - started);
    const rest = INTERVAL_MS - (performance.now() - started);
    if (rest > 0) await sleep(rest);
  }
  await editor.stored();
  return times;
}

async function account(server: Server) {
  const email = `bench-live-${randomBytes(4).toString('hex')}@example.com`;
  const token = (await call(server, 'POST', '/api/auth/register', { email, password: 'bench password' })).json.token as string;
  await ask(server, { upgrade: email });
  return token;
}

const newMap = async (server: Server, token: string, title: string) =>
  (await call(server, 'POST', '/api/mindmaps', mapBody(NODES, title), token)).json._id as string;

/** A socket that only opens the document (auth; the server's sync step 1 says it is loaded), holding no copy of it. */
function openBare(server: Server, token: string, id: string): Promise<WebSocket> {
  const ws = new WebSocket(`${server.ws}/api/live/${id}`);
  return new Promise((resolve, reject) => {
    ws.once('open', () => ws.send(authMessage(token)));
    ws.once('message', (data: Buffer) => (data[0] === LIVE_MESSAGE.sync ? resolve(ws) : reject(new Error(`live socket refused for ${id}`))));
    ws.once('error', reject);
  });
}

async function open(server: Server, token: string, id: string) {
  const client = await connect(`${server.ws}/api/live/${id}`, token);
  await client.ready();
  return client;
}

/** With BENCH_DATABASE_URL: a fresh database on that server for this run (dropped after); its URL. */
async function freshDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const name = `cuemap_bench_live_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-bench-live-'));
  const prefix = `bench-live-${randomBytes(4).toString('hex')}:`;
  const database = await freshDatabase();
  const env = { BENCH_LIVE_DATA_DIR: dataDir, BENCH_LIVE_REDIS_URL: REDIS_URL, BENCH_LIVE_PREFIX: prefix, BENCH_DATABASE_URL: database.url };
  const a = await startServer(env);
  const b = REDIS_URL ? await startServer({ ...env, BENCH_LIVE_MIGRATE: '0' }) : null;
  const servers = [a, ...(b ? [b] : [])];
  try {
    const token = await account(a);
    const id = await newMap(a, token, 'Bench');
    const editor = await open(a, token, id);
    const viewer = await open(a, token, id);
    console.log(
      `bench:live — ${NODES}-node map, ${EDITS} edits every ${INTERVAL_MS} ms, ${REDIS_URL ? 'two instances via Redis' : 'one instance (no BENCH_REDIS_URL)'}, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`,
    );

    // Latency: one instance, then editor on A and viewer on B.
    const one = stats(await latency(editor, viewer, 'one'));
    console.log(`edit → other device, one instance:     p50 ${ms(one.p50)}  p95 ${ms(one.p95)}  max ${ms(one.max)}  (target p95 ≤ 100 ms)`);
    if (b) {
      const remote = await open(b, token, id);
      const two = stats(await latency(editor, remote, 'two'));
      console.log(`edit → other device, across instances: p50 ${ms(two.p50)}  p95 ${ms(two.p95)}  max ${ms(two.max)}  (target p95 ≤ 100 ms)`);
      await remote.close();
    }

    // Bytes on the wire: a one-word title edit, against the whole-map PUT of the same edit.
    const sent = wire(editor);
    const seen = wire(viewer);
    retitle(editor, '7', 'word');
    await Promise.all([viewer.until(() => titleOf(viewer, '7').endsWith(' word')), editor.stored()]);
    const edit = { ...sent };
    const put = await call(
      a,
      'PUT',
      `/api/mindmaps/${id}`,
      { ...editor.snapshot().map, nodes: editor.snapshot().map.nodes.map((n) => (n.id === '8' ? { ...n, title: 'Point word' } : n)) },
      token,
    );
    await viewer.until(() => titleOf(viewer, '8') === 'Point word');
    console.log(
      `one-word title edit: sent ${edit.sent} B (+${edit.received} B ack), other device received ${seen.received} B  |  PUT of the whole map: sent ${kb(put.sent)}, answer ${kb(put.received)}  |  ${(put.sent / edit.sent).toFixed(0)}× fewer bytes sent (target ≤ 1 KB)`,
    );

    // Typing a sentence into a section, one update per character.
    const section = liveSectionIds(editor.doc)[0];
    const text = section ? liveSectionText(editor.doc, section)! : liveNodeText(editor.doc, '1', 'text')!;
    Object.assign(sent, { sent: 0, received: 0 });
    const seenBefore = seen.received;
    for (let i = 0; i < SENTENCE.length; i++) text.insert(text.length, SENTENCE[i]!);
    const typed = () => (section ? liveSectionText(viewer.doc, section) : liveNodeText(viewer.doc, '1', 'text'))?.toString().endsWith(SENTENCE) ?? false;
    await Promise.all([viewer.until(typed), editor.stored()]);
    console.log(
      `typing ${SENTENCE.length} characters into ${section ? 'a section' : "a node's text"}: sent ${kb(sent.sent)} (${(sent.sent / SENTENCE.length).toFixed(0)} B/char, +${sent.received} B acks), other device received ${kb(seen.received - seenBefore)}`,
    );

    // Server CPU per update (bursts of 50, each stored before the next) against per whole-map PUT.
    const cpu = async () => (await ask(a, { cpu: true })).cpuMicros!;
    let before = await cpu();
    for (let i = 0; i < CPU_UPDATES; i++) {
      retitle(editor, String(2 + (i % (NODES - 1))), `c${i}`);
      if (i % 50 === 49) await editor.stored();
    }
    await editor.stored();
    const perUpdate = ((await cpu()) - before) / CPU_UPDATES;
    const puts = Math.max(50, Math.round(CPU_UPDATES / 5));
    const body = editor.snapshot().map;
    before = await cpu();
    for (let i = 0; i < puts; i++) {
      await call(a, 'PUT', `/api/mindmaps/${id}`, { ...body, nodes: body.nodes.map((n) => (n.id === '9' ? { ...n, title: `Put ${i}` } : n)) }, token);
    }
    const perPut = ((await cpu()) - before) / puts;
    console.log(
      `server CPU: ${perUpdate.toFixed(0)} µs per live update (${CPU_UPDATES}, one other socket)  |  ${perPut.toFixed(0)} µs per whole-map PUT (${puts})  |  ${(perPut / perUpdate).toFixed(1)}×`,
    );
    await Promise.all([editor.close(), viewer.close()]);

    // Memory: heap after a full GC with nothing open, with 50 documents open (a socket each), with 200 more sockets on one.
    const memory = () => ask(a, { memory: true });
    let idle = await memory();
    for (let i = 0; idle.loaded! > 0 && i < 100; i++) idle = await sleep(100).then(memory);
    const ids = [id];
    while (ids.length < DOCS)
      ids.push(...(await Promise.all(Array.from({ length: Math.min(20, DOCS - ids.length) }, (_, i) => newMap(a, token, `Doc ${ids.length + i}`)))));
    const sockets: WebSocket[] = [];
    const openBatch = async (from: number, to: number) => {
      for (let i = from; i < to; i += 20) sockets.push(...(await Promise.all(ids.slice(i, Math.min(to, i + 20)).map((doc) => openBare(a, token, doc)))));
    };
    await openBatch(0, 50);
    const fifty = await memory();
    const extra = await Promise.all(Array.from({ length: 200 }, () => openBare(a, token, ids[0]!)));
    const more = await memory();
    const perConn = (more.heapUsed! - fifty.heapUsed!) / 200;
    const perDoc = (fifty.heapUsed! - idle.heapUsed!) / 50 - perConn;
    console.log(`memory: ${kb(perDoc)} heap per open ${NODES}-node document, ${kb(perConn)} per connection (heap idle ${mb(idle.heapUsed!)})`);
    for (const ws of extra) ws.close();
    await openBatch(50, DOCS);
    const many = await memory();
    console.log(
      `${many.loaded} documents open on one instance (${many.sockets} sockets): heap ${mb(many.heapUsed!)} (${kb((many.heapUsed! - idle.heapUsed!) / many.loaded!)} each), RSS ${mb(many.rss!)}`,
    );
    for (const ws of sockets) ws.close();
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((resolve) => s.child.once('exit', resolve))));
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

await main();
// Sockets and timers of the clients would keep the process alive.
process.exit(0);
