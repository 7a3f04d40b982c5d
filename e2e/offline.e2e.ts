// Works at the venue without network (issue 12, item 8) in Chromium against the production build: the
// app is an installable PWA (manifest, icons, service worker), and a teleprompter opened once reloads
// without network from the precached app shell and the script's live document kept in IndexedDB
// (issue 26), and still plays; logout deletes both copies.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, screenshot, setupAppAndBrowser, WITH_SERVICE_WORKER } from './support/harness';
import { signedInWithMap } from './support/signed-in';

const suite = setupAppAndBrowser();

const MAP = {
  title: 'Venue Talk',
  nodes: [
    { id: '1', x: 400, y: 300, title: 'Welcome', text: 'Thank you all for coming tonight.', color: '#dc2626', isRoot: true },
    { id: '2', x: 600, y: 220, title: 'The idea', text: 'A map of ideas becomes a script you can read aloud.', color: '#3B82F6' },
    { id: '3', x: 600, y: 400, title: 'Close', text: 'Questions are welcome after the talk.', color: '#22C55E' },
  ],
  connections: [
    { from: '1', to: '2' },
    { from: '1', to: '3' },
  ],
  viewState: { translateX: 0, translateY: 0 },
  nodeOrder: ['1', '2', '3'],
};

/** How many updates this browser's IndexedDB copies of live documents hold (y-indexeddb's `updates` store). */
function liveCopyUpdates(page: Page) {
  return page.evaluate(async () => {
    let n = 0;
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('cuemap-live:')) continue;
      n += await new Promise<number>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('updates')) return (resolve(0), db.close());
          const count = db.transaction('updates').objectStore('updates').count();
          count.onsuccess = () => (resolve(count.result), db.close());
          count.onerror = () => (resolve(0), db.close());
        };
        open.onerror = () => resolve(0);
      });
    }
    return n;
  });
}
const liveCopies = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).filter((d) => d.name?.startsWith('cuemap-live:')).length);

/** The teleprompter content's vertical offset (the auto-scroll moves it with a transform). */
function offset(page: Page) {
  return page.getByTestId('teleprompter-content').evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m42);
}

describe('offline teleprompter (PWA)', () => {
  it('is installable: manifest with name and icons, served with its content type; the worker is no-cache', async () => {
    const { page, context, assertNoConsoleErrors } = await openPage(suite.browser, suite.url, undefined, undefined, WITH_SERVICE_WORKER);
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await fetch(new URL(href!, suite.url));
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const json = (await manifest.json()) as { name: string; short_name: string; icons: { src: string; sizes: string; purpose?: string }[] };
    expect(json.name).toBe('Cuemap');
    expect(json.short_name).toBeTruthy();
    expect(json.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(json.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of json.icons) {
      const res = await fetch(new URL(icon.src, suite.url));
      expect(res.status, icon.src).toBe(200);
    }
    const sw = await fetch(new URL('/sw.js', suite.url));
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    // The page registers it; it takes control without a reload.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(new URL('/sw.js', suite.url).href);
    assertNoConsoleErrors();
    await context.close();
  });

  it('a teleprompter opened once reloads and plays without network; logout deletes the offline copies', async () => {
    const { mapId: id, page, context, errors } = await signedInWithMap(suite, { email: 'venue@example.com', map: MAP, context: WITH_SERVICE_WORKER });

    // First visit, online: the worker installs while the script is on screen.
    await page.goto(`/teleprompter/${id}`);
    const paragraphs = page.getByTestId('teleprompter-content').locator('p');
    await paragraphs.first().waitFor();
    const online = await paragraphs.allTextContents();
    expect(online.join(' ')).toContain('Thank you all for coming tonight.');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The session refresh is kept by the worker; the script itself is the live document's copy in IndexedDB.
    const kept = (path: string) => page.evaluate(async (p) => !!(await (await caches.open('cuemap-api-v1')).match(new URL(p, location.href).href)), path);
    await expect.poll(() => kept('/api/auth/me'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => liveCopyUpdates(page), { timeout: 10_000 }).toBeGreaterThan(0);
    const offlineNotice = page.getByText('Offline — showing the script as it was last opened.');
    expect(await offlineNotice.count()).toBe(0);

    // The network drops at the venue; the presenter reloads.
    await context.setOffline(true);
    await page.reload();
    await paragraphs.first().waitFor();
    expect(await paragraphs.allTextContents()).toEqual(online);
    expect(page.url()).toBe(new URL(`/teleprompter/${id}`, suite.url).href);
    // The title comes from the kept copy of the document.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Venue Talk');
    // Still signed in (the session refresh was answered from the copy), and the screen says it is a copy.
    expect(await page.evaluate(() => localStorage.getItem('mindMapSession'))).not.toBeNull();
    await offlineNotice.waitFor();
    await screenshot(page, 'teleprompter-offline');

    // Play scrolls the script (after the countdown, if one is set).
    const speed = page.getByRole('spinbutton', { name: 'Speed (WPM)' });
    await speed.fill('500');
    await speed.press('Enter');
    expect(await offset(page)).toBe(0);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => offset(page), { timeout: 10_000 }).toBeLessThan(-5);
    await page.getByRole('button', { name: 'Pause' }).click();

    // A request the worker does not keep fails as it would without one.
    const other = await page.evaluate(async () => {
      try {
        return (await fetch('/api/mindmaps')).status;
      } catch {
        return 'network error';
      }
    });
    expect(other).toBe('network error');

    // Back online, logging out deletes the offline copies (a shared machine keeps nothing).
    await context.setOffline(false);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Your Scripts' }).waitFor();
    expect(await kept('/api/auth/me')).toBe(true);
    expect(await liveCopies(page)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    await expect.poll(() => page.evaluate(() => caches.has('cuemap-api-v1'))).toBe(false);
    await expect.poll(() => liveCopies(page)).toBe(0);

    // Only the dropped network's own failures reach the console.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|WebSocket/.test(e))).toEqual([]);
    await context.close();
  });
});
