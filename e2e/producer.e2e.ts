// Issue 27 item 6 in Chromium against the production build: producer and talent on two devices. The
// talent's teleprompter plays; the producer edits a section above the reading line and sends "Wrap up".
// The words at the reading line stay; within a second the prompter marks the section "Edited live" and
// shows the cue in a banner that does not cover the reading line.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, seedSession } from './support/api';
import { openPage, setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';
import { expectSectionAtReadingLine, notesShot, stage, talkMap } from './support/stage';

const suite = setupAppAndBrowser();
const MAP = talkMap('Producer Talk', ['Opening', 'Hiring', 'Budgets', 'Close']);

/** The reading line's y on screen (the column's top padding below the viewport's top). */
const readingLineY = (page: Page) =>
  page.evaluate(() => {
    const content = document.querySelector<HTMLElement>('[data-testid="teleprompter-content"]')!;
    const viewport = document.querySelector<HTMLElement>('[data-testid="teleprompter-viewport"]')!;
    return viewport.getBoundingClientRect().top + parseFloat(getComputedStyle(content).paddingTop);
  });

describe('producer and talent (issue 27 item 6)', () => {
  it('an edit above the reading line keeps its words in place and is marked Edited live; a cue shows clear of the reading line', async () => {
    const producer = await signedInWithMap(suite, { email: 'producer-talent@example.com', map: MAP });
    const { mapId } = producer;
    const content = MAP.nodes.map((n) => n.text).join('\n\n');
    expect((await api(suite.url, '/api/teleprompter', producer.session.token, 'POST', { mindMapId: mapId, title: MAP.title, content })).status).toBe(200);
    const talent = await openPage(suite.browser, suite.url);
    await seedSession(talent.page, producer.session);

    // The talent reads the third section, playing at the slowest speed.
    await talent.page.goto(`/teleprompter/${mapId}`);
    await talent.page.getByTestId('teleprompter-content').locator('p').first().waitFor();
    const speed = talent.page.getByRole('spinbutton', { name: 'Speed (WPM)' });
    await speed.fill('10');
    await speed.press('Enter');
    await speed.blur();
    await talent.page.keyboard.press('PageDown');
    await talent.page.keyboard.press('PageDown');
    await expectSectionAtReadingLine(talent.page, 2);
    await talent.page.getByRole('button', { name: 'Play' }).click();
    await talent.page.getByRole('button', { name: 'Pause' }).waitFor();

    // The producer edits the second section, above the talent's reading line.
    await producer.page.goto(`/teleprompter/${mapId}?edit=1`);
    const hiring = producer.page.getByTestId('script-editor').getByRole('textbox', { name: 'Hiring' });
    await expect.poll(() => hiring.inputValue()).toBe(MAP.nodes[1]!.text);
    const before = await stage(talent.page);
    await hiring.press('Control+Home');
    await hiring.pressSequentially('Breaking: two more engineers start on Monday, and the team doubles by spring. ');
    await expect.poll(() => producer.page.getByTestId('script-editor').getByTestId('live-status').textContent()).toContain('Saved');

    const edited = talent.page.locator('[data-section-start="1"]');
    await expect.poll(() => edited.getAttribute('data-edited-live'), { timeout: 1000 }).toBe('true');
    await expect.poll(() => edited.getByTestId('edited-live').textContent(), { timeout: 1000 }).toBe('Edited live');
    await expect.poll(() => talent.page.getByTestId('teleprompter-content').textContent()).toContain('Breaking: two more engineers');
    // The third section's start stays at the reading line: the edit added lines above it (its start in the
    // column moved down by `inserted`), and the text moved up by only what the slow play scrolled meanwhile
    // (a pixel or so a second at 10 WPM). Without re-anchoring it would sit `inserted` px below the line;
    // re-anchored twice it would sit that far above.
    const after = await stage(talent.page);
    const inserted = after.starts[2]! - before.starts[2]!;
    expect(inserted).toBeGreaterThan(40);
    const scrolled = before.fromReadingLine[2]! - after.fromReadingLine[2]!;
    expect(scrolled).toBeGreaterThanOrEqual(-1);
    expect(scrolled).toBeLessThan(inserted / 2);
    expect(await talent.page.locator('[data-edited-live]').count()).toBe(1);

    // The producer cues the talent.
    await producer.page.getByRole('button', { name: 'Cue the presenter' }).click();
    await producer.page.getByRole('button', { name: 'Wrap up' }).click();
    await producer.page.getByText('Cue sent: “Wrap up”').waitFor();
    await notesShot(producer.page, 'producer', 'cue-sent');
    const banner = talent.page.getByTestId('cue-banner');
    await expect.poll(() => banner.textContent(), { timeout: 1000 }).toContain('Wrap up');
    const box = (await banner.boundingBox())!;
    const line = await readingLineY(talent.page);
    expect(line < box.y || line > box.y + box.height).toBe(true);
    expect(await talent.page.getByRole('status').filter({ hasText: 'Cue: Wrap up' }).count()).toBe(1);
    await notesShot(talent.page, 'producer', 'cue-and-edited-live');
    // Still playing through all of it.
    expect(await talent.page.getByRole('button', { name: 'Pause' }).count()).toBe(1);

    producer.assertNoConsoleErrors();
    talent.assertNoConsoleErrors();
    await producer.context.close();
    await talent.context.close();
  });
});
