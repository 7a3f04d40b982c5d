// Teleprompter smoothness benchmark (issue 12 item 9): a long talk in the production build, played in
// headless Chromium at 10, 80 and 500 WPM for 60 s each — once with the section markers off and the
// controls kept on screen (keyboard focus on Play), once with the markers on and the controls auto-hiding.
// For each run it prints the scroll rate the app should have (scrollPixelsPerSecond from @cuemap/shared,
// with the line height and characters per line measured in the page and the characters per word of the
// script on stage) against the rate measured from the content's transform over requestAnimationFrame
// timestamps (target within ±2 %), and the frame intervals: count, frames over 50 ms (target 0), p95.
// An idle rAF loop on a blank page for the same time is the machine's own baseline.
// Usage: npm run bench:teleprompter [-- --seconds N]   (builds first when apps/*/dist is missing)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { charsPerWord, scriptParagraphs, scrollPixelsPerSecond, TELEPROMPTER_CHARS_PER_LINE } from '@cuemap/shared';
import { launchBrowser, openPage, repoRoot, startApp, type RunningApp } from '../e2e/support/harness';
import { seedSession, type Session } from '../e2e/support/api';
import { signedInWithMap } from '../e2e/support/signed-in';
import { longTalkText, talkMap } from '../e2e/support/stage';

const WPMS = [10, 80, 500] as const;
const LONG_FRAME_MS = 50;
const RATE_TOLERANCE = 0.02;
const WIDTH = 1366;
const HEIGHT = 900;
/** The prefs key of utils/prefs.ts (each missing field falls back to its default). */
const PREFS_KEY = 'cuemap:teleprompter-prefs';

function argSeconds(): number {
  const i = process.argv.indexOf('--seconds');
  const raw = i >= 0 ? process.argv[i + 1] : process.argv.find((a) => a.startsWith('--seconds='))?.slice('--seconds='.length);
  const n = raw === undefined ? 60 : Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--seconds wants a positive number, got ${raw}`);
  return n;
}

const SECONDS = argSeconds();

/** Sections of ~190 words: enough that SECONDS at the top speed stays at least 2× short of the end. */
function benchMap() {
  const perSection = longTalkText('Topic').split(/\s+/).length;
  const needed = 2 * ((Math.max(...WPMS) * SECONDS) / 60) + 300;
  const count = Math.max(6, Math.ceil(needed / perSection));
  const titles = Array.from({ length: count }, (_, i) => `Part ${i + 1}`);
  return { map: talkMap('Teleprompter benchmark', titles), words: count * perSection };
}

interface Mode {
  name: string;
  markers: boolean;
  /** Controls auto-hiding while playing (else keyboard focus on Play keeps them up). */
  autoHide: boolean;
}

const MODES: Mode[] = [
  { name: 'markers off, controls shown', markers: false, autoHide: false },
  { name: 'markers on, controls auto-hide', markers: true, autoHide: true },
];

interface FrameStats {
  frames: number;
  long: number;
  p95: number;
  median: number;
  max: number;
}

function frameStats(intervals: number[]): FrameStats {
  const sorted = [...intervals].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return {
    frames: intervals.length,
    long: intervals.filter((ms) => ms > LONG_FRAME_MS).length,
    p95: q(0.95),
    median: q(0.5),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

// Page scripts are strings, not functions: tsx's name helpers do not exist inside the page.
/** A rAF loop recording every frame's timestamp and the content's offset (from its transform). */
const START_RECORDER = `(() => {
  const content = document.querySelector('[data-testid="teleprompter-content"]');
  const wrap = document.querySelector('[data-testid="toolbar-wrap"]');
  const rec = (window.__tp = { times: [], offsets: [], stop: false, hiddenAt: null, shownAgain: 0 });
  const read = () => {
    if (!content) return 0;
    const m = /translate3d\\(0(?:px)?,\\s*(-?[\\d.e+-]+)px/.exec(content.style.transform);
    return m ? -parseFloat(m[1]) : 0;
  };
  if (wrap) {
    new MutationObserver(() => {
      const hidden = wrap.getAttribute('data-hidden') === 'true';
      if (hidden && rec.hiddenAt === null) rec.hiddenAt = performance.now();
      if (!hidden && rec.hiddenAt !== null) rec.shownAgain++;
    }).observe(wrap, { attributes: true, attributeFilter: ['data-hidden'] });
  }
  const tick = (now) => {
    rec.times.push(now);
    rec.offsets.push(read());
    if (!rec.stop) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

interface Recording {
  times: number[];
  offsets: number[];
  hiddenAt: number | null;
  shownAgain: number;
}

const STOP_RECORDER = `(() => { window.__tp.stop = true; const r = window.__tp; return { times: r.times, offsets: r.offsets, hiddenAt: r.hiddenAt, shownAgain: r.shownAgain }; })()`;

/** What the app's rate is computed from, measured the way use-text-layout.ts measures it. */
const LAYOUT_INPUTS = `(() => {
  const content = document.querySelector('[data-testid="teleprompter-content"]');
  const viewport = document.querySelector('[data-testid="teleprompter-viewport"]');
  const p = content.querySelector('p');
  const probe = content.querySelector('[data-column-probe]');
  const maxWidth = content.style.maxWidth;
  // A column capped below 38 characters counts its fewer characters (text-size.ts columnChars).
  const charsPerLine = maxWidth === '38ch' ? ${TELEPROMPTER_CHARS_PER_LINE} : (${TELEPROMPTER_CHARS_PER_LINE} * parseFloat(maxWidth)) / probe.offsetWidth;
  return {
    lineHeight: parseFloat(getComputedStyle(p).lineHeight),
    fontPx: parseFloat(getComputedStyle(content).fontSize),
    charsPerLine,
    maxOffset: Math.max(0, content.offsetHeight - viewport.clientHeight),
    markers: content.querySelectorAll('[data-testid="section-marker"]').length,
    guide: !!document.querySelector('[data-testid="reading-guide"]'),
  };
})()`;

interface LayoutInputs {
  lineHeight: number;
  fontPx: number;
  charsPerLine: number;
  maxOffset: number;
  markers: number;
  guide: boolean;
}

interface Row {
  wpm: number;
  mode: Mode;
  expected: number;
  measured: number;
  frames: FrameStats;
  /** Seconds after play when the toolbar hid (null: never). */
  hiddenAfter: number | null;
  shownAgain: number;
  endReached: boolean;
  inputs: LayoutInputs;
}

/** The script's paragraphs as the stage lays them out (use-stage-script / stage-sections.ts). */
async function stageParagraphs(app: RunningApp, token: string, mapId: string): Promise<string[]> {
  const res = await fetch(`${app.url}/api/teleprompter/${mapId}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /api/teleprompter/${mapId}: ${res.status} ${await res.text()}`);
  const text = (await res.json()) as { content: string; sections?: { text: string }[] };
  const sections = text.sections?.filter((s) => s.text.trim());
  return sections?.length ? sections.flatMap((s) => scriptParagraphs(s.text)) : scriptParagraphs(text.content);
}

async function playOnce(browser: Browser, app: RunningApp, session: Session, mapId: string, avgCharsPerWord: number, wpm: number, mode: Mode): Promise<Row> {
  const { page, context } = await openPage(browser, app.url, WIDTH, HEIGHT);
  try {
    await seedSession(page, session);
    await page.evaluate(([key, prefs]) => localStorage.setItem(key, prefs), [PREFS_KEY, JSON.stringify({ countdown: 0, markers: mode.markers })] as const);
    await page.goto(`/teleprompter/${mapId}`);
    await page.locator('[data-testid="teleprompter-content"] p').first().waitFor();
    const play = page.getByRole('button', { name: /^Play/ });
    await play.waitFor();
    for (let i = 0; i < 100 && !(await play.isEnabled()); i++) await page.waitForTimeout(100);

    // The speed, typed into the field as a presenter would (Enter commits it).
    const speed = page.getByRole('spinbutton', { name: 'Speed (WPM)' });
    await speed.click();
    await speed.fill(String(wpm));
    await speed.press('Enter');
    await page.waitForTimeout(500); // layout and web fonts settle (the rate follows the measured line height)
    const inputs = (await page.evaluate(LAYOUT_INPUTS)) as LayoutInputs;
    const expected = scrollPixelsPerSecond(wpm, inputs.lineHeight, avgCharsPerWord) * (TELEPROMPTER_CHARS_PER_LINE / inputs.charsPerLine);

    await page.evaluate(START_RECORDER);
    await page.waitForTimeout(300);
    const playAt = (await page.evaluate('performance.now()')) as number;
    if (mode.autoHide) {
      // Nothing of the toolbar focused: Space on the page plays, and the controls hide 2.5 s later.
      await page.evaluate('document.activeElement && document.activeElement.blur()');
      await page.keyboard.press('Space');
    } else {
      // Keyboard focus on Play (after typing in the field) keeps the controls up while playing.
      await play.focus();
      await page.keyboard.press('Enter');
    }
    await page.getByRole('button', { name: /^Pause/ }).waitFor();
    await page.waitForTimeout(SECONDS * 1000);
    const rec = (await page.evaluate(STOP_RECORDER)) as Recording;
    await page.getByRole('button', { name: /^Pause/ }).click();

    // Measured from the first frame the text moved to the last one recorded.
    const startOffset = rec.offsets[0] ?? 0;
    const first = rec.offsets.findIndex((o) => o > startOffset);
    const last = rec.offsets.length - 1;
    const measured = first < 0 || last <= first ? 0 : ((rec.offsets[last]! - rec.offsets[first]!) / (rec.times[last]! - rec.times[first]!)) * 1000;
    // Frame intervals while playing (from the first moving frame), like the scroll the audience sees.
    const from = Math.max(1, first);
    const intervals = rec.times.slice(from + 1).map((t, i) => t - rec.times[from + i]!);
    return {
      wpm,
      mode,
      expected,
      measured,
      frames: frameStats(intervals),
      hiddenAfter: rec.hiddenAt === null ? null : (rec.hiddenAt - playAt) / 1000,
      shownAgain: rec.shownAgain,
      endReached: (rec.offsets[last] ?? 0) >= inputs.maxOffset - 0.5,
      inputs,
    };
  } finally {
    await context.close();
  }
}

/** An idle rAF loop on a blank page for SECONDS: the frames this machine's Chromium drops by itself. */
async function baseline(browser: Browser, url: string): Promise<FrameStats> {
  const { page, context } = await openPage(browser, url, WIDTH, HEIGHT);
  try {
    await page.setContent('<!doctype html><html><body style="background:#000"></body></html>');
    await page.evaluate(`(() => {
      const rec = (window.__tp = { times: [], offsets: [], stop: false, hiddenAt: null, shownAgain: 0 });
      const tick = (now) => { rec.times.push(now); if (!rec.stop) requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    })()`);
    await page.waitForTimeout(SECONDS * 1000);
    const rec = (await page.evaluate(STOP_RECORDER)) as Recording;
    return frameStats(rec.times.slice(2).map((t, i) => t - rec.times[i + 1]!));
  } finally {
    await context.close();
  }
}

function ensureBuilt() {
  const built = ['apps/api/dist/server.js', 'apps/web/dist/index.html'].every((f) => existsSync(path.join(repoRoot, f)));
  if (built) return;
  console.log('No production build: running `npm run build` first.');
  const r = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed');
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

function table(rows: Row[], idle: FrameStats): string {
  const header = ['WPM', 'mode', 'expected px/s', 'measured px/s', 'measured ÷ expected', 'frames', `> ${LONG_FRAME_MS} ms`, 'p95 ms', 'max ms', ''];
  const body = rows.map((r) => {
    const ratio = r.expected > 0 ? r.measured / r.expected : 0;
    const dev = Math.round((ratio - 1) * 10_000) / 100 || 0; // no "-0.00 %"
    const flags = [
      Math.abs(ratio - 1) > RATE_TOLERANCE ? `✗ rate outside ±${RATE_TOLERANCE * 100} %` : '',
      r.frames.long > 0 ? '✗ long frames' : '',
      r.endReached ? '✗ reached the end' : '',
      r.mode.autoHide && r.hiddenAfter === null ? '✗ controls never hid' : '',
      !r.mode.autoHide && r.hiddenAfter !== null ? '✗ controls hid' : '',
    ].filter(Boolean);
    return [
      String(r.wpm),
      r.mode.name,
      fmt(r.expected, 2),
      fmt(r.measured, 2),
      `${ratio.toFixed(4)} (${dev >= 0 ? '+' : ''}${dev.toFixed(2)} %)`,
      String(r.frames.frames),
      String(r.frames.long),
      fmt(r.frames.p95),
      fmt(r.frames.max),
      flags.length ? flags.join(', ') : '✓',
    ];
  });
  body.push(['—', 'baseline: idle rAF, blank page', '', '', '', String(idle.frames), String(idle.long), fmt(idle.p95), fmt(idle.max), '']);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 1 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 1 || i === widths.length - 1 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

async function main() {
  ensureBuilt();
  const { map, words } = benchMap();
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const suite = { app, browser, url: app.url };
    const setup = await signedInWithMap(suite, { email: 'bench-teleprompter@example.com', map });
    await setup.context.close();
    const paragraphs = await stageParagraphs(app, setup.session.token, setup.mapId);
    const avgCharsPerWord = charsPerWord(paragraphs.join(' '));

    console.log(
      `Teleprompter scroll, ${SECONDS} s per run, headless Chromium ${browser.version()} (--disable-gpu), ${WIDTH}×${HEIGHT}; ` +
        `${map.nodes.length} sections, ${words} words, ${avgCharsPerWord.toFixed(3)} chars/word`,
    );
    const idle = await baseline(browser, app.url);
    console.log(
      `baseline (idle rAF, blank page): ${idle.frames} frames, ${idle.long} > ${LONG_FRAME_MS} ms, median ${fmt(idle.median)} ms, p95 ${fmt(idle.p95)} ms, max ${fmt(idle.max)} ms`,
    );

    const rows: Row[] = [];
    for (const wpm of WPMS) {
      for (const mode of MODES) {
        const row = await playOnce(browser, app, setup.session, setup.mapId, avgCharsPerWord, wpm, mode);
        rows.push(row);
        const hid =
          row.hiddenAfter === null
            ? 'controls never hid'
            : `controls hid after ${row.hiddenAfter.toFixed(1)} s${row.shownAgain ? ` (shown again ${row.shownAgain}×)` : ''}`;
        console.log(
          `${String(wpm).padStart(3)} WPM, ${mode.name}: expected ${fmt(row.expected, 2)} px/s (line ${row.inputs.lineHeight} px, ` +
            `${fmt(row.inputs.charsPerLine, 1)} chars/line, font ${row.inputs.fontPx} px), measured ${fmt(row.measured, 2)} px/s; ` +
            `${row.frames.frames} frames, ${row.frames.long} > ${LONG_FRAME_MS} ms, p95 ${fmt(row.frames.p95)} ms; ` +
            `${row.inputs.markers} markers, guide ${row.inputs.guide ? 'on' : 'off'}; ${hid}`,
        );
      }
    }
    console.log('');
    console.log(table(rows, idle));
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
