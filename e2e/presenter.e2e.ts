// The presenter on stage (issue 12) in Chromium against the production build: section markers with
// the node titles; the keys a clicker or pedal sends (PageDown / → next section, PageUp / ← back) put
// a section's start at the reading line; S opens the Sections panel; Space plays after a countdown;
// ] speeds up; the stage clock runs; and Present from here in the editor's Node Order opens
// /teleprompter/<id>?from=<nodeId> at that section. On a desktop and a phone-sized screen.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './support/api';
import { screenshot, setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';

const suite = setupAppAndBrowser();

/** Where the notes' screenshots go (besides the harness's own test-results/screenshots). */
const NOTES_DIR = '/tmp/notes';

/** Long enough that every section is taller than the screen. */
function longText(topic: string): string {
  const sentences = [
    `${topic} matters more than most teams admit, and the reasons are practical rather than fashionable.`,
    `When we first tried to change how we handle ${topic.toLowerCase()}, nobody agreed on what success would look like.`,
    'So we wrote it down, shared it with everyone, and asked for objections before the next planning meeting.',
    'The objections were useful: they showed us which parts of the plan were wishful and which were solid.',
    'We kept the solid parts, dropped the wishful ones, and measured the result every week for a quarter.',
    'The numbers moved slowly at first, then all at once, which is how most habits change in a team.',
    'If you take one thing from this part of the talk, let it be this: write it down before you argue about it.',
  ];
  return [...sentences, ...sentences.slice(1, 5)].join(' ');
}

const TITLES = ['Why it matters', 'What we tried', 'What changed', 'What to do next'];
const MAP = {
  title: 'Presenting From The Map',
  nodes: TITLES.map((title, i) => ({
    id: `n${i + 1}`,
    x: 400 + (i === 0 ? 0 : 220),
    y: 300 + (i === 0 ? 0 : (i - 2) * 140),
    title,
    text: longText(title),
    color: ['#dc2626', '#3B82F6', '#22C55E', '#A855F7'][i]!,
    ...(i === 0 ? { isRoot: true } : {}),
  })),
  connections: [
    { from: 'n1', to: 'n2' },
    { from: 'n1', to: 'n3' },
    { from: 'n1', to: 'n4' },
  ],
  viewState: { translateX: 0, translateY: 0 },
  nodeOrder: ['n1', 'n2', 'n3', 'n4'],
};

interface Stage {
  /** The content's offset from its transform (what the auto-scroll moved it by), px. */
  offset: number;
  /** Each section's start as use-section-navigation.ts measures it: its distance below the column's first element. */
  starts: number[];
  /** Where each section's top is on screen, minus where the reading line is (px). */
  fromReadingLine: number[];
  viewportHeight: number;
}

/** The stage as the section navigation sees it. */
function stage(page: Page): Promise<Stage> {
  return page.evaluate(() => {
    const content = document.querySelector<HTMLElement>('[data-testid="teleprompter-content"]')!;
    const viewport = document.querySelector<HTMLElement>('[data-testid="teleprompter-viewport"]')!;
    const base = (content.firstElementChild as HTMLElement).offsetTop;
    const sections = [...content.querySelectorAll<HTMLElement>('[data-section-start]')];
    const match = /translate3d\(0(?:px)?,\s*(-?[\d.]+)px/.exec(content.style.transform);
    // With the content at offset 0 the first element sits at the reading line (the column's top padding).
    const readingLine = viewport.getBoundingClientRect().top + parseFloat(getComputedStyle(content).paddingTop);
    return {
      offset: match ? -parseFloat(match[1]!) : 0,
      starts: sections.map((el) => el.offsetTop - base),
      fromReadingLine: sections.map((el) => el.getBoundingClientRect().top - readingLine),
      viewportHeight: viewport.clientHeight,
    };
  });
}

/** Waits until section `index` (0-based) starts at the reading line. */
async function expectSectionAtReadingLine(page: Page, index: number) {
  await expect
    .poll(async () => {
      const s = await stage(page);
      return Math.abs(s.offset - s.starts[index]!) < 1 && Math.abs(s.fromReadingLine[index]!) < 1;
    }, { timeout: 5_000 })
    .toBe(true);
}

async function notesShot(page: Page, name: string) {
  mkdirSync(NOTES_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(NOTES_DIR, `presenter-${name}-${width}.png`) });
  await screenshot(page, `presenter-${name}`);
}

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
    expect(await page.locator('[data-section-start]').evaluateAll((els) => els.map((el) => el.getAttribute('data-node-id')))).toEqual([
      'n1',
      'n2',
      'n3',
      'n4',
    ]);
    const first = await stage(page);
    expect(Math.abs(first.offset)).toBeLessThan(1);
    for (let i = 1; i < first.starts.length; i++) expect(first.starts[i]! - first.starts[i - 1]!).toBeGreaterThan(first.viewportHeight);
    await notesShot(page, 'markers');

    // Clicker keys: PageDown / → to the next section start, PageUp / ← back.
    await page.keyboard.press('PageDown');
    await expectSectionAtReadingLine(page, 1);
    await notesShot(page, 'section-2');
    await page.keyboard.press('ArrowRight');
    await expectSectionAtReadingLine(page, 2);
    await page.keyboard.press('PageUp');
    await expectSectionAtReadingLine(page, 1);
    await page.keyboard.press('ArrowLeft');
    await expectSectionAtReadingLine(page, 0);

    // S: the Sections panel, every section by its title with its planned time; choosing one moves there.
    await page.keyboard.press('s');
    const panel = page.getByRole('navigation', { name: 'Sections' });
    await panel.waitFor();
    const rows = panel.getByRole('button', { name: /What|Why/ });
    expect(await rows.count()).toBe(4);
    expect(await panel.getByRole('button', { name: /Why it matters/ }).getAttribute('aria-current')).toBe('location');
    for (const row of await rows.allTextContents()) expect(row).toMatch(/\d+:\d\d$/);
    await notesShot(page, 'sections-panel');
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
    await notesShot(page, 'countdown');
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
    await notesShot(page, 'playing');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Play/ }).waitFor();

    // Present from here on the 3rd node in the editor's Node Order.
    await page.goto(`/mindmap/${mapId}`);
    await expect.poll(() => page.getByTestId('status-message').textContent(), { timeout: 10_000 }).toContain('loaded!');
    await page.getByRole('button', { name: 'Present from here: What changed' }).click();
    await page.waitForURL(`**/teleprompter/${mapId}?from=n3`);
    await page.getByTestId('section-marker').first().waitFor();
    await expectSectionAtReadingLine(page, 2);
    await notesShot(page, 'present-from-here');

    // The canvas's context menu: a right-click on a node, arrow keys, Enter.
    await page.goto(`/mindmap/${mapId}`);
    await expect.poll(() => page.getByTestId('status-message').textContent(), { timeout: 10_000 }).toContain('loaded!');
    await page.locator('[data-testid="map-node"][data-node-id="n4"]').click({ button: 'right' });
    const menu = page.getByRole('menu', { name: 'Node actions: What to do next' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Edit node', 'Present from here', 'Delete node']);
    await notesShot(page, 'context-menu');
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
    await notesShot(page, 'node-editor');
    await dialog.getByRole('button', { name: 'Present from here' }).click();
    await page.waitForURL(`**/teleprompter/${mapId}?from=n2`);
    await page.getByText('Typed in the node editor and presented at once.').waitFor();
    await expectSectionAtReadingLine(page, 1);
    const saved = await api(suite.url, `/api/mindmaps/${mapId}`, session.token);
    expect((saved.body.nodes as { id: string; text: string }[]).find((n) => n.id === 'n2')!.text).toBe(
      'Typed in the node editor and presented at once.',
    );

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
      const name = await button.getAttribute('aria-label') ?? await button.textContent();
      expect(box.x, `${name} on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} on screen`).toBeLessThanOrEqual(390);
      expect(box.height, `${name} tall enough to tap`).toBeGreaterThanOrEqual(32);
    }
    expect(await toolbar.getByRole('button', { name: /^Play/ }).isVisible()).toBe(true);
    expect(await toolbar.getByRole('button', { name: 'Sections' }).isVisible()).toBe(true);
    await notesShot(page, 'phone');

    // The Sections panel by its button (a phone has no S key): inside the screen, every row in reach.
    await toolbar.getByRole('button', { name: 'Sections' }).click();
    const panel = page.getByRole('navigation', { name: 'Sections' });
    await panel.waitFor();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await panel.getByRole('button', { name: /What to do next/ }).isVisible()).toBe(true);
    await notesShot(page, 'phone-sections');
    await panel.getByRole('button', { name: /What to do next/ }).tap();
    await panel.waitFor({ state: 'detached' });
    await expectSectionAtReadingLine(page, 3);

    // Play from the toolbar: the countdown, then the text moves.
    const before = (await stage(page)).offset;
    await toolbar.getByRole('button', { name: /^Play/ }).tap();
    await page.getByTestId('countdown').waitFor();
    await page.getByTestId('countdown').waitFor({ state: 'detached', timeout: 6_000 });
    await expect.poll(async () => (await stage(page)).offset, { timeout: 5_000 }).toBeGreaterThan(before + 2);
    await notesShot(page, 'phone-playing');

    assertNoConsoleErrors();
    await context.close();
  });
});
