// After Logout nothing more reaches the server with the old session (issue 30) — not the page's
// refreshes of /api/auth/me, not the service worker — and the console stays clean; no offline copy
// survives the logout, not even one whose answer was on its way (issue 23, item 7).
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { createMap, logIn, oneNodeScript, register, type Session } from './support/api';
import { openPage, setupAppAndBrowser } from './support/harness';

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

async function signIn(page: Page, session: Session) {
  await page.evaluate((s) => localStorage.setItem('mindMapSession', JSON.stringify(s)), session);
}

describe('logout', () => {
  it('sends nothing more with the old token, from the page or its service worker, and logs no error (repeated)', async () => {
    const email = 'leaver@example.com';
    await register(suite.url, email);
    const { page, context } = await openPage(suite.browser, suite.url);
    const sent = recordApiRequests(context);
    const errors = recordConsoleErrors(page);
    await page.goto('/auth');
    await controlledByWorker(page);

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
      await page.goto('/dashboard');
      await page.getByText('You are not authenticated. Please log in.').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('mindMapSession'))).toBeNull();
    }
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
    await context.close();
  });

  it('a teleprompter answer on its way at logout is not kept: the worker drops it and no offline copy survives', async () => {
    const email = 'venue-leaver@example.com';
    const session = await register(suite.url, email);
    const mapId = await createMap(suite.url, session.token, oneNodeScript('Late Talk', 'Words that must not stay on this machine.'));
    const { page, context } = await openPage(suite.browser, suite.url);
    const errors = recordConsoleErrors(page);
    await page.goto('/auth');
    await controlledByWorker(page);
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
    await answered;
    // The navbar hides on the teleprompter: hovering the top edge shows it.
    await page.mouse.move(200, 2);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    expect(await outcome).toBe('aborted');
    expect(await page.evaluate(() => caches.has('cuemap-api-v1'))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
