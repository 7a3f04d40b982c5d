// `npx tsx bench/versions-storage.ts`: the storage version history takes for a 200-node map with 500
// versions (issue 11 item 4). Saves go through the real API (PUT /api/mindmaps/:id, which keeps an
// `edit` version), two minutes apart so none coalesce, on an Elite account so retention keeps all
// (500 × 2 min < 24 h). Each save changes one node's text; every fifth undoes the previous change,
// so its content was seen before (dedupe). Prints bytes per version and in total, with the dedupe
// (what is stored) and without it (every version its own copy), as JSON and as stored (Brotli), and
// the database's own figures.
// Env: BENCH_DATABASE_URL (postgres://…) measures PostgreSQL too (in a scratch schema).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { seededRandom } from '@cuemap/shared';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { openDatabase, type Db } from '../apps/api/src/db/database';
import { unpackSnapshot } from '../apps/api/src/plugins/app/versions/snapshot';
import { mapBody } from './map-fixture';

const NODES = 200;
const VERSIONS = 500;
const UNDO_EVERY = 5;

// Words drawn from a 2 000-word vocabulary with a Zipf-like skew: compresses about as well as
// English prose (≈ 2.5–3× with deflate), unlike repeated sentences, which would flatter compression.
const random = seededRandom(11);
const SYLLABLES = ['ka', 'ren', 'mo', 'li', 'sta', 'vor', 'ne', 'tu', 'pla', 'dri', 'on', 'es', 'ma', 'gel', 'sin', 'ro', 'chi', 'bar', 'el', 'fu'];
const VOCABULARY = Array.from({ length: 2_000 }, () =>
  Array.from({ length: 1 + Math.floor(random() * 3) }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''),
);
const word = () => VOCABULARY[Math.floor(VOCABULARY.length * random() ** 2)]!;
const sentence = () => {
  const words = Array.from({ length: 8 + Math.floor(random() * 10) }, word);
  return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
};
/** ~60 words per node, like a talk written out in full. */
const BASE_TEXTS = Array.from({ length: NODES }, () => Array.from({ length: 5 }, sentence).join(' '));

/** What save `n` adds to the node it edits (the same every time it is asked for, so undo repeats content). */
const EDIT_SENTENCES = Array.from({ length: VERSIONS + 1 }, sentence);

function nodeText(i: number, edit = 0): string {
  return edit ? `${BASE_TEXTS[i]} ${EDIT_SENTENCES[edit]}` : BASE_TEXTS[i]!;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MiB`;

async function run(label: string, db: Db, measureDb: () => Promise<string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-bench-versions-'));
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://cuemap.test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_IP_PER_MINUTE: '1000000',
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000000',
  });
  const app = await buildApp(config, { db, clock, logger: false });
  await app.ready();
  try {
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'bench password 1' } });
    const token = reg.json<{ token: string }>().token;
    await app.db.kysely.updateTable('users').set({ plan: 'elite' }).where('email', '=', email).execute();
    const headers = { authorization: `Bearer ${token}` };

    const body = mapBody(NODES, 'A 200-node talk');
    body.nodes.forEach((n, i) => (n.text = nodeText(i)));
    const created = await app.inject({ method: 'POST', url: '/api/mindmaps', headers, payload: body });
    const id = created.json<{ _id: string }>()._id;
    // The script: the node texts as the teleprompter text (the spec's POST).
    await app.inject({
      method: 'POST',
      url: '/api/teleprompter',
      headers,
      payload: { mindMapId: id, title: body.title, content: body.nodes.map((n) => n.text).join('\n\n') },
    });

    const edits = new Map<number, number>();
    let last: { node: number; before: number } | undefined;
    const started = performance.now();
    for (let step = 1; step <= VERSIONS; step++) {
      offset += 2 * 60_000;
      if (step % UNDO_EVERY === 0 && last) {
        edits.set(last.node, last.before);
        last = undefined;
      } else {
        const node = (step * 37) % NODES;
        last = { node, before: edits.get(node) ?? 0 };
        edits.set(node, step);
      }
      const payload = mapBody(NODES, 'A 200-node talk');
      payload.nodes.forEach((n, i) => (n.text = nodeText(i, edits.get(i) ?? 0)));
      const res = await app.inject({ method: 'PUT', url: `/api/mindmaps/${id}`, headers, payload });
      if (res.statusCode !== 200) throw new Error(`save ${step}: ${res.statusCode} ${res.body}`);
    }
    const msPerSave = (performance.now() - started) / VERSIONS;

    // The version step alone, on an unchanged map: read map + script, encode, hash, compress, and the
    // newest-version check (everything a save's version costs but the insert).
    const { id: userId } = await app.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const snapStart = performance.now();
    for (let i = 0; i < 50; i++) await app.versions.snapshot(userId, id, 'edit');
    const msPerSnapshot = (performance.now() - snapStart) / 50;

    const rows = await app.db.kysely
      .selectFrom('map_versions')
      .select(['hash', 'snapshot', sql<number>`length(summary) + length(hash) + length(id) + length(reason) + 60`.as('meta')])
      .where('mind_map_id', '=', id)
      .execute();
    /** Per stored copy: its compressed size and the size of the JSON it holds. */
    const copies = new Map<string, { packed: number; json: number }>();
    for (const r of rows) {
      if (r.snapshot) copies.set(r.hash, { packed: r.snapshot.length, json: Buffer.byteLength(await unpackSnapshot(r.snapshot)) });
    }
    const meta = rows.reduce((sum, r) => sum + Number(r.meta), 0);
    const total = (pick: (c: { packed: number; json: number }) => number, dedupe: boolean) =>
      meta + (dedupe ? [...copies.values()] : rows.map((r) => copies.get(r.hash)!)).reduce((sum, c) => sum + pick(c), 0);
    const line = (name: string, bytes: number, baseline: number) =>
      console.log(`  ${name.padEnd(40)}${mb(bytes).padStart(11)}  ${kb(bytes / rows.length).padStart(10)}/version  ${(bytes / baseline).toFixed(2)}×`);
    const baseline = total((c) => c.json, false);
    console.log(`\n${label}: ${rows.length} versions of a ${NODES}-node map (~60 words per node; script = node texts, with sections)`);
    console.log(
      `  snapshot JSON of one version: ${kb(baseline / rows.length)} (${copies.size} distinct of ${rows.length}); ratios against JSON without dedupe`,
    );
    line('JSON, a copy per version (no dedupe)', baseline, baseline);
    line(
      'JSON, deduped',
      total((c) => c.json, true),
      baseline,
    );
    line(
      'Brotli, a copy per version (no dedupe)',
      total((c) => c.packed, false),
      baseline,
    );
    line(
      'Brotli, deduped (what is stored)',
      total((c) => c.packed, true),
      baseline,
    );
    console.log(`  database's own figure: ${await measureDb()}`);
    console.log(`  save (PUT incl. script merge and version), mean: ${msPerSave.toFixed(1)} ms; of which the version step ≈ ${msPerSnapshot.toFixed(1)} ms`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// SQLite (the default engine): the table's pages from dbstat when compiled in, else the file size.
{
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-bench-versions-db-'));
  const file = path.join(dir, 'cuemap.db');
  const db = openDatabase({ sqliteFile: file });
  await run('SQLite', db, async () => {
    try {
      const r = await sql<{ bytes: number }>`select sum(pgsize) as bytes from dbstat where name like 'map_versions%'`.execute(db.kysely);
      return `${mb(Number(r.rows[0]?.bytes ?? 0))} in map_versions and its indexes (dbstat, uncompressed pages)`;
    } catch {
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db.kysely);
      return `${mb(statSync(file).size)} database file (dbstat not available)`;
    }
  });
  if (process.env.BENCH_KEEP) console.log(`  (kept ${file})`);
  else rmSync(dir, { recursive: true, force: true });
}

if (process.env.BENCH_DATABASE_URL) {
  const url = process.env.BENCH_DATABASE_URL;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const db = openDatabase({ databaseUrl: url, pgSearchPath: schema, pgPoolSize: 4 });
    await run('PostgreSQL', db, async () => {
      const r = await sql<{ bytes: string }>`select pg_total_relation_size('map_versions') as bytes`.execute(db.kysely);
      return `${mb(Number(r.rows[0]?.bytes ?? 0))} pg_total_relation_size('map_versions') (TOAST-compressed, with indexes)`;
    });
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
