// Issue 24 item 3 in Chromium against the production build with the offline AI writer: a section
// edited by hand (with cue marks) and an AI rewrite right after it, inside the minute that edits
// share, are two History entries; restoring "Before AI rewrite" brings the hand-edited words back.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, REMOTE_TEAMS_MAP as MAP } from './support/api';
import { setupAppAndBrowser } from './support/harness';
import { signedInWithMap } from './support/signed-in';

const suite = setupAppAndBrowser();
const HAND = 'My own hook: **one decision** written down [pause] beats ten meetings.';

interface Section {
  nodeId: string | null;
  text: string;
  origin: string;
  stale?: boolean;
}

const scriptOf = async (mapId: string, token: string) =>
  (await api(suite.url, `/api/teleprompter/${mapId}`, token)).body as { content: string; sections: Section[]; version: number };
const status = (page: Page) => page.getByTestId('status-message');

/** Seeds through the API: an AI script, then a node change that leaves its section out of date. */
async function seedStaleAiScript(mapId: string, token: string) {
  const mindMapContent = MAP.nodes.map((n) => `## ${n.title}\n${n.text}`).join('\n\n');
  const gen = await api(suite.url, '/api/ai/generate-teleprompter', token, 'POST', {
    mindMapTitle: MAP.title,
    mindMapContent,
    additionalPrompt: '',
    mindMapId: mapId,
  });
  expect(gen.status).toBe(200);
  const nodes = MAP.nodes.map((n) => (n.id === '2' ? { ...n, text: 'Overlap three hours a day.' } : n));
  expect((await api(suite.url, `/api/mindmaps/${mapId}`, token, 'PUT', { ...MAP, nodes })).status).toBe(200);
  expect((await scriptOf(mapId, token)).sections.find((s) => s.nodeId === '2')).toMatchObject({ stale: true });
}

describe('no hand edit is lost to an AI change (issue 24 item 3)', () => {
  it('hand edit a section, AI rewrite right away, History: restore the hand-edited text', async () => {
    const { session, mapId, page, context, assertNoConsoleErrors } = await signedInWithMap(suite, {
      email: 'hand-edit-history@example.com',
      map: MAP,
      pro: true,
    });
    await seedStaleAiScript(mapId, session.token);

    // The hook typed by hand in edit mode.
    await page.goto(`/teleprompter/${mapId}?edit=1`);
    const field = page.getByTestId('script-editor').getByRole('textbox', { name: 'Async first' });
    await field.waitFor();
    await field.fill(HAND);
    // Typed into the live document: the server holds it as soon as the status says Saved.
    await expect.poll(async () => (await scriptOf(mapId, session.token)).sections.find((s) => s.nodeId === '1')?.text).toBe(HAND);
    await expect.poll(() => page.getByTestId('script-editor').getByTestId('live-status').textContent()).toContain('Saved');

    // Right away: Rewrite with AI on the out-of-date section.
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    const review = page.getByTestId('script-review');
    await review.getByText('1 part of the script no longer matches the map').click();
    const rewritten = page.waitForResponse((r) => r.url().endsWith('/api/ai/rewrite-section') && r.status() === 200);
    await review.getByRole('listitem', { name: 'Its node changed' }).getByRole('button', { name: 'Rewrite with AI' }).click();
    await rewritten;
    const afterRewrite = await scriptOf(mapId, session.token);
    expect(afterRewrite.sections.find((s) => s.nodeId === '2')).toMatchObject({ origin: 'ai' });
    expect(afterRewrite.sections.find((s) => s.nodeId === '1')).toMatchObject({ text: HAND, origin: 'edited' });

    // Lose the hand edit the way a presenter might: Generate with AI, Replace all.
    await page.getByRole('button', { name: /Generate with AI/ }).click();
    const generate = page.getByRole('dialog', { name: 'Generate script with AI' });
    expect(await generate.textContent()).toContain('This replaces 1 hand-edited section and');
    await generate.getByRole('button', { name: 'Replace all' }).click();
    await page.getByText('AI script generated successfully!').waitFor({ timeout: 60_000 });
    expect((await scriptOf(mapId, session.token)).content).not.toContain(HAND);

    // History in the editor: the entry from before the rewrite holds the hand-edited hook; restore it.
    await page.goto(`/mindmap/${mapId}`);
    await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toContain('loaded!');
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    const entry = history.getByRole('list', { name: 'Versions' }).getByRole('button').filter({ hasText: 'Before AI rewrite' });
    await expect.poll(() => entry.count()).toBe(1);
    await entry.click();
    const preview = history.getByRole('region', { name: 'Script of this version' });
    await expect.poll(() => preview.textContent()).toContain('beats ten meetings');
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await history.waitFor({ state: 'detached' });
    // The restore is a change of the live document (issue 26): the editor says so; nothing reloads.
    await page
      .getByText(/^Restored the version from /)
      .first()
      .waitFor();

    const restored = await scriptOf(mapId, session.token);
    expect(restored.sections.find((s) => s.nodeId === '1')).toMatchObject({ text: HAND, origin: 'edited' });
    await page.goto(`/teleprompter/${mapId}`);
    const content = page.getByTestId('teleprompter-content');
    await content.locator('[data-cue="pause"]').waitFor();
    expect(await content.locator('[data-cue="emphasis"]').allTextContents()).toContain('one decision');

    assertNoConsoleErrors();
    await context.close();
  });
});
