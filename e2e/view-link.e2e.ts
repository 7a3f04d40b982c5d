// Issue 27 item 2 end to end: the owner turns "Anyone with the link can view" on in the Share dialog; a
// fresh browser without an account opens the link, sees the map and its outline and plays the script on
// the read-only teleprompter; the owner turns the link off and the page says it no longer works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SHARING_MESSAGES } from '@cuemap/shared';
import { createMap, oneNodeScript, register, seedSession, type Session } from './support/api';
import { closeContexts, openPage, sharedBrowser, startApp, type RunningApp } from './support/harness';

const stamp = Date.now();
const ownerEmail = `view-owner-${stamp}@example.com`;
const TITLE = 'Board update';
const SPOKEN = 'Thank you all for coming to the board update tonight.';

let app: RunningApp;
let browser: Browser;
let owner: Session;

beforeAll(async () => {
  app = await startApp({ REQUIRE_EMAIL_VERIFICATION: 'false' });
  browser = await sharedBrowser();
  owner = await register(app.url, ownerEmail);
  await createMap(app.url, owner.token, oneNodeScript(TITLE, SPOKEN, 'Opening words'));
});
afterAll(async () => {
  await closeContexts(browser);
  await app?.stop();
});

describe('a view link', () => {
  it('opens the map and the teleprompter without an account, and stops working when turned off', async () => {
    const o = await openPage(browser, app.url, 1440, 900);
    await seedSession(o.page, owner);
    await o.page.goto('/dashboard');
    await o.page.getByRole('button', { name: `Share: ${TITLE}` }).click();
    const dialog = o.page.getByRole('dialog', { name: `Share “${TITLE}”` });
    const toggle = dialog.getByRole('switch', { name: 'Anyone with the link can view' });
    await toggle.click();
    const field = dialog.getByRole('textbox', { name: 'View link' });
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${app.url}/view/[A-Za-z0-9_-]{40,}$`));

    // Someone without an account.
    const v = await openPage(browser, app.url, 390, 844);
    await v.page.goto(link);
    await v.page.getByRole('heading', { name: TITLE }).waitFor();
    await v.page.getByText('View only').waitFor();
    await v.page.getByRole('region', { name: 'Map' }).getByRole('img', { name: 'The whole map: 1 idea' }).waitFor();
    await v.page.getByRole('listitem').filter({ hasText: 'Opening words' }).waitFor();
    expect(await v.page.content()).not.toContain(ownerEmail);
    await v.page.getByRole('link', { name: 'Play on the teleprompter' }).click();
    await v.page.waitForURL('**/teleprompter');
    await v.page.getByText(SPOKEN).waitFor();
    await v.page.getByRole('button', { name: 'Play', exact: true }).click();
    await v.page.getByRole('button', { name: 'Pause', exact: true }).waitFor();

    // The owner turns the link off: the page says so once it reads the link again.
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await v.page.goto(link);
    await v.page.getByRole('alert').getByText(SHARING_MESSAGES.viewLinkGone).waitFor();
  });
});
