// What a look at issue 24's screens found (its visual walk at 1440×900 and 390×844), kept fixed in
// Chromium against the production build: Node Order titles use the row's width on a desktop (the hidden
// Edit / Present buttons took ~70 px and wrapped "What we built" after two words), the buttons still come
// on hover; on a phone every choice of the out-of-date review is on screen (the third was cut off), and
// while rehearsing the teleprompter's first row stays one row ("End rehearsal" pushed two buttons down;
// on a phone it is the red stop square, named for assistive tech).
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { api, REMOTE_TEAMS_MAP as MAP } from './support/api';
import { setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';
import { talkMap } from './support/stage';

const suite = setupAppAndBrowser();

/** Lines a text element takes: its height over its line height. */
const lines = (el: Locator) => el.evaluate((node) => Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)));

describe('screen polish (issue 24 walk)', () => {
  it('Node Order at 1440×900: a short title stays on one line; Edit and Present come on hover', async () => {
    const map = talkMap('Launch', ['Product launch', 'Why now', 'What we built', 'Pricing and plans']);
    const { mapId, page, assertNoConsoleErrors } = await signedInWithMap(suite, { email: 'polish-order@example.com', map, width: 1440, height: 900 });
    await page.goto(`/mindmap/${mapId}`);
    const row = page.locator('[data-testid="node-order-item"]', { hasText: 'What we built' });
    await row.waitFor();
    expect(await lines(row.getByTestId('node-order-title'))).toBe(1);
    expect(await lines(page.locator('[data-testid="node-order-item"]', { hasText: 'Pricing and plans' }).getByTestId('node-order-title'))).toBe(1);
    const edit = row.getByRole('button', { name: 'Edit What we built' });
    const opacity = () => edit.evaluate((el) => Number(getComputedStyle(el.parentElement!).opacity));
    expect(await opacity()).toBe(0);
    await row.hover();
    await expect.poll(opacity).toBe(1);
    await edit.click();
    await page.getByRole('dialog', { name: 'Edit Node Content' }).waitFor();
    assertNoConsoleErrors();
  });

  it('the out-of-date review at 390×844: Keep mine, Use map text and Rewrite with AI all on screen', async () => {
    const { session, mapId, page, assertNoConsoleErrors } = await signedInWithMap(suite, {
      email: 'polish-review@example.com',
      map: MAP,
      pro: true,
      width: 390,
      height: 844,
    });
    const mindMapContent = MAP.nodes.map((n) => `## ${n.title}\n${n.text}`).join('\n\n');
    const gen = await api(suite.url, '/api/ai/generate-teleprompter', session.token, 'POST', {
      mindMapTitle: MAP.title,
      mindMapContent,
      additionalPrompt: '',
      mindMapId: mapId,
    });
    expect(gen.status).toBe(200);
    const nodes = MAP.nodes.map((n) => (n.id === '2' ? { ...n, text: 'Overlap three hours a day.' } : n));
    expect((await api(suite.url, `/api/mindmaps/${mapId}`, session.token, 'PUT', { ...MAP, nodes })).status).toBe(200);

    await page.goto(`/teleprompter/${mapId}`);
    const review = page.getByTestId('script-review');
    await review.getByText('1 part of the script no longer matches the map').click();
    const item = review.getByRole('listitem', { name: 'Time zones — its node changed', exact: true });
    await item.waitFor();
    for (const name of ['Keep mine', 'Use map text', 'Rewrite with AI']) {
      const box = (await item.getByRole('button', { name }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390 - 16);
    }
    assertNoConsoleErrors();
  });

  it('rehearsing at 390×844: End rehearsal keeps the first toolbar row on one line', async () => {
    const { mapId, page, assertNoConsoleErrors } = await signedInWithMap(suite, { email: 'polish-rehearse@example.com', map: MAP, width: 390, height: 844 });
    await page.goto(`/teleprompter/${mapId}`);
    await page.getByTestId('section-marker').first().waitFor();
    const first = page.getByRole('link', { name: 'Back to Mind Map' });
    const generate = page.getByRole('button', { name: /Generate with AI/ });
    const top = async (l: Locator) => (await l.boundingBox())!.y;
    expect(await top(generate)).toBeCloseTo(await top(first), -1);
    await page.getByRole('button', { name: 'Rehearse' }).click();
    const end = page.getByRole('button', { name: 'End rehearsal' });
    await end.waitFor();
    expect(await top(generate)).toBeCloseTo(await top(first), -1);
    expect(await top(end)).toBeCloseTo(await top(first), -1);
    await end.click();
    await page.getByRole('dialog', { name: 'Rehearsal report' }).waitFor();
    assertNoConsoleErrors();
  });
});
