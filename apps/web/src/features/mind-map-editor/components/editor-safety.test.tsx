// Nothing typed is lost (issue 11 items 5–7, issue 26), the whole editor in jsdom: the open node
// editor keeps what is typed while another device edits, AI Helper → Child node keeps the parent's
// edits, offline edits go into the live document (the status line says they wait) and the teleprompter
// opens from it, 'Script updated!' after a node edit, and Ctrl+S syncs now.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { MindMap, User } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderRoute, sampleUser, stubFetch } from '../../../../test/render';
import { EDITOR_MESSAGES } from '../messages';
import { readLiveMap } from '@cuemap/shared/live';
import { fakeLiveSession } from '../../../../test/live-session-fake';
import { MindMapEditor } from './mind-map-editor';
import { NodeOrderList } from './editor-test-support';
import { sampleMindMap } from '../../../../test/editor-fixtures';

// The live session without a socket: the document loads from the stubbed GET (test/live-session-fake.ts).
vi.mock('../../../lib/live/use-live-session', () => import('../../../../test/live-session-fake'));

afterEach(() => {
  sessionStore.clear();
  localStorage.clear();
});

const proUser: User = { ...sampleUser, subscription: { ...sampleUser.subscription, plan: 'pro' } };

function remote(version: number): MindMap {
  return sampleMindMap({ nodes: [{ id: '1', x: 0, y: 0, title: 'Main Idea', text: 'Hello everyone.', color: '#dc2626', isRoot: true }], version });
}

/** Where the teleprompter button led, and with what. */
function TeleprompterProbe() {
  const location = useLocation();
  return <pre data-testid="teleprompter-state">{JSON.stringify(location.state)}</pre>;
}

const statusText = () => screen.getByTestId('status-message').textContent;
const liveMap = () => readLiveMap(fakeLiveSession('m1').doc);
type Routes = Parameters<typeof stubFetch>[0];

function openScript(routes: Routes, user: User = sampleUser) {
  sessionStore.set({ token: 'tok', user });
  const calls = stubFetch({
    'GET /api/auth/me': () => ({ body: { user } }),
    'GET /api/mindmaps/m1': () => ({ body: remote(3) }),
    'POST /api/teleprompter': () => ({ body: { ok: true } }),
    ...routes,
  });
  const view = renderRoute(<MindMapEditor routeId="m1" renderNodeOrder={(p) => <NodeOrderList {...p} />} />, {
    path: '/mindmap/m1',
    extraRoutes: [{ path: '/teleprompter/:mindMapId', element: <TeleprompterProbe /> }],
  });
  return { calls, user: userEvent.setup(), ...view };
}

async function openNodeEditor(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
  await user.click(screen.getByRole('button', { name: 'Edit Node' }));
  return screen.findByRole('dialog', { name: 'Edit Node Content' });
}

describe('the open node editor while the script changes', () => {
  it('keeps what is typed while another device edits the same node; Save merges both', async () => {
    const { user } = openScript({});
    const dialog = await openNodeEditor(user);
    await user.clear(within(dialog).getByLabelText('Details'));
    await user.type(within(dialog).getByLabelText('Details'), 'Typed here.');
    // Another device renames the node and adds one.
    const root = { id: '1', x: 0, y: 0, title: 'Renamed there', text: 'Hello everyone.', color: '#dc2626', isRoot: true };
    const added = { id: '9', x: 200, y: 0, title: 'Added there', text: '', color: '#3B82F6' };
    fakeLiveSession('m1').remote({ nodes: [root, added], connections: [{ from: '1', to: '9' }], nodeOrder: ['1', '9'] });
    await screen.findAllByText('Added there');
    expect(screen.getByRole('dialog', { name: 'Edit Node Content' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Details')).toHaveValue('Typed here.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The title was not touched here: their rename stays; the details are what was typed.
    expect(liveMap().nodes.map((n) => [n.title, n.text])).toEqual([
      ['Renamed there', 'Typed here.'],
      ['Added there', ''],
    ]);
  });

  it('Discard asks first, then drops the typed text; nothing reached the document', async () => {
    const { user } = openScript({});
    const dialog = await openNodeEditor(user);
    await user.type(within(dialog).getByLabelText('Title'), ' changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fakeLiveSession('m1').sent).toEqual([]);
    expect(liveMap().nodes[0]!.title).toBe('Main Idea');
  });

  it('AI Helper → Child node, Escape twice: asked, Keep editing, Save — the child and the parent’s edits are in the document', async () => {
    const { user } = openScript({ 'POST /api/ai/generate-ideas': () => ({ body: { ideas: '1. Hook: Open with the river.' } }) }, proUser);
    const dialog = await openNodeEditor(user);
    await user.type(within(dialog).getByLabelText('Details'), ' Welcome to the river.');
    await user.click(within(dialog).getByRole('button', { name: /AI Helper/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Add idea 1 as a child node' }));
    // The child is in the document at once; the parent's typed text stays in the open editor.
    expect(liveMap().nodes.map((n) => n.title)).toEqual(['Main Idea', 'Hook']);
    await user.keyboard('{Escape}{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes to this node?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Details')).toHaveValue('Hello everyone. Welcome to the river.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(liveMap().nodes.map((n) => [n.title, n.text])).toEqual([
      ['Main Idea', 'Hello everyone. Welcome to the river.'],
      ['Hook', 'Open with the river.'],
    ]);
  });
});

describe('saving (issue 26: every edit at once)', () => {
  it('a node edit says "Script updated!"; the status line says Saved and nothing else about saving', async () => {
    const { user } = openScript({});
    const dialog = await openNodeEditor(user);
    await user.type(within(dialog).getByLabelText('Details'), ' More.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(statusText()).toBe(EDITOR_MESSAGES.scriptUpdated);
    expect(screen.getByTestId('live-status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(liveMap().nodes[0]!.text).toBe('Hello everyone. More.');
  });

  it('Ctrl+S asks the session to sync now', async () => {
    const { user } = openScript({});
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(fakeLiveSession('m1').flushes).toBe(1));
  });
});

describe('offline', () => {
  it('edits go into the live document and wait ("Offline — changes waiting"); the teleprompter opens from it', async () => {
    const { user, router } = openScript({});
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    fakeLiveSession('m1').setStatus('offline');
    const dialog = await openNodeEditor(user);
    await user.clear(within(dialog).getByLabelText('Details'));
    await user.type(within(dialog).getByLabelText('Details'), 'Offline words.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('live-status')).toHaveTextContent('Offline — changes waiting'));
    expect(liveMap().nodes[0]!.text).toBe('Offline words.');
    await user.click(screen.getByRole('button', { name: 'Teleprompter' }));
    const probe = await screen.findByTestId('teleprompter-state');
    expect(router.state.location.pathname).toBe('/teleprompter/m1');
    expect(JSON.parse(probe.textContent!)).toMatchObject({ mindMapId: 'm1', nodeListOrder: ['1'], nodes: [{ id: '1', text: 'Offline words.' }] });
  });
});
