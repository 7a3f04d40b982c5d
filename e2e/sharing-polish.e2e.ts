// Issue 27 polish, measured in real Chromium: the view link's teleprompter keeps Play clear of "Full screen"
// at 320, 390 and 430 px wide (and at 1366) with nothing to scroll sideways; in the editor another person's
// name tag on a node stays clear of the node's comment badge; the open Comments panel ends above the status
// bar at 1366 px. Screenshots with E2E_SCREENSHOTS=1.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api, createMap, oneNodeScript, register, seedSession } from './support/api';
import { openPage, screenshot, setupAppAndBrowser } from './support/harness';
import { nodeEl, openLiveMap, talk } from './support/live';
import { shareWithNewAccount } from './support/sharing';

const suite = setupAppAndBrowser();
const stamp = Date.now();
const email = (who: string) => `polish-${who}-${stamp}@example.com`;

type Box = { x: number; y: number; width: number; height: number };
async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}
const apart = (a: Box, b: Box) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('sharing polish', () => {
  it("the view link's teleprompter: Play clear of Full screen, no sideways scroll, at 320, 390, 430 and 1366 px", async () => {
    const owner = await register(suite.url, email('view'));
    const mapId = await createMap(suite.url, owner.token, oneNodeScript('Quarterly review', 'Good evening and welcome to the review.', 'Opening'));
    const made = await api(suite.url, `/api/mindmaps/${mapId}/view-link`, owner.token, 'POST');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const path = new URL((made.body as { url: string }).url).pathname;
    for (const width of [320, 390, 430, 1366]) {
      const { page } = await openPage(suite.browser, suite.url, width, width > 500 ? 900 : 800);
      await page.goto(`${path}/teleprompter`);
      const play = page.getByRole('button', { name: 'Play', exact: true });
      const full = page.getByRole('button', { name: 'Full screen', exact: true });
      const back = page.getByRole('link', { name: /map/i });
      await play.waitFor();
      await full.waitFor();
      const [p, f, b] = await Promise.all([box(play), box(full), box(back)]);
      expect(apart(p, f), `${width} px: Play ${JSON.stringify(p)} / Full screen ${JSON.stringify(f)}`).toBe(true);
      expect(apart(b, f), `${width} px: back link / Full screen`).toBe(true);
      expect(f.x + f.width).toBeLessThanOrEqual(width);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'polish-view-prompter');
      await page.context().close();
    }
  });

  it("another person's name tag clears the comment badge; the Comments panel ends above the status bar", async () => {
    const owner = await register(suite.url, email('owner'));
    const mapId = await createMap(suite.url, owner.token, talk());
    const editor = await shareWithNewAccount(suite.app, owner, mapId, email('grace.hopper.editor'), 'editor');
    const posted = await api(suite.url, `/api/mindmaps/${mapId}/comments`, owner.token, 'POST', {
      anchor: { kind: 'node', id: '2' },
      body: 'Check the figures.',
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);

    for (const width of [1366, 390]) {
      const o = await openPage(suite.browser, suite.url, width, width > 500 ? 900 : 844);
      const e = await openPage(suite.browser, suite.url, 1366, 900);
      await seedSession(o.page, owner);
      await seedSession(e.page, editor);
      await openLiveMap(o.page, mapId);
      await openLiveMap(e.page, mapId);
      await nodeEl(e.page, '2').click();
      const mark = o.page.locator('[data-testid="presence-selection"][data-node-id="2"]');
      await mark.waitFor();
      const badge = nodeEl(o.page, '2').getByTestId('comment-badge');
      await badge.waitFor();
      const [tag, count] = await Promise.all([box(mark.locator('span')), box(badge)]);
      expect(apart(tag, count), `${width} px: tag ${JSON.stringify(tag)} / badge ${JSON.stringify(count)}`).toBe(true);
      await screenshot(o.page, 'polish-editor-presence');

      if (width > 500) {
        await badge.click();
        const panel = o.page.getByRole('complementary', { name: 'Comments' });
        await panel.getByText('Check the figures.').waitFor();
        const footer = o.page.locator('[data-comments-bottom]');
        await expect.poll(async () => (await box(panel)).y + (await box(panel)).height).toBeLessThanOrEqual((await box(footer)).y + 0.5);
        const bar = await box(footer);
        expect(bar.x + bar.width).toBeLessThanOrEqual(width);
        await screenshot(o.page, 'polish-editor-comments');
      }
      await o.context.close();
      await e.context.close();
    }
  });

  it("the Share dialog names the script from the editor; a member's Shared with me card says who edited it last", async () => {
    const owner = await register(suite.url, email('names'));
    const mapId = await createMap(suite.url, owner.token, talk());
    const member = await shareWithNewAccount(suite.app, owner, mapId, email('member'), 'viewer');
    expect((await api(suite.url, `/api/mindmaps/${mapId}`, owner.token, 'PUT', { ...talk(), title: 'Launch plan' })).status).toBe(200);

    const o = await openPage(suite.browser, suite.url, 1366, 900);
    await seedSession(o.page, owner);
    await openLiveMap(o.page, mapId);
    await o.page.getByRole('button', { name: 'Share', exact: true }).click();
    await o.page.getByRole('dialog', { name: 'Share “Launch plan”' }).waitFor();
    await screenshot(o.page, 'polish-share-from-editor');
    await o.context.close();

    for (const width of [1366, 390]) {
      const m = await openPage(suite.browser, suite.url, width, width > 500 ? 900 : 844);
      await seedSession(m.page, member);
      await m.page.goto('/dashboard');
      const card = m.page.getByRole('article', { name: 'Launch plan' });
      await expect.poll(() => card.getByTestId('last-edited').textContent()).toMatch(new RegExp(`^Edited by ${email('names').split('@')[0]} · `));
      await card.scrollIntoViewIfNeeded();
      await screenshot(m.page, 'polish-shared-with-me');
      await m.context.close();
    }
  });
});
