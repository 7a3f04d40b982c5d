// Tidy up (issue 14 item 3) in Chromium against the production build: a map whose nodes sit on top of
// each other is laid out with `L` (balanced mind map) and from the toolbar's Tidy up menu (right-hand
// tree); no two node boxes on screen overlap afterwards, Node Order is unchanged, and Ctrl+Z puts the
// nodes back.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMap, seedSession } from './support/api';
import { openPage, setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';
import { notesShot } from './support/stage';

const suite = setupAppAndBrowser();

/**
 * The walks that do not wait out a glide (the first two do) ask for reduced motion: views and layouts then
 * jump, and CSS transitions take 1 ms; each animation frame costs Chromium CPU (issue 25 item 9).
 */
const CALM = { reducedMotion: 'reduce' } as const;

/** Twelve nodes piled around the root (as random placement sometimes leaves them), three levels deep. */
function pileMap() {
  const nodes = [{ id: '1', x: 400, y: 300, title: 'Launch plan', text: '', color: '#dc2626', isRoot: true }];
  const connections: { from: string; to: string }[] = [];
  for (let i = 2; i <= 13; i++) {
    nodes.push({ id: String(i), x: 420 + (i % 3) * 20, y: 310 + (i % 4) * 15, title: `Idea ${i - 1}`, text: '', color: '#3B82F6', isRoot: false });
    connections.push({ from: i <= 5 ? '1' : String(2 + ((i - 6) % 4)), to: String(i) });
  }
  return { title: 'Piled up', nodes, connections, viewState: { translateX: 0, translateY: 0 }, nodeOrder: nodes.map((n) => n.id).slice(1) };
}

/** Pairs of node boxes on screen that overlap. */
function overlaps(page: Page) {
  return page.evaluate(() => {
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
}

const positions = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.react-flow__node')].map((el) => `${el.dataset.id}:${el.style.transform}`).sort());

describe('Tidy up', () => {
  it('lays a piled-up map out with L and from the menu, without overlaps; Ctrl+Z undoes it', async () => {
    const { mapId, page, assertNoConsoleErrors } = await signedInWithMap(suite, { email: 'tidy@example.com', map: pileMap() });
    await page.goto(`/mindmap/${mapId}`);
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(13);
    expect(await overlaps(page)).toBeGreaterThan(5);
    const order = await page.getByTestId('node-order-title').allTextContents();
    const piled = await positions(page);

    await page.locator('.react-flow__pane').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('l');
    await page.getByTestId('status-message').filter({ hasText: 'Map tidied up' }).waitFor();
    // Once the glide has finished, nothing overlaps.
    await page.locator('[data-layout-animating]').waitFor({ state: 'detached' });
    await expect.poll(() => overlaps(page)).toBe(0);
    expect(await page.getByTestId('node-order-title').allTextContents()).toEqual(order);

    await page.keyboard.press('Control+z');
    await page.locator('[data-layout-animating]').waitFor({ state: 'detached' });
    await expect.poll(() => positions(page)).toEqual(piled);

    await page.getByRole('button', { name: 'Tidy up' }).click();
    await page.getByRole('menuitem', { name: /Tidy up as a tree/ }).click();
    await page.locator('[data-layout-animating]').waitFor({ state: 'detached' });
    await expect.poll(() => overlaps(page)).toBe(0);
    assertNoConsoleErrors();
  });

  it('brings the tidied map into view when it has spread beyond it', async () => {
    // Zoomed in on the pile: laid out, the branches reach far past the canvas's edges at this zoom.
    const zoomed = { ...pileMap(), title: 'Zoomed pile', viewState: { translateX: -300, translateY: -250, zoom: 2 } };
    const { mapId, page, assertNoConsoleErrors } = await signedInWithMap(suite, { email: 'tidy-view@example.com', map: zoomed });
    await page.goto(`/mindmap/${mapId}`);
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(13);
    const outOfView = () =>
      page.evaluate(() => {
        const pane = document.querySelector('.react-flow')!.getBoundingClientRect();
        return [...document.querySelectorAll('.react-flow__node')].filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left < pane.left || r.right > pane.right || r.top < pane.top || r.bottom > pane.bottom;
        }).length;
      });
    await page.locator('.react-flow__pane').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('l');
    await page.getByTestId('status-message').filter({ hasText: 'Map tidied up' }).waitFor();
    await page.locator('[data-layout-animating]').waitFor({ state: 'detached' });
    // Every node in view, and none under Script Controls, the minimap or the zoom buttons.
    const underPanels = () =>
      page.evaluate(() => {
        const panels = [...document.querySelectorAll('.react-flow__panel, [data-canvas-overlay]')].map((el) => el.getBoundingClientRect());
        return [...document.querySelectorAll('.react-flow__node')].filter((el) => {
          const r = el.getBoundingClientRect();
          return panels.some((p) => r.left < p.right && p.left < r.right && r.top < p.bottom && p.top < r.bottom);
        }).length;
      });
    // (The view glides there: both hold once it has arrived.)
    await expect.poll(async () => (await outOfView()) + (await underPanels())).toBe(0);
    // Zoomed out only as far as needed: never past the zoom it started from.
    const zoom = await page.locator('.react-flow__viewport').evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).a);
    expect(zoom).toBeLessThan(2);
    expect(zoom).toBeGreaterThanOrEqual(0.4);
    assertNoConsoleErrors();
  });

  it('keeps the view per screen class: a desktop view does not strand a phone, and each keeps its own', async () => {
    const desktop = await signedInWithMap(suite, { email: 'views@example.com', map: pileMap(), context: CALM });
    // A desktop view zoomed in on the map: on a 1 366 px screen every node shows; on a phone most would be cut.
    const away = { ...pileMap(), title: 'Zoomed in', viewState: { translateX: -700, translateY: -450, zoom: 2 } };
    const id = await createMap(suite.url, desktop.session.token, away);
    const viewport = (page: Page) => page.locator('.react-flow__viewport').evaluate((el) => (el as HTMLElement).style.transform);
    const nodesOnScreen = (page: Page) =>
      page.evaluate(() => {
        const pane = document.querySelector('.react-flow')!.getBoundingClientRect();
        return [...document.querySelectorAll('.react-flow__node')].filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left >= pane.left && r.right <= pane.right && r.top >= pane.top && r.bottom <= pane.bottom;
        }).length;
      });

    // On a phone the desktop's view is not used: the map is fitted, every node wholly on screen.
    const phone = await openPage(suite.browser, suite.url, 390, 844, { isMobile: true, hasTouch: true, ...CALM });
    await seedSession(phone.page, desktop.session);
    await phone.page.goto(`/mindmap/${id}`);
    await expect.poll(() => phone.page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(13);
    await expect.poll(() => nodesOnScreen(phone.page)).toBe(13);
    const phoneView = await viewport(phone.page);
    // The phone's view is kept for phones (Ctrl+S syncs at once); the desktop keeps its own.
    await phone.page.keyboard.press('Control+s');
    await expect.poll(() => phone.page.getByTestId('live-status').textContent(), { timeout: 10_000 }).toContain('Saved');
    await phone.context.close();

    await desktop.page.goto(`/mindmap/${id}`);
    await expect.poll(() => desktop.page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(13);
    await expect.poll(() => viewport(desktop.page)).toBe('translate(-700px, -450px) scale(2)');
    expect(phoneView).not.toBe('translate(-700px, -450px) scale(2)');
  });

  it('builds a map with the keyboard only: Tab, Enter, typing, F2, arrows, Shift+Enter, Esc', async () => {
    const { mapId, page, assertNoConsoleErrors } = await signedInWithMap(suite, {
      email: 'keyboard@example.com',
      map: { ...pileMap(), title: 'Typed', nodes: pileMap().nodes.slice(0, 1), connections: [], nodeOrder: [] },
      context: CALM,
    });
    await page.goto(`/mindmap/${mapId}`);
    await expect.poll(() => page.locator('.react-flow__node').count(), { timeout: 15_000 }).toBe(1);
    const inline = page.getByTestId('inline-title');
    const title = async (text: string) => {
      await inline.waitFor();
      await page.keyboard.type(text);
    };
    // The root is selected on open: Tab adds a child and its title is typed on the canvas at once.
    await page.keyboard.press('Tab');
    await title('Why it matters');
    await page.keyboard.press('Enter');
    await inline.waitFor({ state: 'detached' });
    await page.keyboard.press('Enter');
    await title('What we do');
    // Tab inside the title keeps it and adds a child of that node straight away.
    await page.keyboard.press('Tab');
    await title('First step');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await title('Second step');
    await page.keyboard.press('Escape');
    await inline.waitFor({ state: 'detached' });
    const titles = () => page.locator('[data-testid="map-node"]').allTextContents();
    await expect.poll(async () => (await titles()).sort()).toEqual(['First step', 'Launch plan', 'Second step', 'What we do', 'Why it matters']);
    expect(await overlaps(page)).toBe(0);

    // The root's second branch went left (balanced), so its children lie further left: the arrows follow
    // the map — up to the sibling, right back to the parent; F2 and a typed letter rename.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.locator('[data-testid="map-node"][data-selected="true"]').textContent()).toBe('First step');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('[data-testid="map-node"][data-selected="true"]').textContent()).toBe('What we do');
    await page.keyboard.press('F2');
    await title('How we do it');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('[data-testid="map-node"][data-selected="true"]').textContent()).toBe('Launch plan');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('q');
    await expect.poll(() => inline.inputValue()).toBe('q');
    await page.keyboard.type('uick wins');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await titles()).sort()).toEqual(['First step', 'How we do it', 'Launch plan', 'Second step', 'quick wins']);
    // Shift+Enter opens 'Edit Node Content' for the details; Esc closes it, Esc again deselects.
    await page.keyboard.press('Shift+Enter');
    await page.getByRole('dialog', { name: 'Edit Node Content' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Edit Node Content' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-testid="map-node"][data-selected="true"]').count()).toBe(0);
    // Undo goes back one step at a time (the rename first).
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await titles()).includes('quick wins')).toBe(false);
    await notesShot(page, 'editor', 'keyboard-map');
    // `?` lists every key, from the same action objects.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    const rows = await help.getByTestId('shortcut-list').locator('dt').allTextContents();
    expect(rows).toEqual(
      expect.arrayContaining([
        'Add child node',
        'Add sibling node',
        'Edit title',
        'Edit Node',
        'Tidy up as a mind map',
        'Select the parent, a child or a sibling',
      ]),
    );
    await notesShot(page, 'editor', 'shortcuts');
    await page.keyboard.press('Escape');
    assertNoConsoleErrors();
  });
});
