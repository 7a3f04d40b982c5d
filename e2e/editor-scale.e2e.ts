// A 1 000-node map in Chromium against the production build (issue 14 item 6): it opens with only the
// nodes in view in the DOM, pans with the mouse, a dragged node moves and its place is saved, and
// zoomed out the nodes are drawn as plain boxes (level of detail) that turn back into full nodes when
// zoomed in. Behaviour only: frame times are measured by `npm run bench:editor`.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { benchMap } from '../bench/editor-map';
import { nodeToDrag, paneSpot, viewTransform } from '../bench/editor-probes';
import { api } from './support/api';
import { setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';

const suite = setupAppAndBrowser();
const COUNT = 1_000;

async function mouseDrag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(from.x + (dx * i) / 20, from.y + (dy * i) / 20);
  await page.mouse.up();
}

const farNodes = (page: Page) => page.locator('[data-testid="map-node"][data-detail="far"]').count();

describe('a 1 000-node map', () => {
  it('opens, pans, moves and saves a node, and switches to boxes when zoomed out and back when zoomed in', async () => {
    const map = benchMap(COUNT);
    const { mapId, page, session, assertNoConsoleErrors } = await signedInWithMap(suite, { email: 'scale@example.com', map });
    await page.goto(`/mindmap/${mapId}`);
    await page.getByTestId('map-node').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText(`${COUNT} nodes`, { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    // Only what is in view is drawn: far fewer than 1 000 node elements, all with their titles.
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 30_000 }).toBeLessThan(200);
    expect(await page.locator('.react-flow__node').count()).toBeGreaterThan(5);
    expect(await farNodes(page)).toBe(0);

    // Pan: a mouse drag on the empty canvas moves the view, and other nodes come into view.
    const before = await viewTransform(page);
    await mouseDrag(page, await paneSpot(page), -300, -200);
    await expect.poll(() => viewTransform(page)).not.toBe(before);
    await expect.poll(() => page.locator('.react-flow__node').count()).toBeGreaterThan(5);

    // Drag a node by (105, 51) screen pixels at zoom 1 (the pointer ends between two columns of the tidy
    // layout, not on another node, which would be a drop onto it); Save puts its new place on the server.
    const node = await nodeToDrag(page);
    const start = map.nodes.find((n) => n.id === node.id)!;
    const element = page.locator(`.react-flow__node[data-id="${node.id}"]`);
    const box = (await element.boundingBox())!;
    await mouseDrag(page, node, 105, 51);
    // (React Flow starts the drag past its threshold, so the node follows all but the first step.)
    await expect.poll(async () => (await element.boundingBox())!.x - box.x).toBeGreaterThan(80);
    const after = (await element.boundingBox())!;
    expect(await page.getByTestId('save-state').textContent()).toContain('Unsaved changes');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toContain('All changes saved');
    const saved = await api(suite.url, `/api/mindmaps/${mapId}`, session.token);
    const moved = (saved.body.nodes as { id: string; x: number; y: number }[]).find((n) => n.id === node.id)!;
    expect(moved.x - start.x).toBeCloseTo(after.x - box.x, 0);
    expect(moved.y - start.y).toBeCloseTo(after.y - box.y, 0);

    // Fit View zooms far out: nodes become plain boxes (no titles drawn)...
    await page.locator('.react-flow__controls-fitview').click();
    await expect.poll(() => farNodes(page)).toBeGreaterThan(20);
    expect(await page.locator('[data-detail="far"]').first().textContent()).toBe('');
    // ...and zooming back in brings full nodes with their titles.
    for (let i = 0; i < 12 && (await farNodes(page)) > 0; i++) await page.locator('.react-flow__controls-zoomin').click();
    await expect.poll(() => farNodes(page)).toBe(0);
    await expect.poll(async () => (await page.getByTestId('map-node').first().textContent())?.length ?? 0).toBeGreaterThan(0);
    assertNoConsoleErrors();
  });
});
