// A 1 000-node map in Chromium against the production build (issue 14 item 6): it opens with only the
// nodes in view in the DOM, pans with the mouse, a dragged node moves and its place is saved, and
// zoomed out the nodes are drawn as plain boxes (level of detail) that turn back into full nodes when
// zoomed in; and the view follows the keyboard there — a child added at the canvas's edge comes wholly into
// view, arrowing to a node not drawn (out of view) brings it in, with the title typed at once kept, and so
// does choosing one in the Node Order.
// Behaviour only: frame times are measured by `npm run bench:editor`.
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
    // layout, not on another node, which would be a drop onto it); the drop puts its new place on the server.
    const node = await nodeToDrag(page);
    const start = map.nodes.find((n) => n.id === node.id)!;
    const element = page.locator(`.react-flow__node[data-id="${node.id}"]`);
    const box = (await element.boundingBox())!;
    await mouseDrag(page, node, 105, 51);
    // (React Flow starts the drag past its threshold, so the node follows all but the first step.)
    await expect.poll(async () => (await element.boundingBox())!.x - box.x).toBeGreaterThan(80);
    const after = (await element.boundingBox())!;
    // Saved as it is made (issue 26): the drop reaches the server with no Save.
    await expect.poll(() => page.getByTestId('live-status').textContent(), { timeout: 15_000 }).toContain('Saved');
    const movedOnServer = async () =>
      ((await api(suite.url, `/api/mindmaps/${mapId}`, session.token)).body.nodes as { id: string; x: number; y: number }[]).find((n) => n.id === node.id)!;
    await expect.poll(async () => (await movedOnServer()).x, { timeout: 15_000 }).not.toBe(start.x);
    const moved = await movedOnServer();
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

  it('follows the keyboard: a child added at the edge ends wholly in view, and a node arrowed to off screen is renamed by typing at once', async () => {
    const map = benchMap(COUNT);
    const root = map.nodes.find((n) => n.isRoot)!;
    const parentOf = new Map(map.connections.map((c) => [c.to, c.from] as const));
    const depth = (id: string): number => (parentOf.has(id) ? 1 + depth(parentOf.get(id)!) : 0);
    // The deepest leaf on the root's left: its new child goes one column further left.
    const leaf = map.nodes.filter((n) => n.x < root.x && !map.connections.some((c) => c.from === n.id)).reduce((a, b) => (depth(b.id) > depth(a.id) ? b : a));
    const column = map.nodes.find((n) => n.id === parentOf.get(leaf.id))!.x - leaf.x;
    // Opened with the leaf a column (less half a node) from the canvas's left edge, at mid height: its
    // new child would sit half under the Node Order sidebar.
    map.viewState = { translateX: column - 70 - leaf.x, translateY: 350 - leaf.y, zoom: 1 };
    const { mapId, page, session, assertNoConsoleErrors } = await signedInWithMap(suite, { email: 'follow@example.com', map });
    await page.goto(`/mindmap/${mapId}`);
    const leafNode = page.locator(`.react-flow__node[data-id="${leaf.id}"]`);
    await leafNode.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText(`${COUNT} nodes`, { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    const selectedId = () => page.locator('.react-flow__node.selected').getAttribute('data-id');

    // Tab adds the child past the edge: the view moves it wholly
    // into the canvas, clear of the sidebar and the panels over the canvas, and its title is typed there.
    await leafNode.click();
    await expect.poll(selectedId).toBe(leaf.id);
    await page.keyboard.press('Tab');
    await expect.poll(selectedId).not.toBe(leaf.id);
    const child = (await selectedId())!;
    await expect.poll(() => placement(page, child)).toBe('in view');
    // Moved, not zoomed out to fit the whole map (where titles cannot be read).
    expect(await viewTransform(page)).toMatch(/scale\(1\)$/);
    await page.getByTestId('inline-title').waitFor();
    await page.keyboard.type('Edge idea');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`.react-flow__node[data-id="${child}"]`).textContent()).toBe('Edge idea');

    // Back towards the root with the arrows: at the first node not drawn (out of view), its title is
    // typed straight after the arrow — before the node is on screen — and every letter lands.
    let renamed: string | undefined;
    for (let id: string | undefined = leaf.id; id !== undefined; id = parentOf.get(id)) {
      const drawn = (await page.locator(`.react-flow__node[data-id="${id}"]`).count()) > 0;
      await page.keyboard.press('ArrowRight');
      if (!drawn) {
        await page.keyboard.type('Far branch');
        await page.keyboard.press('Enter');
        renamed = id;
        break;
      }
      await expect.poll(selectedId).toBe(id);
    }
    expect(renamed).toBeDefined();
    await expect.poll(() => placement(page, renamed!)).toBe('in view');
    await expect.poll(() => page.locator(`.react-flow__node[data-id="${renamed}"]`).textContent()).toBe('Far branch');
    await expect.poll(() => page.getByTestId('inline-title').count()).toBe(0);

    // A node chosen in the Node Order while out of view comes into view too.
    const listed = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="node-order-item"]')]
        .map((row) => row.dataset.nodeId!)
        .find((id) => !document.querySelector(`.react-flow__node[data-id="${id}"]`)),
    );
    expect(listed).toBeDefined();
    await page.locator(`[data-node-id="${listed}"] [data-testid="node-order-title"]`).click();
    await expect.poll(() => placement(page, listed!)).toBe('in view');

    // Every edit is saved as it is made; Ctrl+S syncs at once.
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByTestId('live-status').textContent(), { timeout: 15_000 }).toContain('Saved');
    await expect
      .poll(
        async () =>
          ((await api(suite.url, `/api/mindmaps/${mapId}`, session.token)).body.nodes as { id: string; title: string }[]).some(
            (n) => n.id === renamed && n.title === 'Far branch',
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    const saved = await api(suite.url, `/api/mindmaps/${mapId}`, session.token);
    const titles = new Map((saved.body.nodes as { id: string; title: string }[]).map((n) => [n.id, n.title]));
    expect(titles.get(child)).toBe('Edge idea');
    expect(titles.get(renamed!)).toBe('Far branch');
    assertNoConsoleErrors();
  });
});

/** Where a node is: not drawn, cut off by the canvas's edge, under a panel (or the sidebar), or wholly in view. */
function placement(page: Page, id: string) {
  return page.evaluate((nodeId) => {
    const node = document.querySelector(`.react-flow__node[data-id="${nodeId}"]`);
    if (!node) return 'not drawn';
    const r = node.getBoundingClientRect();
    const pane = document.querySelector('.react-flow')!.getBoundingClientRect();
    if (r.left < pane.left || r.top < pane.top || r.right > pane.right || r.bottom > pane.bottom) return 'cut off';
    const panels = [...document.querySelectorAll('.react-flow__panel, [data-canvas-overlay], #node-order-panel')].map((p) => p.getBoundingClientRect());
    const covered = panels.some((p) => p.width > 0 && r.left < p.right && p.left < r.right && r.top < p.bottom && p.top < r.bottom);
    return covered ? 'covered' : 'in view';
  }, id);
}
