// A stage that cannot trip (issue 24 item 1) in Chromium against the production build: Rehearse arms
// and starts the countdown in one step; Space plays and pauses during the rehearsal (also with the
// clicked toolbar button still focused) and only End rehearsal ends it; every teleprompter dialog and
// panel, closed with Done, Cancel, its close button or Esc, gives the keys straight back — the first key
// after it works (a typed speed, a clicked Remote or Reset button never keep them).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupAppAndBrowser } from './support/harness';
import { signedInWithMap, teleprompterOnPhone } from './support/signed-in';
import { expectSectionAtReadingLine, notesShot, stage, talkMap } from './support/stage';

const suite = setupAppAndBrowser();

const TITLES = ['Why it matters', 'What we tried', 'What changed', 'What to do next'];
const MAP = talkMap('A Stage That Cannot Trip', TITLES);

const speed = (page: Page) => page.getByRole('spinbutton', { name: 'Speed (WPM)' });
const playButton = (page: Page) => page.getByRole('button', { name: /^Play/ });
const pauseButton = (page: Page) => page.getByRole('button', { name: /^Pause/ });

/** The section whose start is at or above the reading line. */
async function sectionNow(page: Page): Promise<number> {
  const s = await stage(page);
  return s.starts.filter((start) => start <= s.offset + 1).length - 1;
}

/** Waits for the countdown, then for play to start. */
async function countdownThenPlaying(page: Page) {
  await page.getByTestId('countdown').waitFor();
  await page.getByTestId('countdown').waitFor({ state: 'detached', timeout: 6_000 });
  await pauseButton(page).waitFor();
}

/** PageDown right after something closed: the next section comes to the reading line. */
async function pageDownWorks(page: Page) {
  const at = await sectionNow(page);
  expect(at).toBeLessThan(TITLES.length - 1);
  await page.keyboard.press('PageDown');
  await expectSectionAtReadingLine(page, at + 1);
}

/** Space right after something closed: the countdown starts (the stage's Play), and Space again cancels it. */
async function spacePlays(page: Page) {
  await page.keyboard.press('Space');
  await page.getByTestId('countdown').waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
  await page.keyboard.press('Space');
  await page.getByTestId('countdown').waitFor({ state: 'detached' });
  await playButton(page).waitFor();
}

describe('a stage that cannot trip', () => {
  it('desktop (1440×900): Space plays and pauses while rehearsing, End rehearsal ends it, and every dialog gives the keys back', async () => {
    const { mapId, page, context, assertNoConsoleErrors } = await signedInWithMap(suite, {
      email: 'stage-keys@example.com',
      map: MAP,
      width: 1440,
      height: 900,
    });
    await page.goto(`/teleprompter/${mapId}`);
    await page.getByTestId('section-marker').first().waitFor();

    // Rehearse: armed and counting down in one step, then playing.
    await page.getByRole('button', { name: 'Rehearse' }).click();
    await page.getByTestId('rehearsal-badge').waitFor();
    await notesShot(page, 'stage-keys', 'rehearse-countdown');
    await countdownThenPlaying(page);
    // Space (the button just clicked, now "End rehearsal", still under the mouse) pauses; the rehearsal goes on.
    await page.keyboard.press('Space');
    await playButton(page).waitFor();
    expect(await page.getByTestId('rehearsal-badge').isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Rehearsal report' }).count()).toBe(0);
    await notesShot(page, 'stage-keys', 'rehearsal-paused');
    // Space again: the countdown and play; still rehearsing.
    await page.keyboard.press('Space');
    await countdownThenPlaying(page);
    expect(await page.getByTestId('rehearsal-badge').isVisible()).toBe(true);
    await page.keyboard.press('Space');
    await playButton(page).waitFor();
    // Ending is its own button.
    await page.getByRole('button', { name: 'End rehearsal' }).click();
    const report = page.getByRole('dialog', { name: 'Rehearsal report' });
    await report.waitFor();
    await report.getByRole('button', { name: 'Close report' }).click();
    await report.waitFor({ state: 'detached' });
    await page.keyboard.press('Home');
    await expectSectionAtReadingLine(page, 0);

    // Keyboard shortcuts, from its button, closed with Done: PageDown works at once.
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await help.getByRole('button', { name: 'Done' }).click();
    await help.waitFor({ state: 'detached' });
    await pageDownWorks(page);
    // … from ?, closed with Esc: PageUp.
    await page.keyboard.press('?');
    await help.waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await page.keyboard.press('PageUp');
    await expectSectionAtReadingLine(page, 0);

    // A speed typed in the toolbar, then Presenter settings by the mouse, Done: the next key is the stage's.
    await speed(page).fill('120');
    await page.getByRole('button', { name: 'Presenter settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Presenter settings' });
    await settings.waitFor();
    await settings.getByRole('button', { name: 'Done' }).click();
    await settings.waitFor({ state: 'detached' });
    await pageDownWorks(page);
    expect(await speed(page).inputValue()).toBe('120');
    // Presenter settings, Esc: M mirrors the text.
    await page.getByRole('button', { name: 'Presenter settings' }).click();
    await settings.waitFor();
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });
    await page.keyboard.press('m');
    await page.locator('[data-testid="teleprompter-viewport"][data-mirrored="true"]').waitFor();
    await page.keyboard.press('m');
    await page.locator('[data-testid="teleprompter-viewport"]:not([data-mirrored])').waitFor();

    // Remote (a button that takes focus when clicked), Done: Space plays rather than opening it again.
    await page.getByTestId('remote-button').click();
    const remote = page.getByRole('dialog', { name: 'Remote and second screen' });
    await remote.waitFor();
    await notesShot(page, 'stage-keys', 'remote');
    await remote.getByRole('button', { name: 'Done' }).click();
    await remote.waitFor({ state: 'detached' });
    await spacePlays(page);
    // Remote, Esc: ] speeds up.
    await page.getByTestId('remote-button').click();
    await remote.waitFor();
    await page.keyboard.press('Escape');
    await remote.waitFor({ state: 'detached' });
    await page.keyboard.press(']');
    await expect.poll(() => speed(page).inputValue()).toBe('130');

    // Generate with AI, Cancel: G hides the reading guide; Esc: G shows it again.
    const guideOn = () => page.getByRole('button', { name: 'Reading guide' }).getAttribute('aria-pressed');
    const guide = await guideOn();
    await page.getByRole('button', { name: /Generate with AI/ }).click();
    const generate = page.getByRole('dialog', { name: 'Generate script with AI' });
    await generate.waitFor();
    await generate.getByRole('button', { name: 'Cancel' }).click();
    await generate.waitFor({ state: 'detached' });
    await page.keyboard.press('g');
    await expect.poll(guideOn).not.toBe(guide);
    await page.getByRole('button', { name: /Generate with AI/ }).click();
    await generate.waitFor();
    await page.keyboard.press('Escape');
    await generate.waitFor({ state: 'detached' });
    await page.keyboard.press('g');
    await expect.poll(guideOn).toBe(guide);

    // The Sections panel: S, Esc, then PageDown; its button and its close button, then Space; a chosen row, then PageUp.
    const panel = page.getByRole('navigation', { name: 'Sections' });
    await page.keyboard.press('s');
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await pageDownWorks(page);
    await page.getByRole('button', { name: 'Sections', exact: true }).click();
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Close sections' }).click();
    await panel.waitFor({ state: 'detached' });
    await spacePlays(page);
    await page.keyboard.press('s');
    await panel.getByRole('button', { name: /What to do next/ }).click();
    await panel.waitFor({ state: 'detached' });
    await expectSectionAtReadingLine(page, 3);
    await page.keyboard.press('PageUp');
    await expectSectionAtReadingLine(page, 2);

    // Edit mode, left with its Done button: Space plays; Reset clicked, then Space plays rather than resetting again.
    await page.keyboard.press('e');
    const done = page.getByRole('button', { name: 'Done' });
    await done.waitFor();
    await done.click();
    await page.getByTestId('section-marker').first().waitFor();
    await spacePlays(page);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expectSectionAtReadingLine(page, 0);
    await spacePlays(page);
    await pageDownWorks(page);

    assertNoConsoleErrors();
    await context.close();
  });

  it('phone (390×844): Rehearse counts down and plays, Pause keeps the rehearsal, End rehearsal ends it', async () => {
    const { page, context, assertNoConsoleErrors } = await teleprompterOnPhone(suite, 'stage-keys-phone@example.com', MAP);
    await page.getByRole('button', { name: 'Rehearse' }).tap();
    await page.getByTestId('rehearsal-badge').waitFor();
    await countdownThenPlaying(page);
    await pauseButton(page).tap();
    await playButton(page).waitFor();
    expect(await page.getByTestId('rehearsal-badge').isVisible()).toBe(true);
    await notesShot(page, 'stage-keys', 'phone-rehearsal-paused');
    await page.getByRole('button', { name: 'End rehearsal' }).tap();
    await page.getByRole('dialog', { name: 'Rehearsal report' }).waitFor();
    assertNoConsoleErrors();
    await context.close();
  });
});
