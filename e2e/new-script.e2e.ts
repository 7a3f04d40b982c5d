// Issue 24 item 9 in Chromium: both New Script buttons open the same unsaved map with its root in the
// middle of the canvas; a new script nobody touched leaves no entry behind and does not count toward
// the Free limit; its first change saves it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, createMap, oneNodeScript, register, seedSession } from './support/api';
import { openPage, setupAppAndBrowser } from './support/harness';

const suite = setupAppAndBrowser();

/** How far the node titled `title` sits from the middle of the canvas, as shares of its width and height. */
async function offCentre(page: Page, title: string) {
  const node = page.locator('.react-flow__node', { hasText: title });
  await node.waitFor();
  return node.evaluate((el) => {
    const canvas = el.closest('.react-flow')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return {
      x: Math.abs(box.left + box.width / 2 - (canvas.left + canvas.width / 2)) / canvas.width,
      y: Math.abs(box.top + box.height / 2 - (canvas.top + canvas.height / 2)) / canvas.height,
    };
  });
}

async function countAndList(token: string) {
  const me = await api(suite.url, '/api/auth/me', token);
  const list = await api(suite.url, '/api/mindmaps', token);
  return { count: (me.body.user as { mindMapCount: number }).mindMapCount, titles: (list.body as unknown as { title: string }[]).map((m) => m.title) };
}

describe('New Script', () => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    it(`opens an unsaved map, root centred; untouched it leaves nothing (${width}×${height})`, async () => {
      const session = await register(suite.url, `new-script-${width}@example.com`);
      const kept = await createMap(suite.url, session.token, oneNodeScript('Kept talk', 'Hello.'));
      const { page, assertNoConsoleErrors } = await openPage(suite.browser, suite.url, width, height);
      await seedSession(page, session);

      // The dashboard's New Script: the editor's new map, its root titled as spec §3 has it.
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'New Script' }).click();
      await page.waitForURL('**/mindmap/new');
      // The map is fitted once its nodes are measured: wait for it.
      await expect
        .poll(async () => {
          const { x, y } = await offCentre(page, 'Central Idea');
          return Math.max(x, y);
        })
        .toBeLessThan(0.15);
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.getByRole('heading', { name: 'Your Scripts' }).waitFor();
      await page.getByRole('button', { name: 'Rename script: Kept talk' }).waitFor();
      expect(await countAndList(session.token)).toEqual({ count: 1, titles: ['Kept talk'] });

      // The editor's New Script, from a saved script: the same fresh map, fitted again.
      await page.goto(`/mindmap/${kept}`);
      await page.locator('.react-flow__node', { hasText: 'Central Idea' }).waitFor();
      await page.getByRole('button', { name: 'New Script' }).click();
      await page.waitForURL('**/mindmap/new');
      // The map is fitted once its nodes are measured: wait for it.
      await expect
        .poll(async () => {
          const { x, y } = await offCentre(page, 'Main Idea');
          return Math.max(x, y);
        })
        .toBeLessThan(0.15);
      expect(await countAndList(session.token)).toEqual({ count: 1, titles: ['Kept talk'] });

      // Its first change saves it: now it counts.
      await page.getByRole('button', { name: 'Add Node' }).click();
      await page.waitForURL(/\/mindmap\/(?!new)[^/]+$/);
      await expect.poll(async () => (await countAndList(session.token)).count).toBe(2);
      assertNoConsoleErrors();
    });
  }
});
