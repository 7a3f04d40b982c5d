// Issue 26 items 2–5 for the script, in Chromium against the production build: two browser contexts
// (two devices) on the same script. Typing into a section on one shows in the other's script editor and
// in its teleprompter while it plays, the words at the reading line staying where they are when text
// above them grows; both devices typing into the same section, one of them offline, merge character
// by character when it is back; presenter settings changed on one apply on the other.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, seedSession } from './support/api';
import { openPage, setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';
import { scriptField as field } from './support/live';
import { expectSectionAtReadingLine, longTalkText, talkMap } from './support/stage';

const suite = setupAppAndBrowser();
const MAP = talkMap('Live Talk', ['Opening', 'Hiring', 'Budgets', 'Close']);

const liveStatus = (page: Page) => page.getByTestId('script-editor').getByTestId('live-status');
const column = (page: Page) => page.getByTestId('teleprompter-content');
const scriptOf = async (mapId: string, token: string) => (await api(suite.url, `/api/teleprompter/${mapId}`, token)).body as { content: string };

/** Two devices of one user on one script (each its own context: its own storage and IndexedDB). */
async function twoDevices(email: string) {
  const a = await signedInWithMap(suite, { email, map: MAP });
  // The script exists as sections (the node texts) before either device opens it.
  const content = MAP.nodes.map((n) => n.text).join('\n\n');
  expect((await api(suite.url, '/api/teleprompter', a.session.token, 'POST', { mindMapId: a.mapId, title: MAP.title, content })).status).toBe(200);
  const b = await openPage(suite.browser, suite.url);
  await seedSession(b.page, a.session);
  return { a, b, mapId: a.mapId, token: a.session.token };
}

/**
 * Where the character at the reading line is: its paragraph's text, its index there, and its line's top
 * minus the reading line (px). Found again after an edit by the same paragraph text and index.
 */
function readingPoint(page: Page, at?: { text: string; index: number }) {
  return page.evaluate((at) => {
    const content = document.querySelector<HTMLElement>('[data-testid="teleprompter-content"]')!;
    const viewport = document.querySelector<HTMLElement>('[data-testid="teleprompter-viewport"]')!;
    const line = viewport.getBoundingClientRect().top + parseFloat(getComputedStyle(content).paddingTop);
    const paragraphs = [...content.querySelectorAll('p')];
    const charTop = (p: Element, index: number) => {
      const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
      let left = index;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (left < node.length) {
          const range = document.createRange();
          range.setStart(node, left);
          range.setEnd(node, left + 1);
          return range.getClientRects()[0]!.top;
        }
        left -= node.length;
      }
      return NaN;
    };
    if (at) {
      const p = paragraphs.find((x) => x.textContent === at.text);
      return p ? { ...at, dy: charTop(p, at.index) - line } : null;
    }
    // The paragraph at the reading line (or, in the gap before one, the next one down).
    const p = paragraphs.find((x) => x.getBoundingClientRect().bottom > line);
    if (!p) return null;
    const text = p.textContent ?? '';
    // The last character whose line starts at or above the reading line (lines only go down: stop at the first below).
    let index = 0;
    for (let i = 0; i < text.length && charTop(p, i) <= line + 0.5; i++) index = i;
    return { text, index, dy: charTop(p, index) - line };
  }, at);
}

describe('one live script on two devices (issue 26)', () => {
  it("typing on one shows in the other's editor and in its playing teleprompter, the reading line's words staying put", async () => {
    const { a, b, mapId, token } = await twoDevices('live-script-follow@example.com');

    // Device B reads: the teleprompter, slowest speed, into the third section, playing.
    await b.page.goto(`/teleprompter/${mapId}`);
    await column(b.page).locator('p').first().waitFor();
    const speed = b.page.getByRole('spinbutton', { name: 'Speed (WPM)' });
    await speed.fill('10');
    await speed.press('Enter');
    // The keys are the stage's once the speed field lets go.
    await speed.blur();
    await b.page.keyboard.press('PageDown');
    await b.page.keyboard.press('PageDown');
    await expectSectionAtReadingLine(b.page, 2);

    // Device A edits: the first section, far above B's reading line.
    await a.page.goto(`/teleprompter/${mapId}?edit=1`);
    const opening = field(a.page, 'Opening');
    await expect.poll(() => opening.inputValue()).toBe(MAP.nodes[0]!.text);
    // A second editor of the same script (B's own script editor, in another tab of B's device).
    const bEditor = await b.context.newPage();
    await bEditor.goto(`/teleprompter/${mapId}?edit=1`);
    await expect.poll(() => field(bEditor, 'Opening').inputValue()).toBe(MAP.nodes[0]!.text);
    // B plays from here (not while the editors load: a playing stage draws every frame).
    await b.page.getByRole('button', { name: 'Play' }).click();
    await b.page.getByRole('button', { name: 'Pause' }).waitFor();

    const before = await readingPoint(b.page);
    expect(before).not.toBeNull();
    const added = `\n\nA new paragraph typed on the laptop. ${longTalkText('Late news')}`;
    await opening.press('End');
    await opening.pressSequentially(' Live edit.');
    await opening.evaluate((el: HTMLTextAreaElement, text) => {
      el.setRangeText(text, el.value.length, el.value.length, 'end');
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, added);

    // It reaches the other editor and the playing teleprompter without a reload.
    await expect.poll(() => field(bEditor, 'Opening').inputValue()).toContain('Live edit.' + added);
    await expect.poll(() => column(b.page).textContent()).toContain('A new paragraph typed on the laptop.');
    const after = await readingPoint(b.page, before!);
    expect(after).not.toBeNull();
    // The same character is still at the reading line (it scrolled on by a pixel or two meanwhile).
    expect(Math.abs(after!.dy - before!.dy)).toBeLessThan(12);
    expect(await b.page.getByRole('button', { name: 'Pause' }).count()).toBe(1);
    b.assertNoConsoleErrors();
    await b.context.close();

    // The server has it, and A's status line says nothing but that.
    await expect.poll(async () => (await scriptOf(mapId, token)).content).toContain('A new paragraph typed on the laptop.');
    await expect.poll(() => liveStatus(a.page).textContent()).toContain('Saved');
    a.assertNoConsoleErrors();
    await a.context.close();
  });

  it('both type into the same section, one offline: back online, both texts are merged character by character; presenter settings changed on one apply on the other', async () => {
    const { a, b, mapId, token } = await twoDevices('live-script-merge@example.com');
    await a.page.goto(`/teleprompter/${mapId}?edit=1`);
    await b.page.goto(`/teleprompter/${mapId}?edit=1`);
    const text = MAP.nodes[1]!.text;
    await expect.poll(() => field(a.page, 'Hiring').inputValue()).toBe(text);
    await expect.poll(() => field(b.page, 'Hiring').inputValue()).toBe(text);
    await expect.poll(() => liveStatus(b.page).textContent()).toContain('Saved');

    await b.context.setOffline(true);
    // A types at the start, B (offline) at the end of the same section.
    const aField = field(a.page, 'Hiring');
    await aField.press('Control+Home');
    // Inserted at the caret as one input each (what is merged is tested, not the keystrokes: the test above types).
    await a.page.keyboard.insertText('From the laptop: ');
    const bField = field(b.page, 'Hiring');
    await bField.press('End');
    await b.page.keyboard.insertText(' Typed on the phone.');
    await expect.poll(() => liveStatus(b.page).textContent()).toContain('Offline — changes waiting');
    await expect.poll(async () => (await scriptOf(mapId, token)).content).toContain('From the laptop: ');
    expect((await scriptOf(mapId, token)).content).not.toContain('Typed on the phone.');

    await b.context.setOffline(false);
    const merged = `From the laptop: ${text} Typed on the phone.`;
    await expect.poll(() => field(b.page, 'Hiring').inputValue()).toBe(merged);
    await expect.poll(() => field(a.page, 'Hiring').inputValue()).toBe(merged);
    await expect.poll(() => liveStatus(b.page).textContent()).toContain('Saved');
    await expect.poll(async () => (await scriptOf(mapId, token)).content).toContain(merged);
    a.assertNoConsoleErrors();

    // Presenter settings changed on one device apply on the other at once (the same two devices, on the
    // teleprompter: issue 25 item 9, no second pair of contexts).
    // B's console had the dropped network's failures (not checked above); from here it must stay clean.
    b.errors.length = 0;
    await a.page.goto(`/teleprompter/${mapId}`);
    await b.page.goto(`/teleprompter/${mapId}`);
    const speedA = a.page.getByRole('spinbutton', { name: 'Speed (WPM)' });
    const speedB = b.page.locator('input[aria-label="Speed (WPM)"]');
    await column(a.page).locator('p').first().waitFor();
    await column(b.page).locator('p').first().waitFor();

    await speedA.fill('145');
    await speedA.press('Enter');
    await expect.poll(() => speedB.inputValue()).toBe('145');

    await a.page.getByRole('button', { name: 'Presenter settings' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Presenter settings' });
    await dialog.getByRole('tab', { name: 'Display' }).click();
    await dialog
      .getByRole('radio', { name: /Yellow on black/ })
      .locator('xpath=..')
      .click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => b.page.getByTestId('teleprompter-viewport').getAttribute('data-theme')).toBe('yellow');
    a.assertNoConsoleErrors();
    b.assertNoConsoleErrors();
    await a.context.close();
    await b.context.close();
  });
});
