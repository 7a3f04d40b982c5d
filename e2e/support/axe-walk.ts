// Every screen audited by axe at one width (accessibility-desktop.e2e.ts, accessibility-phone.e2e.ts), one
// test per screen, on two pages: one signed out, one signed in as the user setupAudit() seeds.
// Issue 25 item 9: a page load costs Chromium 0.5–0.6 s of CPU, so each page loads the app once and
// the router takes it to the next screen (history.pushState and a popstate, as Back/Forward would),
// instead of a new context and a full load per screen: 22 loads → 4 for the two widths.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { audit, setupAudit } from './axe';

const SCREENS: Array<{ name: string; path: (mapId: string) => string; ready: string; signedIn: boolean }> = [
  { name: 'landing', path: () => '/', ready: 'Plan it as a map.', signedIn: false },
  { name: 'auth', path: () => '/auth', ready: 'Welcome back', signedIn: false },
  { name: 'pricing', path: () => '/pricing', ready: 'Elite', signedIn: false },
  { name: 'reset password', path: () => '/reset-password?token=x', ready: 'Choose a new password', signedIn: false },
  { name: 'forgot password', path: () => '/forgot-password', ready: 'Forgot your password?', signedIn: false },
  { name: 'verify email (error)', path: () => '/verify-email?token=bogus', ready: 'Register again', signedIn: false },
  { name: 'dashboard', path: () => '/dashboard', ready: 'Accessible talk', signedIn: true },
  { name: 'editor', path: (mapId) => `/mindmap/${mapId}`, ready: 'Script Controls', signedIn: true },
  { name: 'settings profile', path: () => '/settings/profile', ready: 'Statistics', signedIn: true },
  { name: 'settings billing', path: () => '/settings/billing', ready: 'Current plan', signedIn: true },
  { name: 'settings password', path: () => '/settings/password', ready: 'Change password', signedIn: true },
];

/** One test per screen: no axe violations of any impact at `width` px. */
export function auditEveryScreenOnOnePage(width: number): void {
  describe(`accessibility (axe-core) of every screen at ${width} px`, () => {
    const fixture = setupAudit();
    let current: { page: Page; signedIn: boolean } | undefined;

    /** The page showing `screen`: the group's page loaded there, or taken there by the router. */
    async function show(screen: (typeof SCREENS)[number]): Promise<Page> {
      const path = screen.path(fixture.mapId);
      if (current && current.signedIn === screen.signedIn && !current.page.isClosed()) {
        const { page } = current;
        // The screen's own text must not be on the page before: its appearing is what says the router got there.
        expect(await page.getByText(screen.ready).count(), `"${screen.ready}" shows before ${screen.name} is open`).toBe(0);
        await page.evaluate((to) => {
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        return page;
      }
      if (current && !current.page.isClosed()) await current.page.context().close();
      const page = await fixture.pageAt(width, screen.signedIn);
      current = { page, signedIn: screen.signedIn };
      await page.goto(path);
      return page;
    }

    for (const screen of SCREENS) {
      it(`${screen.name}: no violations`, async () => {
        const page = await show(screen);
        await page.getByText(screen.ready).first().waitFor();
        expect(new URL(page.url()).pathname).toBe(screen.path(fixture.mapId).split('?')[0]);
        expect(await audit(page)).toEqual([]);
      });
    }
  });
}
