// History paragraph diff benchmark (issue 25 item 7): the editor's History preview diffs two scripts
// by paragraph. Before, an LCS table of n×m numbers (kept below as the baseline, verbatim); now
// jsdiff's Myers diff over the paragraphs both scripts share (apps/web/…/utils/paragraph-diff.ts).
// Plain `diffArrays` over all paragraphs is measured too, to show why the shared-paragraph filter is
// there.
//
// Each algorithm × scenario runs in a child process of its own (so one's garbage is not the next
// one's heap): a forced GC, one run with the heap measured before and after (no GC in between: the
// growth is what the call allocated and had not yet given back), then more runs for the median time.
// Scenarios at --paragraphs (5 000) paragraphs of 20–60 words (≈ 1 MB, the script limit):
//   edit     5 % of paragraphs rewritten, 1 % inserted, 1 % deleted, a block of 20 moved
//   rewrite  every paragraph new (an AI rewrite of the whole script)
//   reorder  the two halves swapped (the worst case for Myers; past MAX_EDITS the new code falls back)
// Usage: npm run bench:diff [-- --paragraphs N] [-- --runs N]
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pick, seededRandom } from '@cuemap/shared';
import { diffArrays } from 'diff';
import { diffParagraphs, paragraphs } from '../apps/web/src/features/mind-map-editor/utils/paragraph-diff';

type Change = { kind: 'same' | 'added' | 'removed'; text: string };

/** The n×m implementation the History used before issue 25 (the baseline). */
function diffParagraphsTable(prev: string, next: string): Change[] {
  const a = paragraphs(prev);
  const b = paragraphs(next);
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: Change[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) {
      out.push({ kind: 'removed', text: a[i++]! });
    } else {
      out.push({ kind: 'added', text: b[j++]! });
    }
  }
  while (i < a.length) out.push({ kind: 'removed', text: a[i++]! });
  while (j < b.length) out.push({ kind: 'added', text: b[j++]! });
  return out;
}

/** Plain jsdiff over every paragraph, no filter. */
function diffParagraphsPlain(prev: string, next: string): Change[] {
  const out: Change[] = [];
  for (const part of diffArrays(paragraphs(prev), paragraphs(next))) {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same';
    for (const text of part.value) out.push({ kind, text });
  }
  return out;
}

const ALGORITHMS = { table: diffParagraphsTable, jsdiff: diffParagraphsPlain, now: diffParagraphs } as const;
type Algorithm = keyof typeof ALGORITHMS;
const SCENARIOS = ['edit', 'rewrite', 'reorder'] as const;
type Scenario = (typeof SCENARIOS)[number];

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const n = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} wants a positive whole number`);
  return n;
}
const PARAGRAPHS = arg('paragraphs', 5000);
const RUNS = arg('runs', 5);

const WORDS =
  'talk stage audience story idea slide minute question answer example point voice pause light screen plan the a and so we it that in on but is to you'.split(
    ' ',
  );

function scripts(scenario: Scenario): [string, string] {
  const random = seededRandom(25);
  const paragraph = (n: number) => `${n}: ${Array.from({ length: 20 + Math.floor(random() * 41) }, () => pick(random, WORDS)).join(' ')}.`;
  const prev = Array.from({ length: PARAGRAPHS }, (_, i) => paragraph(i));
  let next: string[];
  if (scenario === 'rewrite') {
    next = prev.map((_, i) => paragraph(PARAGRAPHS + i));
  } else if (scenario === 'reorder') {
    next = [...prev.slice(PARAGRAPHS / 2), ...prev.slice(0, PARAGRAPHS / 2)];
  } else {
    next = prev.flatMap((p, i) => {
      const r = random();
      if (r < 0.05) return [paragraph(PARAGRAPHS + i)];
      if (r < 0.06) return [];
      if (r < 0.07) return [p, paragraph(2 * PARAGRAPHS + i)];
      return [p];
    });
    const block = next.splice(Math.floor(next.length / 4), 20);
    next.splice(Math.floor((next.length * 3) / 4), 0, ...block);
  }
  return [prev.join('\n\n'), next.join('\n\n')];
}

interface Measure {
  ms: number;
  heapMB: number;
  rssMB: number;
  same: number;
  changes: number;
}

/** In the child: one measured run, then the rest for the median. */
function measure(algorithm: Algorithm, scenario: Scenario): Measure {
  const [prev, next] = scripts(scenario);
  const run = ALGORITHMS[algorithm];
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  gc();
  const rss0 = process.resourceUsage().maxRSS;
  const heap0 = process.memoryUsage().heapUsed;
  let t = performance.now();
  const result = run(prev, next);
  const times = [performance.now() - t];
  const heapMB = (process.memoryUsage().heapUsed - heap0) / 2 ** 20;
  const rssMB = (process.resourceUsage().maxRSS - rss0) / 1024;
  // A run of seconds says what it has to say once.
  while (times.length < RUNS && times[0]! < 2000) {
    gc();
    t = performance.now();
    run(prev, next);
    times.push(performance.now() - t);
  }
  times.sort((x, y) => x - y);
  const same = result.filter((c) => c.kind === 'same').length;
  return { ms: times[Math.floor(times.length / 2)]!, heapMB, rssMB, same, changes: result.length - same };
}

function inChild(algorithm: Algorithm, scenario: Scenario): Promise<Measure> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--child', algorithm, scenario, ...process.argv.slice(2)], {
      execArgv: [...process.execArgv, '--expose-gc'],
    });
    child.once('message', (m) => resolve(m as Measure));
    child.once('error', reject);
    child.once('exit', (code) => code === 0 || reject(new Error(`${algorithm}/${scenario} exited with ${code}`)));
  });
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function main() {
  const childAt = process.argv.indexOf('--child');
  if (childAt >= 0) {
    process.send!(measure(process.argv[childAt + 1] as Algorithm, process.argv[childAt + 2] as Scenario));
    return;
  }
  console.log(`History paragraph diff, ${PARAGRAPHS} paragraphs, median of up to ${RUNS} runs; Node ${process.version}`);
  console.log('| scenario | algorithm | ms | heap growth MB | peak RSS growth MB | same | changed | ms ÷ table | heap ÷ table |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const scenario of SCENARIOS) {
    const table = await inChild('table', scenario);
    for (const algorithm of Object.keys(ALGORITHMS) as Algorithm[]) {
      const m = algorithm === 'table' ? table : await inChild(algorithm, scenario);
      const ratio = algorithm === 'table' ? ['', ''] : [fmt(m.ms / table.ms, 3), fmt(m.heapMB / table.heapMB, 3)];
      console.log(`| ${scenario} | ${algorithm} | ${fmt(m.ms)} | ${fmt(m.heapMB)} | ${fmt(m.rssMB)} | ${m.same} | ${m.changes} | ${ratio[0]} | ${ratio[1]} |`);
    }
  }
}

await main();
