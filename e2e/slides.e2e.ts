// Slides (issue 29 items 3–4) in Chromium against the built server: the script as a PowerPoint deck and
// the map as an HTML presentation, downloaded through the dashboard's Export dialog (the deck opened back
// as a zip: a title slide and a slide per section, the words without cue marks in the notes; the
// presentation opened and stepped with the arrow keys); and a [slide] mark reaching the prompter's
// reading line shows "▶ Slide N" there and on a phone remote.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readZipDirectory, readZipEntry } from '../apps/api/src/plugins/app/io/zip';
import { openPage, screenshot, setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';
import { longTalkText, talkMap } from './support/stage';

const suite = setupAppAndBrowser();

const TITLES = ['Slides from a map', 'Why decks drift', 'One source of truth', 'Next steps'];
/** Each section opens with a [slide] mark (the first [slide] is slide 2: a deck opens on its title slide). */
const MAP = talkMap('Deck talk', TITLES, (title, i) => (i === 0 ? '' : `[slide] ${longTalkText(title)}`));

async function openExport(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'More actions: Deck talk' }).click();
  await page.getByRole('menuitem', { name: 'Export…' }).click();
  return page.getByRole('dialog', { name: 'Export script' });
}

async function download(page: Page, dialog: ReturnType<Page['getByRole']>, name: RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name }).click()]);
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync((await file.path())!)) };
}

describe('slides', () => {
  it('the Export dialog downloads the deck (a valid zip: title slide + a slide per section) and the HTML presentation', async () => {
    const { page, assertNoConsoleErrors } = await signedInWithMap(suite, { email: 'slides-export@example.com', map: MAP });
    const dialog = await openExport(page);
    await screenshot(page, 'slides-export-dialog');
    const deck = await download(page, dialog, /Script as slides \(\.pptx\)/);
    expect(deck.name).toBe('Deck talk.pptx');
    const entries = readZipDirectory(deck.bytes, 'docx');
    const part = (name: string) => new TextDecoder().decode(readZipEntry(deck.bytes, entries.find((e) => e.name === name)!, 'docx'));
    const slides = entries.map((e) => e.name).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
    expect(slides).toHaveLength(TITLES.length);
    expect(part('ppt/slides/slide1.xml')).toContain('<a:t>Deck talk</a:t>');
    expect(part('ppt/slides/slide2.xml')).toContain(`<a:t>${TITLES[1]}</a:t>`);
    const notes = part('ppt/notesSlides/notesSlide2.xml');
    expect(notes).toContain('Why decks drift matters more');
    expect(notes).not.toMatch(/\[slide\]|\[pause\]|\*\*/);

    const html = await download(page, await openExport(page), /Map as presentation \(\.html\)/);
    expect(html.name).toBe('Deck talk.html');
    const shown = await openPage(suite.browser, suite.url, 1280, 800);
    await shown.page.setContent(new TextDecoder().decode(html.bytes));
    await expect.poll(() => shown.page.locator('#count').textContent()).toBe(`1 / ${TITLES.length + 2}`);
    await shown.page.keyboard.press('ArrowRight');
    await shown.page.keyboard.press('ArrowRight');
    await expect.poll(() => shown.page.locator('#caption').textContent()).toBe(TITLES[1]);
    await screenshot(shown.page, 'slides-html-presentation');
    shown.assertNoConsoleErrors();
    await shown.context.close();
    assertNoConsoleErrors();
  });

  it('a [slide] mark at the reading line shows "▶ Slide N" on the prompter and on the phone remote', async () => {
    const { page, mapId, assertNoConsoleErrors } = await signedInWithMap(suite, { email: 'slides-cue@example.com', map: MAP });
    await page.goto(`/teleprompter/${mapId}`);
    await page.getByTestId('section-marker').first().waitFor();
    await page.getByTestId('remote-button').click();
    const dialog = page.getByRole('dialog', { name: 'Remote and second screen' });
    await dialog.getByRole('tab', { name: 'Remote' }).click();
    await dialog.getByRole('button', { name: 'Create remote link' }).click();
    const url = await dialog.getByTestId('remote-link').inputValue();
    await page.keyboard.press('Escape');

    const phone = await openPage(suite.browser, suite.url, 390, 844, { isMobile: true, hasTouch: true });
    await phone.page.goto(url);
    await expect.poll(() => phone.page.getByTestId('remote-section').textContent()).toBe(TITLES[1]);
    // The first section (the root has no words) opens with its mark at the reading line.
    await expect.poll(() => page.getByTestId('slide-cue').textContent()).toBe('▶Slide 2');
    await expect.poll(() => phone.page.getByTestId('remote-slide').getAttribute('data-due')).toBe('true');

    // Down the page, past the mark: the prompter's badge goes, the remote keeps the slide the deck is on.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByTestId('slide-cue').count()).toBe(0);
    await expect.poll(() => phone.page.getByTestId('remote-slide').getAttribute('data-due')).toBe(null);
    expect(await phone.page.getByTestId('remote-slide').textContent()).toContain('Slide 2');

    // Next section from the phone: its mark reaches the reading line — slide 3, on both.
    await phone.page.getByRole('button', { name: 'Next section' }).click();
    await expect.poll(() => page.getByTestId('slide-cue').textContent()).toBe('▶Slide 3');
    await expect.poll(() => phone.page.getByTestId('remote-slide').textContent()).toContain('▶ Slide 3');
    await screenshot(page, 'slides-prompter-cue');
    await screenshot(phone.page, 'slides-remote-cue');
    await phone.context.close();
    assertNoConsoleErrors();
  });
});
