// Editor frame-time benchmark (issue 14 item 6): for each node count, a tree-shaped map (bench/editor-map.ts)
// is opened in the production build in headless Chromium (software rendering: no GPU, so figures are a
// worst case next to a desktop browser) at 1366×900, and measured with a real mouse:
//   open       navigation → nodes on screen and the main thread free (see editor-probes.ts): a first visit
//              (nothing cached: the median of OPEN_RUNS, each in a fresh browser context, with their
//              spread), then again (reopen: the app's code cached, as for a returning user)
//   idle       1.5 s doing nothing: the baseline frame interval of this machine in this run
//   pan        a mouse drag on the empty canvas at zoom 1
//   node drag  a mouse drag of a node at zoom 1 (then saved by the next autosave like any move)
//   fit pan    the same pan after Fit View (zoomed out: the level-of-detail drawing)
// Prints frames, median, p95 and max frame interval and p95 ÷ idle p95, and marks the targets: at
// 1 000 nodes pan and drag p95 ≤ 16.7 ms and open ≤ 1.5 s; at 5 000 nodes p95 ≤ 33 ms. No assertions.
// Run after `npm run build`: npm run bench:editor [-- --nodes 200,1000,5000]
import os from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { seedSession, type Session } from '../e2e/support/api';
import { launchBrowser, openPage, startApp, type RunningApp } from '../e2e/support/harness';
import { benchMap } from './editor-map';
import { nodeToDrag, openToInteractive, paneSpot, recordFrames, viewTransform, type FrameStats } from './editor-probes';

const WIDTH = 1366;
const HEIGHT = 900;
/** First visits per count (fresh contexts); the median is reported: one open varies by ±15 % on 2 cores. */
const OPEN_RUNS = 3;
/** Mouse steps per gesture: each waits for the page to take the event, as a real pointer stream would. */
const STEPS = 90;

function nodeCounts(argv: string[]): number[] {
  const at = argv.indexOf('--nodes');
  const raw = at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith('--nodes='))?.slice('--nodes='.length);
  const counts = (raw ?? '200,1000,5000').split(',').map((s) => Number(s.trim()));
  if (counts.some((n) => !Number.isInteger(n) || n < 2)) throw new Error(`--nodes takes counts like 200,1000,5000 (got ${raw})`);
  return counts;
}

interface Targets {
  frameP95: number | null;
  openMs: number | null;
}
/** The issue's targets: 60 fps and a 1.5 s open at 1 000 nodes; "usable" (30 fps) at 5 000. */
function targetsFor(count: number): Targets {
  if (count <= 1_000) return { frameP95: 16.7, openMs: 1_500 };
  return { frameP95: 33.3, openMs: null };
}
/**
 * Frame intervals come in whole 60 Hz frames with ±0.1 ms of timer jitter (16.6–16.8 ms for one frame),
 * so a target of n frames is met up to n frames plus that jitter.
 */
const meets = (p95: number, target: number) => p95 <= target + 0.2;

async function createMap(app: RunningApp, count: number): Promise<{ id: string; session: Session }> {
  const reg = await fetch(`${app.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `bench-${count}@example.com`, password: 'correct horse battery' }),
  });
  const session = (await reg.json()) as Session;
  const created = await fetch(`${app.url}/api/mindmaps`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify(benchMap(count)),
  });
  if (!created.ok) throw new Error(`Creating the ${count}-node map: ${created.status} ${await created.text()}`);
  return { id: ((await created.json()) as { _id: string })._id, session };
}

/** A mouse drag from `from` by (dx, dy) in STEPS moves. */
async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= STEPS; i++) await page.mouse.move(from.x + (dx * i) / STEPS, from.y + (dy * i) / STEPS);
  await page.mouse.up();
}

/** Waits until the view stops moving (a fit view animates). */
async function settledView(page: Page) {
  let last = '';
  for (let same = 0; same < 3; ) {
    const now = await viewTransform(page);
    same = now === last ? same + 1 : 0;
    last = now;
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  }
}

interface CountResult {
  count: number;
  open: { onScreen: number; interactive: number };
  /** Interactive of every first visit, in order (open is the median one). */
  openRuns: number[];
  reopen: { onScreen: number; interactive: number };
  idle: FrameStats;
  pan: FrameStats;
  drag: FrameStats;
  fitPan: FrameStats;
  renderedAtFit: number;
}

async function signedInPage(browser: Browser, app: RunningApp, session: Session) {
  const opened = await openPage(browser, app.url, WIDTH, HEIGHT);
  await seedSession(opened.page, session);
  return opened;
}

async function measure(browser: Browser, app: RunningApp, count: number): Promise<CountResult> {
  const { id, session } = await createMap(app, count);
  // Earlier first visits, each in a context of its own (nothing cached); the last one goes on below.
  const opens: { onScreen: number; interactive: number }[] = [];
  for (let i = 1; i < OPEN_RUNS; i++) {
    const { page, context } = await signedInPage(browser, app, session);
    opens.push(await openToInteractive(page, `/mindmap/${id}`));
    await context.close();
  }
  const { page, context } = await signedInPage(browser, app, session);
  try {
    opens.push(await openToInteractive(page, `/mindmap/${id}`));
    const open = [...opens].sort((a, b) => a.interactive - b.interactive)[Math.floor(opens.length / 2)]!;
    const reopen = await openToInteractive(page, `/mindmap/${id}`);
    const idle = await recordFrames(page, () => page.waitForTimeout(1500));
    const pan = await recordFrames(page, async () => drag(page, await paneSpot(page), -360, -180));
    const node = await nodeToDrag(page);
    // Ends with the pointer between two columns of the tidy layout: a move, not a drop onto another node.
    const nodeDrag = await recordFrames(page, () => drag(page, node, 315, 150));
    await page.locator('.react-flow__controls-fitview').click();
    await settledView(page);
    const renderedAtFit = await page.locator('.react-flow__node').count();
    const fitPan = await recordFrames(page, async () => drag(page, await paneSpot(page), -300, -150));
    return { count, open, openRuns: opens.map((o) => o.interactive), reopen, idle, pan, drag: nodeDrag, fitPan, renderedAtFit };
  } finally {
    await context.close();
  }
}

const mark = (ok: boolean | null) => (ok === null ? ' ' : ok ? '✓' : '✗');

function report(r: CountResult) {
  const t = targetsFor(r.count);
  const line = (name: string, s: FrameStats, target: number | null) =>
    `  ${name.padEnd(10)} frames ${String(s.frames).padStart(4)}  median ${s.median.toFixed(1).padStart(5)} ms  p95 ${s.p95
      .toFixed(1)
      .padStart(
        5,
      )} ms ${mark(target === null ? null : meets(s.p95, target))}  max ${s.max.toFixed(1).padStart(6)} ms  p95/idle ${(s.p95 / r.idle.p95).toFixed(2)}`;
  const openOk = t.openMs === null ? null : r.open.interactive <= t.openMs;
  console.log(`\n${r.count} nodes (target: pan and drag p95 ≤ ${t.frameP95} ms${t.openMs ? `, open ≤ ${t.openMs} ms` : ''})`);
  console.log(
    `  open       on screen ${r.open.onScreen.toFixed(0)} ms, interactive ${r.open.interactive.toFixed(0)} ms ${mark(openOk)}  (first visit: median of ${r.openRuns.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
  const reopenOk = t.openMs === null ? null : r.reopen.interactive <= t.openMs;
  console.log(
    `  reopen     on screen ${r.reopen.onScreen.toFixed(0)} ms, interactive ${r.reopen.interactive.toFixed(0)} ms ${mark(reopenOk)}  (code cached; ${(r.reopen.interactive / r.open.interactive).toFixed(2)}× the first)`,
  );
  console.log(line('idle', r.idle, null));
  console.log(line('pan', r.pan, t.frameP95));
  console.log(line('node drag', r.drag, t.frameP95));
  console.log(line('fit pan', r.fitPan, t.frameP95) + `  (${r.renderedAtFit} nodes drawn)`);
}

async function main() {
  const counts = nodeCounts(process.argv.slice(2));
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    console.log(`Editor frame times: headless Chromium ${browser.version()} with software rendering (--disable-gpu), ${WIDTH}×${HEIGHT}`);
    console.log(
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const count of counts) report(await measure(browser, app, count));
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
