// Issue 26 items 2–5 for the map, in Chromium against the production build: two browser contexts (two
// devices) of one user on the same script. A node added, renamed or moved on one shows on the other
// within a second (no reload); undo on one takes back only its own edit; one device offline, both edit
// (different nodes and the same node's title): back online, both show both edits, and the status line
// goes from 'Offline — changes waiting' to 'Saved'.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedSession } from './support/api';
import { openPage, setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';
import { addNodeUnder, liveStatus, nodeEl, openLiveMap, retitle, SEEN_WITHIN_MS, talk, titleOf, titles } from './support/live';

const suite = setupAppAndBrowser();

/** The node's place on the map (React Flow's transform of its wrapper, in map coordinates). */
const placeOf = (page: Page, id: string) => nodeEl(page, id).evaluate((el) => (el as HTMLElement).style.transform);

/** Two devices of one user on one script, both in the editor with the map loaded and saved. */
async function twoDevices(email: string) {
  const a = await signedInWithMap(suite, { email, map: talk() });
  const b = await openPage(suite.browser, suite.url);
  await seedSession(b.page, a.session);
  for (const page of [a.page, b.page]) await openLiveMap(page, a.mapId);
  return { a, b, mapId: a.mapId };
}

async function drag(page: Page, id: string, dx: number, dy: number) {
  const box = (await nodeEl(page, id).boundingBox())!;
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 2 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 10 });
  await page.mouse.up();
}

describe('one live map on two devices (issue 26)', () => {
  it('a node added, renamed or moved on one shows on the other within a second; undo takes back only its own edit', async () => {
    const { a, b } = await twoDevices('live-map-follow@example.com');

    // A adds a node under Build; B, with Research selected and its view as it was, sees it.
    await nodeEl(b.page, '2').click();
    const viewB = await b.page.locator('.react-flow__viewport').evaluate((el) => (el as HTMLElement).style.transform);
    await addNodeUnder(a.page, '3', 'Budget');
    await expect.poll(() => titles(b.page), { timeout: SEEN_WITHIN_MS }).toContain('Budget');
    expect(await nodeEl(b.page, '2').getAttribute('class')).toContain('selected');
    expect(await b.page.locator('.react-flow__viewport').evaluate((el) => (el as HTMLElement).style.transform)).toBe(viewB);

    // B renames Research; A sees it.
    await retitle(b.page, '2', 'Field research');
    await expect.poll(() => titleOf(a.page, '2'), { timeout: SEEN_WITHIN_MS }).toBe('Field research');

    // A moves Build; B sees it where A put it.
    const before = await placeOf(b.page, '3');
    await drag(a.page, '3', 120, 60);
    const moved = await placeOf(a.page, '3');
    expect(moved).not.toBe(before);
    await expect.poll(() => placeOf(b.page, '3'), { timeout: SEEN_WITHIN_MS }).toBe(moved);

    // Undo on B takes back B's rename only: A's node and A's move stay, on both devices.
    await b.page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
    await b.page.keyboard.press('Control+z');
    await expect.poll(() => titleOf(a.page, '2'), { timeout: SEEN_WITHIN_MS }).toBe('Research');
    expect(await titleOf(b.page, '2')).toBe('Research');
    expect(await titles(b.page)).toContain('Budget');
    expect(await placeOf(b.page, '3')).toBe(moved);
    expect(await b.page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
    // The status line says Saved and nothing else about saving; there is no Save button.
    await expect.poll(() => liveStatus(a.page)).toContain('Saved');
    expect(await a.page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);

    a.assertNoConsoleErrors();
    b.assertNoConsoleErrors();
    await a.context.close();
    await b.context.close();
  });

  it('one device offline, both edit (different nodes and the same title): back online, both show both edits', async () => {
    const { a, b } = await twoDevices('live-map-offline@example.com');

    await b.context.setOffline(true);
    await retitle(a.page, '2', 'Research done');
    await retitle(b.page, '3', 'Build first');
    await retitle(a.page, '1', ' today', { append: true });
    await retitle(b.page, '1', ' live', { append: true });
    await expect.poll(() => liveStatus(b.page)).toContain('Offline — changes waiting');
    // A's edits are stored; B's wait on B.
    expect(await titleOf(b.page, '2')).toBe('Research');
    expect(await titleOf(a.page, '3')).toBe('Build');

    await b.context.setOffline(false);
    for (const page of [a.page, b.page]) {
      await expect.poll(() => titleOf(page, '2'), { timeout: 10_000 }).toBe('Research done');
      await expect.poll(() => titleOf(page, '3'), { timeout: 10_000 }).toBe('Build first');
      // Both typed at the end of the same title: both words are kept, in the same order on both devices.
      await expect.poll(() => titleOf(page, '1'), { timeout: 10_000 }).toMatch(/^Launch( today live| live today)$/);
    }
    expect(await titleOf(a.page, '1')).toBe(await titleOf(b.page, '1'));
    await expect.poll(() => liveStatus(b.page), { timeout: 10_000 }).toContain('Saved');

    a.assertNoConsoleErrors();
    await a.context.close();
    await b.context.close();
  });
});
