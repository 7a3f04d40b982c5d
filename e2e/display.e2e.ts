// The teleprompter's display options (issue 12 item 7) in Chromium against the production build: each
// typeface (the bundled web fonts really load), the three colour themes, the vertical mirror, the
// draggable reading line (PageDown then puts a section's start at the moved line), the toolbar hiding
// while playing and coming back on a mouse move, a right-to-left paragraph aligned right, and text
// above 100 % on a phone. Screenshots of each theme and typeface go to /tmp/notes/display-*.png.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api } from './support/api';
import { setupAppAndBrowser } from './support/harness';
import { signedInWithMap, teleprompterOnPhone } from './support/signed-in';
import { expectSectionAtReadingLine, longTalkText, notesShot, stage, talkMap } from './support/stage';

const suite = setupAppAndBrowser();

/**
 * Pages ask for reduced motion: the app's own reduced-motion styles cut every CSS transition and animation to
 * 1 ms (dialogs, menus, tooltips, fades). No check here is about motion, and each animation frame costs
 * Chromium CPU (issue 25 item 9).
 */
const CALM = { reducedMotion: 'reduce' } as const;

/** Hebrew, right to left: "Thank you all for coming. This part of the talk is read from right to left." */
const HEBREW = 'תודה לכולם שבאתם הערב. את החלק הזה של ההרצאה קוראים מימין לשמאל, כמו כל טקסט בעברית.';
const TITLES = ['Why it matters', 'What we tried', 'What changed', 'Closing words'];
const MAP = talkMap('Display Options Talk', TITLES, (title, i) => (i === 3 ? HEBREW : longTalkText(title)));

const firstParagraph = (page: Page) => page.getByTestId('teleprompter-content').locator('p').first();
const css = (locator: Locator, property: string) => locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

async function openDisplay(page: Page) {
  await page.getByRole('button', { name: 'Presenter settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Presenter settings' });
  await dialog.getByRole('tab', { name: 'Display' }).click();
  return dialog;
}

/** The paragraph at the reading line and how far into it, as the prompter's own anchor counts them (use-text-layout.ts). */
async function readingAnchor(page: Page) {
  const { offset } = await stage(page);
  const paragraphs = await page.getByTestId('teleprompter-content').evaluate((content) => {
    const base = content.firstElementChild!.getBoundingClientRect().top;
    return [...content.querySelectorAll('p')].map((el) => ({ top: el.getBoundingClientRect().top - base, height: el.getBoundingClientRect().height }));
  });
  let index = 0;
  while (index + 1 < paragraphs.length && paragraphs[index + 1]!.top <= offset) index++;
  const at = paragraphs[index]!;
  return { index, fraction: (offset - at.top) / at.height };
}

/** Picks an option of a segmented control (a visually hidden radio inside its label). */
const choose = (dialog: Locator, name: RegExp) => dialog.getByRole('radio', { name }).locator('xpath=..').click();

async function closeSettings(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Presenter settings' });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('teleprompter display options', () => {
  it('desktop: typefaces, themes, vertical mirror, the draggable reading line, auto-hiding controls, RTL', async () => {
    const { mapId, session, page, context, assertNoConsoleErrors } = await signedInWithMap(suite, {
      email: 'display-desktop@example.com',
      map: MAP,
      context: CALM,
    });
    // No countdown before playing (presenter.e2e.ts and editor.e2e.ts check it): 3 s less of an animated
    // screen, which costs Chromium CPU and proves nothing here.
    expect((await api(suite.url, `/api/mindmaps/${mapId}/presenter-settings`, session.token, 'PUT', { countdown: 0 })).status).toBe(200);
    await page.goto(`/teleprompter/${mapId}`);
    await page.getByTestId('section-marker').first().waitFor();
    // Into the talk a little, so there is text above and below the reading line.
    await page.keyboard.press('PageDown');
    await expectSectionAtReadingLine(page, 1);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');

    // Typefaces: the computed family changes, and the bundled web fonts really load.
    const p = firstParagraph(page);
    expect(await css(p, 'font-family')).not.toMatch(/Source Serif|Atkinson/);
    await notesShot(page, 'display', 'font-sans');
    // A typeface's web font that arrives after the column was laid out in the fallback font: once it has
    // loaded, the same words are back at the reading line (the font is held until the fallback layout shows).
    const anchored = await readingAnchor(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/source-serif-4-*.woff2', (route) => held.then(() => route.continue()));
    await choose(await openDisplay(page), /Serif/);
    await closeSettings(page);
    expect(await css(p, 'font-family')).toContain('Source Serif 4');
    release();
    await expect
      .poll(() => page.evaluate(() => document.fonts.ready.then(() => document.fonts.check('600 32px "Source Serif 4"', 'Tt'))), { timeout: 5_000 })
      .toBe(true);
    await expect
      .poll(async () => {
        const now = await readingAnchor(page);
        return now.index === anchored.index && Math.abs(now.fraction - anchored.fraction) < 0.05;
      })
      .toBe(true);
    await page.unroute('**/source-serif-4-*.woff2');
    await notesShot(page, 'display', 'font-serif');
    for (const [name, family] of [['Hyperlegible', 'Atkinson Hyperlegible']] as const) {
      const dialog = await openDisplay(page);
      await choose(dialog, new RegExp(name));
      await closeSettings(page);
      expect(await css(p, 'font-family')).toContain(family);
      await expect
        .poll(() => page.evaluate((f) => document.fonts.ready.then(() => document.fonts.check(`600 32px "${f}"`, 'Tt')), family), { timeout: 5_000 })
        .toBe(true);
      await notesShot(page, 'display', `font-${name.toLowerCase()}`);
    }
    // The section at the reading line stayed there through the typeface changes (the column reflows).
    const reflowed = await stage(page);
    expect(reflowed.offset).toBeGreaterThan(reflowed.starts[1]!);
    expect(reflowed.offset).toBeLessThan(reflowed.starts[2]!);
    await choose(await openDisplay(page), /Sans/);
    await closeSettings(page);

    // Colour themes: the reading area's computed colours (the text's colour may follow its background a frame
    // later: under load it once still read the last theme's).
    const viewport = page.getByTestId('teleprompter-viewport');
    await expect.poll(() => css(viewport, 'background-color')).toBe('rgb(10, 10, 10)');
    await expect.poll(() => css(p, 'color')).toBe('rgb(250, 250, 250)');
    await notesShot(page, 'display', 'theme-dark');
    await choose(await openDisplay(page), /Black on white/);
    await closeSettings(page);
    await expect.poll(() => css(viewport, 'background-color')).toBe('rgb(255, 255, 255)');
    await expect.poll(() => css(p, 'color')).toBe('rgb(10, 10, 10)');
    await notesShot(page, 'display', 'theme-light');
    await choose(await openDisplay(page), /Yellow on black/);
    await closeSettings(page);
    await expect.poll(() => css(viewport, 'background-color')).toBe('rgb(0, 0, 0)');
    await expect.poll(() => css(p, 'color')).toBe('rgb(253, 224, 71)');
    await notesShot(page, 'display', 'theme-yellow');
    const dialog = await openDisplay(page);
    await notesShot(page, 'display', 'settings');
    await choose(dialog, /White on black/);

    // Vertical mirror: the reading area is flipped top to bottom.
    await dialog.getByRole('checkbox', { name: /Top to bottom/ }).check();
    expect(await css(viewport, 'transform')).toBe('matrix(1, 0, 0, -1, 0, 0)');
    await closeSettings(page);
    await notesShot(page, 'display', 'mirror-vertical');
    await (await openDisplay(page)).getByRole('checkbox', { name: /Top to bottom/ }).uncheck();
    await closeSettings(page);
    expect(await css(viewport, 'transform')).toBe('none');

    // The reading line: drag the guide up 200 px; the text's reading line follows.
    const before = await stage(page);
    const guide = page.getByRole('slider', { name: 'Reading line position' });
    expect(await guide.getAttribute('aria-valuenow')).toBe('40');
    const box = (await guide.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 100, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 200, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await stage(page)).guideTop).toBeLessThan(before.guideTop - 190);
    const moved = await stage(page);
    expect(Math.abs(moved.guideTop - (before.guideTop - 200))).toBeLessThan(3);
    const at = Number(await guide.getAttribute('aria-valuenow'));
    expect(at).toBeGreaterThanOrEqual(16);
    expect(at).toBeLessThanOrEqual(19);
    // PageDown: the next section starts at the moved reading line (and PageUp goes back a section). The text
    // is normally three lines into section 2 here, so that is section 3; at a full run's load it was three
    // times found at or before section 2's start instead (three ArrowDowns gone: a lead in the session 32
    // note), so the next section is taken from where the text is.
    const here = await stage(page);
    const next = here.starts.findIndex((start) => start > here.offset + 1);
    expect(next).toBeGreaterThan(0);
    await page.keyboard.press('PageDown');
    await expectSectionAtReadingLine(page, next);
    await notesShot(page, 'display', 'eye-line-moved');
    await page.keyboard.press('PageUp');
    await expectSectionAtReadingLine(page, next - 1);
    // Keyboard: ↓ on the focused guide moves it 5 %, and does not step the text.
    await guide.focus();
    const offset = (await stage(page)).offset;
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => guide.getAttribute('aria-valuenow')).toBe(String(at + 5));
    expect((await stage(page)).offset).toBe(offset);
    await expectSectionAtReadingLine(page, next - 1);
    await guide.blur();
    // Remembered across a reload.
    await page.reload();
    await page.getByTestId('section-marker').first().waitFor();
    expect(await page.getByRole('slider', { name: 'Reading line position' }).getAttribute('aria-valuenow')).toBe(String(at + 5));
    await (await openDisplay(page)).getByRole('button', { name: 'Reset' }).click();
    await closeSettings(page);
    expect(await guide.getAttribute('aria-valuenow')).toBe('40');

    // Auto-hide: playing, the toolbar fades out after a while with no input; the reading area stays put.
    const wrap = page.getByTestId('toolbar-wrap');
    const toolbar = page.getByRole('region', { name: 'Teleprompter controls' });
    const top = (await stage(page)).viewportTop;
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Pause/ }).waitFor();
    await expect.poll(() => wrap.getAttribute('data-hidden'), { timeout: 8_000 }).toBe('true');
    await expect.poll(() => css(toolbar, 'opacity'), { timeout: 3_000 }).toBe('0');
    expect((await stage(page)).viewportTop).toBe(top);
    await notesShot(page, 'display', 'controls-hidden');
    // A mouse move shows them again.
    await page.mouse.move(300, 400);
    await page.mouse.move(320, 420);
    await expect.poll(() => wrap.getAttribute('data-hidden')).toBe(null);
    await expect.poll(() => css(toolbar, 'opacity'), { timeout: 3_000 }).toBe('1');
    // Pausing shows them too (and keeps them).
    await expect.poll(() => wrap.getAttribute('data-hidden'), { timeout: 8_000 }).toBe('true');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Play/ }).waitFor();
    await expect.poll(() => wrap.getAttribute('data-hidden')).toBe(null);

    // Right to left: the Hebrew section is set right to left and aligned to the column's right edge.
    const hebrew = page.getByTestId('teleprompter-content').locator('p', { hasText: 'תודה' });
    expect(await css(hebrew, 'direction')).toBe('rtl');
    const edges = await hebrew.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = [...range.getClientRects()];
      const box = el.getBoundingClientRect();
      return { right: box.right, left: box.left, firstLineRight: Math.max(...lines.slice(0, 1).map((r) => r.right)), lastLineLeft: lines.at(-1)!.left };
    });
    expect(Math.abs(edges.firstLineRight - edges.right)).toBeLessThan(2);
    expect(edges.lastLineLeft).toBeGreaterThan(edges.left + 10);
    await page.getByRole('button', { name: 'Sections' }).click();
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /Closing words/ })
      .click();
    await expectSectionAtReadingLine(page, 3);
    await notesShot(page, 'display', 'rtl');

    assertNoConsoleErrors();
    await context.close();
  });

  it('phone (390×844): text size goes above 100 % and the column still fits the screen', async () => {
    const { page, context, assertNoConsoleErrors } = await teleprompterOnPhone(suite, 'display-phone@example.com', MAP);
    const size = page.getByTestId('text-size');
    expect(await size.textContent()).toContain('100%');
    const content = page.getByTestId('teleprompter-content');
    const fontBefore = parseFloat(await css(content, 'font-size'));
    const larger = page.getByRole('button', { name: 'Larger text' });
    expect(await larger.getAttribute('aria-disabled')).toBe(null);
    for (let i = 0; i < 3; i++) await larger.tap();
    await expect.poll(async () => parseInt((await size.textContent())!.replace(/\D/g, ''), 10)).toBeGreaterThan(100);
    expect(parseFloat(await css(content, 'font-size'))).toBeGreaterThan(fontBefore * 1.2);
    // No sideways scrolling; the text stays inside the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const column = (await content.boundingBox())!;
    expect(column.x).toBeGreaterThanOrEqual(0);
    expect(column.x + column.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('PageDown');
    await expectSectionAtReadingLine(page, 1);
    await notesShot(page, 'display', 'phone-large-text');

    assertNoConsoleErrors();
    await context.close();
  });
});
