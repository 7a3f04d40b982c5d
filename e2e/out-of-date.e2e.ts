// Issue 24 item 6 in Chromium against the production build with the offline AI writer: a node changed
// after its AI section was written is badged on the map; on the teleprompter the review names the
// section and the column marks it; Rewrite with AI keeps the reading position and "{n} remaining"
// counts the rewrite as it is answered.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, REMOTE_TEAMS_MAP as MAP } from './support/api';
import { setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';

const suite = setupAppAndBrowser();

/** Seeds through the API: an AI script, then a new text for "Time zones" (node 2): its section is out of date. */
async function seedStaleAiScript(mapId: string, token: string) {
  const mindMapContent = MAP.nodes.map((n) => `## ${n.title}\n${n.text}`).join('\n\n');
  const gen = await api(suite.url, '/api/ai/generate-teleprompter', token, 'POST', {
    mindMapTitle: MAP.title,
    mindMapContent,
    additionalPrompt: '',
    mindMapId: mapId,
  });
  expect(gen.status).toBe(200);
  const nodes = MAP.nodes.map((n) => (n.id === '2' ? { ...n, text: 'Overlap three hours a day.' } : n));
  expect((await api(suite.url, `/api/mindmaps/${mapId}`, token, 'PUT', { ...MAP, nodes })).status).toBe(200);
}

/** The node id of the section at the reading line (the column's offset against the sections' starts). */
const sectionAtReadingLine = (page: Page) =>
  page.getByTestId('teleprompter-content').evaluate((content) => {
    const offset = -new DOMMatrix(getComputedStyle(content).transform).m42;
    const sections = [...content.querySelectorAll<HTMLElement>('[data-section-start]')];
    const base = sections[0]?.offsetTop ?? 0;
    let at = sections[0];
    for (const s of sections) if (s.offsetTop - base <= offset + 1) at = s;
    return { offset, nodeId: at?.dataset.nodeId ?? null };
  });

describe('out of date, completely (issue 24 item 6)', () => {
  it('badge on the map, named and marked on the teleprompter, Rewrite with AI keeps the place and counts at once', async () => {
    const { session, mapId, page, assertNoConsoleErrors } = await signedInWithMap(suite, { email: 'out-of-date@example.com', map: MAP, pro: true });
    await seedStaleAiScript(mapId, session.token);

    // The map: "Time zones" carries the badge, the others do not.
    await page.goto(`/mindmap/${mapId}`);
    const badge = page.getByRole('img', { name: /Script out of date/ });
    await badge.waitFor();
    expect(await page.getByTestId('out-of-date-badge').count()).toBe(1);
    expect(await page.locator('[data-testid="map-node"][data-node-id="2"]').getByTestId('out-of-date-badge').count()).toBe(1);

    // The teleprompter: the section is marked in the column and named in the review.
    await page.goto(`/teleprompter/${mapId}`);
    const marked = page.getByTestId('teleprompter-content').locator('[data-out-of-date]');
    await marked.waitFor();
    expect(await marked.getAttribute('data-node-id')).toBe('2');
    expect(await marked.getByTestId('out-of-date-bar').isVisible()).toBe(true);
    const review = page.getByTestId('script-review');
    await review.getByText('1 part of the script no longer matches the map').click();
    const item = review.getByRole('listitem', { name: 'Time zones — its node changed', exact: true });
    await item.waitFor();

    // Read on past it, then rewrite the out-of-date section above the reading line.
    await page.getByRole('main', { name: 'Script' }).focus();
    // Next section (PageDown) until "Next steps" (node 3) is at the reading line.
    for (let i = 0; i < 8 && (await sectionAtReadingLine(page)).nodeId !== '3'; i++) await page.keyboard.press('PageDown');
    expect((await sectionAtReadingLine(page)).nodeId).toBe('3');
    const generate = page.getByRole('button', { name: /Generate with AI/ });
    const before = Number((await generate.textContent())?.match(/(\d+) remaining/)?.[1]);
    const rewritten = page.waitForResponse((r) => r.url().endsWith('/api/ai/rewrite-section') && r.status() === 200);
    await item.getByRole('button', { name: 'Rewrite with AI' }).click();
    await rewritten;
    await marked.waitFor({ state: 'detached' });
    expect((await sectionAtReadingLine(page)).nodeId).toBe('3');
    expect((await sectionAtReadingLine(page)).offset).toBeGreaterThan(0);
    await expect.poll(() => generate.textContent(), { timeout: 1_000 }).toContain(`${before - 1} remaining`);
    assertNoConsoleErrors();
  });
});
