// Issue 27 (web): share a script by email end to end — the owner invites from the dashboard's Share
// dialog, the mailed link is opened signed out, the invitee signs up and comes back to it, accepts and
// finds the script under Shared with me; the owner sees them, changes their role and removes them.
// Also screenshots of the dialog and the dashboard at 390×844 and 1440×900 (with E2E_SCREENSHOTS=1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SHARING_MESSAGES } from '@cuemap/shared';
import { audit } from './support/axe';
import { api, createMap, oneNodeScript, register, seedSession, type Session } from './support/api';
import { closeContexts, linkFromMail, openPage, screenshot, sharedBrowser, startApp, startMailbox, type Mailbox, type RunningApp } from './support/harness';

const stamp = Date.now();
const ownerEmail = `share-owner-${stamp}@example.com`;
const inviteeEmail = `share-invitee-${stamp}@example.com`;
const PASSWORD = 'share-pass-123';
/** axe is injected as a script, which the app's Content-Security-Policy would block. */
const AUDITABLE = { bypassCSP: true };

let mailbox: Mailbox;
let app: RunningApp;
let browser: Browser;
let owner: Session;
let mapId: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  // Real mail to the SMTP peer; sign-up signs in at once (verification is tested in web-shell.e2e.ts).
  app = await startApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Cuemap <no-reply@cuemap.test>', REQUIRE_EMAIL_VERIFICATION: 'false' });
  browser = await sharedBrowser();
  owner = await register(app.url, ownerEmail, PASSWORD);
  mapId = await createMap(app.url, owner.token, oneNodeScript('Quarterly all-hands'));
});
afterAll(async () => {
  await closeContexts(browser);
  await app?.stop();
  await mailbox?.close();
});

async function openShareDialog(page: Page) {
  await page.getByRole('button', { name: 'Share: Quarterly all-hands' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share “Quarterly all-hands”' });
  await dialog.getByRole('list', { name: 'People with access' }).waitFor();
  return dialog;
}

describe('sharing a script by email', () => {
  it('invite → mailed link → sign up → accept → Shared with me; the owner changes the role and removes them', async () => {
    const o = await openPage(browser, app.url, 1440, 900, AUDITABLE);
    await seedSession(o.page, owner);
    await o.page.goto('/dashboard');
    let dialog = await openShareDialog(o.page);
    await dialog.getByRole('textbox', { name: 'Invite by email' }).fill(inviteeEmail);
    await dialog.getByRole('combobox', { name: 'Role for the invited person' }).selectOption('editor');
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await o.page.getByText(SHARING_MESSAGES.invited(inviteeEmail)).waitFor();
    await dialog.getByRole('list', { name: 'Pending invitations' }).getByText(inviteeEmail).waitFor();

    const mail = await mailbox.waitFor(inviteeEmail);
    const link = linkFromMail(mail.raw, '/invite/');
    expect(link.startsWith(`${app.url}/invite/`)).toBe(true);

    // The invitee, signed out: the page says what is offered, then sign-up brings them back to it.
    const i = await openPage(browser, app.url, 390, 844, AUDITABLE);
    await i.page.goto(link);
    await i.page.getByText('Quarterly all-hands').waitFor();
    await i.page.getByText(`${ownerEmail} invited you to edit this script on Cuemap.`).waitFor();
    await screenshot(i.page, 'sharing-invite-signed-out');
    expect(await audit(i.page)).toEqual([]);
    await i.page.getByRole('button', { name: 'Create an account' }).click();
    await i.page.waitForURL('**/auth');
    await i.page.getByLabel('Email').fill(inviteeEmail);
    await i.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await i.page.getByRole('button', { name: 'Create Account' }).click();
    await i.page.waitForURL('**/invite/**');
    await i.page.getByText(`Signed in as ${inviteeEmail}`).waitFor();
    await i.page.getByRole('button', { name: 'Accept invitation' }).click();
    await i.page.waitForURL('**/dashboard#shared-with-me');
    await i.page.getByText(SHARING_MESSAGES.accepted('Quarterly all-hands')).waitFor();
    // Below an empty list of their own on a phone: the page scrolls to it.
    const heading = i.page.getByRole('heading', { name: /Shared with me/ });
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await heading.boundingBox())?.y ?? 9999).toBeLessThan(844);
    const shared = i.page.getByRole('list', { name: 'Shared with me' }).getByRole('article', { name: 'Quarterly all-hands' });
    await shared.getByText(`Shared by ${ownerEmail}`).waitFor();
    await shared.getByText('Editor').waitFor();
    await screenshot(i.page, 'sharing-dashboard-shared');
    expect(await audit(i.page)).toEqual([]);
    await shared.getByRole('link', { name: 'Open Quarterly all-hands' }).click();
    await i.page.waitForURL(`**/mindmap/${mapId}`);
    await i.page.getByText('Central Idea').first().waitFor();
    await screenshot(i.page, 'sharing-opened-by-invitee');

    // The used link now says so.
    await i.page.goto(link);
    await i.page.getByText(SHARING_MESSAGES.invitationUsed).waitFor();

    // The owner sees them (the dialog refetches on open), changes the role, removes them.
    await dialog.getByRole('button', { name: 'Done' }).click();
    dialog = await openShareDialog(o.page);
    const role = dialog.getByRole('combobox', { name: `Role of ${inviteeEmail}` });
    await expect.poll(() => role.inputValue()).toBe('editor');
    await role.selectOption('viewer');
    await o.page.getByText(`${inviteeEmail} is now a viewer.`).waitFor();
    // Make owner asks first, in the same dialog; Cancel goes back to the list.
    await dialog.getByRole('button', { name: `Make ${inviteeEmail} the owner` }).click();
    const confirm = o.page.getByRole('dialog', { name: 'Transfer ownership?' });
    await confirm.getByText(`${inviteeEmail} will own this script`).waitFor();
    await screenshot(o.page, 'sharing-transfer-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: `Remove ${inviteeEmail}` }).click();
    await o.page.getByText(`${inviteeEmail} no longer has access.`).waitFor();
    await expect.poll(() => role.count()).toBe(0);

    // Their dashboard no longer lists it.
    await i.page.goto('/dashboard');
    await i.page.getByText('Scripts other people share with you will appear here.').waitFor();
    o.assertNoConsoleErrors();
    i.assertNoConsoleErrors();
  });

  it('the view link switch and the dialog at 390×844 and 1440×900', async () => {
    const guest = `share-guest-${stamp}@example.com`;
    const invited = await api(app.url, `/api/mindmaps/${mapId}/invitations`, owner.token, 'POST', { email: guest, role: 'viewer' });
    expect(invited.status).toBe(201);
    // One page (issue 25 item 9): the dialog is checked at 390×844, then the same page at 1440×900.
    const o = await openPage(browser, app.url, 390, 844, AUDITABLE);
    await seedSession(o.page, owner);
    await o.page.goto('/dashboard');
    await o.page.getByRole('heading', { name: 'Shared with me' }).waitFor();
    await screenshot(o.page, 'sharing-dashboard-owner');
    const dialog = await openShareDialog(o.page);
    const toggle = dialog.getByRole('switch', { name: 'Anyone with the link can view' });
    const sizes = [
      [390, 844],
      [1440, 900],
    ] as const;
    for (const [width, height] of sizes) {
      await o.page.setViewportSize({ width, height });
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      await expect.poll(() => toggle.isEnabled()).toBe(true);
      const url = await dialog.getByRole('textbox', { name: 'View link' }).inputValue();
      expect(url).toMatch(new RegExp(`^${app.url}/view/[A-Za-z0-9_-]{22,}$`));
      await screenshot(o.page, 'sharing-dialog');
      expect(await audit(o.page)).toEqual([]);
      // Nothing in the dialog is wider than the screen.
      const overflow = await o.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await toggle.click();
      await o.page.getByText('The view link is off. It no longer works.').first().waitFor();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
      await expect.poll(() => toggle.isEnabled()).toBe(true);
    }
    // The plans say how many people a script can be shared with (at both sizes).
    await o.page.goto('/pricing');
    for (const [width, height] of [...sizes].reverse()) {
      await o.page.setViewportSize({ width, height });
      for (const line of ['Share each script with 2 people', 'Share each script with 10 people', 'Share each script with unlimited people']) {
        await o.page.getByText(line, { exact: true }).first().waitFor();
      }
      await screenshot(o.page, 'sharing-pricing');
    }
    o.assertNoConsoleErrors();
    await o.context.close();
  });
});
