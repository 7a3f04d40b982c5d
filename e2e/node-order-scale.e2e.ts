// The Node Order list of a 1 000-node map in Chromium against the production build (issue 14 item 6):
// only the rows in and near view are mounted, scrolling brings the others, and rows still reorder with
// the keyboard (to any place) and the mouse.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { benchMap } from '../bench/editor-map';
import { api } from './support/api';
import { screenshot, setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';

const suite = setupAppAndBrowser();
const COUNT = 1_000;

const list = (page: Page) => page.getByRole('list', { name: 'Nodes in script order' });
const row = (page: Page, id: string) => list(page).locator(`li[data-node-id="${id}"]`);
/** A row's 1-based place in the whole list (the rows carry it: not all of them are in the DOM). */
const placeOf = async (page: Page, id: string) => Number(await row(page, id).getAttribute('aria-posinset'));
const nextFrame = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('Node Order of a 1 000-node map', () => {
  it('mounts the rows in view, scrolls to others, and reorders with the keyboard and the mouse', async () => {
    const map = benchMap(COUNT);
    const { mapId, page, session, assertNoConsoleErrors } = await signedInWithMap(suite, { email: 'order-scale@example.com', map });
    await page.goto(`/mindmap/${mapId}`);
    await row(page, map.nodeOrder[0]!).waitFor({ timeout: 30_000 });
    const mounted = await list(page).getByRole('listitem').count();
    expect(mounted).toBeGreaterThan(5);
    expect(mounted).toBeLessThan(80);
    expect(await row(page, map.nodeOrder[0]!).getAttribute('aria-setsize')).toBe(String(COUNT));

    // Scrolling to the end mounts the last rows.
    await list(page).evaluate((el) => el.parentElement!.scrollTo({ top: el.parentElement!.scrollHeight }));
    await row(page, map.nodeOrder[COUNT - 1]!).waitFor();
    expect(await placeOf(page, map.nodeOrder[COUNT - 1]!)).toBe(COUNT);
    await list(page).evaluate((el) => el.parentElement!.scrollTo({ top: 0 }));
    await row(page, map.nodeOrder[0]!).waitFor();

    // Keyboard: pick up the first row, move it down 30 places (past the rows mounted around the view: the
    // list scrolls along and the row keeps the focus), drop it.
    const first = map.nodeOrder[0]!;
    const handle = row(page, first).getByTestId('node-order-handle');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => placeOf(page, first)).toBe(31);
    expect(await handle.evaluate((el) => el === document.activeElement)).toBe(true);
    const inView = await row(page, first).evaluate((el) => {
      const view = el.closest('.overflow-y-auto')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return box.top >= view.top && box.bottom <= view.bottom;
    });
    expect(inView).toBe(true);
    await screenshot(page, 'node-order-keyboard-move');
    // Nothing changes until the drop; the drop is saved as it is made (issue 26).
    const orderOnServer = async () => ((await api(suite.url, `/api/mindmaps/${mapId}`, session.token)).body.nodeOrder as string[]).indexOf(first);
    expect(await orderOnServer()).toBe(0);
    await page.keyboard.press('Space');
    await expect.poll(orderOnServer, { timeout: 10_000 }).toBe(30);
    expect(await handle.getAttribute('aria-pressed')).toBeNull();
    expect(await placeOf(page, first)).toBe(31);
    await list(page).evaluate((el) => el.parentElement!.scrollTo({ top: 0 }));
    await row(page, map.nodeOrder[1]!).waitFor();
    expect(await placeOf(page, map.nodeOrder[1]!)).toBe(1);

    // Mouse: drag the (new) first row's handle onto the third row.
    const moved = map.nodeOrder[1]!;
    const from = (await row(page, moved).getByTestId('node-order-handle').boundingBox())!;
    const to = (await row(page, map.nodeOrder[3]!).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y + to.height / 2 - 4 - from.y - from.height / 2) * i) / 12);
      await nextFrame(page);
    }
    // Drop once dnd-kit has shifted the target row aside (it is then over it).
    await expect.poll(() => row(page, map.nodeOrder[3]!).evaluate((el) => (el as HTMLElement).style.transform)).toMatch(/translate3d\(0px, -?[1-9]/);
    await page.mouse.up();
    await expect.poll(() => placeOf(page, moved)).toBe(3);
    assertNoConsoleErrors();
  });
});
