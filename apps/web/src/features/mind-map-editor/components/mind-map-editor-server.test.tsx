// The editor against its server, in jsdom: load, save, the 409 choice, an expired session, drafts and
// the leave guard, so these no longer rest only on the long editor e2e.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import type { MindMap } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderRoute, sampleUser, stubFetch } from '../../../../test/render';
import { EDITOR_MESSAGES } from '../messages';
import { draftKey, readDraft, writeDraft } from '../utils/draft';
import { MindMapEditor } from './mind-map-editor';
import { NodeOrderList, nodeOrderTitles } from './editor-test-support';

afterEach(() => sessionStore.clear());

const SESSION_EXPIRED = 'Session expired or unauthorized. Please log in again.';
const at = '2026-11-26T10:00:00.000Z';

function remote(version: number, title = 'Shared Talk', extra: MindMap['nodes'] = []): MindMap {
  const nodes = [{ id: '1', x: 0, y: 0, title: 'Main Idea', text: 'Hello everyone.', color: '#dc2626', isRoot: true }, ...extra];
  return {
    _id: 'm1',
    title,
    description: null,
    category: null,
    type: 'script',
    nodes,
    connections: extra.map((n) => ({ from: '1', to: n.id })),
    nodeOrder: nodes.map((n) => n.id),
    viewState: { translateX: 0, translateY: 0 },
    version,
    createdAt: at,
    updatedAt: at,
  };
}

const order = nodeOrderTitles;
const statusText = () => screen.getByTestId('status-message').textContent;
const saveState = () => screen.getByTestId('save-state').textContent;

type Routes = Parameters<typeof stubFetch>[0];

async function openScript(routes: Routes) {
  sessionStore.set({ token: 'tok', user: sampleUser });
  const calls = stubFetch({
    'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
    'POST /api/teleprompter': () => ({ body: { ok: true } }),
    'POST /api/auth/logout': () => ({ status: 401, body: { message: 'Unauthorized' } }),
    ...routes,
  });
  const view = renderRoute(<MindMapEditor routeId="m1" renderNodeOrder={(p) => <NodeOrderList {...p} />} />, {
    path: '/mindmap/m1',
    extraRoutes: [
      { path: '/auth', element: <p>log in here</p> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
  });
  const user = userEvent.setup();
  return { calls, user, ...view };
}

/** Adds a node through the toolbar and closes its editor: an unsaved edit. */
async function addNode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add Node' }));
  await screen.findByRole('dialog', { name: 'Edit Node Content' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('editor load', () => {
  it('shows "Loading script...", then the script and "Script "…" loaded!"', async () => {
    await openScript({ 'GET /api/mindmaps/m1': () => ({ body: remote(3) }) });
    expect(statusText()).toBe(EDITOR_MESSAGES.loading);
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    expect(order()).toEqual(['Main Idea']);
  });

  it('a failed load says why, with a way back', async () => {
    await openScript({ 'GET /api/mindmaps/m1': () => ({ status: 404, body: { message: 'Mind map not found' } }) });
    await waitFor(() => expect(statusText()).toBe(EDITOR_MESSAGES.loadFailed('Mind map not found')));
    const canvas = within(screen.getByRole('main', { name: 'Mind map canvas' }));
    expect(canvas.getByText(EDITOR_MESSAGES.loadFailed('Mind map not found'))).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
    expect(canvas.queryByRole('link', { name: /Log in/ })).not.toBeInTheDocument();
    // Nothing to retry for a script that is not there; no count or save state for a script that is not open.
    expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByText('Script unavailable')).toBeInTheDocument();
    expect(screen.queryByTestId('save-state')).not.toBeInTheDocument();
  });

  it('a load that failed on the server side offers Try again, which opens the script once it answers', async () => {
    let failing = true;
    const { user } = await openScript({
      'GET /api/mindmaps/m1': () => (failing ? { status: 503, body: { message: 'Service unavailable' } } : { body: remote(3) }),
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    await user.click(retry);
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    expect(order()).toEqual(['Main Idea']);
    expect(saveState()).toContain('All changes saved');
  });

  it('a 401 on load: the §8 message once, a Log in link, then logout to /auth', async () => {
    await openScript({ 'GET /api/mindmaps/m1': () => ({ status: 401, body: { message: 'Unauthorized' } }) });
    await waitFor(() => expect(statusText()).toBe(SESSION_EXPIRED));
    expect(screen.getAllByText(SESSION_EXPIRED)).toHaveLength(2); // the status bar and the canvas placeholder
    expect(screen.getByRole('link', { name: /Log in/ })).toBeInTheDocument();
    await screen.findByText('log in here', undefined, { timeout: 5_000 });
    expect(sessionStore.get()).toBeNull();
  });
});

describe('editor save', () => {
  it('a 409 asks to reload or overwrite; overwrite saves against the server’s latest version', async () => {
    let puts = 0;
    let getVersion = 3;
    const { calls, user } = await openScript({
      'GET /api/mindmaps/m1': () => ({ body: remote(getVersion) }),
      'PUT /api/mindmaps/m1': () => (++puts === 1 ? { status: 409, body: { message: 'Version conflict' } } : { body: { _id: 'm1', version: 6 } }),
    });
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    await addNode(user);
    getVersion = 5;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const conflict = await screen.findByRole('dialog', { name: 'This script changed elsewhere' });
    expect(statusText()).toBe(EDITOR_MESSAGES.saveFailed('Version conflict'));
    expect(order()).toEqual(['Main Idea', 'New Idea']);
    // The edits wait in this browser meanwhile.
    expect(readDraft(draftKey(sampleUser.email, 'm1'))?.nodes).toHaveLength(2);

    await user.click(within(conflict).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(statusText()).toBe(EDITOR_MESSAGES.saved));
    const bodies = calls.filter((c) => c.key === 'PUT /api/mindmaps/m1').map((c) => c.body as { version: number; nodes: unknown[] });
    expect(bodies.map((b) => [b.version, b.nodes.length])).toEqual([
      [3, 2],
      [5, 2],
    ]);
    expect(saveState()).toContain('All changes saved');
    expect(readDraft(draftKey(sampleUser.email, 'm1'))).toBeNull();
  });

  it('"Reload latest (discard mine)" shows the server’s copy and drops the edits and their draft', async () => {
    let title = 'Shared Talk';
    const { user } = await openScript({
      'GET /api/mindmaps/m1': () => ({ body: remote(4, title) }),
      'PUT /api/mindmaps/m1': () => ({ status: 409, body: { message: 'Version conflict' } }),
    });
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    await addNode(user);
    await user.keyboard('{Control>}s{/Control}');
    const conflict = await screen.findByRole('dialog', { name: 'This script changed elsewhere' });
    title = 'Their version';
    await user.click(within(conflict).getByRole('button', { name: 'Reload latest (discard mine)' }));
    await screen.findByText(EDITOR_MESSAGES.loaded('Their version'));
    expect(order()).toEqual(['Main Idea']);
    expect(saveState()).toContain('All changes saved');
    expect(readDraft(draftKey(sampleUser.email, 'm1'))).toBeNull();
  });

  it('a 401 during a save: the §8 message, the edits kept as a draft, then logout to /auth', async () => {
    const { user } = await openScript({
      'GET /api/mindmaps/m1': () => ({ body: remote(3) }),
      'PUT /api/mindmaps/m1': () => ({ status: 401, body: { message: 'Unauthorized' } }),
    });
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    await addNode(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(statusText()).toBe(SESSION_EXPIRED));
    // Shown once: in the status bar, not as an alert as well.
    expect(screen.getAllByText(SESSION_EXPIRED)).toHaveLength(1);
    expect(readDraft(draftKey(sampleUser.email, 'm1'))?.nodes.map((n) => n.title)).toEqual(['Main Idea', 'New Idea']);
    // The message is given time to be read; the leave guard lets the logout through.
    await screen.findByText('log in here', undefined, { timeout: 5_000 });
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
    expect(readDraft(draftKey(sampleUser.email, 'm1'))?.nodes).toHaveLength(2);
  });

  it('saves asked for during a running save wait their turn: one more follows only for edits made meanwhile', async () => {
    let release: () => void = () => undefined;
    const { calls, user } = await openScript({
      'GET /api/mindmaps/m1': () => ({ body: remote(3) }),
      'PUT /api/mindmaps/m1': async () => {
        await new Promise<void>((r) => (release = r));
        return { body: { _id: 'm1' } };
      },
    });
    const puts = () => calls.filter((c) => c.key === 'PUT /api/mindmaps/m1').map((c) => c.body as { version: number; nodes: unknown[] });
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    await addNode(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    // Nothing new meanwhile: two more Ctrl+S end with the first save.
    await user.keyboard('{Control>}s{/Control}{Control>}s{/Control}');
    release();
    await waitFor(() => expect(statusText()).toBe(EDITOR_MESSAGES.saved));
    expect(puts()).toHaveLength(1);

    await addNode(user);
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(puts()).toHaveLength(2));
    await addNode(user);
    await user.keyboard('{Control>}s{/Control}{Control>}s{/Control}');
    release();
    await waitFor(() => expect(puts()).toHaveLength(3));
    release();
    await waitFor(() => expect(statusText()).toBe(EDITOR_MESSAGES.saved));
    // Each save claims the version the one before it produced (the server gave none: one up).
    expect(puts().map((b) => [b.version, b.nodes.length])).toEqual([
      [3, 2],
      [4, 3],
      [5, 4],
    ]);
    expect(saveState()).toContain('All changes saved');
  });

  it('a failed save says so and keeps the edits unsaved', async () => {
    const { user } = await openScript({
      'GET /api/mindmaps/m1': () => ({ body: remote(3) }),
      'PUT /api/mindmaps/m1': () => ({ status: 500, body: { message: 'Internal Server Error' } }),
    });
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    await addNode(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(statusText()).toBe('Error saving script: Internal Server Error'));
    expect(saveState()).toContain('Unsaved changes');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('editor drafts', () => {
  it('unsaved edits found on opening are offered back; restored, they are unsaved until saved', async () => {
    const draftMap = remote(3, 'Shared Talk', [{ id: '2', x: 100, y: 0, title: 'From the draft', text: '', color: '#3B82F6' }]);
    writeDraft(draftKey(sampleUser.email, 'm1'), draftMap, 3);
    const { user } = await openScript({
      'GET /api/mindmaps/m1': () => ({ body: remote(3) }),
      'PUT /api/mindmaps/m1': () => ({ body: { _id: 'm1', version: 4 } }),
    });
    const banner = await screen.findByRole('region', { name: 'Unsaved draft' });
    expect(order()).toEqual(['Main Idea']);
    await user.click(within(banner).getByRole('button', { name: 'Restore draft' }));
    expect(order()).toEqual(['Main Idea', 'From the draft']);
    expect(statusText()).toBe(EDITOR_MESSAGES.draftRestored);
    expect(saveState()).toContain('Unsaved changes');
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(statusText()).toBe(EDITOR_MESSAGES.saved));
    expect(readDraft(draftKey(sampleUser.email, 'm1'))).toBeNull();
  });

  it('a draft equal to the server’s copy is not offered, and goes', async () => {
    writeDraft(draftKey(sampleUser.email, 'm1'), remote(3), 3);
    await openScript({ 'GET /api/mindmaps/m1': () => ({ body: remote(3) }) });
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    expect(readDraft(draftKey(sampleUser.email, 'm1'))).toBeNull();
  });
});

describe('editor leave guard', () => {
  it('asks before leaving with unsaved edits: Stay keeps them; leaving without saving drops them', async () => {
    const { user, router } = await openScript({ 'GET /api/mindmaps/m1': () => ({ body: remote(3) }) });
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    await addNode(user);
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    let leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/mindmap/m1');
    expect(order()).toEqual(['Main Idea', 'New Idea']);

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Leave without saving' }));
    await screen.findByText('dashboard');
    expect(readDraft(draftKey(sampleUser.email, 'm1'))).toBeNull();
  });

  it('"Save and leave" saves, then goes', async () => {
    const { calls, user } = await openScript({
      'GET /api/mindmaps/m1': () => ({ body: remote(3) }),
      'PUT /api/mindmaps/m1': () => ({ body: { _id: 'm1', version: 4 } }),
    });
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    await addNode(user);
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Save and leave' }));
    await screen.findByText('dashboard');
    expect(calls.filter((c) => c.key === 'PUT /api/mindmaps/m1')).toHaveLength(1);
  });

  it('"Save and leave" on a new script: it is created (its URL replaces /mindmap/new), then the user goes on', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    // The first change's own save fails (issue 24 item 9 saves a new script on its first change), so
    // the edits are still unsaved when the user leaves.
    let posts = 0;
    const calls = stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'POST /api/mindmaps': () => (++posts === 1 ? { status: 500, body: { message: 'Try later' } } : { status: 201, body: { _id: 'm9', version: 1 } }),
      'POST /api/teleprompter': () => ({ body: { ok: true } }),
    });
    function EditorRoute() {
      const { id = 'new' } = useParams();
      return <MindMapEditor routeId={id} renderNodeOrder={(p) => <NodeOrderList {...p} />} />;
    }
    const { router } = renderRoute(<EditorRoute />, {
      path: '/mindmap/:id',
      initialEntries: ['/mindmap/new'],
      extraRoutes: [{ path: '/dashboard', element: <p>dashboard</p> }],
    });
    const user = userEvent.setup();
    await screen.findByRole('toolbar', { name: 'Editor toolbar' });
    await addNode(user);
    await screen.findByText(/Try later/);
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Save and leave' }));
    await screen.findByText('dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls.filter((c) => c.key === 'POST /api/mindmaps')).toHaveLength(2);
    expect(readDraft(draftKey(sampleUser.email, null))).toBeNull();
  });

  it('nothing unsaved: leaving does not ask', async () => {
    const { user } = await openScript({ 'GET /api/mindmaps/m1': () => ({ body: remote(3) }) });
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await screen.findByText('dashboard');
  });
});
