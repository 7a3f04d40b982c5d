// What the live-editing walks share (live-map, live-script, live-cluster): a three-node talk, the map's
// nodes and their titles, a node's title typed on the canvas, a script section's field, and a device
// opening the map in the editor until it is loaded and saved.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The product's target for an edit to reach another device (bench:live measures it). */
export const SEEN_WITHIN_MS = 1_000;

/** Launch (root) with Research and Build under it: node ids '1', '2', '3'. */
export function talk() {
  const node = (id: string, x: number, y: number, title: string) => ({ id, x, y, title, text: `${title} notes.`, color: '#3B82F6' });
  const nodes = [{ ...node('1', 100, 300, 'Launch'), color: '#dc2626', isRoot: true }, node('2', 350, 200, 'Research'), node('3', 350, 420, 'Build')];
  return {
    title: 'Live Map',
    nodes,
    connections: [
      { from: '1', to: '2' },
      { from: '1', to: '3' },
    ],
    nodeOrder: nodes.map((n) => n.id),
    viewState: { translateX: 0, translateY: 0, zoom: 1 },
  };
}

export const nodeEl = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);
export const titles = (page: Page) => page.getByTestId('map-node').allTextContents();
export const titleOf = (page: Page, id: string) => nodeEl(page, id).getByTestId('map-node').textContent();
export const liveStatus = (page: Page) => page.getByTestId('live-status').textContent();
/** A section's field in the script editor (the teleprompter's edit mode), named by its section. */
export const scriptField = (page: Page, label: string) => page.getByTestId('script-editor').getByRole('textbox', { name: label });

/** Opens the script's map in the editor and waits for its `nodes` nodes and the status line's 'Saved'. */
export async function openLiveMap(page: Page, mapId: string, nodes = 3) {
  await page.goto(`/mindmap/${mapId}`);
  await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(nodes);
  await expect.poll(() => liveStatus(page), { timeout: 15_000 }).toContain('Saved');
}

/** F2 on the node, then `keys` into its title on the canvas (End first: add to it), Enter. */
export async function retitle(page: Page, id: string, text: string, { append = false } = {}) {
  await nodeEl(page, id).click();
  await page.keyboard.press('F2');
  const field = page.getByRole('textbox', { name: 'Node title' });
  if (append) await field.press('End');
  await field.pressSequentially(text);
  await field.press('Enter');
}

/** Selects node `parentId`, adds a node under it with Add Node and saves it titled `title`. */
export async function addNodeUnder(page: Page, parentId: string, title: string) {
  await nodeEl(page, parentId).click();
  await page.getByRole('button', { name: 'Add Node' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Node Content' });
  await editor.getByLabel('Title').fill(title);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
}
