// E2E harness: starts the built server (apps/api/dist/server.js) on a free port with its own data
// directory, an in-process SMTP peer that collects mail, and Debian's Chromium via playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFailed } from 'vitest';

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
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface AppAndBrowser {
  app: RunningApp;
  browser: Browser;
  /** The app's base URL. */
  readonly url: string;
}

/** Starts the app (with `env`) and then Chromium before the file's tests, and closes both after them. Read the handle inside tests. */
export function setupAppAndBrowser(env: Record<string, string> = {}): AppAndBrowser {
  const handle = {
    get url() {
      return this.app.url;
    },
  } as AppAndBrowser;
  beforeAll(async () => {
    handle.app = await startApp(env);
    handle.browser = await launchBrowser();
  });
  afterAll(async () => {
    await handle.browser?.close();
    await handle.app?.stop();
  });
  return handle;
}

/**
 * Opens a page that records console errors and page errors; call `assertNoConsoleErrors()` at the end.
 * Failed requests the test provokes on purpose (4xx answers) are not console errors of the app.
 */
export async function openPage(browser: Browser, baseURL: string, width = 1366, height = 900, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...options, baseURL, viewport: { width, height } });
  const page = await context.newPage();
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
      const shot = await screenshot(page, 'failure').catch(() => 'none');
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

/** Saves a full-page screenshot as test-results/screenshots/{name}-{width}.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
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
