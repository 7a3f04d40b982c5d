// The outline view (issue 14 item 4) in Chromium against the production build: a small map built with
// the keyboard only in the outline (Enter, typing, Tab, Shift+Tab), a step undone with Ctrl+Z, the same
// nodes on the canvas after switching back (no two boxes overlapping), 'Order as outline' changing the
// Node Order sidebar, and the outline on a 390 px phone (its toolbar buttons for touch).
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';

const suite = setupAppAndBrowser();
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's violations (WCAG A/AA and best practices) on the page as it is, as readable lines. */
async function audit(page: Page): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<Result> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map(
      (v) =>
        `${v.id} (${v.help}) at ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join(', ')}`,
    );
  });
}

/** A map with only its main idea. */
const blankMap = () => ({
  title: 'Outline talk',
  nodes: [{ id: 'root', x: 400, y: 300, title: 'Keynote', text: '', color: '#dc2626', isRoot: true }],
  connections: [],
  nodeOrder: ['root'],
  viewState: { translateX: 0, translateY: 0 },
});

/** The outline's lines as `depth:title`, top to bottom. */
const outline = (page: Page) =>
  page.getByTestId('outline-row').evaluateAll((rows) => rows.map((r) => `${r.getAttribute('data-depth')}:${r.querySelector('input')!.value}`));

const focusedTitle = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? null);

/** Pairs of node boxes on screen that overlap. */
const overlaps = (page: Page) =>
  page.evaluate(() => {
    const boxes = [...document.querySelectorAll('.react-flow__node')].map((el) => el.getBoundingClientRect());
    let count = 0;
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) count++;
      }
    return count;
  });

/** Types a new line's title over the selected 'New Idea'. */
async function typeLine(page: Page, title: string) {
  await expect.poll(() => focusedTitle(page)).toBe('New Idea');
  await page.keyboard.type(title);
}

describe('Outline view', () => {
  it('builds a map from the keyboard, undoes a step, shows it on the map and orders the script as the outline', async () => {
    // bypassCSP: axe-core is injected as a script tag at the end.
    const { mapId, page, assertNoConsoleErrors } = await signedInWithMap(suite, {
      email: 'outline@example.com',
      map: blankMap(),
      context: { bypassCSP: true },
    });
    await page.goto(`/mindmap/${mapId}`);
    await page.locator('.react-flow__node').first().waitFor();
    // The switch is an action, listed in the ? help.
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Switch between the map and the outline').waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    // Ctrl+Shift+O switches to the outline; the main idea's line has the focus.
    await page.keyboard.press('Control+Shift+O');
    await page.getByRole('tree', { name: 'Outline of the map' }).waitFor();
    await expect.poll(() => focusedTitle(page)).toBe('Keynote');

    // Enter on the main idea: its first child. Then siblings, a child (Tab) and back out (Shift+Tab).
    await page.keyboard.press('Enter');
    await typeLine(page, 'Opening');
    await page.keyboard.press('Enter');
    await typeLine(page, 'Story');
    await page.keyboard.press('Tab');
    await expect.poll(() => outline(page)).toEqual(['0:Keynote', '1:Opening', '2:Story']);
    await page.keyboard.press('Enter');
    await typeLine(page, 'Numbers');
    await page.keyboard.press('Enter');
    await typeLine(page, 'Close');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => outline(page)).toEqual(['0:Keynote', '1:Opening', '2:Story', '2:Numbers', '1:Close']);
    expect(await focusedTitle(page)).toBe('Close');
    const tree = page.getByRole('treeitem', { name: 'Opening' });
    expect(await tree.getAttribute('aria-level')).toBe('2');
    expect(await tree.getAttribute('aria-expanded')).toBe('true');

    // Ctrl+Z undoes the outdent (one step), Ctrl+Shift+Z does it again.
    await page.keyboard.press('Control+z');
    await expect.poll(() => outline(page)).toEqual(['0:Keynote', '1:Opening', '2:Story', '2:Numbers', '2:Close']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => outline(page)).toEqual(['0:Keynote', '1:Opening', '2:Story', '2:Numbers', '1:Close']);

    // Alt+↑ moves Close above Opening; ↓ walks the lines.
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => outline(page)).toEqual(['0:Keynote', '1:Close', '1:Opening', '2:Story', '2:Numbers']);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedTitle(page)).toBe('Opening');

    // The Node Order is still the script's own: the lines in the order they were made, except that
    // the move swapped Close and Opening there (sibling order is Node Order). Order as outline makes it the outline's.
    const sidebar = () => page.getByTestId('node-order-title').allTextContents();
    expect(await sidebar()).toEqual(['Keynote', 'Close', 'Story', 'Numbers', 'Opening']);
    await page.getByRole('toolbar', { name: 'Outline tools' }).getByRole('button', { name: 'Order as outline' }).click();
    await page.getByTestId('status-message').filter({ hasText: 'Node Order now follows the outline.' }).waitFor();
    expect(await sidebar()).toEqual(['Keynote', 'Close', 'Opening', 'Story', 'Numbers']);
    const sidebarButton = page.getByRole('navigation', { name: 'Node Order' }).getByRole('button', { name: 'Order as outline' });
    expect(await sidebarButton.getAttribute('aria-disabled')).toBe('true');
    // The outline as axe-core sees it: no violations.
    expect(await audit(page)).toEqual([]);

    // Back on the map (the header's switch): the same five nodes, none on top of another, Opening selected.
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Map' }).click();
    await expect.poll(() => page.locator('.react-flow__node').count()).toBe(5);
    await expect.poll(() => overlaps(page)).toBe(0);
    expect(await page.locator('.react-flow__node.selected').textContent()).toContain('Opening');
    expect(await page.getByTestId('outline-view').count()).toBe(0);
    assertNoConsoleErrors();
  });

  it('works on a 390 px phone: the outline fills the screen and its buttons indent and add lines', async () => {
    const map = {
      ...blankMap(),
      nodes: [
        ...blankMap().nodes,
        { id: 'a', x: 610, y: 300, title: 'First point', text: 'Say hello.', color: '#3B82F6' },
        { id: 'b', x: 610, y: 402, title: 'Second point', text: '', color: '#16a34a' },
      ],
      connections: [
        { from: 'root', to: 'a' },
        { from: 'root', to: 'b' },
      ],
      nodeOrder: ['root', 'a', 'b'],
    };
    const { mapId, page, assertNoConsoleErrors } = await signedInWithMap(suite, {
      email: 'outline-phone@example.com',
      map,
      width: 390,
      height: 844,
      context: { isMobile: true, hasTouch: true },
    });
    await page.goto(`/mindmap/${mapId}`);
    await page.locator('.react-flow__node').first().waitFor();
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Outline' }).tap();
    await expect.poll(() => outline(page)).toEqual(['0:Keynote', '1:First point', '1:Second point']);
    // No sideways scrolling; the details mark shows on the node with text.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.getByRole('button', { name: 'First point has details: edit them' }).count()).toBe(1);

    await page.getByRole('textbox', { name: 'Title, level 2' }).nth(1).tap();
    await page.getByRole('button', { name: 'Indent' }).tap();
    await expect.poll(() => outline(page)).toEqual(['0:Keynote', '1:First point', '2:Second point']);
    await page.getByRole('button', { name: 'New line' }).tap();
    await expect.poll(() => outline(page)).toEqual(['0:Keynote', '1:First point', '2:Second point', '2:New Idea']);
    const rowBox = await page.getByTestId('outline-row').last().boundingBox();
    expect(rowBox!.x + rowBox!.width).toBeLessThanOrEqual(390);

    // The choice is kept in this browser (the editor opens in it next time).
    expect(await page.evaluate(() => localStorage.getItem('cuemap.editor.view'))).toBe('outline');
    assertNoConsoleErrors();
  });
});
