// Issue 27 item 5 (web): comments between accounts in real Chromium. An editor comments on a node from its
// context menu; the owner's open editor shows the node's badge within a second without a reload; the
// owner replies with an @mention picked by keyboard (the mention mail links to the thread, and the link
// opens the panel on it); Resolve takes it off the open list and off the badge on both screens; a viewer
// reads it under "Show resolved" but has no box and no buttons. Screenshots at 1366 and 390 px wide with
// E2E_SCREENSHOTS=1.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, createMap, register, seedSession, type Session } from './support/api';
import { openPage, screenshot, setupAppAndBrowser, type RunningApp } from './support/harness';
import { nodeEl, openLiveMap, SEEN_WITHIN_MS, talk } from './support/live';
import { shareWithNewAccount } from './support/sharing';

const suite = setupAppAndBrowser();
const stamp = Date.now();
const email = (who: string) => `comments-${who}-${stamp}@example.com`;
const name = (who: string) => email(who).split('@')[0]!;
const QUESTION = 'Can we cite the survey numbers here?';

async function signedIn(session: Session, width?: number, height?: number) {
  const opened = await openPage(suite.browser, suite.url, width, height);
  await seedSession(opened.page, session);
  return opened;
}

const panel = (page: Page) => page.getByRole('complementary', { name: 'Comments' });
const badge = (page: Page, id: string) => nodeEl(page, id).getByTestId('comment-badge');

/** The link in the mention mail the server logged for `to` (sent after the reply answers: waited for). */
async function mentionLinkFromLog(app: RunningApp, to: string): Promise<string> {
  const link = () => {
    const line = app.logs
      .join('')
      .split('\n')
      .find((l) => l.includes(`"to":${JSON.stringify(to)}`) && l.includes('?comment='));
    return /\/mindmap\/[^\s"\\]+\?comment=[A-Za-z0-9_-]+/.exec(line ?? '')?.[0] ?? '';
  };
  await expect.poll(link).not.toBe('');
  return link();
}

describe('comments between an owner, an editor and a viewer', () => {
  it('comment → the owner’s badge within 1 s → reply with @mention → resolve; the viewer only reads', async () => {
    const owner = await register(suite.url, email('owner'));
    const mapId = await createMap(suite.url, owner.token, talk());
    const content = talk()
      .nodes.map((n) => n.text)
      .join('\n\n');
    expect((await api(suite.url, '/api/teleprompter', owner.token, 'POST', { mindMapId: mapId, title: 'Live Map', content })).status).toBe(200);
    const editor = await shareWithNewAccount(suite.app, owner, mapId, email('editor'), 'editor');
    const viewer = await shareWithNewAccount(suite.app, owner, mapId, email('viewer'), 'viewer');

    const o = await signedIn(owner);
    const e = await signedIn(editor);
    await openLiveMap(o.page, mapId);
    await openLiveMap(e.page, mapId);

    // The editor: Comment… in the Research node's context menu, then Post.
    await nodeEl(e.page, '2').click({ button: 'right' });
    await e.page.getByRole('menuitem', { name: 'Comment…' }).click();
    const box = panel(e.page).getByRole('combobox', { name: 'New comment on Research' });
    await box.fill(QUESTION);
    const posted = e.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/mindmaps/${mapId}/comments`));
    await panel(e.page).getByRole('button', { name: 'Post' }).click();
    expect((await posted).status()).toBe(201);

    // The owner's open editor: the badge, with no reload.
    await expect.poll(() => badge(o.page, '2').count(), { timeout: SEEN_WITHIN_MS }).toBe(1);
    expect(await badge(o.page, '2').getAttribute('aria-label')).toBe('1 open comment on Research');
    expect(await o.page.getByTestId('comments-button').getAttribute('aria-label')).toBe('Comments, 1 open');
    await screenshot(o.page, 'comments-badge');

    // The owner replies, mentioning the editor by keyboard.
    await badge(o.page, '2').click();
    const thread = panel(o.page).getByTestId('comment-thread');
    await thread.getByText(QUESTION).waitFor();
    await thread.getByRole('button', { name: 'Reply' }).click();
    const reply = thread.getByRole('combobox', { name: 'Reply' });
    await reply.pressSequentially(`Yes, @${name('editor').slice(0, 12)}`);
    await panel(o.page)
      .getByRole('option', { name: `@${name('editor')}` })
      .waitFor();
    await reply.press('Enter');
    await reply.pressSequentially('please add the 2025 figures.');
    const replied = o.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/replies'));
    await reply.press('Control+Enter');
    const answer = await replied;
    expect(answer.status()).toBe(201);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({ body: `Yes, @${name('editor')} please add the 2025 figures.` });
    expect((JSON.parse(answer.request().postData() ?? '{}') as { mentions: string[] }).mentions).toHaveLength(1);
    await expect.poll(() => thread.getByTestId('comment').count()).toBe(2);
    await screenshot(o.page, 'comments-panel');

    // The editor's mention mail opens the editor on that thread.
    const link = await mentionLinkFromLog(suite.app, email('editor'));
    await e.page.goto(link.slice(link.indexOf('/mindmap/')));
    const linked = panel(e.page).getByTestId('comment-thread');
    await linked.getByText('please add the 2025 figures.').waitFor();
    expect(await linked.getAttribute('class')).toContain('ring-2');

    // Resolve: off the open list and off both badges.
    await thread.getByRole('button', { name: 'Resolve' }).click();
    await expect.poll(() => panel(o.page).getByTestId('comment-thread').count()).toBe(0);
    await expect.poll(() => badge(o.page, '2').count()).toBe(0);
    await expect.poll(() => badge(e.page, '2').count(), { timeout: SEEN_WITHIN_MS * 3 }).toBe(0);

    // A section of the script: the editor comments from the script editor, the owner's prompter counts it.
    await e.page.goto(`/teleprompter/${mapId}?edit=1`);
    await e.page.getByRole('button', { name: 'Comment on Build' }).click();
    await panel(e.page).getByRole('combobox', { name: 'New comment on Build' }).fill('Slow down before the demo.');
    const onSection = e.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/mindmaps/${mapId}/comments`));
    await panel(e.page).getByRole('button', { name: 'Post' }).click();
    expect((await onSection).status()).toBe(201);
    await e.page.getByRole('button', { name: '1 open comment on Build' }).waitFor();
    await screenshot(e.page, 'comments-script-editor');
    await o.page.goto(`/teleprompter/${mapId}`);
    await o.page.getByTestId('section-marker').first().waitFor();
    await o.page.getByRole('button', { name: 'Comments, 1 open' }).click();
    await panel(o.page).getByText('Slow down before the demo.').waitFor();
    expect(await panel(o.page).getByText('Section · Build').count()).toBe(1);
    await screenshot(o.page, 'comments-teleprompter');
    await e.page.setViewportSize({ width: 390, height: 844 });
    await e.page.goto(`/teleprompter/${mapId}`);
    await e.page.getByRole('button', { name: 'Comments, 1 open' }).click();
    await panel(e.page).getByText('Slow down before the demo.').waitFor();
    await screenshot(e.page, 'comments-teleprompter-phone');
    await panel(e.page).getByRole('button', { name: 'Close comments' }).click();
    await screenshot(e.page, 'comments-teleprompter-toolbar');
    // On a phone the Comments button sits on the Play row: the first row has no room left.
    const top = async (name: RegExp) => (await e.page.getByRole('button', { name }).boundingBox())!.y;
    expect(await top(/^Comments/)).toBeCloseTo(await top(/^Play$/), -1);

    // The viewer, on a phone: More commands → Comments; the thread under Show resolved, no box, no buttons.
    const v = await signedIn(viewer, 390, 844);
    await openLiveMap(v.page, mapId);
    await v.page.getByRole('button', { name: 'More commands' }).click();
    await v.page.getByRole('menuitem', { name: 'Comments' }).click();
    await panel(v.page).getByText('Only editors can comment.').waitFor();
    await panel(v.page).getByRole('switch', { name: 'Show resolved' }).click();
    await panel(v.page).getByText(QUESTION).waitFor();
    expect(await panel(v.page).getByRole('combobox').count()).toBe(0);
    expect(
      await panel(v.page)
        .getByRole('button', { name: /^(Reopen|Reply|Delete comment)$/ })
        .count(),
    ).toBe(0);
    await screenshot(v.page, 'comments-viewer');
    const refused = await api(suite.url, `/api/mindmaps/${mapId}/comments`, viewer.token, 'POST', { anchor: { kind: 'node', id: '2' }, body: 'Me too' });
    expect(refused.status).toBe(403);

    for (const opened of [o, e, v]) opened.assertNoConsoleErrors();
  });
});
