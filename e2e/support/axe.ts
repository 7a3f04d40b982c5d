// The accessibility audit (axe-core, WCAG 2.x A/AA rules and best practices) the accessibility*.e2e.ts
// files share: `audit(page)` runs axe on a page as it is, and `setupAudit()` seeds the user and script the
// screens are audited for (axe-walk.ts walks every screen at one width). The two widths are two files
// (accessibility-desktop, accessibility-phone), so that the two workers share them.
import { createRequire } from 'node:module';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, oneNodeScript, register, type Session } from './api';
import { closeContexts, openPage, sharedApp, sharedBrowser, type RunningApp } from './harness';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** Runs axe on the page as it is and returns its violations as readable lines. */
export async function audit(page: Page): Promise<string[]> {
  // Let entrance animations finish: axe measures colour contrast on what is painted.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.map(
    (v) =>
      `${v.impact ?? '?'} ${v.id} (${v.help}) at ${v.nodes
        .slice(0, 3)
        .map((n) => JSON.stringify(n.target))
        .join(', ')}`,
  );
}

export interface AuditFixture {
  app: RunningApp;
  browser: Browser;
  session: Session;
  mapId: string;
  /** A page at `width` × 900 (axe bypasses the CSP), signed in as the seeded user when asked. */
  pageAt(width: number, signedIn: boolean): Promise<Page>;
}

/** The shared server and browser, a user with one script (through the API), and its contexts closed after the file. */
export function setupAudit(): AuditFixture {
  const fixture = {} as AuditFixture;
  beforeAll(async () => {
    fixture.app = await sharedApp();
    fixture.browser = await sharedBrowser();
    fixture.session = await register(fixture.app.url, `a11y-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
    const created = await api(
      fixture.app.url,
      '/api/mindmaps',
      fixture.session.token,
      'POST',
      oneNodeScript('Accessible talk', 'Every screen should work for everyone.'),
    );
    fixture.mapId = created.body._id as string;
  });
  afterAll(async () => {
    await closeContexts(fixture.browser);
  });
  fixture.pageAt = async (width, signedIn) => {
    // axe is injected as a script; the app's CSP (script-src 'self') would refuse it.
    const { page } = await openPage(fixture.browser, fixture.app.url, width, 900, { bypassCSP: true });
    if (signedIn) {
      await page.goto('/api/health');
      await page.evaluate((s) => localStorage.setItem('mindMapSession', JSON.stringify(s)), fixture.session);
    }
    return page;
  };
  return fixture;
}
