// First visit (issue 16) against the built server: the public pages arrive as real, compressed HTML
// with their text in it before any script runs, hydrate in Chromium without a warning (the very
// pre-rendered elements stay in the page), and the landing page's way to register still works.
import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { createMap, register, REMOTE_TEAMS_MAP, seedSession } from './support/api';
import { closeContexts, openPage, screenshot, sharedApp, sharedBrowser, type RunningApp } from './support/harness';

const PAGES = [
  { path: '/', heading: 'Plan it as a map.' },
  { path: '/pricing', heading: 'Pick the plan that fits how often you present' },
  { path: '/auth', heading: 'Welcome back' },
];

interface RawAnswer {
  headers: http.IncomingHttpHeaders;
  html: string;
}

/** The page as the server sends it (no script has run), asking for brotli as a browser does. */
function rawPage(base: string, pathname: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
    http
      .get(new URL(pathname, base), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const html = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body).toString('utf8') : body.toString('utf8');
          resolve({ headers: res.headers, html });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Remembers the <h1> the HTML parser made: the document turns "interactive" when parsing ends and
 * before any module script runs, so only a pre-rendered heading can be there at that moment.
 */
function rememberParsedHeading() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('h1');
  });
}

function isHydrationProblem(msg: ConsoleMessage): boolean {
  return (msg.type() === 'error' || msg.type() === 'warning') && /hydrat|did not match|server rendered/i.test(msg.text());
}

describe('first visit', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await sharedApp();
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await closeContexts(browser);
  });

  it('sends each public page as compressed HTML that already holds its heading', async () => {
    for (const { path, heading } of PAGES) {
      const { headers, html } = await rawPage(app.url, path);
      expect(headers['content-encoding'], path).toBe('br');
      expect(headers.vary, path).toMatch(/accept-encoding/i);
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root, path).toContain(`data-prerendered="${path}"`);
      expect(root, path).toContain(heading);
    }
    // Form fields arrive disabled (typing before hydration would be lost), and are enabled by the app.
    const auth = await rawPage(app.url, '/auth');
    expect(auth.html).toMatch(/<input disabled="" data-until-hydrated=""[^>]*type="email"/);
    // A logged-in screen stays the empty client shell.
    const { html } = await rawPage(app.url, '/dashboard');
    expect(html).toContain('<div id="root"></div>');
  });

  it('sends compressed scripts', async () => {
    const { html } = await rawPage(app.url, '/');
    // The module script and the chunks it preloads.
    const scripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
    expect(scripts.size).toBeGreaterThan(1);
    let compressed = 0;
    for (const script of scripts) {
      const { headers, html: code } = await rawPage(app.url, script);
      // The build keeps no compressed copy of a file under 1 KB (apps/web/scripts/compress.mjs: not worth it).
      if (Buffer.byteLength(code) < 1024) continue;
      expect(headers['content-encoding'], script).toBe('br');
      compressed += 1;
    }
    expect(compressed).toBeGreaterThan(0);
  });

  it('hydrates the pre-rendered pages without a warning, then registering works', async () => {
    const { page, errors } = await openPage(browser, app.url, 390, 844);
    const problems: string[] = [];
    page.on('console', (msg) => isHydrationProblem(msg) && problems.push(`${msg.type()}: ${msg.text()}`));
    await page.addInitScript(rememberParsedHeading);

    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await waitForHydration(page);
      expect(problems, path).toEqual([]);
      expect(errors, path).toEqual([]);
      await expect.poll(() => page.locator('[data-until-hydrated]').count(), { timeout: 5000 }).toBe(0);
      // Hydrated, not re-rendered: the element the parser made is still the page's heading.
      expect(await page.evaluate(() => (window as unknown as { parsedHeading?: Element }).parsedHeading === document.querySelector('h1')), path).toBe(true);
    }

    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Start free' }).first().click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('Email').fill(`first-visit-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('first-visit-123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Verification is off: the new user is signed in at once (issue 24 item 9).
    await page.getByRole('heading', { name: 'Your Scripts' }).waitFor();
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a Start free clicked before the app has started still opens the registration form', async () => {
    const { page, errors } = await openPage(browser, app.url, 390, 844);
    // Hold the app's chunk: the page stays the pre-rendered HTML, as on a slow phone in its first seconds.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const start = page.getByRole('link', { name: 'Start free' }).first();
    expect(await start.getAttribute('href')).toBe('/register');
    await start.click();
    await page.waitForURL('**/register');
    release();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(errors).toEqual([]);
  });

  it("says so, and offers a reload, when the app's code cannot be fetched", async () => {
    const { page } = await openPage(browser, app.url, 1366, 900);
    // The connection drops as the app's chunk is fetched: the painted page would never come alive.
    const chunk = /\/assets\/entry-client-[\w-]+\.js$/;
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await page.goto('/auth');
    const notice = page.getByRole('alert').filter({ hasText: 'Cuemap could not finish loading.' });
    await notice.waitFor();
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    await screenshot(page, 'first-visit-load-failure');

    await page.unroute(chunk);
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.locator('[data-until-hydrated]').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByLabel('Email').isEnabled()).toBe(true);
    expect(await notice.count()).toBe(0);
  });

  // Issue 14 (open to interactive): a script opened cold. Since issue 26 the editor reads the script from
  // its live document (one WebSocket), not from an early GET: the route's chunks are named for the page to
  // preload, each is fetched once, and the script's live socket is opened once.
  it("fetches each chunk once and opens the script's live document once", async () => {
    // The editor's route shell names its chunks for the page to preload (not as <link>s: see main.tsx).
    const { html } = await rawPage(app.url, '/mindmap/some-id');
    const named = /<meta name="cuemap-route-chunks" content="([^"]+)">/.exec(html)?.[1]?.split(' ') ?? [];
    expect(named.some((file) => /^\/assets\/mind-map-[\w-]+\.js$/.test(file))).toBe(true);
    expect(html).toContain('<div id="root"></div>');
    expect((await rawPage(app.url, '/pricing')).html).not.toContain('cuemap-route-chunks');

    const session = await register(app.url, 'cold-open@example.com');
    const mapId = await createMap(app.url, session.token, REMOTE_TEAMS_MAP);
    const { page, errors } = await openPage(browser, app.url, 1366, 900);
    await seedSession(page, session);
    const requests: string[] = [];
    const sockets: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
    await page.goto(`/mindmap/${mapId}`);
    await page.locator('.react-flow__node').first().waitFor();
    expect(sockets.filter((p) => p === `/api/live/${mapId}`)).toHaveLength(1);
    const assets = requests.filter((p) => p.startsWith('/assets/'));
    expect(assets.length).toBe(new Set(assets).size);
    for (const file of named) expect(assets).toContain(file);
    expect(errors).toEqual([]);
  });
});

/** React attaches its root marker to the container when it hydrates (or renders) it. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}
