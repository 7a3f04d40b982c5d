// Editor and teleprompter walk (issue 4 item 6) in Chromium against the production build.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, logIn, oneNodeScript, register, seedSession } from './support/api';
import { openPage, screenshot, setupAppAndBrowser } from './support/harness';

const suite = setupAppAndBrowser();

/**
 * Pages ask for reduced motion: the app's own reduced-motion styles cut every CSS transition and animation to
 * 1 ms (dialogs, menus, tooltips, fades). No check here is about motion, and each animation frame costs
 * Chromium CPU (issue 25 item 9).
 */
const CALM = { reducedMotion: 'reduce' } as const;

const status = (page: Page) => page.getByTestId('status-message');
/** The live status line: Saving…, Saved, Offline — changes waiting (issue 26). */
const liveStatus = (page: Page) => page.getByTestId('live-status').textContent();
const orderTitles = (page: Page) => page.getByTestId('node-order-title').allTextContents();

async function fillNodeEditor(page: Page, title: string, details: string, expectSaved = true) {
  const dialog = page.getByRole('dialog', { name: 'Edit Node Content' });
  await dialog.waitFor();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Details').fill(details);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  if (expectSaved) await expect.poll(() => liveStatus(page), { timeout: 10_000 }).toContain('Saved');
}

/** Resolves once the page has drawn its next frame. */
const nextFrame = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/** Drags a Node Order row by its handle onto another row with real mouse events. */
async function dragInNodeOrder(page: Page, fromTitle: string, toTitle: string) {
  const handle = page.getByRole('button', { name: `Reorder ${fromTitle}` });
  const target = page.getByRole('button', { name: `Reorder ${toTitle}` });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    const y = from.y + from.height / 2 + ((to.y + to.height / 2 - 4 - (from.y + from.height / 2)) * i) / steps;
    await page.mouse.move(from.x + from.width / 2, y);
    await nextFrame(page);
  }
  // Drop once dnd-kit has the dragged row over the target: it then shifts the target row aside.
  await page.waitForFunction((title) => {
    const handles = [...document.querySelectorAll('[data-testid="node-order-handle"]')];
    const row = handles.find((h) => h.getAttribute('aria-label') === `Reorder ${title}`)?.closest('li');
    const shift = row?.style.transform.match(/translate3d\(([-\d.]+)px, ([-\d.]+)px/);
    return !!shift && Number(shift[2]) !== 0;
  }, toTitle);
  await page.mouse.up();
  // dnd-kit swallows clicks for a moment after a drop (so the drop is not also a click); a person never
  // clicks that fast, a script does: wait until a click reaches the page again (a probe outside the app).
  await page.waitForFunction(
    () => {
      const probe = document.createElement('div');
      let reached = false;
      probe.addEventListener('click', (event) => {
        reached = true;
        event.stopPropagation();
      });
      document.body.append(probe);
      probe.click();
      probe.remove();
      return reached;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Waits until the canvas is at rest: no pan/zoom transition on React Flow's zoom pane (d3 keeps
 * `__transition` on the element until its transition ends) and the viewport unchanged for a few
 * frames in a row (the editor starts fitting the view a moment after a node is added).
 */
async function canvasAtRest(page: Page) {
  await page.evaluate(() => delete (window as { cuemapViewWatch?: unknown }).cuemapViewWatch);
  await page.waitForFunction(
    () => {
      const pane = document.querySelector('.react-flow__renderer') as (Element & { __transition?: unknown }) | null;
      const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
      const w = window as { cuemapViewWatch?: { transform: string; frames: number } };
      if (!pane || !viewport) return false;
      const transform = viewport.style.transform;
      if (pane.__transition || w.cuemapViewWatch?.transform !== transform) {
        w.cuemapViewWatch = { transform, frames: 0 };
        return false;
      }
      return ++w.cuemapViewWatch.frames >= 5;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Double-clicks a node on the canvas where a person would: on a part of it nothing covers (new nodes
 * land at a random angle from their parent, sometimes partly under the minimap or a panel). Playwright's
 * trial run checks a point receives the events without clicking; zooming out brings a hidden node clear.
 */
async function dblclickNode(page: Page, title: string) {
  const node = page.locator('[data-testid="map-node"]', { hasText: title });
  // A dialog over the canvas is a failure of the steps before, not a covered node: say which one.
  const dialog = page.getByRole('dialog');
  if (await dialog.count()) throw new Error(`a dialog covers the map: ${(await dialog.first().textContent())?.slice(0, 200)}`);
  for (let attempt = 0; attempt < 3; attempt++) {
    const box = (await node.boundingBox())!;
    const spots = [0.5, 0.15, 0.85].flatMap((fx) => [0.5, 0.2, 0.8].map((fy) => ({ x: box.width * fx, y: box.height * fy })));
    for (const position of spots) {
      const clear = await node.dblclick({ trial: true, position, timeout: 1_500 }).then(
        () => true,
        () => false,
      );
      if (clear) return node.dblclick({ position });
    }
    await page.locator('.react-flow__controls-zoomout').click();
  }
  throw new Error(`node ${title} stays covered`);
}

describe('mind-map editor and teleprompter', () => {
  it('plans a script, reorders it (each edit saved as it is made), reloads and reads it on the teleprompter', async () => {
    const session = await register(suite.url, 'walker@example.com');
    const { page, context, errors } = await openPage(suite.browser, suite.url, 1366, 900, CALM);
    await seedSession(page, session);

    // New script: one root node, Add Node enabled (root selected), Delete disabled.
    await page.goto('/mindmap/new');
    await page.getByTestId('map-node').first().waitFor();
    expect(await page.getByTestId('map-title').textContent()).toBe('Untitled Script');
    expect(await orderTitles(page)).toEqual(['Main Idea']);
    expect(await page.getByRole('button', { name: 'Delete Node' }).isDisabled()).toBe(true);

    // Two nodes through the toolbar (Add Node opens the editor on the new node).
    await page.getByRole('button', { name: 'Add Node' }).click();
    await fillNodeEditor(page, 'Opening', 'First paragraph text.');
    await page.waitForURL(/\/mindmap\/(?!new)[^/]+$/);
    const mapUrl = page.url();
    await page.getByRole('button', { name: 'Add Node' }).click();
    await fillNodeEditor(page, 'Middle', 'Second paragraph text.');

    // A third node, edited through a double-click on the canvas.
    await page.getByRole('button', { name: 'Add Node' }).click();
    await page.getByRole('dialog', { name: 'Edit Node Content' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Edit Node Content' }).waitFor({ state: 'detached' });
    // Undo takes the added node away again; redo brings it back.
    await page.keyboard.press('Control+Z');
    await expect.poll(() => page.getByTestId('map-node').count()).toBe(3);
    expect(await orderTitles(page)).toEqual(['Main Idea', 'Opening', 'Middle']);
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => page.getByTestId('map-node').count()).toBe(4);
    expect(await orderTitles(page)).toEqual(['Main Idea', 'Opening', 'Middle', 'New Idea']);
    expect(await page.getByRole('button', { name: 'Redo' }).isDisabled()).toBe(true);
    await dblclickNode(page, 'New Idea');
    await page.getByRole('dialog', { name: 'Edit Node Content' }).getByLabel('Details').fill('Third paragraph text.');
    await screenshot(page, 'editor-node-editor');
    await fillNodeEditor(page, 'Closing', 'Third paragraph text.');
    expect(await orderTitles(page)).toEqual(['Main Idea', 'Opening', 'Middle', 'Closing']);
    expect(await page.getByTestId('map-node').count()).toBe(4);

    // Rename (saved at once, as every edit; there is no Save button).
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: /Script title/ }).click();
    await page.getByRole('textbox', { name: 'Script title' }).fill('Product Launch Talk');
    await page.keyboard.press('Enter');
    await expect.poll(() => liveStatus(page)).toContain('Saved');

    // Reorder with a real mouse drag: Closing goes before Opening; saved as it is made.
    await dragInNodeOrder(page, 'Closing', 'Opening');
    await expect.poll(() => orderTitles(page)).toEqual(['Main Idea', 'Closing', 'Opening', 'Middle']);
    await expect.poll(() => liveStatus(page)).toContain('Saved');

    // Reload: same map and order.
    await page.reload();
    await expect.poll(() => status(page).textContent()).toContain('Script "Product Launch Talk" loaded!');
    expect(await orderTitles(page)).toEqual(['Main Idea', 'Closing', 'Opening', 'Middle']);
    expect(await page.getByTestId('map-node').count()).toBe(4);
    await page.getByRole('button', { name: 'Opening', exact: true }).click();
    await screenshot(page, 'editor');

    // Teleprompter: paragraphs in the new order; Play moves the text, Reset returns it to the top.
    // Full motion on the teleprompter (under reduced motion the offset read right after Reset was once not 0 yet).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.getByRole('button', { name: 'Teleprompter' }).click();
    await page.waitForURL('**/teleprompter/*');
    const paragraphs = page.getByTestId('teleprompter-content').locator('p');
    await paragraphs.first().waitFor();
    expect(await paragraphs.allTextContents()).toEqual(['Third paragraph text.', 'First paragraph text.', 'Second paragraph text.']);
    expect(await page.getByRole('button', { name: /Generate with AI/ }).textContent()).toMatch(/25 remaining/);
    await screenshot(page, 'teleprompter');
    const speed = page.getByRole('spinbutton', { name: 'Speed (WPM)' });
    expect(await speed.inputValue()).toBe('80');
    await speed.fill('500');
    await speed.press('Enter');
    const offset = () => page.getByTestId('teleprompter-content').evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m42);
    expect(await offset()).toBe(0);
    // The reading time follows the speed: 9 words at 500 WPM.
    const readingTime = page.getByTestId('reading-time');
    await expect.poll(() => readingTime.textContent()).toBe('0:01 at 500 WPM · 9 words');
    // Play counts down first (3 s by default, issue 12), then the text moves.
    const play = async () => {
      await page.getByRole('button', { name: 'Play' }).click();
      await page.getByTestId('countdown').waitFor();
      await page.getByTestId('countdown').waitFor({ state: 'detached', timeout: 10_000 });
    };
    await play();
    await expect.poll(offset).toBeLessThan(-5);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => readingTime.textContent()).toMatch(/^0:0\d left · 9 words$/);
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await offset()).toBe(0);
    await expect.poll(() => readingTime.textContent()).toBe('0:01 at 500 WPM · 9 words');
    expect(await page.getByRole('button', { name: 'Play' }).count()).toBe(1);

    // Mirror mode flips the reading area left to right (button and M key).
    const viewport = page.getByTestId('teleprompter-viewport');
    const xScale = () => viewport.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).a);
    const mirror = page.getByRole('button', { name: 'Mirror text' });
    await mirror.click();
    expect(await mirror.getAttribute('aria-pressed')).toBe('true');
    expect(await xScale()).toBeLessThan(0);
    await screenshot(page, 'teleprompter-mirrored');
    await page.keyboard.press('m');
    expect(await xScale()).toBe(1);

    // Larger text widens the 38-character column and still scrolls.
    const fontSize = () => paragraphs.first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const before = await fontSize();
    await page.getByRole('button', { name: 'Larger text' }).click();
    await page.keyboard.press('+');
    expect(await fontSize()).toBeGreaterThan(before);
    await play();
    await expect.poll(offset).toBeLessThan(-5);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.keyboard.press('Home');
    expect(await offset()).toBe(0);
    await screenshot(page, 'teleprompter-large');

    // The shortcuts help lists the keys and closes on Escape.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await help.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await screenshot(page, 'teleprompter-shortcuts');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    // Back to Mind Map.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('link', { name: 'Back to Mind Map' }).click();
    await page.waitForURL(mapUrl);
    await expect.poll(() => status(page).textContent()).toContain('loaded!');

    // Delete a node; the root is refused.
    await page.getByRole('button', { name: 'Middle', exact: true }).click();
    await page.getByRole('button', { name: 'Delete Node' }).click();
    await expect.poll(() => status(page).textContent()).toContain('Node deleted.');
    expect(await orderTitles(page)).toEqual(['Main Idea', 'Closing', 'Opening']);
    // The toolbar's Undo restores it in its old place; Ctrl+Y deletes it again.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => orderTitles(page)).toEqual(['Main Idea', 'Closing', 'Opening', 'Middle']);
    expect(await page.getByTestId('map-node').count()).toBe(4);
    await page.keyboard.press('Control+Y');
    await expect.poll(() => orderTitles(page)).toEqual(['Main Idea', 'Closing', 'Opening']);
    await page.getByRole('button', { name: 'Main Idea', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Delete Node' }).isDisabled()).toBe(true);
    await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
    await page.getByRole('button', { name: 'Main Idea', exact: true }).click();
    await page.keyboard.press('Delete');
    await expect.poll(() => status(page).textContent()).toContain('Cannot delete node');

    await expect.poll(() => liveStatus(page)).toContain('Saved');

    // Nothing waits: leaving does not ask. Offline, an edit waits on this device: an in-app link asks
    // first (the edits are kept and sync later); Stay keeps the editor.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => orderTitles(page)).toEqual(['Main Idea', 'Closing', 'Opening', 'Middle']);
    await expect.poll(() => liveStatus(page), { timeout: 10_000 }).toContain('Offline — changes waiting');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    const leave = page.getByRole('dialog', { name: 'Changes still syncing' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(page.url()).toBe(mapUrl);
    // The browser's back button asks too.
    await page.evaluate(() => history.back());
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(page.url()).toBe(mapUrl);

    // Closing the tab asks too; the edit is kept on this device (IndexedDB): reopened, the script has it
    // and sends it.
    const dialogType = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.type());
        void d.accept();
      }),
    );
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    expect(await dialogType).toBe('beforeunload');
    await closed;

    await context.setOffline(false);
    const reopened = await context.newPage();
    await reopened.goto(mapUrl);
    await expect.poll(() => status(reopened).textContent()).toContain('loaded!');
    await expect.poll(() => orderTitles(reopened)).toEqual(['Main Idea', 'Closing', 'Opening', 'Middle']);
    await expect.poll(() => liveStatus(reopened), { timeout: 10_000 }).toContain('Saved');
    // Sent: the server has it (a reload showing the stored order is checked above).
    const serverOrder = async () => {
      const map = (await api(suite.url, `/api/mindmaps/${new URL(mapUrl).pathname.split('/').pop()}`, session.token)).body as {
        nodes: { id: string; title: string }[];
        nodeOrder: string[];
      };
      return map.nodeOrder.map((id) => map.nodes.find((n) => n.id === id)?.title);
    };
    await expect.poll(serverOrder).toEqual(['Main Idea', 'Closing', 'Opening', 'Middle']);

    // Blank text: the teleprompter refuses to open.
    await reopened.getByRole('button', { name: 'New Script' }).click();
    await reopened.waitForURL('**/mindmap/new');
    await reopened.getByTestId('map-node').first().waitFor();
    await reopened.getByRole('button', { name: 'Teleprompter' }).click();
    await expect.poll(() => status(reopened).textContent()).toContain('Please add some text to your nodes before opening the Teleprompter.');
    expect(reopened.url()).toMatch(/\/mindmap\/new$/);

    // Only the dropped network's own failures reach the console.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await context.close();
  });

  it('each added node is brought into view, clear of the minimap', async () => {
    const session = await register(suite.url, 'grower@example.com');
    const { page, context, assertNoConsoleErrors } = await openPage(suite.browser, suite.url, 1366, 900);
    await seedSession(page, session);
    await page.goto('/mindmap/new');
    await page.getByTestId('map-node').first().waitFor();
    const canvas = (await page.locator('.react-flow').boundingBox())!;
    const mini = (await page.getByTestId('rf__minimap').boundingBox())!;
    const ids = () => page.getByTestId('map-node').evaluateAll((els) => els.map((e) => e.getAttribute('data-node-id')!));
    for (let i = 1; i <= 8; i++) {
      // Add Node adds a child of the selected node and selects it, so the map walks away from the root.
      const before = new Set(await ids());
      await page.getByRole('button', { name: 'Add Node' }).click();
      await page.getByRole('dialog', { name: 'Edit Node Content' }).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('map-node').count()).toBe(i + 1);
      const newId = (await ids()).find((id) => !before.has(id))!;
      const added = page.locator(`[data-testid="map-node"][data-node-id="${newId}"]`);
      await canvasAtRest(page); // fitting the view is animated
      const box = (await added.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      expect(x > canvas.x && x < canvas.x + canvas.width && y > canvas.y && y < canvas.y + canvas.height, `node ${i} on screen`).toBe(true);
      expect(x >= mini.x && x <= mini.x + mini.width && y >= mini.y && y <= mini.y + mini.height, `node ${i} under the minimap`).toBe(false);
    }
    assertNoConsoleErrors();
    await context.close();
  });

  it('works at 375 px: sidebar collapses, toolbar and teleprompter fit', async () => {
    const session = await register(suite.url, 'mobile@example.com');
    const { page, context, assertNoConsoleErrors } = await openPage(suite.browser, suite.url, 375, 812, CALM);
    await seedSession(page, session);
    await page.goto('/mindmap/new');
    await page.getByTestId('map-node').first().waitFor();
    // The Node Order sidebar starts collapsed on a phone.
    expect(await page.getByRole('heading', { name: 'Node Order' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add Node' }).click();
    await fillNodeEditor(page, 'Why it matters', 'Every great talk starts with a question the audience already has.');
    await page.getByRole('button', { name: 'Add Node' }).click();
    await fillNodeEditor(page, 'The answer', 'Show the one idea that changes how they see the problem.');
    await page.getByRole('button', { name: 'Show Node Order' }).click();
    await page.getByRole('heading', { name: 'Node Order' }).waitFor();
    expect(await orderTitles(page)).toEqual(['Main Idea', 'Why it matters', 'The answer']);
    await screenshot(page, 'editor-node-order');
    await page.getByRole('button', { name: 'Close Node Order' }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The page clips overflow, so also check the toolbar's last button (after Undo/Redo) is on screen.
    const lastButton = (await page.getByRole('button', { name: 'Teleprompter' }).boundingBox())!;
    expect(lastButton.x + lastButton.width).toBeLessThanOrEqual(375);
    await screenshot(page, 'editor');

    await page.getByRole('button', { name: 'Teleprompter' }).click();
    await page.waitForURL('**/teleprompter/*');
    await page.getByTestId('teleprompter-content').locator('p').first().waitFor();
    expect(await page.getByTestId('teleprompter-content').locator('p').count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Mirror text' }).waitFor();
    await screenshot(page, 'teleprompter');
    assertNoConsoleErrors();
    await context.close();
  });

  it('another client’s write shows at once (no 409 to choose); an expired session sends the user to log in with every edit kept', async () => {
    const email = 'conflict@example.com';
    const session = await register(suite.url, email);
    const created = await api(suite.url, '/api/mindmaps', session.token, 'POST', oneNodeScript('Shared Talk', 'Hello everyone.', 'Main Idea'));
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    const { page, context, assertNoConsoleErrors } = await openPage(suite.browser, suite.url, 1366, 900, CALM);
    await seedSession(page, session);
    await page.goto(`/mindmap/${id}`);
    await expect.poll(() => status(page).textContent()).toContain('Script "Shared Talk" loaded!');

    // Another client renames the script through the REST API: a change of the live document, shown here at once.
    const other = await api(suite.url, `/api/mindmaps/${id}`, session.token, 'PUT', { title: 'Renamed elsewhere', version: created.body.version });
    expect(other.status).toBe(200);
    await expect.poll(() => page.getByTestId('map-title').textContent(), { timeout: 10_000 }).toBe('Renamed elsewhere');
    await page.getByRole('button', { name: 'Add Node' }).click();
    await fillNodeEditor(page, 'Local idea', 'Written in this tab.');
    await expect
      .poll(async () => ((await api(suite.url, `/api/mindmaps/${id}`, session.token)).body.nodes as { title: string }[]).map((n) => n.title))
      .toEqual(['Main Idea', 'Local idea']);
    expect(await page.getByRole('dialog', { name: 'This script changed elsewhere' }).count()).toBe(0);

    // The session ends elsewhere: the server closes its live connection, the one 401 path sends the user to log in.
    expect((await api(suite.url, '/api/auth/logout', session.token, 'POST')).status).toBeLessThan(300);
    await page.waitForURL('**/auth', { timeout: 10_000 });

    // Every edit made before is there after logging in again.
    await seedSession(page, await logIn(suite.url, email));
    await page.goto(`/mindmap/${id}`);
    await expect.poll(() => status(page).textContent()).toContain('loaded!');
    expect(await orderTitles(page)).toEqual(['Main Idea', 'Local idea']);
    expect(await page.getByTestId('map-title').textContent()).toBe('Renamed elsewhere');

    assertNoConsoleErrors();
    await context.close();
  });

  it('node editor: asks before discarding, "Script updated!" and Saved; offline, the edit waits and the teleprompter reads it', async () => {
    const session = await register(suite.url, 'stage@example.com');
    const created = await api(suite.url, '/api/mindmaps', session.token, 'POST', oneNodeScript('Stage Talk', 'Hello everyone.', 'Main Idea'));
    const id = created.body._id as string;
    const { page, context, errors } = await openPage(suite.browser, suite.url, 1366, 900, CALM);
    await seedSession(page, session);
    await page.goto(`/mindmap/${id}`);
    await expect.poll(() => status(page).textContent()).toContain('Script "Stage Talk" loaded!');

    // Typed text is not thrown away without asking.
    const dialog = page.getByRole('dialog', { name: 'Edit Node Content' });
    await page.getByRole('button', { name: 'Edit Node' }).click();
    await dialog.getByLabel('Details').fill('Hello everyone, and welcome.');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard your changes to this node?' });
    await ask.waitFor();
    await screenshot(page, 'node-editor-discard');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Details').inputValue()).toBe('Hello everyone, and welcome.');
    // §4: 'Script updated!'; the status line says Saved once the server has it.
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toContain('Script updated!');
    await expect.poll(() => liveStatus(page), { timeout: 10_000 }).toContain('Saved');

    // The network drops: the edit waits on this device.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Edit Node' }).click();
    await dialog.getByLabel('Details').fill('Words written offline.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => liveStatus(page), { timeout: 10_000 }).toContain('Offline — changes waiting');
    expect((await api(suite.url, `/api/mindmaps/${id}`, session.token)).body.nodes).toMatchObject([{ text: 'Hello everyone, and welcome.' }]);

    // Back online: the edit reaches the server by itself (map and script), no local draft was ever kept,
    // and the teleprompter reads it.
    await context.setOffline(false);
    await expect.poll(() => liveStatus(page), { timeout: 15_000 }).toContain('Saved');
    await expect
      .poll(async () => ((await api(suite.url, `/api/mindmaps/${id}`, session.token)).body.nodes as { text: string }[])[0]!.text, { timeout: 15_000 })
      .toBe('Words written offline.');
    await expect
      .poll(async () => (await api(suite.url, `/api/teleprompter/${id}`, session.token)).body.content, { timeout: 15_000 })
      .toContain('Words written offline.');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cuemap:draft:')))).toEqual([]);

    await page.getByRole('button', { name: 'Teleprompter' }).click();
    await page.waitForURL(`**/teleprompter/${id}`);
    await expect.poll(() => page.getByTestId('teleprompter-content').textContent(), { timeout: 10_000 }).toContain('Words written offline.');

    // Back in the editor: the words are there.
    await page.getByRole('link', { name: 'Back to Mind Map' }).click();
    await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toContain('Script "Stage Talk" loaded!');

    // Only the dropped network's own failures reach the console.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|WebSocket/.test(e))).toEqual([]);
    await context.close();
  });
});
