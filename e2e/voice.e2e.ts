// Follow voice (issue 13 item 4/5) in Chromium against the production build. A scripted
// SpeechRecognition is put into the page before the app loads — the standard interface (start / stop /
// abort, onresult with event.results[i][0].transcript, isFinal and resultIndex, onerror, onend) — and
// the test speaks through it (`window.__speak(text, isFinal)`), as a recogniser would: interim
// hypotheses, then a final. Speaking the words of the last section, with a few misheard, brings that
// section to the reading line. Without any SpeechRecognition the screen says the browser cannot; a
// `not-allowed` error says the microphone permission was denied.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TELEPROMPTER_MESSAGES } from '../apps/web/src/features/teleprompter/messages';
import { setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';
import { failRecognition, scriptedRecognition, speak } from './support/speech';
import { notesShot, stage, talkMap } from './support/stage';

const suite = setupAppAndBrowser();

const TEXTS = [
  'Good evening everyone, and thank you for coming out on such a rainy night. Tonight I want to talk about why small teams ship better software than large ones, and why that surprised us. We measured it for two years across eleven products, and the pattern held in every single one of them, from the mobile apps to the billing system.',
  'The first reason is communication. Every new person adds more conversations than work, and each conversation is a place where a decision can get lost. The second reason is ownership: a small team cannot hide a broken build behind a ticket queue, so it gets fixed before lunch instead of after the next planning meeting.',
  'Let me finish with a story about a team of four that outran a department of forty. They shipped the new checkout in nine weeks, while the larger group was still arguing about the colour of the buttons. Nobody was smarter; they simply had fewer people to convince, and that is the whole lesson of this talk.',
];
const MAP = talkMap('Small teams', ['Welcome', 'Reasons', 'Story'], (_title, i) => TEXTS[i]!);

function noRecognition() {
  const w = window as unknown as Record<string, unknown>;
  delete w.SpeechRecognition;
  delete w.webkitSpeechRecognition;
}

/** Which section's span holds the reading line (the offset), as the section navigation counts. */
async function sectionAtReadingLine(page: Page) {
  const s = await stage(page);
  return s.starts.filter((start) => start <= s.offset + 1).length - 1;
}

async function openTalk(email: string, init: () => void) {
  const opened = await signedInWithMap(suite, { email, map: MAP });
  await opened.page.addInitScript(init);
  await opened.page.goto(`/teleprompter/${opened.mapId}`);
  await opened.page.getByText(TEXTS[0]!.slice(0, 40)).waitFor();
  return opened;
}

describe('Follow voice', () => {
  it('scrolls the text to the section the speaker reads, misheard words and all', async () => {
    const { page, assertNoConsoleErrors } = await openTalk('voice@example.com', scriptedRecognition);
    const follow = page.getByRole('button', { name: 'Follow voice' });
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('voice-status').getByText(TELEPROMPTER_MESSAGES.voice.listening).waitFor();
    const options = await page.evaluate(() => (window as unknown as { __options: Record<string, unknown> }).__options);
    expect(options).toMatchObject({ continuous: true, interimResults: true });
    expect(options.lang).toBeTruthy();

    // The opening, read normally: the text stays in the first section.
    await speak(page, 'good evening every one', false);
    await speak(page, 'good evening everyone and thank you for coming out on such a rainy night', true);
    expect(await sectionAtReadingLine(page)).toBe(0);

    // The speaker skips to the story; 'finnish', 'four' as 'for' and 'out ran' are misheard.
    await speak(page, 'let me finnish with', false);
    await speak(page, 'let me finnish with a story about a team of for', false);
    await speak(page, 'let me finnish with a story about a team of for that out ran a department of forty', true);
    await expect.poll(() => sectionAtReadingLine(page), { timeout: 5_000 }).toBe(2);
    // The spoken line sits at the reading line: the last section's start is at or just above it.
    const s = await stage(page);
    expect(s.fromReadingLine[2]!).toBeLessThanOrEqual(1);
    expect(s.fromReadingLine[2]!).toBeGreaterThan(-s.viewportHeight / 2);
    await notesShot(page, 'voice', 'following');

    // Reading on moves the text on, never back.
    const before = s.offset;
    await speak(page, 'they shipped the new checkout in nine weeks while the larger group was still arguing', true);
    await expect.poll(async () => (await stage(page)).offset).toBeGreaterThan(before);

    // V turns it off.
    await page.keyboard.press('v');
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('false');
    assertNoConsoleErrors();
  });

  it('says when the browser has no speech recognition', async () => {
    const { page } = await openTalk('voice-none@example.com', noRecognition);
    await page.getByRole('button', { name: 'Follow voice' }).click();
    await page.getByRole('alert').getByText(TELEPROMPTER_MESSAGES.voice.unsupported).waitFor();
    expect(await page.getByRole('button', { name: 'Follow voice' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says when the microphone permission is denied', async () => {
    const { page } = await openTalk('voice-denied@example.com', scriptedRecognition);
    const follow = page.getByRole('button', { name: 'Follow voice' });
    await follow.click();
    await page.getByTestId('voice-status').getByText(TELEPROMPTER_MESSAGES.voice.listening).waitFor();
    await failRecognition(page, 'not-allowed');
    await page.getByRole('alert').getByText(TELEPROMPTER_MESSAGES.voice.denied).waitFor();
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await notesShot(page, 'voice', 'denied');
  });
});
