// Rehearse mode (issue 12 item 6) in Chromium against the production build: a 3-section script at
// 500 WPM, rehearsed with a clicker's PageDown during play, ended with End rehearsal; the report shows
// planned against actual per section and the total against the target, and the run is stored (read
// back from GET /api/mindmaps/:id/rehearsals, a page of summaries, and …/rehearsals/:runId with its
// sections). A second run — ended by reaching the end of the script — shows a 2-point trend, and the
// first run opens under Past runs with its sections. Then the report at phone width. Issue 24: no
// ahead/behind before the start, the section never reached says so, trend points say when, and the
// stage clock is back at 0:00 after the run.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, seedStorage } from './support/api';
import { setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';
import { notesShot } from './support/stage';

const suite = setupAppAndBrowser();

const sentences = (topic: string) =>
  [
    `${topic} is where most talks lose the room, so this part has to earn its minutes.`,
    'We start with the problem as the audience sees it, not as we describe it in planning meetings.',
    'Then one concrete example, told plainly, with the numbers that made us change our minds.',
    'Finally the one thing to remember, said twice, because once is never enough on a stage.',
    'If the clock runs short, this is the paragraph to cut, and nobody will miss it.',
  ].join(' ');

const TITLES = ['Opening story', 'The evidence', 'The ask'];
const MAP = {
  title: 'Rehearsed Talk',
  nodes: TITLES.map((title, i) => ({
    id: `r${i + 1}`,
    x: 400 + i * 220,
    y: 300,
    title,
    // The last section is short: the second run plays through it to the end (at 500 WPM, ~4 s of scrolling, not ~11).
    text: i === 2 ? sentences(title).split('. ').slice(0, 2).join('. ') + '.' : sentences(title),
    color: ['#F59E0B', '#3B82F6', '#22C55E'][i]!,
    ...(i === 0 ? { isRoot: true } : {}),
  })),
  connections: [
    { from: 'r1', to: 'r2' },
    { from: 'r2', to: 'r3' },
  ],
  viewState: { translateX: 0, translateY: 0 },
  nodeOrder: ['r1', 'r2', 'r3'],
};

interface RunSummary {
  id: string;
  createdAt: string;
  wpm: number;
  totalMs: number;
  targetMs: number | null;
}
interface StoredRun extends RunSummary {
  sections: { nodeId: string | null; plannedMs: number; actualMs: number }[];
}

/** The stored runs' summaries, newest first, and each run with its sections. */
async function storedRuns(url: string, mapId: string, token: string): Promise<StoredRun[]> {
  const list = await api(url, `/api/mindmaps/${mapId}/rehearsals`, token);
  expect(list.status).toBe(200);
  const summaries = list.body.rehearsals as RunSummary[];
  for (const summary of summaries) expect(summary).not.toHaveProperty('sections');
  return Promise.all(
    summaries.map(async (summary) => {
      const run = await api(url, `/api/mindmaps/${mapId}/rehearsals/${summary.id}`, token);
      expect(run.status).toBe(200);
      expect(run.body).toMatchObject(summary);
      return run.body as unknown as StoredRun;
    }),
  );
}

/** The section at the reading line, as the section navigation computes it. */
const sectionAtReadingLine = (page: Page) =>
  page.evaluate(() => {
    const content = document.querySelector<HTMLElement>('[data-testid="teleprompter-content"]')!;
    const base = (content.firstElementChild as HTMLElement).offsetTop;
    const match = /translate3d\(0(?:px)?,\s*(-?[\d.]+)px/.exec(content.style.transform);
    const offset = match ? -parseFloat(match[1]!) : 0;
    const starts = [...content.querySelectorAll<HTMLElement>('[data-section-start]')].map((el) => el.offsetTop - base);
    return starts.filter((s) => s <= offset + 1).length - 1;
  });

/** Rehearse arms and starts the countdown in one step (issue 24): the countdown, then play. */
async function countdownThenPlaying(page: Page) {
  await page.getByTestId('countdown').waitFor();
  await page.getByTestId('countdown').waitFor({ state: 'detached', timeout: 6_000 });
  await page.getByRole('button', { name: /^Pause/ }).waitFor();
}

describe('Rehearse', () => {
  it('times each section, reports planned vs actual, stores the run and shows the trend', async () => {
    const { session, mapId, page, context, assertNoConsoleErrors } = await signedInWithMap(suite, { email: 'rehearsal@example.com', map: MAP });
    // 500 WPM, a 30-second target and a 1-second countdown (the product's shortest that still shows one), remembered for this script.
    await seedStorage(page, {
      [`cuemap:teleprompter-wpm:${mapId}`]: '500',
      [`cuemap:teleprompter-target:${mapId}`]: '0.5',
      'cuemap:teleprompter-prefs': JSON.stringify({ countdown: 1 }),
    });
    await page.goto(`/teleprompter/${mapId}`);
    await page.getByTestId('section-marker').first().waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Speed (WPM)' }).inputValue()).toBe('500');

    // R is listed in the ? help.
    await page.keyboard.press('?');
    await page.getByTestId('shortcut-list').getByText('Rehearse (start / end)').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('shortcut-list').waitFor({ state: 'detached' });

    // Before the first word, the stage judges nothing: no "ahead" or "behind" yet (issue 24).
    await page.getByTestId('stage-clock').waitFor();
    expect(await page.getByTestId('pace').count()).toBe(0);

    // Run 1: Rehearse from the toolbar (it plays after the countdown), PageDown during play, End rehearsal.
    await page.getByRole('button', { name: 'Rehearse' }).click();
    await page.getByTestId('rehearsal-badge').waitFor();
    await countdownThenPlaying(page);
    await expect.poll(() => page.getByTestId('rehearsal-clock').textContent(), { timeout: 5_000 }).not.toBe('0:00');
    // Once it runs: ahead or behind the target, on the rehearsal's clock.
    await page.getByTestId('pace').waitFor();
    expect(await page.getByTestId('pace').textContent()).toMatch(/\d:\d\d (ahead|behind) · target 0:30/);
    await notesShot(page, 'rehearsal', 'rehearsing');
    await page.keyboard.press('PageDown');
    await expect.poll(() => sectionAtReadingLine(page), { timeout: 5_000 }).toBe(1);
    const atJump = await page.getByTestId('rehearsal-clock').textContent();
    await expect.poll(() => page.getByTestId('rehearsal-clock').textContent(), { timeout: 5_000 }).not.toBe(atJump);
    expect(await page.getByRole('button', { name: /^Pause/ }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'End rehearsal' }).click();

    const report = page.getByRole('dialog', { name: 'Rehearsal report' });
    await report.waitFor();
    await report.getByText('Saved to this script’s rehearsals').waitFor();
    expect(await page.getByTestId('rehearsal-badge').count()).toBe(0);
    expect(await report.getByTestId('rehearsal-section').count()).toBe(3);
    for (const title of TITLES) {
      // Each bar has its text; the section the run never reached says so, not "−0:09 under" (issue 24).
      expect(await report.getByRole('img', { name: new RegExp(`^${title}: planned \\d+:\\d\\d$`) }).count()).toBe(1);
      const actual = title === 'The ask' ? /^The ask: not reached$/ : new RegExp(`^${title}: actual \\d+:\\d\\d, `);
      expect(await report.getByRole('img', { name: actual }).count()).toBe(1);
    }
    expect(await report.getByTestId('rehearsal-section').nth(2).textContent()).toMatch(/not reached$/);
    expect(await report.getByTestId('rehearsal-total').textContent()).toContain('Target0:30');
    await expect.poll(() => report.getByTestId('trend-point').count()).toBe(1);
    await notesShot(page, 'rehearsal', 'report');

    // Stored: three sections with their nodes, time on the first two, the total their sum.
    const runs1 = await storedRuns(suite.url, mapId, session.token);
    expect(runs1).toHaveLength(1);
    const run1 = runs1[0]!;
    expect(run1.wpm).toBe(500);
    expect(run1.targetMs).toBe(30_000);
    expect(run1.sections.map((s) => s.nodeId)).toEqual(['r1', 'r2', 'r3']);
    expect(run1.sections[0]!.actualMs).toBeGreaterThan(0);
    expect(run1.sections[1]!.actualMs).toBeGreaterThan(0);
    for (const s of run1.sections) expect(s.plannedMs).toBeGreaterThan(0);
    const sum1 = run1.sections.reduce((n, s) => n + s.actualMs, 0);
    expect(Math.abs(run1.totalMs - sum1)).toBeLessThanOrEqual(run1.sections.length);
    expect(Date.parse(run1.createdAt)).not.toBeNaN();

    // Run 2: Rehearse again, jump to the last section while playing, and let the script run out: it ends by itself.
    await report.getByRole('button', { name: 'Rehearse again' }).click();
    await report.waitFor({ state: 'detached' });
    await page.getByTestId('rehearsal-badge').waitFor();
    await countdownThenPlaying(page);
    await page.keyboard.press('PageDown');
    await expect.poll(() => sectionAtReadingLine(page), { timeout: 5_000 }).toBe(1);
    await page.keyboard.press('PageDown');
    await expect.poll(() => sectionAtReadingLine(page), { timeout: 5_000 }).toBe(2);
    await report.waitFor({ timeout: 60_000 });
    await report.getByText('Saved to this script’s rehearsals').waitFor();
    await expect.poll(() => report.getByTestId('trend-point').count(), { timeout: 5_000 }).toBe(2);
    // Each point says when: the first run's time (and its day), this one "now" (issue 24).
    expect(await report.getByTestId('trend-time').allTextContents()).toEqual([expect.stringMatching(/\d:\d\d/), 'now']);
    expect(await report.getByTestId('trend-date').count()).toBe(1);
    await notesShot(page, 'rehearsal', 'report-trend');

    const runs2 = await storedRuns(suite.url, mapId, session.token);
    expect(runs2).toHaveLength(2);
    expect(runs2[1]!.id).toBe(run1.id); // newest first
    const run2 = runs2[0]!;
    expect(run2.sections.map((s) => s.nodeId)).toEqual(['r1', 'r2', 'r3']);
    for (const s of run2.sections) expect(s.actualMs).toBeGreaterThan(0);
    expect(Math.abs(run2.totalMs - run2.sections.reduce((n, s) => n + s.actualMs, 0))).toBeLessThanOrEqual(3);
    // The trend plots them oldest to newest.
    expect(await report.getByTestId('trend-point').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-total-ms'))))).toEqual([
      run1.totalMs,
      run2.totalMs,
    ]);
    // The first run, under Past runs, opens with its sections (read from the server when opened).
    const past = report.getByRole('region', { name: 'Past runs' });
    await past.getByRole('button').click();
    await expect.poll(() => past.getByTestId('past-run-section').count(), { timeout: 5_000 }).toBe(3);
    const rows = await past.getByTestId('past-run-section').allTextContents();
    TITLES.forEach((title, i) => expect(rows[i]).toContain(title));

    // At phone width the report fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const box = (await report.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await report.getByRole('button', { name: 'Rehearse again' }).isVisible()).toBe(true);
    await notesShot(page, 'rehearsal', 'report-phone');

    // Close: back to the stage, with nothing left of the run on it (issue 24: "Elapsed 0:11" stayed).
    await report.getByRole('button', { name: 'Close report' }).click();
    await report.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Rehearse' }).waitFor();
    expect(await page.getByTestId('elapsed').textContent()).toBe('0:00');
    expect(await page.getByTestId('pace').count()).toBe(0);
    expect(await page.getByTestId('rehearsal-badge').count()).toBe(0);
    await notesShot(page, 'rehearsal', 'after-run-phone');

    assertNoConsoleErrors();
    await context.close();
  });
});
