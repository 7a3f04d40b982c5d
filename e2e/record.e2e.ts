// Record while reading (issue 28 items 3, 4, 6) in Chromium with its fake camera and microphone
// (`--use-fake-device-for-media-stream --use-fake-ui-for-media-stream`: a test pattern and a beep,
// access granted without a prompt). This file launches its own Chromium with those flags, so the
// shared browser of the other suites keeps real permission prompts. A take is recorded through the
// countdown, the self-view stays off the reading line (1440×900 and 390×844), the take survives a
// reload in the Takes list, downloads as a playable MP4/WebM of the length recorded, and is deleted.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { RECORD_MESSAGES } from '../apps/web/src/features/teleprompter/record/messages';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, SUITE_JS_FLAGS, sharedApp, type AppAndBrowser, type RunningApp } from './support/harness';
import { signedInWithMap } from './support/signed-in';
import { notesShot, talkMap } from './support/stage';

const M = RECORD_MESSAGES;
const MAP = talkMap('Record test', ['Opening', 'Middle', 'Close']);
const suite = {} as AppAndBrowser;
let browser: Browser;

beforeAll(async () => {
  const app: RunningApp = await sharedApp();
  browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: [
      ...CHROMIUM_ARGS,
      SUITE_JS_FLAGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  Object.assign(suite, { app, browser, url: app.url });
});
afterAll(async () => {
  await browser?.close();
});

async function openPrompter(email: string, width: number, height: number, init?: () => void) {
  const opened = await signedInWithMap(suite, { email, map: MAP, width, height });
  if (init) await opened.page.addInitScript(init);
  await opened.page.goto(`/teleprompter/${opened.mapId}`);
  await opened.page.getByTestId('teleprompter-content').getByText('Opening', { exact: false }).first().waitFor();
  return opened;
}

/** Rectangles on screen: the corner with the self-view and indicator, and the reading guide band. */
function rects(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = el?.getBoundingClientRect();
      return r ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
    };
    return { corner: box(document.querySelector('[data-testid="recording-corner"]')), guide: box(document.querySelector('[data-testid="reading-guide"]')) };
  });
}

/** Opens Record, waits for the camera preview, starts through the countdown and waits until recording. */
async function startRecording(page: Page) {
  await page.getByTestId('record-button').click();
  const dialog = page.getByRole('dialog', { name: M.dialogTitle });
  await dialog.waitFor();
  // The preview plays the fake camera: access was granted and the devices have their labels.
  await expect.poll(() => dialog.locator('video').evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0)).toBe(true);
  await expect.poll(() => dialog.getByLabel(M.camera).locator('option').allTextContents()).toContain('fake_device_0');
  await notesShot(page, 'record', 'dialog');
  // The countdown runs first (3 s by default), then the recorder's state is 'recording'. Noted in the
  // page as it happens: a loaded machine may let the whole countdown pass between two polls.
  await page.evaluate(() => {
    const w = window as unknown as { __countdownThenRecording?: string[] };
    w.__countdownThenRecording = [];
    const seen = w.__countdownThenRecording;
    const look = () => {
      const now = document.querySelector('[data-testid="countdown"]')
        ? 'countdown'
        : document.querySelector('[data-testid="recording-corner"]')
          ? 'recording'
          : null;
      if (now && seen.at(-1) !== now) seen.push(now);
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
  });
  await dialog.getByRole('button', { name: M.start }).click();
  await page.getByTestId('record-announcement').getByText(M.started).waitFor({ state: 'attached', timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { __countdownThenRecording: string[] }).__countdownThenRecording)).toEqual(['countdown', 'recording']);
  await page.getByTestId('recording-corner').waitFor();
}

/** Waits until the indicator's timer reads at least `seconds`. */
async function recordFor(page: Page, seconds: number) {
  await expect
    .poll(
      async () => {
        const [m, s] = (await page.getByTestId('recording-timer').textContent())!.split(':').map(Number);
        return m! * 60 + s!;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(seconds);
}

async function expectCornerOffReadingLine(page: Page) {
  const { corner, guide } = await rects(page);
  expect(corner).not.toBeNull();
  expect(guide).not.toBeNull();
  // No vertical overlap between the corner (self-view and indicator) and the guide band.
  expect(corner!.bottom <= guide!.top || corner!.top >= guide!.bottom, JSON.stringify({ corner, guide })).toBe(true);
}

/** Loads `bytes` in a <video> in the page and returns its duration in seconds (seeking to the end where the file does not say). */
function playableDuration(page: Page, bytes: Buffer, type: string) {
  return page.evaluate(
    async ({ b64, mime }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([data], { type: mime }));
      await new Promise<void>((resolve, reject) => {
        video.onloadedmetadata = () => resolve();
        video.onerror = () => reject(new Error(`not playable: ${video.error?.message}`));
      });
      if (Number.isFinite(video.duration)) return video.duration;
      await new Promise<void>((resolve) => {
        video.ontimeupdate = () => resolve();
        video.currentTime = 1e9;
      });
      return video.duration;
    },
    { b64: bytes.toString('base64'), mime: type },
  );
}

describe('Record while reading', () => {
  it('records a take through the countdown, keeps it across a reload, downloads a playable file of its length, deletes it', async () => {
    const { page, assertNoConsoleErrors } = await openPrompter('record-desktop@example.com', 1440, 900);
    await startRecording(page);
    // The text plays while recording; the self-view shows the camera, mirrored, off the reading line.
    await expect.poll(() => page.getByRole('button', { name: 'Pause' }).count()).toBe(1);
    const selfView = page.getByLabel(M.selfView, { exact: true });
    await expect.poll(() => selfView.evaluate((v: HTMLVideoElement) => v.videoWidth > 0)).toBe(true);
    // Mirrored, as a mirror is (Tailwind's -scale-x-100 is the `scale` property).
    expect(await selfView.evaluate((v) => getComputedStyle(v).scale)).toMatch(/^-1\b/);
    await expectCornerOffReadingLine(page);
    await recordFor(page, 4);
    await notesShot(page, 'record', 'recording');

    // Moved to another corner, it still keeps off the reading line.
    await page.getByRole('button', { name: M.moveSelfView }).click();
    await expect.poll(() => page.getByTestId('recording-corner').getAttribute('data-corner')).toBe('bottom-right');
    await expectCornerOffReadingLine(page);

    // C stops: the review shows the take with its length and size.
    await page.keyboard.press('c');
    const review = page.getByRole('dialog', { name: M.reviewTitle });
    await review.getByTestId('take-review').waitFor();
    await review.getByText(M.saved).waitFor();
    expect(await review.getByTestId('take-figures').textContent()).toMatch(/^0:0[4-9] · \d+(\.\d)? (KB|MB) · Video$/);
    await page
      .getByTestId('record-announcement')
      .getByText(/Recording stopped after 0:0\d/)
      .waitFor({ state: 'attached' });
    await notesShot(page, 'record', 'review');
    await review.getByRole('button', { name: M.keep }).click();

    // A reload: the take is still listed under Takes, with the storage left.
    await page.reload();
    await page.getByTestId('teleprompter-content').getByText('Opening', { exact: false }).first().waitFor();
    await page.getByTestId('takes-button').click();
    const takes = page.getByRole('dialog', { name: M.takesOf('Record test') });
    const row = takes.getByTestId('take-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await takes.getByTestId('storage-left').textContent()).toMatch(/of storage left in this browser$/);
    const listed = (await row.textContent())!;
    const [, mm, ss] = /(\d+):(\d\d) ·/.exec(listed)!;
    const listedSeconds = Number(mm) * 60 + Number(ss);
    expect(listedSeconds).toBeGreaterThanOrEqual(4);
    await notesShot(page, 'record', 'takes');

    // Download: an MP4 (Chromium records MP4 now) or WebM named after the script and the date, that plays for as long as the take.
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: M.download }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Record-test-\d{4}-\d\d-\d\d-\d\d-\d\d\.(mp4|webm)$/);
    const bytes = readFileSync((await download.path())!);
    const mp4 = bytes.subarray(4, 8).toString('latin1') === 'ftyp';
    const webm = bytes.readUInt32BE(0) === 0x1a45dfa3;
    expect(mp4 || webm).toBe(true);
    expect(download.suggestedFilename().endsWith(mp4 ? '.mp4' : '.webm')).toBe(true);
    const seconds = await playableDuration(page, bytes, mp4 ? 'video/mp4' : 'video/webm');
    expect(Math.abs(seconds - listedSeconds)).toBeLessThan(1.5);

    // Delete (confirmed): the list is empty, and stays so after another reload.
    await row.getByRole('button', { name: M.delete }).click();
    await row.getByRole('button', { name: M.delete }).click();
    await takes.getByText(M.noTakes).waitFor();
    await page.reload();
    await page.getByTestId('takes-button').click();
    await page
      .getByRole('dialog', { name: M.takesOf('Record test') })
      .getByText(M.noTakes)
      .waitFor();
    assertNoConsoleErrors();
  });

  it('on a phone (390×844) the self-view sits clear of the reading line while recording', async () => {
    const { page, assertNoConsoleErrors } = await openPrompter('record-phone@example.com', 390, 844);
    await startRecording(page);
    await expect.poll(() => page.getByLabel(M.selfView, { exact: true }).evaluate((v: HTMLVideoElement) => v.videoWidth > 0)).toBe(true);
    await expectCornerOffReadingLine(page);
    await recordFor(page, 1);
    await notesShot(page, 'record', 'recording-phone');
    // Hidden on request: the indicator stays, the self-view goes.
    await page.getByRole('button', { name: M.hideSelfView }).click();
    await expect.poll(() => page.getByLabel(M.selfView, { exact: true }).count()).toBe(0);
    await page.getByTestId('recording-corner').getByRole('button', { name: M.stop }).click();
    const review = page.getByRole('dialog', { name: M.reviewTitle });
    await review.getByText(M.saved).waitFor();
    await review.getByRole('button', { name: M.delete }).click();
    await review.getByRole('button', { name: M.delete }).click();
    await expect.poll(() => review.count()).toBe(0);
    assertNoConsoleErrors();
  });

  it('a take recorded while rehearsing is attached to the run: the report says so, and so does the Takes list', async () => {
    const { page, assertNoConsoleErrors } = await openPrompter('record-rehearsal@example.com', 1440, 900);
    await startRecording(page);
    // R while recording: the rehearsal times the same reading.
    await page.keyboard.press('r');
    await page.getByTestId('rehearsal-badge').waitFor();
    await recordFor(page, 2);
    await page.keyboard.press('c');
    const review = page.getByRole('dialog', { name: M.reviewTitle });
    await review.getByText(M.saved).waitFor();
    await review.getByRole('button', { name: M.keep }).click();
    await page.getByRole('button', { name: 'End rehearsal' }).click();
    const report = page.getByTestId('rehearsal-report');
    await report.getByTestId('take-attached').getByText(M.attached).waitFor();
    await report.getByRole('button', { name: 'Close report' }).click();
    await page.getByTestId('takes-button').click();
    const row = page.getByRole('dialog', { name: M.takesOf('Record test') }).getByTestId('take-row');
    await row.getByText(M.attached).waitFor();
    // The run is offered by the attach choice, and chosen.
    await expect.poll(() => row.getByLabel(M.attach).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '')).toMatch(/^Rehearsal of /);
    assertNoConsoleErrors();
  });

  it('Follow voice listens on the recording’s microphone (one stream), and keeps listening after the take', async () => {
    const { page, assertNoConsoleErrors } = await openPrompter('record-voice@example.com', 1440, 900, () => {
      // A scripted recogniser (as voice.e2e.ts uses) that notes what start() was given.
      const w = window as unknown as Record<string, unknown>;
      class Scripted {
        continuous = false;
        interimResults = false;
        lang = '';
        onresult = null;
        onerror = null;
        onend = null;
        start(track?: MediaStreamTrack) {
          w.__trackRef = track ?? null;
        }
        stop() {}
        abort() {}
      }
      w.SpeechRecognition = Scripted;
      w.webkitSpeechRecognition = Scripted;
    });
    await startRecording(page);
    await page.keyboard.press('v');
    const follow = page.getByRole('button', { name: 'Follow voice' });
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    // Recognition was started on an audio track of the capture (not a second microphone of its own).
    const track = await page.evaluate(() => {
      const t = (window as unknown as { __trackRef: MediaStreamTrack | null }).__trackRef;
      return t ? { kind: t.kind, state: t.readyState } : null;
    });
    expect(track).toEqual({ kind: 'audio', state: 'live' });
    await page.keyboard.press('c');
    await page.getByRole('dialog', { name: M.reviewTitle }).getByText(M.saved).waitFor();
    // The take's own tracks are stopped; the clone recognition listens to is still live.
    expect(await page.evaluate(() => (window as unknown as { __trackRef: MediaStreamTrack }).__trackRef.readyState)).toBe('live');
    assertNoConsoleErrors();
  });

  it('a browser without MediaRecorder says so plainly, and the prompter keeps playing', async () => {
    const { page } = await openPrompter('record-unsupported@example.com', 1440, 900, () => {
      delete (window as unknown as { MediaRecorder?: unknown }).MediaRecorder;
    });
    await page.getByTestId('record-button').click();
    const dialog = page.getByRole('dialog', { name: M.dialogTitle });
    await dialog.getByText(M.problems.unsupported).waitFor();
    expect(await dialog.getByRole('button', { name: M.start }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: M.cancel }).click();
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 15_000 });
  });
});
