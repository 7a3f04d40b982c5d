// The editor against its server and live session, in jsdom: opening (and why it could not), an
// expired session, another device's edits arriving, and the leave guard while changes wait to sync.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MindMap } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderRoute, sampleUser, stubFetch } from '../../../../test/render';
import { EDITOR_MESSAGES } from '../messages';
import { MIND_MAP_MESSAGES } from '@cuemap/shared';
import { readLiveMap } from '@cuemap/shared/live';
import { fakeLiveSession } from '../../../../test/live-session-fake';
import { MindMapEditor } from './mind-map-editor';
import { NodeOrderList, nodeOrderTitles } from './editor-test-support';

// The live session without a socket: the document loads from the stubbed GET (test/live-session-fake.ts).
vi.mock('../../../lib/live/use-live-session', () => import('../../../../test/live-session-fake'));

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
const liveStatus = () => screen.getByTestId('live-status').textContent;

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

describe('editor open', () => {
  it('shows "Loading script...", then the script and "Script "…" loaded!"', async () => {
    await openScript({ 'GET /api/mindmaps/m1': () => ({ body: remote(3) }) });
    expect(statusText()).toBe(EDITOR_MESSAGES.loading);
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    expect(order()).toEqual(['Main Idea']);
    expect(liveStatus()).toBe(' Saved');
  });

  it('a script that is not there (or not yours) says so, with a way back', async () => {
    await openScript({ 'GET /api/mindmaps/m1': () => ({ status: 404, body: { message: 'Mind map not found' } }) });
    const message = EDITOR_MESSAGES.loadFailed(MIND_MAP_MESSAGES.notFound);
    await waitFor(() => expect(statusText()).toBe(message));
    const canvas = within(screen.getByRole('main', { name: 'Mind map canvas' }));
    expect(canvas.getByText(message)).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
    expect(canvas.queryByRole('link', { name: /Log in/ })).not.toBeInTheDocument();
    expect(screen.getByText('Script unavailable')).toBeInTheDocument();
    expect(screen.queryByTestId('live-status')).not.toBeInTheDocument();
  });

  it('offline with no copy on this device: it says so, and opens the script once the server is reached', async () => {
    await openScript({ 'GET /api/mindmaps/m1': () => ({ status: 503, body: { message: 'Service unavailable' } }) });
    await waitFor(() => expect(statusText()).toBe(EDITOR_MESSAGES.openOffline));
    fakeLiveSession('m1').connect(remote(3));
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    expect(order()).toEqual(['Main Idea']);
  });

  it('a 401: the §8 message with a Log in link, then logout to /auth', async () => {
    await openScript({ 'GET /api/mindmaps/m1': () => ({ status: 401, body: { message: 'Unauthorized' } }) });
    await screen.findAllByText(SESSION_EXPIRED);
    expect(screen.getByRole('link', { name: /Log in/ })).toBeInTheDocument();
    await screen.findByText('log in here', undefined, { timeout: 5_000 });
    expect(sessionStore.get()).toBeNull();
  });
});

describe('another device’s edits', () => {
  it('appear at once; the selection stays, and goes only with its node', async () => {
    const { user } = await openScript({ 'GET /api/mindmaps/m1': () => ({ body: remote(3) }) });
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    await addNode(user);
    expect(screen.getByRole('button', { name: 'Delete Node' })).toBeEnabled();
    const mine = readLiveMap(fakeLiveSession('m1').doc);
    const theirs = { ...mine.nodes[0]!, title: 'Renamed elsewhere' };
    fakeLiveSession('m1').remote({ nodes: [theirs, mine.nodes[1]!], nodeOrder: mine.nodeOrder });
    await waitFor(() => expect(order()).toEqual(['Renamed elsewhere', 'New Idea']));
    // The new node is still selected here: Delete Node stays on.
    expect(screen.getByRole('button', { name: 'Delete Node' })).toBeEnabled();
    fakeLiveSession('m1').remote({ nodes: [theirs] });
    await waitFor(() => expect(order()).toEqual(['Renamed elsewhere']));
    expect(screen.getByRole('button', { name: 'Delete Node' })).toBeDisabled();
  });
});

describe('editor leave guard', () => {
  it('offline with changes waiting, leaving asks (they are kept and sync later): Stay stays, Leave goes', async () => {
    const { user, router } = await openScript({ 'GET /api/mindmaps/m1': () => ({ body: remote(3) }) });
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    fakeLiveSession('m1').setStatus('offline');
    await addNode(user);
    await waitFor(() => expect(liveStatus()).toContain('Offline — changes waiting'));
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    let leave = await screen.findByRole('dialog', { name: 'Changes still syncing' });
    expect(leave).toHaveTextContent(EDITOR_MESSAGES.leavePending);
    await user.click(within(leave).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/mindmap/m1');

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    leave = await screen.findByRole('dialog', { name: 'Changes still syncing' });
    await user.click(within(leave).getByRole('button', { name: 'Leave' }));
    await screen.findByText('dashboard');
  });

  it('the question goes by itself once the changes are stored, and the navigation goes on', async () => {
    const { user } = await openScript({ 'GET /api/mindmaps/m1': () => ({ body: remote(3) }) });
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    fakeLiveSession('m1').setStatus('offline');
    await addNode(user);
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await screen.findByRole('dialog', { name: 'Changes still syncing' });
    fakeLiveSession('m1').setStatus('saved');
    await screen.findByText('dashboard');
  });

  it('a new script that could not be created yet: leaving asks, as its changes are only here', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'POST /api/mindmaps': () => ({ status: 500, body: { message: 'Try later' } }),
    });
    renderRoute(<MindMapEditor routeId="new" renderNodeOrder={(p) => <NodeOrderList {...p} />} />, {
      path: '/mindmap/new',
      extraRoutes: [{ path: '/dashboard', element: <p>dashboard</p> }],
    });
    const user = userEvent.setup();
    await screen.findByRole('toolbar', { name: 'Editor toolbar' });
    await addNode(user);
    await screen.findByText(/Try later/);
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(leave).toHaveTextContent(EDITOR_MESSAGES.leaveUncreated);
    await user.click(within(leave).getByRole('button', { name: 'Leave' }));
    await screen.findByText('dashboard');
  });

  it('nothing waiting: leaving does not ask', async () => {
    const { user } = await openScript({ 'GET /api/mindmaps/m1': () => ({ body: remote(3) }) });
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    await addNode(user);
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await screen.findByText('dashboard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
