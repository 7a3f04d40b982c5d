// `npm run bench:api:compare [-- <ref>]`: bench:api on an earlier commit (default 90db8da, before issue
// 23) and on this checkout, alternately, in one run (bench/base-checkout.ts makes the old checkout), and
// each scenario's figures side by side: req/s and its ratio new/old, each run's own "× baseline" (the
// same bytes from a bare route, measured in that run — the ratio least moved by other load on the
// machine), p99 and server CPU time per request. Env: BENCH_ROUNDS (default 2), and bench:api's own
// (BENCH_DURATION, BENCH_DATABASE_URL, BENCH_ONLY…), passed on.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { baseCheckout, repoRoot } from './base-checkout';

const ref = process.argv[2] ?? '90db8da';
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

interface Figures {
  rps: number;
  p99: number;
  cpu: number;
  /** req/s as a multiple of the run's own baseline route. */
  times: number;
}

/** The rows of bench:api's table, read by the column widths of its dashed line. */
function parse(output: string): Map<string, Figures> {
  const lines = output.split('\n');
  const dashes = lines.findIndex((l) => /^-+( +-+)+$/.test(l));
  if (dashes < 0) throw new Error(`no table in bench:api's output:\n${output}`);
  const spans: Array<[number, number]> = [];
  for (const m of lines[dashes]!.matchAll(/-+/g)) spans.push([m.index, m.index + m[0].length]);
  const rows = new Map<string, Figures>();
  for (const line of lines.slice(dashes + 1)) {
    if (!line.trim()) break;
    const cell = (i: number) => line.slice(spans[i]![0], spans[i]![1]).trim();
    const num = (i: number) => (cell(i) === '' ? NaN : Number(cell(i)));
    rows.set(cell(0), { rps: num(1), p99: num(2), cpu: num(3), times: num(8) });
  }
  return rows;
}

function runApiBench(cwd: string): Map<string, Figures> {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(cwd, 'bench/api.ts')], {
    cwd,
    encoding: 'utf8',
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`bench:api in ${cwd} failed (${r.status}):\n${r.stdout}`);
  return parse(r.stdout);
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};

const old = baseCheckout(ref);
const runs: Record<'old' | 'new', Array<Map<string, Figures>>> = { old: [], new: [] };
for (let round = 0; round < rounds; round++) {
  // Alternate which goes first, so a machine that warms or cools over the run favours neither.
  const order: Array<'old' | 'new'> = round % 2 ? ['new', 'old'] : ['old', 'new'];
  for (const which of order) {
    console.log(`round ${round + 1}/${rounds}: bench:api on ${which === 'old' ? ref : 'this checkout'}…`);
    runs[which].push(runApiBench(which === 'old' ? old : repoRoot));
  }
}

const pick = (which: 'old' | 'new', name: string, key: keyof Figures) => median(runs[which].map((r) => r.get(name)?.[key] ?? NaN));
const names = [...runs.new[0]!.keys()];
const header = [
  'scenario',
  `req/s ${ref}`,
  'req/s now',
  'now/old',
  `× baseline ${ref}`,
  '× baseline now',
  `p99 ms ${ref}`,
  'p99 now',
  `CPU µs/req ${ref}`,
  'CPU now',
];
const rows = names.map((name) => {
  const [o, nw] = [pick('old', name, 'rps'), pick('new', name, 'rps')];
  return [
    name,
    o.toFixed(0),
    nw.toFixed(0),
    (nw / o).toFixed(2),
    pick('old', name, 'times').toFixed(2),
    pick('new', name, 'times').toFixed(2),
    pick('old', name, 'p99').toFixed(1),
    pick('new', name, 'p99').toFixed(1),
    pick('old', name, 'cpu').toFixed(0),
    pick('new', name, 'cpu').toFixed(0),
  ].map((c) => (c === 'NaN' ? '–' : c));
});
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(`\nbench:api, ${ref} against this checkout: medians of ${rounds} alternating runs each\n`);
console.log(fmt(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(fmt(r));
