// Issue 24 item 4, "The phone fits": no screen scrolls sideways at 320 px (390 and 430 px in files of their own; every route, with a
// user, a script and its text seeded through the API); on a phone the editor's More commands menu holds
// the desktop commands and works from the keyboard, '+' opens the new node with its title selected; the
// teleprompter in portrait reads in the top third while playing, its paused controls take at most a
// quarter of the screen and Play is its largest control.
import { describe, expect, it } from 'vitest';
import { seedSession } from './support/api';
import { openPage, setupAppAndBrowser } from './support/harness';
import { everyRouteFits, seeded, TALK } from './support/sideways';

const suite = setupAppAndBrowser();

// No route scrolls sideways at 320 px (390 and 430 px: phone-fit-390.e2e.ts, phone-fit-430.e2e.ts).
everyRouteFits(320, suite);

/** The talk as left on a phone panned to its first branch: the root (x 400) is off a 390 px screen. */
const PANNED_AWAY = {
  ...TALK,
  nodes: TALK.nodes.map((n, i) => (i === 1 ? { ...n, x: 40, y: 120 } : n)),
  viewState: { translateX: 0, translateY: 0, zoom: 1, phone: { translateX: 0, translateY: 0, zoom: 1 } },
};

describe('the phone fits (issue 24 item 4)', () => {
  it("editor at 390×844: the root in view on open, More commands holds the desktop commands and works from the keyboard, '+' selects 'New Idea'", async () => {
    const { session, mapId } = await seeded(suite, PANNED_AWAY);
    const { page, assertNoConsoleErrors } = await openPage(suite.browser, suite.url, 390, 844);
    await seedSession(page, session);
    await page.goto(`/mindmap/${mapId}`);
    // The root is in view on open.
    const root = page.locator('.react-flow__node', { hasText: 'Async first' });
    await root.waitFor();
    await expect
      .poll(() =>
        root.evaluate((el) => {
          const b = el.getBoundingClientRect();
          return b.left >= 0 && b.right <= innerWidth && b.top >= 0 && b.bottom <= innerHeight;
        }),
      )
      .toBe(true);
    const more = page.getByRole('button', { name: 'More commands' });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'More commands' });
    await menu.waitFor();
    const items = await menu.getByRole('menuitem').allTextContents();
    for (const command of ['Edit Node', 'Delete Node', 'Colour…', 'Tidy up as a mind map', 'Tidy up as a tree', 'Export…', 'Edit script', 'History']) {
      expect(
        items.some((i) => i.startsWith(command)),
        command,
      ).toBe(true);
    }
    // Arrow keys move, Escape closes and gives focus back to the button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
    // Export… opens the export list from the keyboard.
    await page.keyboard.press('ArrowDown');
    await menu.waitFor();
    // Home, then down to Export… (disabled items are skipped, and the menu grows: walk, do not count).
    await page.keyboard.press('Home');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    for (let i = 0; i < items.length && (await focused()) !== 'Export…'; i += 1) await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Export…');
    await page.keyboard.press('Enter');
    await page.getByRole('menu', { name: 'Export this script' }).getByRole('menuitem', { name: /OPML/ }).waitFor();
    await page.keyboard.press('Escape');
    // '+': the new node's title is selected, so typing replaces "New Idea".
    await root.click();
    await page.getByRole('button', { name: 'Add Node' }).click();
    const title = page.getByRole('dialog', { name: 'Edit Node Content' }).getByLabel('Title');
    await title.waitFor();
    await page.keyboard.type('Try one');
    expect(await title.inputValue()).toBe('Try one');
    assertNoConsoleErrors();
  });

  it('teleprompter at 390×844: reading line in the top third while playing, paused controls ≤ a quarter, Play the largest control', async () => {
    const { session, mapId } = await seeded(suite);
    const { page, assertNoConsoleErrors } = await openPage(suite.browser, suite.url, 390, 844);
    await seedSession(page, session);
    await page.goto(`/teleprompter/${mapId}`);
    const play = page.getByRole('button', { name: 'Play', exact: true });
    await page.locator('[data-testid="teleprompter-content"]').waitFor();
    await play.waitFor();
    const controls = page.getByRole('region', { name: 'Teleprompter controls' });
    expect((await controls.boundingBox())!.height).toBeLessThanOrEqual(844 / 4);
    // Play is the largest control of the toolbar.
    const areas = await controls.evaluate((section) =>
      [...section.querySelectorAll('button, a')].map((el) => {
        const b = el.getBoundingClientRect();
        return { name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), area: b.width * b.height };
      }),
    );
    const largest = areas.reduce((a, b) => (b.area > a.area ? b : a));
    expect(largest.name).toBe('Play');
    await play.click();
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    const guide = page.locator('[data-testid="reading-guide"]');
    const box = (await guide.boundingBox())!;
    expect(box.y + box.height / 2).toBeLessThan(844 / 3);
    assertNoConsoleErrors();
  });
});
