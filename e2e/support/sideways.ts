// "The phone fits" (issue 24 item 4), shared by the phone-fit*.e2e.ts files: `sideways(page)` finds what
// sticks out of the screen, and `everyRouteFits(width)` checks that no route scrolls sideways at one width,
// with a user, a script and its text seeded through the API (one width a test, 320 px in phone-fit.e2e.ts,
// 390 and 430 px in files of their own, so that the two workers share the sweep).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMap, register, seedSession, type Session } from './api';
import { openPage, setupAppAndBrowser, type AppAndBrowser } from './harness';
import { talkMap } from './stage';

export const TALK = talkMap('Remote Teams That Work, from the first week to the last retrospective', ['Async first', 'Time zones', 'Next steps']);

/**
 * What sticks out sideways: the page's own scroll width, and every element whose box passes the
 * viewport's edge (1 px of rounding allowed) without a scroll container (overflow-x auto or scroll, or
 * the map's canvas) between it and the page. A card's overflow hidden does not count: it would only
 * cut the element off (the dashboard card's Delete was, at 320 px).
 */
export function sideways(page: Page) {
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

/** A new user (unique e-mail) with `map` as their script, through the API. */
export async function seeded(suite: AppAndBrowser, map: unknown = TALK): Promise<{ session: Session; mapId: string }> {
  const session = await register(suite.url, `phone-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  return { session, mapId: await createMap(suite.url, session.token, map) };
}

/** Every route, loaded afresh at `width` × 844 (signed out on /auth, then signed in): none scrolls sideways. */
export function everyRouteFits(width: number, suite: AppAndBrowser = setupAppAndBrowser()): void {
  describe(`the phone fits (issue 24 item 4) at ${width} px`, () => {
    it(`no route scrolls sideways at ${width} px`, async () => {
      const { session, mapId } = await seeded(suite);
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
    });
  });
}
