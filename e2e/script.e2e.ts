// The script as a first-class document (issue 11, "Done when") in Chromium against the production
// build with the offline AI writer: Generate → back → Teleprompter keeps the AI script word for word;
// a node edit marks its section out of date with the three choices; a hand edit in the teleprompter's
// edit mode (with cue marks, typed into the script's live document) survives a reload and a map save;
// History restores a version from before the AI generation; and an edit made offline waits on this
// device ("Offline — changes waiting") and reaches the server when the network returns.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, REMOTE_TEAMS_MAP as MAP } from './support/api';
import { screenshot, screenshotsWanted, setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';

const suite = setupAppAndBrowser();

const NODE_TEXTS = MAP.nodes.map((n) => n.text);
const HAND_EDIT = 'Replace **one meeting** with a document. [pause] Start this week, not next quarter.';

/** Where the notes' screenshots go (besides the harness's own test-results/screenshots). */
const NOTES_DIR = '/tmp/notes';

interface Section {
  nodeId: string | null;
  text: string;
  origin: string;
  stale?: boolean;
}

const paragraphs = (page: Page) => page.getByTestId('teleprompter-content').locator('p').allTextContents();
const status = (page: Page) => page.getByTestId('status-message');
const saveStatus = (page: Page) => page.getByTestId('script-editor').getByTestId('live-status');
const scriptOf = async (mapId: string, token: string) =>
  (await api(suite.url, `/api/teleprompter/${mapId}`, token)).body as { content: string; sections: Section[]; version: number };

async function openTeleprompterFromEditor(page: Page, mapId: string) {
  await page.getByRole('button', { name: 'Teleprompter' }).click();
  await page.waitForURL(`**/teleprompter/${mapId}`);
  await page.getByTestId('teleprompter-content').locator('p').first().waitFor();
}

async function backToEditor(page: Page, mapId: string) {
  await page.getByRole('link', { name: 'Back to Mind Map' }).click();
  await page.waitForURL(`**/mindmap/${mapId}`);
  await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toContain('loaded!');
}

/** Edits one node's Details in the editor (through Node Order's Edit button) and waits until the server has it. */
async function editNode(page: Page, mapId: string, token: string, title: string, details: string) {
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Node Content' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: 'Details' }).fill(details);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect
    .poll(
      async () =>
        ((await api(suite.url, `/api/mindmaps/${mapId}`, token)).body as { nodes: { title: string; text: string }[] }).nodes.find((n) => n.title === title)
          ?.text,
    )
    .toBe(details);
}

/** Fills one section in edit mode and waits until the server holds it (the live status says Saved). */
async function editSection(page: Page, mapId: string, token: string, label: string, text: string) {
  await page.getByTestId('script-editor').getByRole('textbox', { name: label }).fill(text);
  await expect.poll(async () => (await scriptOf(mapId, token)).content).toContain(text);
  await expect.poll(() => saveStatus(page).textContent()).toContain('Saved');
}

describe('the script as a document (issue 11)', () => {
  it('AI script kept, out-of-date part offered, hand edit with cues survives reload and map save, History restores', async () => {
    mkdirSync(NOTES_DIR, { recursive: true });
    const { session, mapId, page, context, assertNoConsoleErrors } = await signedInWithMap(suite, { email: 'script-doc@example.com', map: MAP, pro: true });
    await page.goto(`/mindmap/${mapId}`);
    await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toContain('loaded!');

    // Before any AI: the script is the node texts.
    await openTeleprompterFromEditor(page, mapId);
    expect(await paragraphs(page)).toEqual(NODE_TEXTS);

    // 1. Generate with AI; Back; Teleprompter again — the AI script word for word.
    await page.getByRole('button', { name: /Generate with AI/ }).click();
    await page.getByRole('dialog', { name: 'Generate script with AI' }).getByRole('button', { name: 'Generate Script' }).click();
    await page.getByText('AI script generated successfully!').waitFor({ timeout: 60_000 });
    const generated = await scriptOf(mapId, session.token);
    expect(generated.sections.filter((s) => s.nodeId !== null).map((s) => s.nodeId)).toEqual(['1', '2', '3']);
    expect(generated.sections.every((s) => s.origin === 'ai')).toBe(true);
    // The reading view settles on the saved script (what streamed, in its stored paragraphs).
    const aiParagraphs = generated.content.split(/\n{2,}/);
    await expect.poll(() => paragraphs(page)).toEqual(aiParagraphs);
    expect(aiParagraphs.length).toBeGreaterThan(NODE_TEXTS.length);
    await backToEditor(page, mapId);
    await openTeleprompterFromEditor(page, mapId);
    expect(await paragraphs(page)).toEqual(aiParagraphs);
    expect((await scriptOf(mapId, session.token)).content).toBe(generated.content);

    // 2. A node edit: that part is out of date, with Keep mine / Use map text / Rewrite with AI.
    await backToEditor(page, mapId);
    await editNode(page, mapId, session.token, 'Time zones', 'Overlap three hours a day.');
    await openTeleprompterFromEditor(page, mapId);
    expect(await paragraphs(page)).toEqual(aiParagraphs);
    const review = page.getByTestId('script-review');
    await review.getByText('1 part of the script no longer matches the map').click();
    const stale = review.getByRole('listitem', { name: 'Its node changed' });
    expect(await stale.getByText('Overlap three hours a day.').isVisible()).toBe(true);
    for (const choice of ['Keep mine', 'Use map text', 'Rewrite with AI']) {
      expect(await stale.getByRole('button', { name: choice }).isEnabled(), choice).toBe(true);
    }

    // 3. Edit script: one section by hand, with emphasis and a pause cue; saved, then reloaded.
    await page.getByRole('button', { name: 'Edit script' }).click();
    const editor = page.getByTestId('script-editor');
    await editor.waitFor();
    expect(await editor.getByRole('textbox', { name: 'Next steps' }).inputValue()).toBe(generated.sections.find((s) => s.nodeId === '3')!.text);
    expect(await page.getByTestId('cue-help').isVisible()).toBe(true);
    await editSection(page, mapId, session.token, 'Next steps', HAND_EDIT);
    if (screenshotsWanted) await page.screenshot({ path: `${NOTES_DIR}/script-edit-mode.png` });
    await screenshot(page, 'teleprompter-edit-mode');
    const afterEdit = await scriptOf(mapId, session.token);
    expect(afterEdit.sections.find((s) => s.nodeId === '3')).toMatchObject({ text: HAND_EDIT, origin: 'edited' });
    // The out-of-date part is still out of date (editing another section does not settle it).
    expect(afterEdit.sections.find((s) => s.nodeId === '2')).toMatchObject({ stale: true });

    await page.reload();
    const content = page.getByTestId('teleprompter-content');
    await content.locator('[data-cue="emphasis"]').waitFor();
    expect(await page.getByTestId('script-editor').count()).toBe(0);
    expect(await content.locator('[data-cue="emphasis"]').allTextContents()).toEqual(['one meeting']);
    expect(await content.locator('[data-cue="pause"]').count()).toBe(1);
    const handParagraph = 'Replace one meeting with a document. ‖pause Start this week, not next quarter.';
    expect(await paragraphs(page)).toContain(handParagraph);
    expect((await paragraphs(page)).join(' ')).not.toContain('**');
    // Bring the hand-edited paragraph up to the reading line (↓ moves one line) for the screenshot.
    const pause = content.locator('[data-cue="pause"]');
    for (let i = 0; i < 80 && ((await pause.boundingBox())?.y ?? 0) > 520; i++) {
      await page.keyboard.press('ArrowDown');
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    }
    if (screenshotsWanted) await page.screenshot({ path: `${NOTES_DIR}/script-reading-cues.png` });
    await screenshot(page, 'teleprompter-reading-cues');

    // A map save elsewhere keeps the hand edit.
    await backToEditor(page, mapId);
    await editNode(page, mapId, session.token, 'Async first', 'Write every decision down.');
    await openTeleprompterFromEditor(page, mapId);
    expect(await paragraphs(page)).toContain(handParagraph);
    expect((await scriptOf(mapId, session.token)).sections.find((s) => s.nodeId === '3')).toMatchObject({ text: HAND_EDIT, origin: 'edited' });

    // 4. History: restore the version from before the AI generation → the node texts again.
    const versions = (await api(suite.url, `/api/mindmaps/${mapId}/versions`, session.token)).body as unknown as { id: string; reason: string }[];
    let before = -1;
    for (const [i, v] of versions.entries()) {
      const detail = (await api(suite.url, `/api/mindmaps/${mapId}/versions/${v.id}`, session.token)).body as { script: { content: string } | null };
      if (detail.script?.content === NODE_TEXTS.join('\n\n')) {
        before = i;
        break;
      }
    }
    expect(before, `versions: ${JSON.stringify(versions)}`).toBeGreaterThan(0);
    await backToEditor(page, mapId);
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    const items = history.getByRole('list', { name: 'Versions' }).getByRole('button');
    await expect.poll(() => items.count()).toBe(versions.length);
    await items.nth(before).click();
    const preview = history.getByRole('region', { name: 'Script of this version' });
    await expect.poll(() => preview.textContent()).toContain(NODE_TEXTS[1]);
    await screenshot(page, 'history-before-ai');
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await history.waitFor({ state: 'detached' });
    // The restore is a change of the live document (issue 26): the editor says so; nothing reloads.
    await page
      .getByText(/^Restored the version from /)
      .first()
      .waitFor();
    await openTeleprompterFromEditor(page, mapId);
    await expect.poll(() => paragraphs(page)).toEqual(NODE_TEXTS);
    expect(await page.getByTestId('script-review').count()).toBe(0);

    assertNoConsoleErrors();
    await context.close();
  });

  it('offline in edit mode: the edit waits on this device, the status says so; back online it reaches the server', async () => {
    const { session, mapId, page, context, errors } = await signedInWithMap(suite, { email: 'script-offline@example.com', map: MAP });
    await page.goto(`/teleprompter/${mapId}?edit=1`);
    const editor = page.getByTestId('script-editor');
    const field = editor.getByRole('textbox', { name: 'Time zones' });
    await expect.poll(() => field.inputValue()).toBe(NODE_TEXTS[1]);
    await expect.poll(() => saveStatus(page).textContent()).toContain('Saved');

    await context.setOffline(true);
    await field.fill('Overlap two hours a day. [pause] No more.');
    await expect.poll(() => saveStatus(page).textContent(), { timeout: 10_000 }).toContain('Offline — changes waiting');
    expect((await scriptOf(mapId, session.token)).content).not.toContain('Overlap two hours a day.');
    if (screenshotsWanted) await page.screenshot({ path: `${NOTES_DIR}/script-edit-offline.png` });

    // Back online: the session reconnects and sends it.
    await context.setOffline(false);
    await expect.poll(() => saveStatus(page).textContent(), { timeout: 10_000 }).toContain('Saved');
    expect((await scriptOf(mapId, session.token)).sections.find((s) => s.nodeId === '2')).toMatchObject({
      text: 'Overlap two hours a day. [pause] No more.',
      origin: 'edited',
    });
    // Only the dropped network's own failures reach the console.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|WebSocket/.test(e))).toEqual([]);
    await context.close();
  });
});
