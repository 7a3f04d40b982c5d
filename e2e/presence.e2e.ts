// Issue 27 item 4 in Chromium against the production build: two browser contexts on one script. Each
// sees the other's avatar; a node selected in one is outlined in the other within a second; the other's
// cursor shows on the map (and can be turned off); closing one context removes its avatar from the other.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, seedSession } from './support/api';
import { openPage, screenshot, setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';
import { SEEN_WITHIN_MS, nodeEl, talk } from './support/live';

const suite = setupAppAndBrowser();
const avatars = (page: Page) => page.getByRole('list', { name: 'People here' }).getByRole('img');
const outlinedNode = (page: Page) =>
  page
    .getByTestId('presence-selection')
    .getAttribute('data-node-id', { timeout: 500 })
    .catch(() => null);

describe('presence on the map (issue 27 item 4)', () => {
  it("each sees the other's avatar, selection and cursor; closing one removes it from the other", async () => {
    const email = `presence-${Date.now()}@example.com`;
    const a = await signedInWithMap(suite, { email, map: talk() });
    const b = await openPage(suite.browser, suite.url);
    await seedSession(b.page, a.session);
    for (const page of [a.page, b.page]) {
      await page.goto(`/mindmap/${a.mapId}`);
      await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(3);
    }

    // Each sees one avatar: the other window (the same account here), on the map.
    for (const page of [a.page, b.page]) await expect.poll(() => avatars(page).count(), { timeout: 10_000 }).toBe(1);
    const name = email.split('@')[0]!;
    expect(await avatars(b.page).first().getAttribute('aria-label')).toBe('You (another window), on the map');

    // A selects Research: B sees it outlined with A's name within a second.
    await nodeEl(a.page, '2').click();
    await expect.poll(() => outlinedNode(b.page), { timeout: SEEN_WITHIN_MS }).toBe('2');
    await nodeEl(a.page, '3').click();
    await expect.poll(() => outlinedNode(b.page), { timeout: SEEN_WITHIN_MS }).toBe('3');
    expect(await b.page.getByTestId('presence-selection').textContent()).toBe(name);

    // A's pointer over the map shows on B's, named; B can turn the cursors off (kept for the next visit).
    const pane = (await a.page.locator('.react-flow__pane').boundingBox())!;
    await a.page.mouse.move(pane.x + pane.width / 2, pane.y + 60, { steps: 4 });
    const cursor = b.page.getByTestId('presence-cursor');
    await expect.poll(() => cursor.count(), { timeout: SEEN_WITHIN_MS }).toBe(1);
    expect(await cursor.textContent()).toBe(name);
    await screenshot(b.page, 'presence-map');
    expect(await b.page.getByTestId('presence-cursors').getAttribute('aria-hidden')).toBe('true');
    const toggle = b.page.getByRole('button', { name: "Show others' cursors" });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await cursor.count()).toBe(0);
    expect(await b.page.evaluate(() => localStorage.getItem('cuemap:presence-cursors'))).toBe('hidden');
    await toggle.click();
    await a.page.mouse.move(pane.x + pane.width / 2 + 40, pane.y + 90, { steps: 4 });
    await expect.poll(() => cursor.count(), { timeout: SEEN_WITHIN_MS }).toBe(1);

    // A closes its window: its avatar, selection and cursor go from B's screen.
    await a.context.close();
    await expect.poll(() => avatars(b.page).count(), { timeout: 5_000 }).toBe(0);
    expect(await b.page.getByTestId('presence-selection').count()).toBe(0);
    expect(await cursor.count()).toBe(0);
  });

  it('on the teleprompter: the avatar says where; the script editor marks the section each is editing', async () => {
    const email = `presence-script-${Date.now()}@example.com`;
    const map = talk();
    const a = await signedInWithMap(suite, { email, map });
    const content = map.nodes.map((n) => n.text).join('\n\n');
    expect((await api(suite.url, '/api/teleprompter', a.session.token, 'POST', { mindMapId: a.mapId, title: map.title, content })).status).toBe(200);
    const b = await openPage(suite.browser, suite.url);
    await seedSession(b.page, a.session);
    await b.page.goto(`/teleprompter/${a.mapId}?edit=1`);
    await a.page.goto(`/teleprompter/${a.mapId}`);
    await expect
      .poll(
        () =>
          avatars(b.page)
            .first()
            .getAttribute('aria-label', { timeout: 500 })
            .catch(() => null),
        { timeout: 10_000 },
      )
      .toBe('You (another window), on the teleprompter');

    // A edits the second section: B sees the marker by that section, and no other.
    await a.page.goto(`/teleprompter/${a.mapId}?edit=1`);
    const fields = a.page.getByTestId('script-editor').getByRole('textbox');
    await expect.poll(() => fields.count(), { timeout: 10_000 }).toBe(3);
    await fields.nth(1).click();
    const sections = b.page.getByTestId('script-editor').getByRole('listitem');
    await expect.poll(() => sections.nth(1).getByTestId('section-presence').count(), { timeout: SEEN_WITHIN_MS }).toBe(1);
    expect(await b.page.getByTestId('section-presence').count()).toBe(1);
    expect(await sections.nth(1).getByTestId('section-presence').textContent()).toContain('is editing this section');
    expect(await avatars(b.page).first().getAttribute('aria-label')).toBe('You (another window), editing the script');
    await screenshot(b.page, 'presence-script');
    await a.context.close();
    await expect.poll(() => b.page.getByTestId('section-presence').count(), { timeout: 5_000 }).toBe(0);
  });
});
