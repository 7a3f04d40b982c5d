// Issue 26 item 8: an acknowledged edit is durable. The app runs in a child process (fixtures/app-process.ts)
// on a file SQLite database or a PostgreSQL schema; a client sends edits and waits for their
// acknowledgements, the process is killed with SIGKILL (no shutdown hook runs), and a new process on the
// same database serves every acknowledged edit, through the REST read and a fresh live sync.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { applyMapToDoc, type LiveSnapshot } from '@cuemap/shared';
import { bearer, build, mapBody, registerUser, usePostgres, type TestApp } from '../helper';
import { bundled } from '../server-bundle';
import { connect } from './live-client';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'app-process.ts');

let t: TestApp;
let schema: string | undefined;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  t = await build();
  if (usePostgres) schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.db.kysely)).rows[0]!.schema;
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await t?.close();
});

/** Starts the app in a child process; resolves with its base URL once it listens. */
async function startProcess(): Promise<{ child: ChildProcess; base: string }> {
  // Bundled once as the build bundles the server (test/server-bundle.ts): tsx compiled the app on every start.
  const child = fork(await bundled(fixture), [], {
    execArgv: [],
    env: { ...process.env, CHILD_DATA_DIR: t.config.dataDir, ...(schema ? { CHILD_PG_SCHEMA: schema } : {}) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve({ child, base: `127.0.0.1:${m.port}` }));
    child.once('exit', (code) => reject(new Error(`the app process exited (${code}) before listening`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | null>((resolve) => {
    child.once('exit', (_code, signal) => resolve(signal));
    child.kill('SIGKILL');
  });

describe('kill -9 of the instance holding a live document', () => {
  it('loses no acknowledged edit: a new process serves every one, over REST and a fresh live sync', async () => {
    const { token } = await registerUser(t);
    const res = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(5, 'Keynote') });
    const id = res.json<{ _id: string }>()._id;

    const first = await startProcess();
    const client = await connect(`ws://${first.base}/api/live/${id}`, token);
    await client.ready();
    for (let i = 0; i < 12; i++) {
      const nodes = client.snapshot().map.nodes.map((n) => (n.id === String((i % 5) + 1) ? { ...n, title: `Edit ${i}`, text: `Said ${i}.` } : n));
      applyMapToDoc(client.doc, i % 4 === 0 ? { nodes, title: `Title ${i}` } : { nodes }, 'me');
      // Every third edit waits for its acknowledgement; the others are pipelined behind it.
      if (i % 3 === 2) await client.stored();
    }
    await client.stored();
    const acknowledged: LiveSnapshot['map'] = client.snapshot().map;
    expect(await killed(first.child)).toBe('SIGKILL');
    await client.closed;

    const second = await startProcess();
    const map = await (await fetch(`http://${second.base}/api/mindmaps/${id}`, { headers: bearer(token) })).json();
    expect(map).toMatchObject({ title: acknowledged.title, nodes: acknowledged.nodes });
    const fresh = await connect(`ws://${second.base}/api/live/${id}`, token);
    await fresh.ready();
    expect(fresh.snapshot().map).toMatchObject({ title: acknowledged.title, nodes: acknowledged.nodes, connections: acknowledged.connections });
    const script = await (await fetch(`http://${second.base}/api/teleprompter/${id}`, { headers: bearer(token) })).json();
    expect((script as { content: string }).content).toContain('Said 11.');
    await fresh.close();
    await killed(second.child);
  }, 120_000); // two process starts and a kill: slow on a loaded machine
});
