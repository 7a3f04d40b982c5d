// The rehearsal coach (issue 28) in Chromium against the production build. A scripted SpeechRecognition
// (e2e/support/speech.ts, as in voice.e2e.ts) is put into the page before the app loads; it stamps each
// result event on a virtual clock, so the test "reads" at a chosen pace and makes a long pause without
// waiting for it.
// Rehearse → Listen (the notice about the browser's vendor first) → the talk read with "um" and "you
// know", a 4-second pause, the middle sentence of the second section skipped, the third read fast →
// End rehearsal: the report shows the fillers and where they fell, each section's pace, the pause, the
// skipped sentence and the tips, and the stored run carries the same figures. Then a second run: the
// section trend; and the report at phone width.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COACH_MESSAGES } from '../apps/web/src/features/teleprompter/coach/messages';
import { api } from './support/api';
import { setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';
import { say, scriptedRecognition, silence } from './support/speech';
import { notesShot, talkMap } from './support/stage';

const suite = setupAppAndBrowser();

const TEXTS = [
  'Good evening everyone, and thank you for coming out tonight. I want to talk about why small teams ship better software than large ones.',
  'The first reason is communication. Every new person adds more conversations than work. The second reason is ownership of the build.',
  'Let me finish with a story about a team of four that outran a department of forty. Nobody was smarter; they simply had fewer people to convince.',
];
const MAP = talkMap('Small teams', ['Welcome', 'Reasons', 'Story'], (_title, i) => TEXTS[i]!);

const plain = (text: string) => text.toLowerCase().replace(/[.,;]/g, '');

/** Rehearse (from the toolbar unless the report's Rehearse again started it), with Listen on. */
async function rehearseWithListen(page: Page, firstTime: boolean) {
  if (firstTime) await page.getByRole('button', { name: 'Rehearse' }).click();
  await page.getByTestId('rehearsal-badge').waitFor();
  const listen = page.getByTestId('listen-button');
  if (firstTime) {
    await listen.click();
    const notice = page.getByRole('dialog', { name: COACH_MESSAGES.consentTitle });
    await notice.getByText(COACH_MESSAGES.consentVendor).waitFor();
    await notice.getByRole('button', { name: COACH_MESSAGES.consentAccept }).click();
  }
  await expect.poll(() => listen.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => page.evaluate(() => !!(window as unknown as { __recognition: unknown }).__recognition)).toBe(true);
}

describe('Rehearsal coach', () => {
  it('hears a run and reports pace, fillers, the pause, the skipped sentence and tips per section; the run keeps them', async () => {
    const { session, mapId, page, assertNoConsoleErrors } = await signedInWithMap(suite, {
      email: 'coach-run@example.com',
      map: MAP,
      width: 1440,
      height: 900,
    });
    // The script's speed 150 WPM and no countdown, stored with the script.
    expect((await api(suite.url, `/api/mindmaps/${mapId}/presenter-settings`, session.token, 'PUT', { wpm: 150, countdown: 0 })).status).toBe(200);
    await page.addInitScript(scriptedRecognition);
    await page.goto(`/teleprompter/${mapId}`);
    await page.getByText(TEXTS[0]!.slice(0, 40)).waitFor();

    await rehearseWithListen(page, true);
    // Welcome at 150 WPM (400 ms a word) with two fillers, then a 4-second pause.
    await say(page, 'good evening everyone and thank you for coming out tonight um i want to talk about', 400);
    await say(page, 'you know why small teams ship better software than large ones', 400);
    await silence(page, 4000);
    // Reasons: the middle sentence skipped.
    await say(page, plain('The first reason is communication. The second reason is ownership of the build.'), 400);
    // Story, fast: 250 ms a word (240 WPM).
    await say(page, plain(TEXTS[2]!), 250);
    await notesShot(page, 'coach', 'listening');
    await page.getByRole('button', { name: 'End rehearsal' }).click();

    const report = page.getByRole('dialog', { name: 'Rehearsal report' });
    await report.getByText('Saved to this script’s rehearsals').waitFor();
    const coach = report.getByTestId('rehearsal-coach');
    const totals = coach.getByTestId('coach-totals');
    expect(await totals.textContent()).toContain('Fillers2');
    expect(await totals.textContent()).toContain('Pauses > 3 s1');
    expect(await totals.textContent()).toContain('Skipped1 sentence');
    const rows = coach.getByTestId('coach-section');
    expect(await rows.count()).toBe(3);
    const welcome = (await rows.nth(0).textContent()) ?? '';
    expect(welcome).toContain('2 fillers: “um” at 0:04, “you know” at 0:06');
    expect(welcome).toMatch(/Pause of 4\.\d s at 0:1\d/);
    expect(await rows.nth(1).textContent()).toContain('Skipped: “Every new person adds more conversations than work.”');
    expect(await rows.nth(2).getAttribute('data-pace')).toBe('fast');
    expect(await rows.nth(2).textContent()).toMatch(/2[34]\d WPM · \+6\d %/);
    const tips = coach.getByTestId('coach-tips').getByRole('listitem');
    expect(await tips.count()).toBe(3);
    expect(await tips.allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Section 3 \(Story\) ran 6\d % fast/),
        expect.stringMatching(/^You skipped 1 sentence in Section 2 \(Reasons\)/),
      ]),
    );
    // Use my pace offers the pace spoken.
    await report.getByRole('button', { name: /^Use my pace \(\d+ WPM\)$/ }).waitFor();
    await notesShot(page, 'coach', 'report');
    await page.setViewportSize({ width: 390, height: 844 });
    await coach.getByTestId('coach-tips').scrollIntoViewIfNeeded();
    await notesShot(page, 'coach', 'report');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The stored run has the same figures.
    const list = await api(suite.url, `/api/mindmaps/${mapId}/rehearsals`, session.token);
    const [summary] = list.body.rehearsals as { id: string; coach: { fillers: number; skipped: number; pauses: number } }[];
    expect(summary!.coach).toMatchObject({ fillers: 2, skipped: 1, pauses: 1 });
    const stored = await api(suite.url, `/api/mindmaps/${mapId}/rehearsals/${summary!.id}`, session.token);
    const storedCoach = stored.body.coach as { sections: { fillerAt: { word: string }[]; skipped: string[] }[] };
    expect(storedCoach.sections[0]!.fillerAt.map((f) => f.word)).toEqual(['um', 'you know']);
    expect(storedCoach.sections[1]!.skipped).toEqual(['Every new person adds more conversations than work.']);

    // A second run (Listen remembered, no notice): each section's pace over the two runs.
    await report.getByRole('button', { name: 'Rehearse again' }).click();
    await rehearseWithListen(page, false);
    for (const text of TEXTS) await say(page, plain(text), 400);
    await page.getByRole('button', { name: 'End rehearsal' }).click();
    await report.getByText('Saved to this script’s rehearsals').waitFor();
    await expect.poll(() => report.getByTestId('section-trend').count()).toBe(3);
    expect(await report.getByRole('img', { name: /^Story: pace in the last 2 runs, 2\d\d, 1[45]\d WPM$/ }).count()).toBe(1);
    await notesShot(page, 'coach', 'trend');

    // The first run, under Past runs: its coach figures with its sections.
    expect(await report.getByTestId('past-run-coach').textContent()).toMatch(/^\d+ WPM · 2 fillers$/);
    await report.getByRole('region', { name: 'Past runs' }).getByRole('button').first().click();
    await expect.poll(() => report.getByTestId('rehearsal-coach').count()).toBe(2);
    expect(await report.getByTestId('rehearsal-coach').nth(1).getByTestId('coach-totals').textContent()).toContain('Fillers2');
    await report.getByTestId('rehearsal-coach').nth(1).scrollIntoViewIfNeeded();
    await notesShot(page, 'coach', 'past-run');
    assertNoConsoleErrors();
  });
});
