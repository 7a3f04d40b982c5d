// Summarises a V8 .cpuprofile (node --cpu-prof, or bench/api.ts with BENCH_PROFILE_DIR) by where the
// time went: JSON parse, validation, JSON stringify, SQLite, Kysely, GC, idle, and the rest.
// `npx tsx bench/cpu-profile-summary.ts FILE.cpuprofile [requests]` prints shares and, given the number
// of requests the profile covers, milliseconds of CPU per request.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** First matching rule wins; a sample is charged to the innermost frame a rule claims (see below). */
const categories: Array<[string, (fn: string, url: string) => boolean]> = [
  ['idle', (fn) => fn === '(idle)'],
  ['GC', (fn) => fn === '(garbage collector)'],
  ['(program): native, unattributed', (fn) => fn === '(program)'],
  ['response cache + routes', (_fn, url) => url.includes('mind-maps-service') || url.includes('routes/api')],
  ['auth (session check)', (_fn, url) => url.includes('plugins/app/auth') || url.includes('lib/tokens')],
  ['JSON parse (body)', (fn, url) => url.includes('secure-json-parse') || (fn === 'parse' && url === '')],
  ['validation (zod)', (_fn, url) => url.includes('/zod/') || url.includes('packages/shared/src/schemas')],
  ['JSON stringify (storage)', (fn) => fn === 'jsonValue' || fn === 'toColumns'],
  ['previewOf', (fn) => fn === 'previewOf'],
  ['SQLite (better-sqlite3)', (_fn, url) => url.includes('sqlite-driver') || url.includes('better-sqlite3')],
  ['Kysely (query building)', (_fn, url) => url.includes('/kysely/')],
  ['Fastify + HTTP', (_fn, url) => url.includes('/fastify') || url.includes('node:_http') || url.includes('node:net') || url.includes('/light-my-request')],
];

export function summarise(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // A node's category: its own if a rule claims it, else its nearest claimed ancestor's, so e.g. a
  // regex run by secure-json-parse counts as parsing. Generated code (zod's compiled parsers) has no
  // URL and inherits from its caller.
  const cache = new Map<number, string>();
  const categoryOf = (id: number): string => {
    const hit = cache.get(id);
    if (hit) return hit;
    const n = byId.get(id)!;
    const rule = categories.find(([, test]) => test(n.callFrame.functionName, n.callFrame.url));
    let result = rule?.[0];
    if (!result) {
      const p = parent.get(id);
      result = p === undefined ? 'other' : categoryOf(p);
      if (result === 'idle' || result === 'GC') result = 'other';
    }
    cache.set(id, result);
    return result;
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const c = categoryOf(id);
    totals.set(c, (totals.get(c) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return totals;
}

export function formatSummary(totals: Map<string, number>, requests?: number): string {
  const busy = [...totals].filter(([c]) => c !== 'idle').reduce((s, [, ms]) => s + ms, 0);
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  const lines = rows.map(([c, ms]) => {
    const share = c === 'idle' ? '' : `${((100 * ms) / busy).toFixed(1).padStart(5)}% of busy`;
    const per = requests ? `${((1000 * ms) / requests).toFixed(0).padStart(5)} µs/req` : '';
    return `  ${c.padEnd(26)} ${ms.toFixed(0).padStart(7)} ms  ${share.padEnd(14)} ${per}`;
  });
  if (requests)
    lines.push(`  ${'busy total'.padEnd(26)} ${busy.toFixed(0).padStart(7)} ms  ${''.padEnd(14)} ${((1000 * busy) / requests).toFixed(0).padStart(5)} µs/req`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, requests] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx bench/cpu-profile-summary.ts FILE.cpuprofile [requests]');
  console.log(formatSummary(summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile), requests ? Number(requests) : undefined));
}
