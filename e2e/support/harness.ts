// E2E harness: starts the built server (apps/api/dist/server.js) on a free port with its own data
// directory, an in-process SMTP peer that collects mail, and Debian's Chromium (its headless shell) via playwright-core.
//
// Speed (issue 25 item 9): the suites run with `isolate: false`, so this module lives as long as its
// Vitest worker. `setupAppAndBrowser()` therefore hands every file of a worker the same server (one per
// distinct `env`, its own port and SQLite file) and the same Chromium, instead of starting both per
// file; each test registers its own users through the API, so no test sees another's data. A file's
// browser contexts are closed after it. e2e/support/global-setup.ts stops whatever a worker left running.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, onTestFailed } from 'vitest';
import { serverStopping, trackServer } from './cpu';
import { processStart } from './processes';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const screenshotDir = path.join(repoRoot, 'test-results/screenshots');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface MailMessage {
  to: string[];
  raw: string;
}

export interface Mailbox {
  url: string;
  messages: MailMessage[];
  /** Waits for the next message to `to` and returns its raw text. */
  waitFor(to: string, timeoutMs?: number): Promise<MailMessage>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startMailbox(): Promise<Mailbox> {
  const messages: MailMessage[] = [];
  /** Callbacks of pending `waitFor`s, run on each arrival. */
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        for (const check of waiting) check();
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, timeoutMs = 10_000) {
      return new Promise<MailMessage>((resolve, reject) => {
        const check = () => {
          const found = messages.find((m) => m.to.includes(to));
          if (!found) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiting.delete(check);
        };
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Extracts the first link to `pathPart` from a raw (possibly quoted-printable) mail. */
export function linkFromMail(raw: string, pathPart: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = unfolded.match(new RegExp(`https?://[^\\s"'<>]*${pathPart.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*`));
  if (!match) throw new Error(`No ${pathPart} link in mail:\n${raw}`);
  return match[0];
}

export interface RunningApp {
  url: string;
  dataDir: string;
  logs: string[];
  stop(): Promise<void>;
}

/** Starts the production server with a fresh SQLite data directory; `env` adds or overrides variables. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Production refuses log-only mail and test-mode billing unless opted in; the suites use both
      // (a suite that passes SMTP_URL gets real mail).
      ALLOW_LOG_MAIL: '1',
      BILLING_MODE: 'test',
      // A copy of the web build to serve instead of apps/web/dist (parallel work on one checkout).
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => logs.push(d.toString()));
  // Never outlive the test run, whatever happens to the suite that started it.
  const killOnExit = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  leftBehind(child.pid, dataDir);
  trackServer(child.pid, logs);
  // Started when the server logs that it listens (Fastify's own line), failed when it exits first.
  await new Promise<void>((resolve, reject) => {
    const onOutput = () => {
      if (!/Server listening at/.test(logs.join(''))) return;
      done();
      resolve();
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`Server exited (${code}):\n${logs.join('')}`));
    };
    const timer = setTimeout(() => {
      done();
      child.kill('SIGKILL');
      reject(new Error(`Server did not start listening within 30 s:\n${logs.join('')}`));
    }, 30_000);
    const done = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onOutput);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', onOutput);
    child.once('exit', onExit);
  });
  const health = await fetch(`${url}/api/health`);
  if (!health.ok) {
    child.kill('SIGKILL');
    throw new Error(`Server listens but /api/health answers ${health.status}: ${await health.text()}\n${logs.join('')}`);
  }
  return {
    url,
    dataDir,
    logs,
    async stop() {
      process.off('exit', killOnExit);
      serverStopping(child.pid);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The Chromium the suites drive: CHROMIUM_PATH, else Debian's headless shell (package
 * chromium-headless-shell: the same Blink and V8 as /usr/bin/chromium without the desktop browser
 * around them, as Playwright itself runs headless; 136 tests, 2026-12-06: 336 s of Chromium CPU
 * against 548 s for the full browser), else /usr/bin/chromium.
 */
export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/**
 * The suites' pages live for seconds: V8's optimising tiers (Maglev, TurboFan), which compile hot functions
 * on background threads, rarely pay back there. The suites run V8's bytecode and baseline (Sparkplug) tiers
 * only — the same language, only less optimised code (issue 25 item 9; three e2e files four times each:
 * 28.2 against 29.5 s of Chromium CPU; whole runs 257 s against 284–343 s the same day). The demo video and
 * the benchmarks keep the full engine.
 */
export const SUITE_JS_FLAGS = '--js-flags=--max-opt=1';

/** Chromium, driven over a pipe: it quits by itself when the process that launched it ends. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS, SUITE_JS_FLAGS] });
}

/**
 * Notes a server (and its data directory) in the run's list (global-setup.ts), so the run's teardown
 * can stop it if its worker ends without the server's own exit handler running.
 */
function leftBehind(pid: number | undefined, dir = '') {
  const list = process.env.E2E_PROCESS_LIST;
  if (list && pid) appendFileSync(list, `${pid} ${processStart(pid)} ${dir}\n`);
}

/** This worker's servers, one per distinct `env`, started on first use and kept until the worker ends. */
const sharedApps = new Map<string, Promise<RunningApp>>();
let sharedBrowserPromise: Promise<Browser> | undefined;

/**
 * The worker's server for `env`. Its auth routes' per-address limit is raised: every file of the worker
 * registers and logs in from 127.0.0.1 within a minute or two (the limits have their own API tests).
 */
export function sharedApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const key = JSON.stringify(Object.entries(env).sort());
  let app = sharedApps.get(key);
  if (!app) {
    app = startApp({ RATE_LIMIT_IP_PER_MINUTE: '100000', RATE_LIMIT_EMAIL_PER_MINUTE: '1000', ...env });
    // A failed start is not kept: the next file tries again and reports its own error.
    app.catch(() => sharedApps.delete(key));
    sharedApps.set(key, app);
  }
  return app;
}

/** The worker's Chromium, launched on first use (again if it has crashed or disconnected). */
export function sharedBrowser(): Promise<Browser> {
  const current = sharedBrowserPromise;
  if (current) {
    return current.then((b) => (b.isConnected() ? b : ((sharedBrowserPromise = undefined), sharedBrowser())));
  }
  const launched = launchBrowser();
  sharedBrowserPromise = launched;
  launched.catch(() => {
    if (sharedBrowserPromise === launched) sharedBrowserPromise = undefined;
  });
  return launched;
}

/** Closes every context a file left open in the shared browser (files of a worker run one after another). */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  if (!browser?.isConnected()) return;
  await Promise.all(browser.contexts().map((c) => c.close().catch(() => undefined)));
}

export interface AppAndBrowser {
  app: RunningApp;
  browser: Browser;
  /** The app's base URL. */
  readonly url: string;
  /** Keeps `context` open for the file's later tests (it closes with the file). */
  keep?(context: BrowserContext): void;
}

/**
 * Before the file's tests: the worker's server for `env` (sharedApp) and its Chromium (sharedBrowser);
 * before each test, closes the contexts the one before opened (unless kept); after them all, every
 * context the file opened. Read the handle inside tests.
 */
export function setupAppAndBrowser(env: Record<string, string> = {}): AppAndBrowser {
  let kept = new Set<BrowserContext>();
  const handle = {
    get url() {
      return this.app.url;
    },
    keep(context: BrowserContext) {
      kept.add(context);
    },
  } as AppAndBrowser;
  beforeAll(async () => {
    handle.app = await sharedApp(env);
    handle.browser = await sharedBrowser();
    kept = new Set(handle.browser.contexts());
  });
  // The pages a test opened close before the next test starts (not in afterEach: a failed test's page is
  // captured after its afterEach hooks, see openPage). A page left open kept drawing frames (a spinner, a
  // pulse, a playing prompter) through the file's later tests, which cost them CPU.
  beforeEach(async () => {
    if (!handle.browser?.isConnected()) return;
    await Promise.all(
      handle.browser
        .contexts()
        .filter((c) => !kept.has(c))
        .map((c) => c.close().catch(() => undefined)),
    );
  });
  afterAll(async () => {
    await closeContexts(handle.browser);
  });
  return handle;
}

/**
 * For the tests of the service worker (offline use, logout): the page registers /sw.js as in production.
 * Without it (openPage's default) no context precaches the whole build (133 files) 1.5 s after its first
 * load, which cost most contexts more CPU than the test itself.
 */
export const WITH_SERVICE_WORKER: BrowserContextOptions = { serviceWorkers: 'allow' };

/**
 * Opens a page that records console errors and page errors; call `assertNoConsoleErrors()` at the end.
 * Failed requests the test provokes on purpose (4xx answers) are not console errors of the app.
 * Service workers are blocked unless `options` allow them (WITH_SERVICE_WORKER).
 */
export async function openPage(browser: Browser, baseURL: string, width = 1366, height = 900, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options, baseURL, viewport: { width, height } });
  // The pointer starts at the left edge, half-way down, not at (0, 0): resting on the top edge brings in
  // the auto-hidden bar of the prompter and the editor (navbar.tsx) over their toolbars' first row, and a
  // click on that row then lands on the bar. So on every page of the context: a second page a test opens
  // (editor.e2e's reopened tab once timed out on New Script under the bar) and the app's own windows.
  const park = (p: Page) => p.mouse.move(0, Math.round(height / 2));
  const page = await context.newPage();
  await park(page);
  context.on('page', (p) => void park(p).catch(() => {}));
  const errors: string[] = [];
  /** The last things the page did, printed when a test fails (CI keeps only the log). */
  const trail: string[] = [];
  const note = (line: string) => {
    trail.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (trail.length > 40) trail.shift();
  };
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    note(`console.${msg.type()}: ${msg.text()}`);
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    errors.push(`console: ${text}`);
  });
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`navigated: ${frame.url()}`));
  page.on('requestfailed', (r) => note(`request failed: ${r.method()} ${r.url()} (${r.failure()?.errorText ?? '?'})`));
  page.on('response', (r) => r.url().includes('/api/') && note(`${r.status()} ${r.request().method()} ${r.url()}`));
  try {
    onTestFailed(async () => {
      if (page.isClosed()) return;
      const session = await page.evaluate(() => localStorage.getItem('mindMapSession') !== null).catch(() => 'unknown');
      const shot = await capture(page, `failure-${Date.now()}`).catch(() => 'none');
      // CI keeps only the log: say which dialog, if any, covers the page.
      const dialogs = await page
        .evaluate(() => [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map((d) => (d.textContent ?? '').slice(0, 160)))
        .catch(() => []);
      const open = dialogs.length ? `\nopen dialogs: ${dialogs.map((d) => JSON.stringify(d)).join(', ')}` : '';
      console.error(`\n[e2e] page at ${page.url()} (stored session: ${String(session)}, screenshot: ${shot})${open}\n${trail.join('\n')}\n`);
    });
  } catch {
    // Opened outside a running test (a beforeAll): nothing to attach to.
  }
  return {
    page,
    context,
    errors,
    assertNoConsoleErrors() {
      if (errors.length) throw new Error(`Console errors:\n${errors.join('\n')}`);
    },
  };
}

/**
 * Screenshots for people (the README, session notes) are taken only with E2E_SCREENSHOTS=1: nothing
 * compares them, and a full-page capture costs 0.1–0.5 s of CPU (71 of them per run). Failures are
 * always captured (openPage).
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/** With E2E_SCREENSHOTS=1, saves a full-page screenshot as test-results/screenshots/{name}-{width}.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  return screenshotsWanted ? capture(page, name) : '';
}

/** Saves a full-page screenshot as test-results/screenshots/{name}-{width}.png. */
async function capture(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(screenshotDir, `${name}-${width}.png`);
  // A full-page capture of an open dialog misplaces the fixed overlay: shoot what the user sees then.
  const dialogOpen = (await page.locator('[role="dialog"]:visible').count()) > 0;
  // A full-page capture draws a sticky header where the page is scrolled to: capture from the top.
  if (!dialogOpen) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: !dialogOpen });
  return file;
}
