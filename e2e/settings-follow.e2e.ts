// Issue 24 item 2 in Chromium against the production build: presenter settings belong to the script.
// Speed, target length and a display setting chosen on a desktop browser are there on a phone (another
// browser context: its own localStorage and IndexedDB) that opens the same script — stored in the
// script's live document (issue 26), whose presenter settings the REST route reads.
import { describe, expect, it } from 'vitest';
import { api, REMOTE_TEAMS_MAP as MAP, seedSession } from './support/api';
import { openPage, setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';

const suite = setupAppAndBrowser();

describe('presenter settings follow the script (issue 24 item 2)', () => {
  it('set on one browser, seen on another', async () => {
    const desktop = await signedInWithMap(suite, { email: 'settings-follow@example.com', map: MAP });
    const { session, mapId, page } = desktop;
    const content = MAP.nodes.map((n) => n.text).join('\n\n');
    expect((await api(suite.url, '/api/teleprompter', session.token, 'POST', { mindMapId: mapId, title: MAP.title, content })).status).toBe(200);

    // Desktop: 150 WPM, a 10-minute target, yellow on black.
    await page.goto(`/teleprompter/${mapId}`);
    const speed = page.getByRole('spinbutton', { name: 'Speed (WPM)' });
    await speed.waitFor();
    await speed.fill('150');
    // Stored in the script's live document: the REST route reads it back.
    await expect.poll(async () => (await api(suite.url, `/api/mindmaps/${mapId}/presenter-settings`, session.token)).body.settings).toMatchObject({ wpm: 150 });
    await page.getByRole('button', { name: 'Presenter settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Presenter settings' });
    await dialog.getByLabel('Target length (minutes)').fill('10');
    await dialog.getByRole('button', { name: 'Set' }).click();
    await dialog.getByRole('tab', { name: 'Display' }).click();
    // The radio is drawn by its label: the click goes there, as a presenter's would.
    await dialog
      .getByRole('radio', { name: /Yellow on black/ })
      .locator('xpath=..')
      .click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(async () => (await api(suite.url, `/api/mindmaps/${mapId}/presenter-settings`, session.token)).body.settings)
      .toMatchObject({ wpm: 150, targetMinutes: 10, theme: 'yellow' });

    // A phone: a context of its own (no localStorage shared with the desktop), same user, same script.
    const phone = await openPage(suite.browser, suite.url, 390, 844, { isMobile: true, hasTouch: true });
    await seedSession(phone.page, session);
    await phone.page.goto(`/teleprompter/${mapId}`);
    const viewport = phone.page.getByTestId('teleprompter-viewport');
    await viewport.waitFor();
    await expect.poll(() => viewport.getAttribute('data-theme')).toBe('yellow');
    await expect.poll(() => phone.page.locator('input[aria-label="Speed (WPM)"]').inputValue()).toBe('150');

    desktop.assertNoConsoleErrors();
    phone.assertNoConsoleErrors();
  });
});
