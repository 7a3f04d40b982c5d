// The presenter on stage (issue 12) in Chromium against the production build: section markers with
// the node titles; the keys a clicker or pedal sends (PageDown / → next section, PageUp / ← back, and keys bound in Presenter settings) put
// a section's start at the reading line; S opens the Sections panel; Space plays after a countdown;
// ] speeds up; the stage clock runs; and Present from here in the editor's Node Order opens
// /teleprompter/<id>?from=<nodeId> at that section. On a desktop and a phone-sized screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './support/api';
import { setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';
import { expectSectionAtReadingLine, notesShot, stage, talkMap } from './support/stage';

const suite = setupAppAndBrowser();

const TITLES = ['Why it matters', 'What we tried', 'What changed', 'What to do next'];
const MAP = talkMap('Presenting From The Map', TITLES);

const speed = (page: Page) => page.getByRole('spinbutton', { name: 'Speed (WPM)' });

async function openStage(page: Page, mapId: string) {
  await page.goto(`/teleprompter/${mapId}`);
  await page.getByTestId('section-marker').first().waitFor();
}

describe('the presenter on stage', () => {
  it('desktop: markers, clicker keys, the Sections panel, countdown, speed keys, the clock, Present from here', async () => {
    const { session, mapId, page, context, assertNoConsoleErrors } = await signedInWithMap(suite, { email: 'presenter-desktop@example.com', map: MAP });
    await openStage(page, mapId);

    // Section markers: one per node, with its title, each section taller than the screen.
    const markers = page.getByTestId('section-marker');
    expect((await markers.allTextContents()).map((t) => t.trim().toLowerCase())).toEqual(TITLES.map((t) => t.toLowerCase()));
    expect(await page.locator('[data-section-start]').evaluateAll((els) => els.map((el) => el.getAttribute('data-node-id')))).toEqual(['n1', 'n2', 'n3', 'n4']);
    const first = await stage(page);
    expect(Math.abs(first.offset)).toBeLessThan(1);
    for (let i = 1; i < first.starts.length; i++) expect(first.starts[i]! - first.starts[i - 1]!).toBeGreaterThan(first.viewportHeight);
    await notesShot(page, 'presenter', 'markers');

    // Clicker keys: PageDown / → to the next section start, PageUp / ← back.
    await page.keyboard.press('PageDown');
    await expectSectionAtReadingLine(page, 1);
    await notesShot(page, 'presenter', 'section-2');
    await page.keyboard.press('ArrowRight');
    await expectSectionAtReadingLine(page, 2);
    await page.keyboard.press('PageUp');
    await expectSectionAtReadingLine(page, 1);
    await page.keyboard.press('ArrowLeft');
    await expectSectionAtReadingLine(page, 0);

    // A pedal's own keys (Presenter settings): a key already used for something else is refused;
    // 'b' / 'a' bound as next / previous then move by sections like PageDown / PageUp.
    await page.getByRole('button', { name: 'Presenter settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Presenter settings' });
    const keyRow = (label: string) =>
      settings
        .locator('div', { hasText: label })
        .filter({ has: page.getByRole('button', { name: /Add key|Press a key/ }) })
        .last();
    await keyRow('Next section').getByRole('button', { name: 'Add key' }).click();
    await page.keyboard.press('m');
    await settings.getByText('“m” already does something else. Press another key.').waitFor();
    await page.keyboard.press('b');
    await keyRow('Next section').locator('kbd', { hasText: 'b' }).waitFor();
    await keyRow('Previous section').getByRole('button', { name: 'Add key' }).click();
    await page.keyboard.press('a');
    await keyRow('Previous section').locator('kbd', { hasText: 'a' }).waitFor();
    await settings.getByRole('button', { name: 'Done' }).click();
    await settings.waitFor({ state: 'detached' });
    await page.keyboard.press('b');
    await expectSectionAtReadingLine(page, 1);
    await page.keyboard.press('a');
    await expectSectionAtReadingLine(page, 0);

    // S: the Sections panel, every section by its title with its planned time; choosing one moves there.
    await page.keyboard.press('s');
    const panel = page.getByRole('navigation', { name: 'Sections' });
    await panel.waitFor();
    const rows = panel.getByRole('button', { name: /What|Why/ });
    expect(await rows.count()).toBe(4);
    expect(await panel.getByRole('button', { name: /Why it matters/ }).getAttribute('aria-current')).toBe('location');
    for (const row of await rows.allTextContents()) expect(row).toMatch(/\d+:\d\d$/);
    await notesShot(page, 'presenter', 'sections-panel');
    await panel.getByRole('button', { name: /What changed/ }).click();
    await panel.waitFor({ state: 'detached' });
    await expectSectionAtReadingLine(page, 2);
    // Escape closes it.
    await page.keyboard.press('s');
    await panel.waitFor();
    expect(await panel.getByRole('button', { name: /What changed/ }).getAttribute('aria-current')).toBe('location');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expectSectionAtReadingLine(page, 2);

    // Space: a countdown from 3, then the text moves.
    const before = (await stage(page)).offset;
    const wpm = Number(await speed(page).inputValue());
    await page.keyboard.press('Space');
    const countdown = page.getByTestId('countdown');
    await countdown.waitFor();
    expect(await page.getByRole('timer').textContent()).toMatch(/^3/);
    await notesShot(page, 'presenter', 'countdown');
    await countdown.waitFor({ state: 'detached', timeout: 6_000 });
    await expect.poll(async () => (await stage(page)).offset, { timeout: 5_000 }).toBeGreaterThan(before + 2);

    // ]: faster by 10 WPM, while playing.
    await page.keyboard.press(']');
    await expect.poll(() => speed(page).inputValue()).toBe(String(wpm + 10));
    await page.keyboard.press('[');
    await expect.poll(() => speed(page).inputValue()).toBe(String(wpm));

    // The stage clock: elapsed time runs while playing.
    await expect.poll(() => page.getByTestId('elapsed').textContent(), { timeout: 5_000 }).not.toBe('0:00');
    expect(await page.getByTestId('elapsed').textContent()).toMatch(/^\d+:\d\d$/);
    await notesShot(page, 'presenter', 'playing');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Play/ }).waitFor();

    // Present from here on the 3rd node in the editor's Node Order.
    await page.goto(`/mindmap/${mapId}`);
    await expect.poll(() => page.getByTestId('status-message').textContent(), { timeout: 10_000 }).toContain('loaded!');
    await page.getByRole('button', { name: 'Present from here: What changed' }).click();
    await page.waitForURL(`**/teleprompter/${mapId}?from=n3`);
    await page.getByTestId('section-marker').first().waitFor();
    await expectSectionAtReadingLine(page, 2);
    await notesShot(page, 'presenter', 'present-from-here');

    // The canvas's context menu: a right-click on a node, arrow keys, Enter.
    await page.goto(`/mindmap/${mapId}`);
    await expect.poll(() => page.getByTestId('status-message').textContent(), { timeout: 10_000 }).toContain('loaded!');
    await page.locator('[data-testid="map-node"][data-node-id="n4"]').click({ button: 'right' });
    const menu = page.getByRole('menu', { name: 'Node actions: What to do next' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Edit node',
      'Present from here',
      'Add child node',
      'Add sibling node',
      'Ask AI for ideas…',
      'Comment…',
      'Colour…',
      'Skip in the audience view',
      'Delete node',
    ]);
    await notesShot(page, 'presenter', 'context-menu');
    // Escape closes it; Shift+F10 on the (now selected) node opens it again from the keyboard.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await page.keyboard.press('Shift+F10');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/teleprompter/${mapId}?from=n4`);
    await page.getByTestId('section-marker').first().waitFor();
    await expectSectionAtReadingLine(page, 3);

    // The node editor's Present from here: the typed words are saved first, then shown from that node.
    await page.goto(`/mindmap/${mapId}`);
    await expect.poll(() => page.getByTestId('status-message').textContent(), { timeout: 10_000 }).toContain('loaded!');
    await page.getByRole('button', { name: 'Edit What we tried' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Node Content' });
    await dialog.getByRole('textbox', { name: 'Details' }).fill('Typed in the node editor and presented at once.');
    await notesShot(page, 'presenter', 'node-editor');
    await dialog.getByRole('button', { name: 'Present from here' }).click();
    await page.waitForURL(`**/teleprompter/${mapId}?from=n2`);
    await page.getByText('Typed in the node editor and presented at once.').waitFor();
    await expectSectionAtReadingLine(page, 1);
    const saved = await api(suite.url, `/api/mindmaps/${mapId}`, session.token);
    expect((saved.body.nodes as { id: string; text: string }[]).find((n) => n.id === 'n2')!.text).toBe('Typed in the node editor and presented at once.');

    assertNoConsoleErrors();
    await context.close();
  });

  it('phone (390×844): the toolbar is usable, the Sections panel fits, ?from= and Play work', async () => {
    const { mapId, page, context, assertNoConsoleErrors } = await signedInWithMap(suite, {
      email: 'presenter-phone@example.com',
      map: MAP,
      width: 390,
      height: 844,
      context: { isMobile: true, hasTouch: true },
    });
    await page.goto(`/teleprompter/${mapId}?from=n2`);
    await page.getByTestId('section-marker').first().waitFor();
    await expectSectionAtReadingLine(page, 1);

    // The toolbar fits the screen: no horizontal overflow, and its main controls are on screen and big enough to tap.
    const toolbar = page.getByRole('region', { name: 'Teleprompter controls' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const button of await toolbar.getByRole('button').all()) {
      if (!(await button.isVisible())) continue;
      const box = (await button.boundingBox())!;
      const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
      expect(box.x, `${name} on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} on screen`).toBeLessThanOrEqual(390);
      expect(box.height, `${name} tall enough to tap`).toBeGreaterThanOrEqual(32);
    }
    expect(await toolbar.getByRole('button', { name: /^Play/ }).isVisible()).toBe(true);
    expect(await toolbar.getByRole('button', { name: 'Sections' }).isVisible()).toBe(true);
    await notesShot(page, 'presenter', 'phone');

    // The Sections panel by its button (a phone has no S key): inside the screen, every row in reach.
    await toolbar.getByRole('button', { name: 'Sections' }).click();
    const panel = page.getByRole('navigation', { name: 'Sections' });
    await panel.waitFor();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await panel.getByRole('button', { name: /What to do next/ }).isVisible()).toBe(true);
    await notesShot(page, 'presenter', 'phone-sections');
    await panel.getByRole('button', { name: /What to do next/ }).tap();
    await panel.waitFor({ state: 'detached' });
    await expectSectionAtReadingLine(page, 3);

    // Play from the toolbar: the countdown, then the text moves.
    const before = (await stage(page)).offset;
    await toolbar.getByRole('button', { name: /^Play/ }).tap();
    await page.getByTestId('countdown').waitFor();
    await page.getByTestId('countdown').waitFor({ state: 'detached', timeout: 6_000 });
    await expect.poll(async () => (await stage(page)).offset, { timeout: 5_000 }).toBeGreaterThan(before + 2);
    await notesShot(page, 'presenter', 'phone-playing');

    assertNoConsoleErrors();
    await context.close();
  });
});
