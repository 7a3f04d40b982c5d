// Lighthouse benchmark (issue 16): the production server on a fresh data dir, Lighthouse 12's default
// config (mobile, simulated slow 4G, 4× CPU slowdown) on every public page, RUNS runs each in Debian's
// Chromium; prints the median performance score, FCP, LCP, TBT, CLS and total bytes per page and
// marks the targets. Builds what is missing first. Usage: npm run bench:lighthouse [-- --runs=5]
// Env: CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_URL (measure a running server instead).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'pricing', path: '/pricing' },
  { name: 'auth', path: '/auth' },
];
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const TARGETS = { score: 95, lcpMs: 2000, cls: 0.05 };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

function buildIfMissing() {
  const run = (args) => {
    const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  };
  if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) run(['run', 'build', '-w', '@cuemap/api']);
  if (!existsSync(path.join(root, 'apps/web/dist/prerendered/index.html'))) run(['run', 'build', '-w', '@cuemap/web']);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-lighthouse-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ALLOW_LOG_MAIL: '1',
      BILLING_MODE: 'test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`Server exited (${code}) before it was ready`))));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (await Promise.race([ready, exited])) return { url, stop };
    if (Date.now() > deadline) {
      stop();
      throw new Error('Server did not answer /api/health within 30 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const spread = (values) => `${Math.min(...values)}–${Math.max(...values)}`;

/** One Lighthouse run in a fresh Chromium; a failed trace (NO_NAVSTART happens now and then) is run again. */
async function measure(url, attempt = 1) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  let result;
  try {
    result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  } finally {
    chrome.kill();
  }
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) {
    if (attempt < 3) return measure(url, attempt + 1);
    throw new Error(`${url}: ${runtimeError.message}`);
  }
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

async function main() {
  let server;
  if (process.env.LIGHTHOUSE_URL) server = { url: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: () => {} };
  else {
    buildIfMissing();
    server = await startServer();
  }
  const rows = [];
  const benchmarkIndexes = [];
  const loadBefore = os.loadavg()[0];
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(server.url + page.path));
      const pick = (key) => runs.map((r) => r[key]);
      rows.push({
        page: page.name,
        score: median(pick('score')),
        scores: pick('score'),
        fcp: median(pick('fcp')),
        lcp: median(pick('lcp')),
        tbt: median(pick('tbt')),
        cls: median(pick('cls')),
        bytes: median(pick('bytes')),
      });
      benchmarkIndexes.push(...pick('benchmarkIndex'));
      process.stderr.write(`${page.name}: scores ${pick('score').join(', ')}\n`);
    }
  } finally {
    server.stop();
  }

  const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const mark = (ok) => (ok ? '✓' : '✗');
  const pad = (s, n) => String(s).padEnd(n);
  const padl = (s, n) => String(s).padStart(n);
  console.log(`\nLighthouse ${lighthouseVersion()} · mobile, simulated slow 4G · median of ${RUNS} runs per page`);
  // TBT is the simulated main-thread time (observed × 4): on a busy or slow host it is overstated.
  // Lighthouse calls a host with a benchmark index under ~1000 under-powered for the 4× CPU slowdown.
  console.log(
    `Host: benchmark index ${median(benchmarkIndexes)} (median; ${spread(benchmarkIndexes)}), load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
  );
  console.log(`Targets: performance ≥ ${TARGETS.score}, LCP ≤ ${sec(TARGETS.lcpMs)}, CLS ≤ ${TARGETS.cls}\n`);
  console.log(
    `${pad('page', 10)}${padl('score', 9)}${padl('(spread)', 10)}${padl('FCP', 9)}${padl('LCP', 11)}${padl('TBT', 9)}${padl('CLS', 10)}${padl('bytes', 10)}`,
  );
  console.log('-'.repeat(78));
  let failed = false;
  for (const r of rows) {
    const okScore = r.score >= TARGETS.score;
    const okLcp = r.lcp <= TARGETS.lcpMs;
    const okCls = r.cls <= TARGETS.cls;
    failed ||= !(okScore && okLcp && okCls);
    console.log(
      `${pad(r.page, 10)}${padl(`${r.score} ${mark(okScore)}`, 9)}${padl(`(${spread(r.scores)})`, 10)}${padl(sec(r.fcp), 9)}` +
        `${padl(`${sec(r.lcp)} ${mark(okLcp)}`, 11)}${padl(`${Math.round(r.tbt)} ms`, 9)}${padl(`${r.cls.toFixed(3)} ${mark(okCls)}`, 10)}` +
        `${padl(`${(r.bytes / 1024).toFixed(0)} KB`, 10)}`,
    );
  }
  console.log(failed ? '\nSome targets missed.' : '\nAll targets met.');
  if (failed) process.exitCode = 1;
}

function lighthouseVersion() {
  const r = spawnSync(process.execPath, ['-p', "require('lighthouse/package.json').version"], { cwd: root, encoding: 'utf8' });
  return r.stdout.trim();
}

await main();
