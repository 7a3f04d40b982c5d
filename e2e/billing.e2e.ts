// Subscriptions in the built-in test mode (issue 5 item 6), in Chromium against the production build:
// Free → Pro trial → Elite → cancel at period end → (test clock) back to Free, with the script limit following.
// Issue 25 item 9: one page walks it all (a cancelled checkout first); the 375 px checks resize that page
// instead of opening a context per screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, oneNodeScript, register, seedSession } from './support/api';
import { openPage, screenshot, setupAppAndBrowser } from './support/harness';

const suite = setupAppAndBrowser();

const script = (title: string) => oneNodeScript(title, `${title}: opening words.`);

const planBadge = (page: Page) =>
  page
    .getByRole('banner')
    .getByText(/^(Free|Pro|Elite)$/)
    .first();

/** The screen `page` shows, at 375 px wide (then back to 1366): nothing may be wider than the screen. */
async function mobileShot(page: Page, name: string, ready: (page: Page) => Promise<unknown>) {
  await page.setViewportSize({ width: 375, height: 812 });
  await ready(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  await screenshot(page, name);
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('subscriptions in test mode', () => {
  it('a cancelled checkout changes nothing; Free → Pro trial → Elite → cancel at period end → Free, with the script limit following', async () => {
    const session = await register(suite.url, 'subscriber@example.com');
    for (const title of ['First talk', 'Second talk']) expect((await api(suite.url, '/api/mindmaps', session.token, 'POST', script(title))).status).toBe(201);

    const { page, context, assertNoConsoleErrors } = await openPage(suite.browser, suite.url, 1366, 900);
    await seedSession(page, session);

    // Free at its limit: New Script is disabled.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Rename script: Second talk' }).waitFor();
    expect(await page.getByRole('button', { name: 'New Script' }).first().isDisabled()).toBe(true);

    // Cancelling the test checkout returns to /pricing and changes nothing.
    await page.goto('/pricing');
    await page.getByRole('button', { name: /Upgrade to Elite — Elite plan/ }).click();
    await page.getByRole('heading', { name: 'Cuemap Elite' }).waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    expect((await api(suite.url, '/api/auth/me', session.token)).body.user).toMatchObject({ subscription: { plan: 'free' } });

    // Pro trial through the test-mode checkout.
    await page.getByRole('button', { name: /Start 7-Day Free Trial — Pro plan/ }).click();
    await page.waitForURL(/\/checkout\/test\?session=/);
    await page.getByRole('heading', { name: 'Cuemap Pro' }).waitFor();
    expect(await page.getByRole('note', { name: 'Test mode — no card is charged' }).isVisible()).toBe(true);
    expect(await page.getByText('7 days free').isVisible()).toBe(true);
    expect(await page.getByText('$8.99 / month').isVisible()).toBe(true);
    await screenshot(page, 'billing-checkout');
    await mobileShot(page, 'billing-checkout', (p) => p.getByRole('heading', { name: 'Cuemap Pro' }).waitFor());
    // Keyboard: Tab reaches Confirm, Enter confirms.
    await page.getByRole('button', { name: 'Start free trial' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard' && !url.search.includes('checkout'));
    await expect.poll(() => planBadge(page).textContent(), { timeout: 10_000 }).toBe('Pro');

    // The third script is allowed on Pro: New Script opens the unsaved map, its first change saves it.
    await page.getByRole('button', { name: 'New Script' }).first().click();
    await page.waitForURL('**/mindmap/new');
    await page.getByRole('button', { name: 'Add Node' }).click();
    await page.waitForURL(/\/mindmap\/(?!new)[^/]+$/);
    expect((await api(suite.url, '/api/auth/me', session.token)).body.user).toMatchObject({
      mindMapCount: 3,
      freeTrialClaimed: true,
      subscription: { plan: 'pro', status: 'trialing' },
    });

    // Pro is now disabled on pricing; Elite is a plan change.
    await page.goto('/pricing');
    expect(await page.getByRole('button', { name: /— Pro plan/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: /Upgrade to Elite — Elite plan/ }).click();
    await page.getByRole('button', { name: 'Confirm plan change' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && !url.search.includes('checkout'));
    await expect.poll(() => planBadge(page).textContent(), { timeout: 10_000 }).toBe('Elite');

    // Settings → Billing, then Manage Subscription → the test-mode portal.
    await page.goto('/settings/billing');
    await expect.poll(() => page.getByTestId('billing-status').textContent()).toBe('Active');
    expect(await page.getByTestId('billing-cancel-at-period-end').textContent()).toBe('No');
    await screenshot(page, 'billing-settings');
    await mobileShot(page, 'billing-settings', (p) => p.getByTestId('billing-status').waitFor());
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.waitForURL('**/billing/portal/test');
    await page.getByRole('button', { name: 'End current period now (test clock)' }).waitFor();
    await screenshot(page, 'billing-portal');
    await mobileShot(page, 'billing-portal', (p) => p.getByRole('button', { name: 'End current period now (test clock)' }).waitFor());

    // Cancel at period end (confirmed in a dialog, keyboard only): still Elite until the period ends.
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel subscription' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^Yes, on /).waitFor();
    await page.getByRole('button', { name: 'Resume subscription' }).waitFor();
    await screenshot(page, 'billing-portal-cancelling');
    await page.getByRole('link', { name: 'Return to Cuemap' }).click();
    await page.waitForURL('**/settings/billing');
    await expect.poll(() => page.getByTestId('billing-cancel-at-period-end').textContent()).toBe('Yes');
    // The period's end is in its own row; the note says what happens then (issue 24 item 9: each fact once).
    expect(await page.getByText('You will revert to the Free plan when this period ends.', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByTestId('billing-period-end').isVisible()).toBe(true);
    await screenshot(page, 'billing-settings-cancelling');

    // The test clock ends the period: back to Free.
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.waitForURL('**/billing/portal/test');
    await page.getByRole('button', { name: 'End current period now (test clock)' }).click();
    await page.getByText('You have no active subscription.').waitFor();
    await page.getByRole('link', { name: 'Return to Cuemap' }).click();
    await expect.poll(() => page.getByTestId('billing-status').textContent()).toBe('Canceled');
    await page.getByRole('button', { name: 'View Pricing Plans' }).waitFor();
    await expect.poll(() => planBadge(page).textContent()).toBe('Free');

    // Free again with three scripts: creating is refused, the existing ones still open and save.
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('button', { name: 'Rename script: Second talk' }).waitFor();
    expect(await page.getByRole('button', { name: 'New Script' }).first().isDisabled()).toBe(true);
    const refused = await api(suite.url, '/api/mindmaps', session.token, 'POST', script('Fourth'));
    expect(refused.status).toBe(403);
    expect(refused.body.limitReached).toBe(true);
    const list = (await api(suite.url, '/api/mindmaps', session.token)).body as unknown as Array<{ _id: string; title: string }>;
    const first = list.find((s) => s.title === 'First talk')!;
    await page.goto(`/mindmap/${first._id}`);
    await expect.poll(() => page.getByTestId('status-message').textContent(), { timeout: 10_000 }).toContain('Script "First talk" loaded!');
    // An edit is saved as it is made (issue 26): a new node reaches the server.
    await page.getByRole('button', { name: 'Add Node' }).click();
    await page.getByRole('dialog', { name: 'Edit Node Content' }).getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByTestId('live-status').textContent(), { timeout: 10_000 }).toContain('Saved');
    await expect
      .poll(async () => ((await api(suite.url, `/api/mindmaps/${first._id}`, session.token)).body.nodes as unknown[]).length, { timeout: 10_000 })
      .toBeGreaterThan(1);

    // Pro again would be a second trial: the button says so and is disabled.
    await page.goto('/pricing');
    expect(await page.getByRole('button', { name: /Trial Already Claimed — Pro plan/ }).isDisabled()).toBe(true);

    assertNoConsoleErrors();
    await context.close();
  });
});
