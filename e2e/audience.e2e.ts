// The audience view of the map (issue 29 items 1–2) in Chromium against the production build: the
// presenter creates an Audience link in the Remote dialog; a projector (another browser context, no
// session, 1920×1080) opens it and shows the whole map; PageDown on the prompter glides it to the next
// section's node, framed with its children, centred and lit, the nodes already covered dimmed; Present
// from here in the editor lands it on that node; the end of the text shows the whole map again; the
// page never holds the script's text or a node's details. In the editor, a node marked "Skip in the audience view" is left out of Preview path, which
// steps with the arrow keys and leaves with Esc. Screenshots (E2E_SCREENSHOTS=1) at 1920×1080 and 1440×900.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, setupAppAndBrowser } from './support/harness';
import { signedInWithMap, teleprompterOnPhone } from './support/signed-in';
import { expectSectionAtReadingLine, longTalkText, notesShot } from './support/stage';

const suite = setupAppAndBrowser();

/**
 * The walks that are not about the glide itself (the first one is) ask for reduced motion: the camera then
 * jumps, and CSS transitions take 1 ms; each animation frame costs Chromium CPU (issue 25 item 9).
 */
const CALM = { reducedMotion: 'reduce' } as const;

const NOTES = 'Speaker note: remind them of the survey numbers';
const BRANCHES = [
  { title: 'Why remote work stuck', color: '#3B82F6', children: ['Commutes vanished', 'Hiring went global'], side: 1, row: -1 },
  { title: 'What broke first', color: '#F97316', children: ['Onboarding', 'Hallway decisions', 'Time zones'], side: 1, row: 1 },
  { title: 'What we changed', color: '#22C55E', children: ['Written proposals', 'Core hours'], side: -1, row: -1 },
  { title: 'What comes next', color: '#A855F7', children: ['Office as a venue', 'Measuring outcomes'], side: -1, row: 1 },
];

/** A four-branch map laid out as the editor's mind-map layout would: branches both sides, children beyond. */
function audienceTalk() {
  const nodes: Array<Record<string, unknown>> = [
    { id: 'root', x: 900, y: 500, title: 'The Future of Remote Work', text: longTalkText('Remote work'), color: '#dc2626', isRoot: true },
  ];
  const connections: Array<{ from: string; to: string }> = [];
  const order = ['root'];
  BRANCHES.forEach((b, i) => {
    const id = `b${i + 1}`;
    const by = 500 + b.row * 190;
    nodes.push({ id, x: 900 + b.side * 280, y: by, title: b.title, text: longTalkText(b.title), color: b.color });
    connections.push({ from: 'root', to: id });
    order.push(id);
    b.children.forEach((c, k) => {
      const cid = `${id}c${k + 1}`;
      const cy = by + (k - (b.children.length - 1) / 2) * 90;
      nodes.push({ id: cid, x: 900 + b.side * 540, y: cy, title: c, text: k === 0 ? `${longTalkText(c)} ${NOTES}` : '', color: b.color });
      connections.push({ from: id, to: cid });
      order.push(cid);
    });
  });
  return { title: 'The Future of Remote Work', nodes, connections, viewState: { translateX: 0, translateY: 0 }, nodeOrder: order };
}
const MAP = audienceTalk();
/** The sections the prompter reads, in order: the nodes with text. */
const SECTION_NODES = MAP.nodeOrder.filter((id) => (MAP.nodes.find((n) => n.id === id)!.text as string).trim());

async function createAudienceLink(page: Page) {
  await page.getByTestId('remote-button').click();
  const dialog = page.getByRole('dialog', { name: 'Remote and second screen' });
  await dialog.getByRole('tab', { name: 'Audience' }).click();
  await dialog.getByRole('button', { name: 'Create audience link' }).click();
  const input = dialog.getByTestId('audience-link');
  await input.waitFor();
  await dialog.getByRole('button', { name: 'Open audience window' }).waitFor();
  await notesShot(page, 'audience', 'dialog');
  const url = await input.inputValue();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return url;
}

/** Waits until the audience map shows `focus` and its glide has ended. */
async function settledOn(page: Page, focus: string) {
  const map = page.getByTestId('audience-map');
  await expect.poll(async () => `${await map.getAttribute('data-focus')}|${await map.getAttribute('data-settled')}`, { timeout: 10_000 }).toBe(`${focus}|true`);
}

/** Where the framed nodes sit on the audience's screen: the node's and the frame's centre, the screen's size. */
function framing(page: Page, nodeId: string) {
  return page.evaluate((id) => {
    const rect = (el: Element) => el.getBoundingClientRect();
    const node = document.querySelector(`[data-testid="audience-node"][data-node-id="${id}"]`)!;
    const framed = [...document.querySelectorAll('[data-testid="audience-node"]')].filter((n) =>
      ['current', 'frame'].includes(n.getAttribute('data-state') ?? ''),
    );
    const boxes = framed.map((n) => rect(n.querySelector('rect[data-box]')!));
    const left = Math.min(...boxes.map((b) => b.left));
    const right = Math.max(...boxes.map((b) => b.right));
    const top = Math.min(...boxes.map((b) => b.top));
    const bottom = Math.max(...boxes.map((b) => b.bottom));
    const own = rect(node.querySelector('rect[data-box]')!);
    return {
      state: node.getAttribute('data-state'),
      node: { x: (own.left + own.right) / 2, y: (own.top + own.bottom) / 2, width: own.width },
      frame: { x: (left + right) / 2, y: (top + bottom) / 2 },
      screen: { width: innerWidth, height: innerHeight },
      framed: framed.map((n) => n.getAttribute('data-node-id')),
      covered: [...document.querySelectorAll('[data-testid="audience-node"][data-state="covered"]')].map((n) => n.getAttribute('data-node-id')),
    };
  }, nodeId);
}

describe('audience view of the map', () => {
  it('follows the prompter: overview, PageDown glides to the next node framed and lit, Present from here lands on its node; never the script', async () => {
    const { mapId, page, assertNoConsoleErrors } = await signedInWithMap(suite, {
      email: 'audience-presenter@example.com',
      map: MAP,
      width: 1440,
      height: 900,
    });
    await page.goto(`/teleprompter/${mapId}`);
    await page.getByTestId('section-marker').first().waitFor();
    const url = await createAudienceLink(page);
    expect(url).toMatch(new RegExp(`^${suite.url}/audience/[A-Za-z0-9_-]{43}$`));

    // The projector: another browser context, no session, a 1080p screen.
    const projector = await openPage(suite.browser, suite.url, 1920, 1080);
    const audience = projector.page;
    await audience.goto(url);
    await settledOn(audience, 'overview:start');
    expect(await audience.getByTestId('audience-node').count()).toBe(MAP.nodes.length);
    await expect.poll(() => page.getByTestId('remote-connected').textContent()).toBe('Audience view connected');
    await notesShot(audience, 'audience', 'overview');
    // A phone can follow too: the whole map fits its screen.
    const phone = await openPage(suite.browser, suite.url, 390, 844, { isMobile: true, hasTouch: true });
    await phone.page.goto(url);
    await settledOn(phone.page, 'overview:start');
    await notesShot(phone.page, 'audience', 'overview');
    await phone.context.close();

    // PageDown: the prompter's next section, and the audience glides to its node with its children.
    await page.keyboard.press('PageDown');
    await expectSectionAtReadingLine(page, 1);
    await settledOn(audience, 'b1');
    const first = await framing(audience, 'b1');
    expect(first.state).toBe('current');
    expect(first.framed.sort()).toEqual(['b1', 'b1c1', 'b1c2']);
    expect(Math.abs(first.frame.x - first.screen.width / 2)).toBeLessThan(first.screen.width * 0.02);
    expect(Math.abs(first.frame.y - first.screen.height / 2)).toBeLessThan(first.screen.height * 0.02);
    // Framed to fit: the node is drawn larger than on the map, and inside the screen.
    expect(first.node.width).toBeGreaterThan(168);
    expect(first.node.x).toBeGreaterThan(0);
    expect(first.node.x).toBeLessThan(first.screen.width);
    expect(first.covered).toEqual(['root']);
    await notesShot(audience, 'audience', 'node');

    // Next: the first child (a leaf): framed alone, so the node itself is centred; the covered ones dim.
    await page.keyboard.press('PageDown');
    await expectSectionAtReadingLine(page, 2);
    await settledOn(audience, SECTION_NODES[2]!);
    // Centred: polled, as once under heavy load the map said settled while the node was still 286 px off.
    const centred = async () => {
      const at = await framing(audience, SECTION_NODES[2]!);
      return Math.abs(at.node.x - at.screen.width / 2) < at.screen.width * 0.02 && Math.abs(at.node.y - at.screen.height / 2) < at.screen.height * 0.02;
    };
    await expect.poll(centred).toBe(true);
    const leaf = await framing(audience, SECTION_NODES[2]!);
    expect(leaf.covered.sort()).toEqual(['b1', 'root']);

    // The same view on a 1440×900 projector: framed for that screen.
    await audience.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => audience.getByTestId('audience-map').locator('svg > g').getAttribute('data-fitted')).toBe('1440x900');
    await settledOn(audience, SECTION_NODES[2]!);
    const smaller = await framing(audience, SECTION_NODES[2]!);
    expect(Math.abs(smaller.node.x - 720)).toBeLessThan(1440 * 0.02);
    await notesShot(audience, 'audience', 'leaf');
    await page.keyboard.press('PageUp');
    await expectSectionAtReadingLine(page, 1);
    await settledOn(audience, 'b1');
    await notesShot(audience, 'audience', 'node');
    await audience.setViewportSize({ width: 1920, height: 1080 });

    // Present from here, in the editor's Node Order: the prompter opens at that node's section and the
    // audience lands on the node.
    await page.getByRole('link', { name: 'Back to Mind Map' }).click();
    await page.waitForURL(`**/mindmap/${mapId}`);
    await expect.poll(() => page.getByTestId('status-message').textContent(), { timeout: 10_000 }).toContain('loaded!');
    await page.getByRole('button', { name: 'Present from here: What we changed' }).click();
    await page.waitForURL(/\/teleprompter\/.+\?from=b3$/);
    await settledOn(audience, 'b3');
    const landed = await framing(audience, 'b3');
    expect(landed.state).toBe('current');
    expect(Math.abs(landed.frame.x - landed.screen.width / 2)).toBeLessThan(landed.screen.width * 0.02);
    expect(Math.abs(landed.frame.y - landed.screen.height / 2)).toBeLessThan(landed.screen.height * 0.02);

    // Scrolled to the end of the text: the whole map again.
    await page.getByTestId('teleprompter-viewport').hover();
    await page.mouse.wheel(0, 200_000);
    await settledOn(audience, 'overview:end');
    expect(await audience.locator('[data-testid="audience-node"][data-state="covered"]').count()).toBe(0);
    await notesShot(audience, 'audience', 'end');

    // Never the script or a node's details: only titles reach the audience's page.
    const html = await audience.content();
    expect(html).toContain('Core hours');
    expect(html).not.toContain(NOTES);
    expect(html).not.toContain('wishful');
    expect(html).not.toContain(longTalkText('Remote work').slice(0, 40));
    projector.assertNoConsoleErrors();
    assertNoConsoleErrors();
  });

  it('Preview path in the editor: a skipped node is left out; arrow keys step through the path; Esc leaves', async () => {
    const skipMap = { ...MAP, nodes: MAP.nodes.map((n) => (n.id === 'b1c2' ? { ...n, audience: 'skip' } : n)) };
    const { mapId, page, assertNoConsoleErrors } = await signedInWithMap(suite, {
      email: 'audience-preview@example.com',
      map: skipMap,
      width: 1440,
      height: 900,
      context: CALM,
    });
    await page.goto(`/mindmap/${mapId}`);
    await page.getByTestId('map-node').first().waitFor();

    // Frame the root with its whole branch from its context menu (stored on the node, one undo step).
    const root = page.locator('[data-testid="map-node"][data-node-id="root"]');
    await root.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Frame with its branch' }).click();
    await root.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Frame with its children' }).waitFor();
    await page.keyboard.press('Escape');
    // Each mark shows on its node.
    await page.getByRole('img', { name: 'Framed with its branch in the audience view' }).waitFor();
    await page.locator('[data-node-id="b1c2"] [data-testid="audience-mark"][data-mark="skip"]').waitFor();
    await notesShot(page, 'audience', 'editor-marks');

    await page.getByRole('button', { name: 'Preview path' }).click();
    const preview = page.getByRole('dialog', { name: 'Path preview' });
    await preview.waitFor();
    await settledOn(page, 'overview:start');
    await notesShot(page, 'audience', 'preview-overview');
    const walked: string[] = [];
    for (let i = 0; i < MAP.nodeOrder.length; i++) {
      await page.keyboard.press('ArrowRight');
      const focus = await page.getByTestId('audience-map').getAttribute('data-focus');
      if (focus === 'overview:end') break;
      walked.push(focus!);
    }
    expect(walked).toEqual(MAP.nodeOrder.filter((id) => id !== 'b1c2'));
    await settledOn(page, 'overview:end');
    // Back to the start: the root, framed with its whole branch (every node lit with it), then "What
    // broke first" (the 4th step), framed with its children.
    await page.keyboard.press('Home');
    await settledOn(page, 'overview:start');
    await page.keyboard.press('ArrowRight');
    await settledOn(page, 'root');
    expect((await framing(page, 'root')).framed).toHaveLength(MAP.nodes.length);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await settledOn(page, 'b2');
    expect((await framing(page, 'b2')).framed.sort()).toEqual(['b2', 'b2c1', 'b2c2', 'b2c3']);
    await expect.poll(() => page.getByTestId('path-preview-title').textContent()).toBe('What broke first');
    await notesShot(page, 'audience', 'preview-node');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Preview path');
    assertNoConsoleErrors();
  });

  it('Open audience window: a window on this computer shows the map and follows this browser’s prompter', async () => {
    const { mapId, page, context, assertNoConsoleErrors } = await signedInWithMap(suite, {
      email: 'audience-window@example.com',
      map: MAP,
      width: 1440,
      height: 900,
      context: CALM,
    });
    await page.goto(`/teleprompter/${mapId}`);
    await page.getByTestId('section-marker').first().waitFor();
    await page.getByTestId('remote-button').click();
    const dialog = page.getByRole('dialog', { name: 'Remote and second screen' });
    await dialog.getByRole('tab', { name: 'This computer' }).click();
    const [popup] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Open audience window' }).click()]);
    await popup.waitForURL(/\/teleprompter\/.+\/audience$/);
    await settledOn(popup, 'overview:start');
    // The prompter counts it apart from prompter windows.
    await dialog.getByText('1 audience window open').waitFor();
    expect(await dialog.getByText(/prompter windows? open/).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    for (let i = 0; i < 4; i++) await page.keyboard.press('PageDown');
    await expectSectionAtReadingLine(page, 4);
    await settledOn(popup, SECTION_NODES[4]!);
    expect(await popup.locator(`[data-testid="audience-node"][data-node-id="${SECTION_NODES[4]}"]`).getAttribute('data-state')).toBe('current');
    expect(await popup.content()).not.toContain(NOTES);
    assertNoConsoleErrors();
  });

  it('phone: the Remote dialog’s Audience tab fits a 390×844 screen', async () => {
    const { page, assertNoConsoleErrors } = await teleprompterOnPhone(suite, 'audience-phone@example.com', MAP);
    await page.getByTestId('remote-button').click();
    const dialog = page.getByRole('dialog', { name: 'Remote and second screen' });
    await dialog.getByRole('tab', { name: 'Audience' }).click();
    await dialog.getByRole('button', { name: 'Create audience link' }).click();
    await dialog.getByTestId('audience-link').waitFor();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await notesShot(page, 'audience', 'dialog');
    assertNoConsoleErrors();
  });
});
