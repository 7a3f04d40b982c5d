// Issue 27 item 7 in the browser: the owner's dashboard card names who edited last ("Edited by <editor> ·
// …") and shows who has access (four avatars and "+1", "Shared with 5 people"), on a desktop and at 390 px;
// the editor's History names the editor and the owner ("by you") on their versions.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, REMOTE_TEAMS_MAP as MAP, seedSession } from './support/api';
import { openPage, screenshot, setupAppAndBrowser } from './support/harness';
import { shareWithNewAccount } from './support/sharing';
import { signedInWithMap } from './support/signed-in';

const suite = setupAppAndBrowser();
const run = randomBytes(3).toString('hex');

describe('who did what', () => {
  it("the owner's card names the last editor and who has access; History names each version's author", async () => {
    const { page, session, mapId, assertNoConsoleErrors } = await signedInWithMap(suite, { email: `owner.${run}@example.com`, map: MAP, pro: true });
    const names = ['ana', 'ben', 'cy', 'dee', 'eli'].map((n) => `${n}.${run}`);
    const members = [];
    for (const [i, name] of names.entries())
      members.push(await shareWithNewAccount(suite.app, session, mapId, `${name}@example.com`, i === 0 ? 'editor' : 'viewer'));
    // The owner saves, then the editor renames (REST writes, each named as its writer).
    const map = await api(suite.url, `/api/mindmaps/${mapId}`, session.token);
    expect((await api(suite.url, `/api/mindmaps/${mapId}`, session.token, 'PUT', { ...map.body, title: 'Remote teams, v2' })).status).toBe(200);
    expect((await api(suite.url, `/api/mindmaps/${mapId}`, members[0]!.token, 'PUT', { title: 'Remote teams, final' })).status).toBe(200);

    await page.goto('/dashboard');
    const card = page.getByRole('article', { name: 'Remote teams, final' });
    await expect.poll(() => card.getByTestId('last-edited').textContent()).toMatch(new RegExp(`^Edited by ${names[0]} · `));
    const access = card.getByRole('list', { name: 'Shared with 5 people' });
    await expect.poll(() => access.getByRole('img').count()).toBe(5);
    expect(await access.getByRole('img').last().textContent()).toBe('+1');
    await screenshot(page, 'who-did-what-dashboard');

    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await page.waitForURL(`**/mindmap/${mapId}`);
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    const authors = history.getByTestId('version-authors');
    await expect.poll(() => authors.first().textContent()).toBe(`by ${names[0]} and you`);
    await screenshot(page, 'who-did-what-history');
    assertNoConsoleErrors();

    // On a phone: the card's line and avatars fit the card.
    const phone = await openPage(suite.browser, suite.url, 390, 844, { isMobile: true, hasTouch: true });
    await seedSession(phone.page, session);
    await phone.page.goto('/dashboard');
    const phoneCard = phone.page.getByRole('article', { name: 'Remote teams, final' });
    await phoneCard.getByRole('list', { name: 'Shared with 5 people' }).waitFor();
    const fits = await phoneCard.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    await screenshot(phone.page, 'who-did-what-dashboard');
    phone.assertNoConsoleErrors();
  });
});
