// The canvas minimap of a very large map (components/canvas-minimap.tsx, from 1 500 nodes) in Chromium
// against the production build: it paints the nodes in their branch colours, marks the selected node, its
// view rectangle follows the canvas when it pans, a click on it centres the view there, a drag on the
// rectangle moves the view with the pointer, the wheel zooms; on a phone there is no minimap.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { benchMap } from '../bench/editor-map';
import { paneSpot, viewTransform } from '../bench/editor-probes';
import { setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';

const suite = setupAppAndBrowser();
const COUNT = 2_000;
const map = benchMap(COUNT);

/** The canvas's view: translation and zoom of React Flow's viewport. */
async function view(page: Page) {
  const [x, y, zoom] = (await viewTransform(page)).match(/-?[\d.]+/g)!.map(Number) as [number, number, number];
  return { x, y, zoom };
}

/** The view's rectangle on the minimap, in page pixels, with its centre. */
async function viewRect(page: Page) {
  const box = (await page.getByTestId('minimap-view').boundingBox())!;
  return { ...box, cx: box.x + box.width / 2, cy: box.y + box.height / 2 };
}

async function mouseDrag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + (dx * i) / 10, from.y + (dy * i) / 10);
  await page.mouse.up();
}

async function openMap(width: number, height: number, email: string) {
  const opened = await signedInWithMap(suite, { email, map, width, height });
  await opened.page.goto(`/mindmap/${opened.mapId}`);
  await opened.page.getByTestId('map-node').first().waitFor({ timeout: 30_000 });
  await expect.poll(() => opened.page.getByText(`${COUNT} nodes`, { exact: true }).count(), { timeout: 30_000 }).toBe(1);
  return opened;
}

describe(`the minimap of a ${COUNT}-node map`, () => {
  it('draws the nodes, follows the canvas, and a click, a drag and the wheel on it move the view', async () => {
    const { page, assertNoConsoleErrors } = await openMap(1366, 900, 'minimap@example.com');
    const minimap = page.getByTestId('rf__minimap');
    await minimap.getByRole('img', { name: 'Mini map' }).waitFor();

    // The nodes are painted: many opaque pixels, in the colours of several branches.
    const painted = () =>
      minimap.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        const colours = new Set<string>();
        let opaque = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i + 3]! < 255) continue;
          opaque++;
          colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
        }
        return { opaque, colours: colours.size };
      });
    await expect.poll(async () => (await painted()).opaque).toBeGreaterThan(500);
    expect((await painted()).colours).toBeGreaterThanOrEqual(4);

    // Fit View (the map is far taller than the screen: the view is a band of it), then pan the canvas down
    // by a mouse drag: the rectangle follows, by the pan in map units at the minimap's scale.
    await page.locator('.react-flow__controls-fitview').click();
    await expect.poll(async () => (await view(page)).zoom).toBeLessThan(0.2);
    const { zoom } = await view(page);

    // The selected node (the root, as the map opens) has a dot; selecting another node moves it.
    const ring = page.getByTestId('minimap-selected');
    await expect.poll(() => ring.count()).toBe(1);
    const ringAt = (await ring.boundingBox())!;
    await page.locator('[data-detail="far"]:not([data-node-id="1"])').first().click();
    await expect.poll(async () => (await ring.boundingBox())?.y).not.toBe(ringAt.y);
    expect(await ring.count()).toBe(1);
    const paneWidth = (await page.locator('.react-flow__pane').boundingBox())!.width;
    const before = await viewRect(page);
    const unitsPerPx = paneWidth / zoom / before.width;
    const panFrom = await view(page);
    await mouseDrag(page, await paneSpot(page), 0, -200);
    await expect.poll(async () => panFrom.y - (await view(page)).y).toBeGreaterThan(150);
    const panned = await view(page);
    await expect.poll(async () => (await viewRect(page)).cy - before.cy).toBeCloseTo((panFrom.y - panned.y) / zoom / unitsPerPx, 0);
    expect((await viewRect(page)).cy - before.cy).toBeGreaterThan(2);

    // A click away from the rectangle centres the view there (the map's top quarter).
    const panel = (await minimap.boundingBox())!;
    const target = { x: before.cx, y: panel.y + panel.height * 0.25 };
    const transform = await viewTransform(page);
    await page.mouse.click(target.x, target.y);
    await expect.poll(() => viewTransform(page)).not.toBe(transform);
    await expect.poll(async () => (await viewRect(page)).cy).toBeCloseTo(target.y, 0);
    expect((await viewRect(page)).cx).toBeCloseTo(target.x, 0);

    // A drag on the rectangle moves the view with the pointer, at the same zoom.
    const start = await viewRect(page);
    await mouseDrag(page, { x: start.cx, y: start.cy }, 0, 40);
    await expect.poll(async () => (await viewRect(page)).cy - start.cy).toBeCloseTo(40, 0);
    expect((await view(page)).zoom).toBeCloseTo(zoom, 5);

    // The wheel over the minimap zooms the canvas in.
    await page.mouse.move(panel.x + panel.width / 2, panel.y + panel.height / 2);
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await view(page)).zoom).toBeGreaterThan(zoom * 1.2);
    assertNoConsoleErrors();
  });

  it('is left out on a phone, where it would cover much of the canvas', async () => {
    const { page, assertNoConsoleErrors } = await openMap(390, 844, 'minimap-phone@example.com');
    await page.locator('.react-flow__controls').waitFor();
    expect(await page.getByTestId('rf__minimap').count()).toBe(0);
    assertNoConsoleErrors();
  });
});
