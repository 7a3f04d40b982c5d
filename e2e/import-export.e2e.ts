// Import and export in Chromium against the built server (issue 15): real files written by FreeMind's
// kin and markmap's authors, brought in through the file picker and by a drop on the dashboard, seen
// on the dashboard and in the editor; an OPML export from the dashboard and a PNG from the editor.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { register, seedSession } from './support/api';
import { openPage, repoRoot, screenshot, screenshotDir, setupAppAndBrowser } from './support/harness';

/** Real files from the tools (../shared beside the repository, as CI has it); never copied in here. */
const FIXTURES = path.resolve(repoRoot, '../shared/fixtures/import');
const MM = path.join(FIXTURES, 'coggle-gilgamesh.mm');
const MD = path.join(FIXTURES, 'markmap-readme.md');
const present = existsSync(MM) && existsSync(MD);
if (!present) console.warn(`[import-export.e2e] skipped: the import fixtures are not at ${FIXTURES}`);

const suite = setupAppAndBrowser();

/** Drops a file on the dashboard the way a desktop drag does (dragenter/dragover, then drop), checking the overlay. */
async function dropFile(page: Page, name: string, text: string) {
  await page.evaluate(
    ({ name, text }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], name, { type: 'text/markdown' }));
      (window as unknown as { __drop: DataTransfer }).__drop = dt;
      for (const type of ['dragenter', 'dragover']) document.body.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: dt }));
    },
    { name, text },
  );
  await page.getByTestId('import-drop-overlay').waitFor();
  await screenshot(page, 'import-drop-overlay');
  await page.evaluate(() => {
    const dt = (window as unknown as { __drop: DataTransfer }).__drop;
    document.body.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: dt }));
  });
  await page.getByTestId('import-drop-overlay').waitFor({ state: 'detached' });
}

/** The node count the import notice reports ('Imported "…" — 23 nodes'). */
async function importedCount(page: Page, title: string): Promise<number> {
  const text = await page.getByText(`Imported "${title}" — `).textContent();
  return Number(/— (\d+) nodes?/.exec(text ?? '')?.[1]);
}

describe.skipIf(!present)('import and export', () => {
  it('imports through the picker and by drop, exports OPML from the dashboard and a PNG from the editor', async () => {
    const session = await register(suite.url, 'importer@example.com');
    const { page, assertNoConsoleErrors } = await openPage(suite.browser, suite.url);
    await seedSession(page, session);
    await page.goto('/dashboard');
    await page.getByText('No scripts found').waitFor();
    await page.getByText('Import a map from FreeMind, XMind, OPML or Markdown').waitFor();

    // 1. The picker: a FreeMind map written by Coggle.
    const input = page.getByTestId('import-file-input').first();
    expect(await input.getAttribute('accept')).toContain('.mm');
    await input.setInputFiles(MM);
    await page.getByText('Imported "GILGAMESH" — ').waitFor();
    const mmNodes = await importedCount(page, 'GILGAMESH');
    expect(mmNodes).toBe((readFileSync(MM, 'utf8').match(/<node\b/g) ?? []).length);
    await page.getByRole('article', { name: 'GILGAMESH' }).waitFor();
    await screenshot(page, 'import-notice');

    // 2. A drop: markmap's README (Markdown headings and lists).
    await dropFile(page, 'markmap-readme.md', readFileSync(MD, 'utf8'));
    await page.getByText('Imported "markmap" — ').waitFor();
    expect(await importedCount(page, 'markmap')).toBeGreaterThan(5);
    await page.getByRole('article', { name: 'markmap' }).waitFor();
    // Two scripts: the Free plan's limit, so Import now behaves as New Script does.
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);

    // 3. Export OPML from the dashboard: the card's menu → Export… → OPML.
    await page.getByRole('button', { name: 'More actions: GILGAMESH' }).click();
    await page.getByRole('menuitem', { name: 'Export…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export script' });
    await dialog.waitFor();
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await screenshot(page, 'export-dialog');
    const [opml] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /OPML \(\.opml\)/ }).click()]);
    expect(opml.suggestedFilename()).toBe('GILGAMESH.opml');
    const opmlText = readFileSync((await opml.path())!, 'utf8');
    expect(opmlText).toContain('<opml');
    expect(opmlText).toContain('text="GILGAMESH"');
    expect(opmlText).toContain('text="Metaphors"');
    await page.getByText('Downloaded GILGAMESH.opml').waitFor();

    // 4. Open it in the editor: every node is on the canvas.
    await page.getByRole('article', { name: 'GILGAMESH' }).getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('map-node').first().waitFor();
    await expect.poll(() => page.getByTestId('map-node').count()).toBe(mmNodes);
    await page.locator('[data-testid="map-node"]', { hasText: 'Metaphors' }).waitFor();

    // 5. Export a PNG of the map from the editor's header.
    await page.getByRole('button', { name: 'Export this script' }).click();
    const menu = page.getByRole('menu', { name: 'Export this script' });
    await menu.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await screenshot(page, 'editor-export-menu');
    const [png] = await Promise.all([page.waitForEvent('download'), menu.getByRole('menuitem', { name: 'Map as image (.png)' }).click()]);
    expect(png.suggestedFilename()).toBe('GILGAMESH.png');
    const bytes = readFileSync((await png.path())!);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.length).toBeGreaterThan(20_000);
    // Wider than tall or not, it is the whole map at 2×: at least 70 nodes' worth of pixels.
    const width = bytes.readUInt32BE(16);
    const height = bytes.readUInt32BE(20);
    expect(width * height).toBeGreaterThan(mmNodes * 140 * 50 * 4);
    mkdirSync(screenshotDir, { recursive: true });
    writeFileSync(path.join(screenshotDir, 'exported-map.png'), bytes);

    // 6. The file holds every edit (each is in the live document as it is made; export waits until the
    // server has it): add a node, export the outline at once.
    await page.getByRole('button', { name: 'Add Node' }).click();
    await expect.poll(() => page.getByTestId('map-node').count()).toBe(mmNodes + 1);
    // Add Node opens its editor: close it; the new node stays.
    await page.getByRole('dialog', { name: 'Edit Node Content' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Export this script' }).click();
    const [md] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menu', { name: 'Export this script' }).getByRole('menuitem', { name: 'Markdown outline (.md)' }).click(),
    ]);
    expect(md.suggestedFilename()).toBe('GILGAMESH.md');
    const mdText = readFileSync((await md.path())!, 'utf8');
    expect(mdText).toMatch(/^# GILGAMESH/m);
    expect(mdText).toContain('New Idea');
    await expect.poll(() => page.getByTestId('live-status').textContent()).toContain('Saved');
    assertNoConsoleErrors();
  });

  it('a file the server refuses shows its message and creates nothing; the picker works at phone width', async () => {
    const session = await register(suite.url, 'refused@example.com');
    const { page, assertNoConsoleErrors } = await openPage(suite.browser, suite.url, 390, 844);
    await seedSession(page, session);
    await page.goto('/dashboard');
    await page.getByText('No scripts found').waitFor();
    await page
      .getByTestId('import-file-input')
      .first()
      .setInputFiles({ name: 'notes.mm', mimeType: 'application/octet-stream', buffer: Buffer.from('<map><node TEXT="cut') });
    const alert = page.getByRole('alert').filter({ hasText: "Couldn't import" });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('could not be read');
    await screenshot(page, 'import-refused');
    expect(await page.getByRole('article').count()).toBe(0);

    await page.getByTestId('import-file-input').first().setInputFiles(MD);
    await page.getByText('Imported "markmap" — ').waitFor();
    await page.getByRole('button', { name: 'Open in editor' }).click();
    await page.waitForURL(/\/mindmap\/[^/]+$/);
    await page.getByTestId('map-node').first().waitFor();
    assertNoConsoleErrors();
  });
});
