// After Logout nothing more reaches the server with the old session (issue 30) — not the page's
// refreshes of /api/auth/me, not the service worker — and the console stays clean; no offline copy
// survives the logout, not even one whose answer was on its way (issue 23, item 7).
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { api, createMap, DEFAULT_PASSWORD, logIn, oneNodeScript, register, REMOTE_TEAMS_MAP, type Session } from './support/api';
import { openPage, screenshot, setupAppAndBrowser, WITH_SERVICE_WORKER } from './support/harness';
import { LOGOUT_DIALOG_TEXT as T } from '../apps/web/src/components/layout/logout-messages';

const suite = setupAppAndBrowser();

/** Every API request of the context, page and service worker alike, in the order they were sent. */
function recordApiRequests(context: BrowserContext) {
  const sent: { method: string; path: string; auth: string | null; worker: boolean }[] = [];
  context.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/')) return;
    sent.push({ method: request.method(), path: pathname, auth: request.headers().authorization ?? null, worker: !!request.serviceWorker() });
  });
  return sent;
}

/** Every console error and page error, 4xx answers included (the harness lets those through). */
function recordConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Waits until the service worker controls the page (registered after the first load settles). */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * The page the service-worker tests share (issue 25 item 9): one context whose worker has installed and
 * precached the build once, instead of one per test (each precache cost more Chromium CPU than its test).
 * Each test leaves it signed out; a test that needs it signed in stores its own session.
 */
let withWorker: Awaited<ReturnType<typeof openPage>> | undefined;
async function pageWithWorker() {
  if (!withWorker || withWorker.page.isClosed()) {
    withWorker = await openPage(suite.browser, suite.url, undefined, undefined, WITH_SERVICE_WORKER);
    // Installing the worker is its own page load: the file's later tests take this page as it is.
    suite.keep?.(withWorker.context);
    await withWorker.page.goto('/auth');
    await controlledByWorker(withWorker.page);
  }
  // As a test that went offline or to a phone's width may have left it.
  await withWorker.context.setOffline(false);
  await withWorker.page.setViewportSize({ width: 1366, height: 900 });
  expect(await withWorker.page.evaluate(() => localStorage.getItem('mindMapSession'))).toBeNull();
  return withWorker;
}

async function signIn(page: Page, session: Session) {
  await page.evaluate((s) => localStorage.setItem('mindMapSession', JSON.stringify(s)), session);
}

describe('logout', () => {
  it('sends nothing more with the old token, from the page or its service worker, and logs no error (repeated)', async () => {
    const email = 'leaver@example.com';
    await register(suite.url, email);
    const { page, context } = await pageWithWorker();
    const sent = recordApiRequests(context);
    const errors = recordConsoleErrors(page);

    const rounds: { token: string; from: number }[] = [];
    for (let round = 0; round < 6; round++) {
      const session = await logIn(suite.url, email);
      await signIn(page, session);
      // Opened afresh: the load-time refresh and the dashboard's own are under way as Logout is pressed.
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Your Scripts' }).waitFor();
      rounds.push({ token: session.token, from: sent.length });
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/auth');
      // A deliberate logout lands without the notice meant for a visitor sent away from the dashboard
      // (the heading and the notice render together).
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      expect(await page.getByText('You are not authenticated. Please log in.').count(), `round ${round}`).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('mindMapSession'))).toBeNull();
    }
    // Then the dashboard, opened afresh, sends the visitor away with the notice (the next round's
    // fresh load did that work for the rounds before).
    await page.goto('/dashboard');
    await page.getByText('You are not authenticated. Please log in.').waitFor();
    await page.waitForLoadState('networkidle');

    for (const [round, { token, from }] of rounds.entries()) {
      const bearer = `Bearer ${token}`;
      const logout = sent.findIndex((r, i) => i >= from && r.method === 'POST' && r.path === '/api/auth/logout');
      expect(logout, `round ${round}: the logout was sent`).toBeGreaterThanOrEqual(0);
      expect(sent[logout]!.auth).toBe(bearer);
      const after = sent.slice(logout + 1).filter((r) => r.auth === bearer);
      expect(after, `round ${round}: sent with the old token after the logout`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it('a teleprompter answer on its way at logout is not kept: the worker drops it and no offline copy survives', async () => {
    const email = 'venue-leaver@example.com';
    const session = await register(suite.url, email);
    const mapId = await createMap(suite.url, session.token, oneNodeScript('Late Talk', 'Words that must not stay on this machine.'));
    const { page, context } = await pageWithWorker();
    const errors = recordConsoleErrors(page);
    await signIn(page, session);

    // The worker's request for the script gets the server's answer, which is held until after the logout.
    let held: Request | null = null;
    const answered = new Promise<void>((resolve) => {
      void context.route(`**/api/teleprompter/${mapId}`, async (route) => {
        if (!route.request().serviceWorker()) return route.fallback();
        const response = await route.fetch();
        held = route.request();
        resolve();
        await logoutSent;
        await route.fulfill({ response }).catch(() => undefined); // aborted meanwhile: nothing to deliver
      });
    });
    let markLogoutSent = () => {};
    const logoutSent = new Promise<void>((resolve) => (markLogoutSent = resolve));
    context.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/auth/logout') && markLogoutSent());
    const outcome = new Promise<'aborted' | 'delivered'>((resolve) => {
      context.on('requestfailed', (r) => r === held && resolve('aborted'));
      context.on('requestfinished', (r) => r === held && resolve('delivered'));
    });

    await page.goto(`/teleprompter/${mapId}`);
    await page.getByTestId('teleprompter-content').locator('p').first().waitFor();
    // The screen reads its live document; a REST read of the script (Fit to time's, a REST client's) goes through the worker.
    void page.evaluate((id) => {
      const { token } = JSON.parse(localStorage.getItem('mindMapSession')!) as { token: string };
      return fetch(`/api/teleprompter/${id}`, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
    }, mapId);
    await answered;
    // The navbar hides on the teleprompter: hovering the top edge shows it.
    await page.mouse.move(200, 2);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    expect(await outcome).toBe('aborted');
    expect(await page.evaluate(() => caches.has('cuemap-api-v1'))).toBe(false);
    // The test's own read (not the app's, which the logout aborts quietly) reports the worker's abort.
    expect(errors.filter((e) => e !== 'Failed to load resource: net::ERR_FAILED')).toEqual([]);
  });

  it('with an offline edit it asks first: Save when online keeps it, Log out and discard leaves nothing of the user (1366 and 390 px)', async () => {
    const email = 'offline-leaver@example.com';
    const session = await register(suite.url, email);
    const mapId = await createMap(suite.url, session.token, REMOTE_TEAMS_MAP);
    const { page, context } = await pageWithWorker();
    const errors = recordConsoleErrors(page);
    await signIn(page, session);
    const stored = () => page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    // The teleprompter's navbar hides until the top edge is hovered; the pointer comes from below, so a
    // second hover (after a resize hid the bar) is a move too.
    // Clicked while it still slides in, the pointer would go where the bar was (off the screen) and hide
    // it again: the bar is in place first.
    const showNavbar = async () => {
      await page.mouse.move(200, 400);
      await page.mouse.move(200, 2);
      await expect.poll(() => page.locator('header[data-autohide]').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    };
    await page.goto(`/teleprompter/${mapId}?edit=1`);
    const field = page.getByTestId('script-editor').getByRole('textbox', { name: 'Time zones' });
    await expect.poll(() => field.inputValue()).toBe(REMOTE_TEAMS_MAP.nodes[1]!.text);

    // The network drops; the edit is kept on this device, in the live document's copy (named without the address).
    await context.setOffline(true);
    await field.fill('Overlap two hours a day, offline.');
    await expect.poll(() => page.getByTestId('script-editor').getByTestId('live-status').textContent()).toContain('Offline — changes waiting');
    const liveCopies = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('cuemap-live:')));
    expect(await liveCopies()).toHaveLength(1);
    expect((await liveCopies()).join(' ')).not.toContain(email);

    await showNavbar();
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: T.title });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(T.description(1));
    await screenshot(page, 'logout-unsaved-edits');
    await dialog.getByRole('button', { name: T.keep }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toContain(`/teleprompter/${mapId}`);
    expect(await field.inputValue()).toBe('Overlap two hours a day, offline.');
    expect(await liveCopies()).toHaveLength(1);

    // On a phone: the menu's Logout asks the same; Escape keeps everything too.
    await page.setViewportSize({ width: 390, height: 844 });
    await showNavbar();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Logout' }).click();
    await dialog.waitFor();
    await screenshot(page, 'logout-unsaved-edits');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await field.inputValue()).toBe('Overlap two hours a day, offline.');

    await showNavbar();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: T.discard }).click();
    await page.waitForURL('**/auth');
    await expect.poll(liveCopies).toEqual([]);
    expect(await stored()).not.toContain(email);
    // Only the dropped network's own failures reach the console.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|WebSocket/.test(e))).toEqual([]);
  });

  it('signed out elsewhere (other devices, a password change): the next request is one quiet 401 — /auth with the message, nothing more sent', async () => {
    const email = 'other-device@example.com';
    const here = await register(suite.url, email);
    await createMap(suite.url, here.token, oneNodeScript('Shared Talk', 'Spoken on two machines.'));
    // A context of its own: its page is not yet under the worker that other tests share.
    const { page, context } = await openPage(suite.browser, suite.url, undefined, undefined, WITH_SERVICE_WORKER);
    const sent = recordApiRequests(context);
    const errors = recordConsoleErrors(page);
    const answers: { path: string; status: number; at: number }[] = [];
    context.on('response', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/') && !r.request().serviceWorker()) answers.push({ path: pathname, status: r.status(), at: sent.length });
    });
    await page.goto('/auth');

    const endElsewhere = [
      () => api(suite.url, '/api/auth/logout-others', here.token, 'POST'),
      () => api(suite.url, '/api/auth/change-password', here.token, 'PUT', { currentPassword: DEFAULT_PASSWORD, newPassword: 'a brand new passphrase' }),
    ];
    for (const [round, end] of endElsewhere.entries()) {
      const other = await logIn(suite.url, email);
      await signIn(page, other);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Play' }).waitFor();
      expect((await end()).status).toBe(200);
      const from = sent.length;
      const fromAnswer = answers.length;

      // The next thing this device asks for is refused: one message, then /auth.
      await page.getByRole('button', { name: 'Play' }).click();
      await page.waitForURL('**/auth');
      await page.getByText('Session expired or unauthorized. Please log in again.').waitFor();
      const refused = answers.slice(fromAnswer).filter((a) => a.status === 401);
      expect(refused.length, `round ${round}`).toBeGreaterThan(0);
      // Nothing went out with the ended session after its first 401 came back (no logout either).
      const bearer = `Bearer ${other.token}`;
      const late = sent.slice(refused[0]!.at).filter((r) => r.auth === bearer);
      expect(late, `round ${round}: sent after the first 401`).toEqual([]);
      expect(sent.slice(from).some((r) => r.path === '/api/auth/logout')).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('mindMapSession'))).toBeNull();
      // The console has those answers and nothing else.
      expect(errors.length, `round ${round}: ${errors.join(' | ')}`).toBe(refused.length);
      expect(errors.every((e) => e.includes('status of 401'))).toBe(true);
      errors.length = 0;
    }
    await context.close();
    await context.close();
  });

  it("closes the prompter's stage socket before the logout is sent, and no hello follows with the old token", async () => {
    const session = await register(suite.url, 'stage-leaver@example.com');
    const mapId = await createMap(suite.url, session.token, REMOTE_TEAMS_MAP);
    expect((await api(suite.url, `/api/mindmaps/${mapId}/stage-links`, session.token, 'POST', { mode: 'remote' })).status).toBe(201);
    const { page, context } = await pageWithWorker();
    const errors = recordConsoleErrors(page);
    await signIn(page, session);

    const events: string[] = [];
    const welcomed = new Promise<void>((resolve) => {
      page.on('websocket', (ws) => {
        if (!ws.url().endsWith('/api/stage/socket')) return;
        events.push('socket opened');
        ws.on('framesent', ({ payload }) => String(payload).includes(session.token) && events.push('hello with the token'));
        ws.on('framereceived', ({ payload }) => String(payload).includes('"welcome"') && resolve());
        ws.on('close', () => events.push('socket closed'));
      });
    });
    context.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/auth/logout') && events.push('logout sent'));
    // Chromium reports a socket closed when the closing handshake ends, which may come after the logout
    // request leaves: the order the page did things in is recorded in the page (close() before fetch()).
    const calls: string[] = [];
    await context.exposeBinding('__cuemapRecord', (_source, call: string) => void calls.push(call));
    await context.addInitScript(() => {
      const record = (call: string) => void (window as unknown as { __cuemapRecord: (call: string) => Promise<void> }).__cuemapRecord(call);
      const close = WebSocket.prototype.close;
      WebSocket.prototype.close = function (this: WebSocket, ...args: Parameters<WebSocket['close']>) {
        if (this.url.endsWith('/api/stage/socket')) record('socket close()');
        return close.apply(this, args);
      };
      const fetchFn = window.fetch;
      window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.endsWith('/api/auth/logout')) record('logout fetch()');
        return fetchFn.call(this, input, init);
      };
    });
    await page.goto(`/teleprompter/${mapId}`);
    await welcomed;

    await page.mouse.move(200, 2);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    await expect.poll(() => events.includes('logout sent') && events.includes('socket closed')).toBe(true);
    expect(calls).toEqual(['socket close()', 'logout fetch()']);
    // On the wire: one socket, one hello (none follows the logout), closed, one logout.
    expect([...events].sort()).toEqual(['hello with the token', 'logout sent', 'socket closed', 'socket opened']);
    expect(events.slice(0, 2)).toEqual(['socket opened', 'hello with the token']);
    expect(errors).toEqual([]);
  });
});
