// Issue 27 items 2 and 6 in Chromium against the production build: an editor cues the presenter while
// the script is open on a display link and on the view link's teleprompter (neither on the live socket).
// Within a second both show "Wrap up" in the cue banner, clear of their reading line; the editor hears it
// went to 2 screens. Turning the view link off then flips an open view page and its teleprompter to
// "This link no longer works." within 2 seconds, without a reload.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CUE_MESSAGES, SHARING_MESSAGES } from '@cuemap/shared';
import { api } from './support/api';
import { openPage, setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';
import { notesShot, talkMap } from './support/stage';

const suite = setupAppAndBrowser();
const MAP = talkMap('Stage Cues Talk', ['Opening', 'Results', 'Next steps']);
const FIRST_WORDS = MAP.nodes[0]!.text.slice(0, 40);

/** The reading line's y on screen (the column's top padding below the viewport's top), as e2e/producer.e2e.ts reads it. */
const readingLineY = (page: Page) =>
  page.evaluate(() => {
    const content = document.querySelector<HTMLElement>('[data-testid="teleprompter-content"]')!;
    const viewport = document.querySelector<HTMLElement>('[data-testid="teleprompter-viewport"]')!;
    return viewport.getBoundingClientRect().top + parseFloat(getComputedStyle(content).paddingTop);
  });

/** Opens `path` and resolves once its stage socket was welcomed (the page is then told of cues and of the link's end). */
async function openWelcomed(page: Page, path: string) {
  const welcomed = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/api/stage/socket')) return;
      ws.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"type":"welcome"')) resolve();
      });
    });
  });
  await page.goto(path);
  await welcomed;
}

async function bannerClearOfReadingLine(page: Page) {
  const banner = page.getByTestId('cue-banner');
  const box = (await banner.boundingBox())!;
  const line = await readingLineY(page);
  expect(line < box.y || line > box.y + box.height).toBe(true);
}

describe('cues on display and view-link prompters (issue 27 items 2 and 6)', () => {
  it('a cue reaches a display link and a view-link teleprompter within a second; revoking the view link ends an open view page within 2 s', async () => {
    const producer = await signedInWithMap(suite, { email: `stage-cues-${Date.now()}@example.com`, map: MAP });
    const { mapId, session } = producer;
    const content = MAP.nodes.map((n) => n.text).join('\n\n');
    expect((await api(suite.url, '/api/teleprompter', session.token, 'POST', { mindMapId: mapId, title: MAP.title, content })).status).toBe(200);
    const display = await api(suite.url, `/api/mindmaps/${mapId}/stage-links`, session.token, 'POST', { mode: 'display' });
    expect(display.status).toBe(201);
    const view = await api(suite.url, `/api/mindmaps/${mapId}/view-link`, session.token, 'POST');
    expect(view.status).toBe(201);
    const viewPath = new URL(String(view.body.url)).pathname;

    // A display link on a tablet, the view link's teleprompter on a phone, the view link's map page on a laptop.
    const tablet = await openPage(suite.browser, suite.url, 1024, 768);
    await openWelcomed(tablet.page, `/display/${String(display.body.token)}`);
    await tablet.page.getByText(FIRST_WORDS).first().waitFor();
    const phone = await openPage(suite.browser, suite.url, 390, 844, { isMobile: true, hasTouch: true });
    await openWelcomed(phone.page, `${viewPath}/teleprompter`);
    await phone.page.getByText(FIRST_WORDS).first().waitFor();
    const laptop = await openPage(suite.browser, suite.url, 1366, 900);
    await openWelcomed(laptop.page, viewPath);
    await laptop.page.getByRole('heading', { name: MAP.title }).waitFor();

    // The producer cues the presenter from the script editor.
    await producer.page.goto(`/teleprompter/${mapId}?edit=1`);
    const control = producer.page.getByRole('button', { name: CUE_MESSAGES.control });
    await expect.poll(() => control.isEnabled()).toBe(true);
    await control.click();
    await producer.page.getByRole('button', { name: 'Wrap up' }).click();
    for (const page of [tablet.page, phone.page]) {
      await expect
        .poll(
          () =>
            page
              .getByTestId('cue-banner')
              .textContent()
              .catch(() => null),
          { timeout: 1000 },
        )
        .toContain('Wrap up');
    }
    await producer.page.getByText(CUE_MESSAGES.sent('Wrap up')).waitFor();
    await producer.page.getByText(CUE_MESSAGES.sentTo(2)).waitFor();
    await bannerClearOfReadingLine(tablet.page);
    await bannerClearOfReadingLine(phone.page);
    // Screen readers hear it once, as on the teleprompter.
    expect(await phone.page.getByRole('status').filter({ hasText: 'Cue: Wrap up' }).count()).toBe(1);
    await notesShot(tablet.page, 'stage-cues', 'display-cue');
    await notesShot(phone.page, 'stage-cues', 'view-prompter-cue');

    // The owner turns the view link off: the open view pages say so within 2 s, without a reload.
    expect((await api(suite.url, `/api/mindmaps/${mapId}/view-link`, session.token, 'DELETE')).status).toBe(204);
    for (const page of [laptop.page, phone.page]) {
      await expect.poll(() => page.getByRole('alert').getByText(SHARING_MESSAGES.viewLinkGone).count(), { timeout: 2000 }).toBe(1);
    }
    await notesShot(laptop.page, 'stage-cues', 'view-link-gone');

    for (const opened of [producer, tablet, phone, laptop]) opened.assertNoConsoleErrors();
    for (const opened of [producer, tablet, phone, laptop]) await opened.context.close();
  });
});
