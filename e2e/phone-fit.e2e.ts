// Issue 24 item 4, "The phone fits": no screen scrolls sideways at 320, 390 and 430 px (every route, with a
// user, a script and its text seeded through the API); on a phone the editor's More commands menu holds
// the desktop commands and works from the keyboard, '+' opens the new node with its title selected; the
// teleprompter in portrait reads in the top third while playing, its paused controls take at most a
// quarter of the screen and Play is its largest control.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMap, register, seedSession, type Session } from './support/api';
import { openPage, setupAppAndBrowser } from './support/harness';
import { talkMap } from './support/stage';

const suite = setupAppAndBrowser();

const TALK = talkMap('Remote Teams That Work, from the first week to the last retrospective', ['Async first', 'Time zones', 'Next steps']);

/**
 * What sticks out sideways: the page's own scroll width, and every element whose box passes the
 * viewport's edge (1 px of rounding allowed) without a scroll container (overflow-x auto or scroll, or
 * the map's canvas) between it and the page. A card's overflow hidden does not count: it would only
 * cut the element off (the dashboard card's Delete was, at 320 px).
 */
function sideways(page: Page) {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const wide: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden (sr-only), or not drawn
      if (box.right <= vw + 1 && box.left >= -1) continue;
      // An empty box (a glow, a gradient) bleeding past a clipped section shows nothing that is cut off.
      if (!el.childElementCount && !el.textContent?.trim() && !/^(img|svg|button|input|select|textarea|canvas|video)$/i.test(el.tagName)) continue;
      let scroller = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        // The map's canvas is panned and zoomed, not laid out: it is the editor's scroll container.
        if (/auto|scroll/.test(getComputedStyle(p).overflowX) || p.classList.contains('react-flow')) scroller = true;
      }
      if (!scroller && getComputedStyle(el).visibility !== 'hidden') {
        wide.push(`<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class')).slice(0, 50)}"> ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: vw, wide: wide.slice(0, 5) };
  });
}

async function seeded(map: unknown = TALK): Promise<{ session: Session; mapId: string }> {
  const session = await register(suite.url, `phone-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  return { session, mapId: await createMap(suite.url, session.token, map) };
}

/** The talk as left on a phone panned to its first branch: the root (x 400) is off a 390 px screen. */
const PANNED_AWAY = {
  ...TALK,
  nodes: TALK.nodes.map((n, i) => (i === 1 ? { ...n, x: 40, y: 120 } : n)),
  viewState: { translateX: 0, translateY: 0, zoom: 1, phone: { translateX: 0, translateY: 0, zoom: 1 } },
};

describe('the phone fits (issue 24 item 4)', () => {
  it('no route scrolls sideways at 320, 390 or 430 px', async () => {
    const { session, mapId } = await seeded();
    const routes: [string, string][] = [
      ['/', '#root *'],
      ['/pricing', '#root *'],
      ['/verify-email', '#root *'],
      ['/email-verified', '#root *'],
      ['/forgot-password', '#root *'],
      ['/reset-password?token=abc', '#root *'],
      ['/dashboard', '[data-testid="script-card"]'],
      [`/mindmap/${mapId}`, '[role="toolbar"]'],
      ['/mindmap/new', '[role="toolbar"]'],
      [`/teleprompter/${mapId}`, '[data-testid="teleprompter-content"]'],
      [`/teleprompter/${mapId}?edit=1`, '#root *'],
      [`/teleprompter/${mapId}/window`, '#root *'],
      ['/settings/profile', '#root *'],
      ['/settings/billing', '#root *'],
      ['/settings/password', '#root *'],
      ['/checkout/test?session=none', '#root *'],
      ['/billing/portal/test', '#root *'],
    ];
    for (const width of [320, 390, 430]) {
      const { page, context, assertNoConsoleErrors } = await openPage(suite.browser, suite.url, width, 844);
      // Signed out first: the sign-in screen (signed in, /auth moves on to the dashboard).
      await page.goto('/auth');
      await page.locator('form').first().waitFor();
      await page.waitForLoadState('networkidle');
      const found = [{ route: '/auth', ...(await sideways(page)) }];
      await seedSession(page, session);
      for (const [route, ready] of routes) {
        await page.goto(route);
        await page.locator(ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        found.push({ route, ...(await sideways(page)) });
      }
      const overflowing = found.filter((f) => f.scrollWidth > f.innerWidth || f.wide.length > 0);
      expect(overflowing, `at ${width} px`).toEqual([]);
      assertNoConsoleErrors();
      await context.close();
    }
  });

  it("editor at 390×844: the root in view on open, More commands holds the desktop commands and works from the keyboard, '+' selects 'New Idea'", async () => {
    const { session, mapId } = await seeded(PANNED_AWAY);
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
    const { session, mapId } = await seeded();
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
