// Issue 27 item 8 in the browser: Settings → Delete account lists the scripts the user shares, offers each
// to one of its editors (a viewers-only script just says it is deleted), and the chosen hand-over happens:
// the editor owns the script afterwards, the other script is gone for its viewer. Screenshots of the
// dialog at 390×844 and 1440×900 (with E2E_SCREENSHOTS=1).
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cuemap/shared';
import { audit } from './support/axe';
import { DEFAULT_PASSWORD, api, createMap, oneNodeScript, register, seedSession } from './support/api';
import { openPage, screenshot, setupAppAndBrowser } from './support/harness';
import { shareWithNewAccount } from './support/sharing';

const env = setupAppAndBrowser();
const stamp = Date.now();
/** axe is injected as a script, which the app's Content-Security-Policy would block. */
const AUDITABLE = { bypassCSP: true };

describe('deleting an account that shares scripts', () => {
  it('hands a script to the chosen editor and deletes the rest', async () => {
    const owner = await register(env.url, `leaving-owner-${stamp}@example.com`);
    const keynote = await createMap(env.url, owner.token, oneNodeScript('Quarterly keynote'));
    const retro = await createMap(env.url, owner.token, oneNodeScript('Team retro'));
    const editor = await shareWithNewAccount(env.app, owner, keynote, `leaving-editor-${stamp}@example.com`, 'editor');
    await shareWithNewAccount(env.app, owner, keynote, `leaving-viewer-${stamp}@example.com`, 'viewer');
    const retroViewer = await shareWithNewAccount(env.app, owner, retro, `leaving-retro-${stamp}@example.com`, 'viewer');

    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      const p = await openPage(env.browser, env.url, width, height, AUDITABLE);
      await seedSession(p.page, owner);
      await p.page.goto('/settings/profile');
      await p.page.getByRole('button', { name: 'Delete account…' }).click();
      const dialog = p.page.getByRole('dialog', { name: 'Delete your account?' });
      const choice = dialog.getByRole('combobox', { name: 'What happens to “Quarterly keynote”' });
      await choice.waitFor();
      expect(await choice.locator('option').allTextContents()).toEqual(['Delete', `Transfer to leaving-editor-${stamp}@example.com`]);
      await dialog.getByText('Only viewers have access, and a viewer cannot own a script: it is deleted.').waitFor();
      await choice.selectOption({ label: `Transfer to leaving-editor-${stamp}@example.com` });
      await screenshot(p.page, 'delete-account-transfers');
      expect(await audit(p.page)).toEqual([]);
      if (width === 390) {
        await p.page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        p.assertNoConsoleErrors();
        await p.context.close();
        continue;
      }
      await dialog.getByLabel('Your password').fill(DEFAULT_PASSWORD);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await p.page.waitForURL((url) => url.pathname === '/');
      await p.page.getByText(AUTH_MESSAGES.accountDeleted).waitFor();
      p.assertNoConsoleErrors();
    }

    expect((await api(env.url, `/api/mindmaps/${keynote}/access`, editor.token)).body).toEqual({
      access: 'owner',
      ownerEmail: `leaving-editor-${stamp}@example.com`,
    });
    expect((await api(env.url, `/api/mindmaps/${retro}`, retroViewer.token)).status).toBe(404);
  });
});
