// Automated accessibility audit (axe-core, WCAG 2.x A/AA rules and best practices) of every screen in
// Chromium against the built server: no violations of any impact. Complements the keyboard and focus
// checks in the other walks; what axe cannot judge (e.g. reading order on the canvas) is tested there.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, oneNodeScript, register, type Session } from './support/api';
import { closeContexts, openPage, sharedApp, sharedBrowser, type RunningApp } from './support/harness';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** Runs axe on the page as it is and returns its violations as readable lines. */
async function audit(page: Page): Promise<string[]> {
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

describe('accessibility (axe-core)', () => {
  let app: RunningApp;
  let browser: Browser;
  let session: Session;
  let mapId: string;

  beforeAll(async () => {
    app = await sharedApp();
    browser = await sharedBrowser();
    session = await register(app.url, `a11y-${Date.now()}@example.com`);
    const created = await api(app.url, '/api/mindmaps', session.token, 'POST', oneNodeScript('Accessible talk', 'Every screen should work for everyone.'));
    mapId = created.body._id as string;
  });
  afterAll(async () => {
    await closeContexts(browser);
  });

  async function pageAt(width: number, signedIn: boolean) {
    // axe is injected as a script; the app's CSP (script-src 'self') would refuse it.
    const { page } = await openPage(browser, app.url, width, 900, { bypassCSP: true });
    if (signedIn) {
      await page.goto('/api/health');
      await page.evaluate((s) => localStorage.setItem('mindMapSession', JSON.stringify(s)), session);
    }
    return page;
  }

  const screens: Array<{ name: string; path: string | (() => string); ready: string; signedIn: boolean }> = [
    { name: 'landing', path: '/', ready: 'Plan it as a map.', signedIn: false },
    { name: 'auth', path: '/auth', ready: 'Welcome back', signedIn: false },
    { name: 'pricing', path: '/pricing', ready: 'Elite', signedIn: false },
    { name: 'forgot password', path: '/forgot-password', ready: 'Forgot your password?', signedIn: false },
    { name: 'reset password', path: '/reset-password?token=x', ready: 'Choose a new password', signedIn: false },
    { name: 'verify email (error)', path: '/verify-email?token=bogus', ready: 'Register again', signedIn: false },
    { name: 'dashboard', path: '/dashboard', ready: 'Accessible talk', signedIn: true },
    { name: 'editor', path: () => `/mindmap/${mapId}`, ready: 'Script Controls', signedIn: true },
    { name: 'settings profile', path: '/settings/profile', ready: 'Statistics', signedIn: true },
    { name: 'settings billing', path: '/settings/billing', ready: 'Current plan', signedIn: true },
    { name: 'settings password', path: '/settings/password', ready: 'Change password', signedIn: true },
  ];

  for (const width of [1366, 375]) {
    it(`has no violations on any screen at ${width} px`, async () => {
      const found: string[] = [];
      for (const screen of screens) {
        const page = await pageAt(width, screen.signedIn);
        await page.goto(typeof screen.path === 'string' ? screen.path : screen.path());
        await page.getByText(screen.ready).first().waitFor();
        for (const line of await audit(page)) found.push(`${screen.name}: ${line}`);
        await page.context().close();
      }
      expect(found).toEqual([]);
    });
  }

  it('has no violations on the teleprompter, the node editor and an open dialog', async () => {
    const page = await pageAt(1366, true);
    const found: string[] = [];
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByText('Every screen should work for everyone.').waitFor();
    for (const line of await audit(page)) found.push(`teleprompter: ${line}`);

    await page.goto(`/mindmap/${mapId}`);
    await page.locator('[data-testid="map-node"]').first().dblclick();
    await page.getByRole('dialog', { name: 'Edit Node Content' }).waitFor();
    for (const line of await audit(page)) found.push(`node editor: ${line}`);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Confirm Deletion' }).waitFor();
    for (const line of await audit(page)) found.push(`delete dialog: ${line}`);
    await page.context().close();
    expect(found).toEqual([]);
  });
});
