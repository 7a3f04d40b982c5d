// The History panel against a stubbed server: list → preview (nodes, script diff) → restore, which is a
// change of the live document (the server applies it): the editor shows it at once and edits go on from it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MindMap, Version, VersionSummary } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import { renderRoute, sampleUser, stubFetch } from '../../../../test/render';
import { EDITOR_MESSAGES } from '../messages';
import { readLiveMap } from '@cuemap/shared/live';
import { fakeLiveSession } from '../../../../test/live-session-fake';
import { MindMapEditor } from './mind-map-editor';
import { NodeOrderList, nodeOrderTitles } from './editor-test-support';

// The live session without a socket: the document loads from the stubbed GET (test/live-session-fake.ts).
vi.mock('../../../lib/live/use-live-session', () => import('../../../../test/live-session-fake'));

afterEach(() => sessionStore.clear());

const at = '2026-11-26T10:00:00.000Z';
type Node = MindMap['nodes'][number];
const node = (id: string, title: string, isRoot = false): Node => ({ id, x: 0, y: 0, title, text: '', color: '#dc2626', isRoot });

function remote(version: number, title: string, nodes: Node[]): MindMap {
  return {
    _id: 'm1',
    title,
    description: null,
    category: null,
    type: 'script',
    nodes,
    connections: nodes.slice(1).map((n) => ({ from: nodes[0]!.id, to: n.id })),
    nodeOrder: nodes.map((n) => n.id),
    viewState: { translateX: 0, translateY: 0 },
    version,
    createdAt: at,
    updatedAt: at,
  };
}

const summaries: VersionSummary[] = [
  { id: 'v3', createdAt: '2026-11-26T09:00:00.000Z', reason: 'ai-script', summary: '2 nodes · 9 words', author: null, authors: [] },
  { id: 'v2', createdAt: '2026-11-25T09:00:00.000Z', reason: 'script-edit', summary: '1 node · 5 words', author: null, authors: [] },
  { id: 'v1', createdAt: '2026-11-24T09:00:00.000Z', reason: 'edit', summary: '1 node · 4 words', author: null, authors: [] },
];
const oldNodes = [node('1', 'Old Opening', true)];
function version(id: string, nodes: Node[], content: string): Version {
  const s = summaries.find((v) => v.id === id)!;
  const m = remote(0, 'Shared Talk', nodes);
  return {
    ...s,
    map: { title: m.title, nodes: m.nodes, connections: m.connections, nodeOrder: m.nodeOrder, viewState: m.viewState },
    script: { title: 'Shared Talk', content },
  };
}

const order = nodeOrderTitles;

async function openScript(routes: Parameters<typeof stubFetch>[0]) {
  sessionStore.set({ token: 'tok', user: sampleUser });
  const calls = stubFetch({
    'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
    ...routes,
  });
  renderRoute(<MindMapEditor routeId="m1" renderNodeOrder={(p) => <NodeOrderList {...p} />} />, { path: '/mindmap/m1' });
  const user = userEvent.setup();
  await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
  return { calls, user };
}

describe('History panel', () => {
  it('list → preview with diff → restore (nothing unsaved to ask about) → the live document shows the version, edits go on from it', async () => {
    const { calls, user } = await openScript({
      'GET /api/mindmaps/m1': () => ({ body: remote(3, 'Shared Talk', [node('1', 'Main Idea', true), node('2', 'Second')]) }),
      'GET /api/mindmaps/m1/versions': () => ({ body: summaries }),
      'GET /api/mindmaps/m1/versions/v3': () => ({
        body: version('v3', [node('1', 'Main Idea', true), node('2', 'Second')], 'Hello everyone.\n\nNew middle.'),
      }),
      'GET /api/mindmaps/m1/versions/v1': () => ({ body: version('v1', oldNodes, 'Hello everyone.\n\nOld middle.') }),
      'POST /api/mindmaps/m1/versions/v1/restore': () => {
        const m = remote(4, 'Shared Talk', oldNodes);
        // The server restores into the live document, which every open editor follows.
        fakeLiveSession('m1').remote({ nodes: m.nodes, connections: m.connections, nodeOrder: m.nodeOrder });
        return {
          body: {
            version: { id: 'v4', createdAt: at, reason: 'restore', summary: '1 node · 4 words', author: null, authors: [] },
            mindMap: { _id: m._id, title: m.title, description: null, category: null, type: 'script', version: 4, createdAt: at, updatedAt: at },
          },
        };
      },
    });
    expect(order()).toEqual(['Main Idea', 'Second']);

    // An edit (in the live document at once): Add Node, then close its editor.
    await user.click(screen.getByRole('button', { name: 'Add Node' }));
    await screen.findByRole('dialog', { name: 'Edit Node Content' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const historyButton = screen.getByRole('button', { name: 'History' });
    await user.click(historyButton);
    const dialog = within(await screen.findByRole('dialog', { name: 'History' }));
    const list = within(await dialog.findByRole('list', { name: 'Versions' }));
    const items = list.getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringContaining('AI script'),
      expect.stringContaining('Script edit'),
      expect.stringContaining('Edit'),
    ]);
    expect(items[0]).toHaveTextContent('2 nodes · 9 words');
    expect(items[2]).toHaveTextContent(/ago/);

    await user.click(items[2]!);
    const preview = within(await dialog.findByRole('region', { name: 'Version preview' }));
    expect(
      within(await preview.findByRole('list', { name: 'Nodes in this version' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Old Opening']);
    const script = within(preview.getByRole('region', { name: 'Script of this version' }));
    await waitFor(() => expect(script.getByText('Old middle.').closest('[data-change]')).toHaveAttribute('data-change', 'added'));
    expect(script.getByText('New middle.').closest('[data-change]')).toHaveAttribute('data-change', 'removed');
    expect(script.getByText('Hello everyone.').closest('[data-change]')).toHaveAttribute('data-change', 'same');

    await user.click(preview.getByRole('button', { name: 'Restore this version' }));
    expect(preview.queryByText('Restoring replaces your unsaved changes.')).not.toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Restored the version from/)).toBeInTheDocument();
    await waitFor(() => expect(order()).toEqual(['Old Opening']));
    expect(calls.filter((c) => c.key.endsWith('/restore'))).toHaveLength(1);

    // Editing goes on from the restored map, in the live document (nothing is PUT, so there is no 409).
    // (The node selected before is gone with the restore: select the root.)
    const root = (await screen.findAllByTestId('map-node')).find((n) => n.textContent === 'Old Opening')!;
    fireEvent.click(root.closest<HTMLElement>('.react-flow__node')!);
    await user.click(screen.getByRole('button', { name: 'Add Node' }));
    await screen.findByRole('dialog', { name: 'Edit Node Content' });
    await user.keyboard('{Escape}');
    expect(readLiveMap(fakeLiveSession('m1').doc).nodes.map((n) => n.title)).toEqual(['Old Opening', 'New Idea']);
    expect(calls.filter((c) => c.key.startsWith('PUT '))).toEqual([]);
  });

  it('shows an empty list and a load error', async () => {
    let fail = false;
    const { user } = await openScript({
      'GET /api/mindmaps/m1': () => ({ body: remote(3, 'Shared Talk', oldNodes) }),
      'GET /api/mindmaps/m1/versions': () => (fail ? { status: 500, body: { message: 'Database down' } } : { body: [] }),
    });
    await user.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText(/No saved versions yet/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'History' })).toHaveFocus();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText(/Could not load the history: Database down/)).toBeInTheDocument();
  });
});
