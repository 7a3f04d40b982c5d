// Present from here (issue 12 item 3), the whole editor in jsdom: from the Node Order row, the node
// editor (its typed text applied first) and the canvas's context menu (right-click, ContextMenu key,
// Shift+F10), the teleprompter opens at /teleprompter/<id>?from=<nodeId> — every edit is in the live
// document already (a new script is created first).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { MindMap } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import userEvent from '@testing-library/user-event';
import { readLiveMap } from '@cuemap/shared/live';
import { openEditor, sampleMindMap } from '../../../../test/editor-fixtures';
import { fakeLiveSession } from '../../../../test/live-session-fake';
import { renderRoute, sampleUser, stubFetch } from '../../../../test/render';
import { MindMapEditor } from './mind-map-editor';
import { EDITOR_MESSAGES } from '../messages';
import { NodeOrderList, nodeOrderTitles } from './editor-test-support';

// The live session without a socket: the document loads from the stubbed GET (test/live-session-fake.ts).
vi.mock('../../../lib/live/use-live-session', () => import('../../../../test/live-session-fake'));

afterEach(() => {
  sessionStore.clear();
  localStorage.clear();
});

/** Hook's id has a space: it must reach the teleprompter's URL encoded. */
const remote = (): MindMap =>
  sampleMindMap({
    nodes: [
      { id: '1', x: 0, y: 0, title: 'Main Idea', text: 'Hello everyone.', color: '#dc2626', isRoot: true },
      { id: 'n 2', x: 200, y: 0, title: 'Hook', text: 'A story.', color: '#3B82F6' },
      { id: '3', x: 200, y: 120, title: 'Close', text: 'Thank you.', color: '#22C55E' },
    ],
  });

/** Where Present from here led: the path, the query and the navigation state. */
function TeleprompterProbe() {
  const location = useLocation();
  return <pre data-testid="teleprompter-location">{JSON.stringify({ path: location.pathname, search: location.search, state: location.state })}</pre>;
}

function openScript() {
  return openEditor({ map: remote(), extraRoutes: [{ path: '/teleprompter/:mindMapId', element: <TeleprompterProbe /> }] });
}

/** The map in the script's live document (what every other screen and device reads). */
const liveMap = () => readLiveMap(fakeLiveSession('m1').doc);

async function landed() {
  const probe = await screen.findByTestId('teleprompter-location', {}, { timeout: 3_000 });
  return JSON.parse(probe.textContent!) as { path: string; search: string; state: { mindMapId: string; nodes: MindMap['nodes'] } };
}

/** A map node on the canvas (React Flow's wrapper, which takes focus and the right-click). */
async function canvasNode(title: string) {
  const inner = (await screen.findAllByTestId('map-node')).find((n) => n.textContent === title)!;
  return inner.closest<HTMLElement>('.react-flow__node')!;
}

describe('Present from here', () => {
  it('Node Order row: the edits are in the live document already; the teleprompter opens at /teleprompter/m1?from=<nodeId>', async () => {
    const { calls, user } = openScript();
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    // An edit: a new node.
    expect(nodeOrderTitles()).toEqual(['Main Idea', 'Hook', 'Close']);
    fireEvent.click(await canvasNode('Close'));
    await user.click(screen.getByRole('button', { name: 'Add Node' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(liveMap().nodes).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Present from here: Hook' }));
    const at = await landed();
    expect(at.path).toBe('/teleprompter/m1');
    expect(new URLSearchParams(at.search).get('from')).toBe('n 2');
    expect(at.search).toBe('?from=n%202');
    // Nothing is PUT: the map was never sent whole.
    expect(calls.filter((c) => c.key.startsWith('PUT '))).toEqual([]);
  });

  it("the header's Script button (the editor's script view) opens the teleprompter in edit mode", async () => {
    const { user } = openScript();
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    fireEvent.click(await canvasNode('Close'));
    await user.click(screen.getByRole('button', { name: 'Add Node' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Edit script' }));
    const at = await landed();
    expect(at.path).toBe('/teleprompter/m1');
    expect(at.search).toBe('?edit=1');
    expect(liveMap().nodes).toHaveLength(4);
  });

  it('a new script is created first; when that fails the editor stays with the error', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'POST /api/mindmaps': () => ({ status: 500, body: { message: 'Internal Server Error' } }),
    });
    const { router } = renderRoute(<MindMapEditor routeId="new" renderNodeOrder={(p) => <NodeOrderList {...p} />} />, { path: '/mindmap/new' });
    const user = userEvent.setup();
    fireEvent.doubleClick(await canvasNode('Main Idea'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Node Content' });
    await user.type(within(dialog).getByLabelText('Details'), 'Hello.');
    await user.click(within(dialog).getByRole('button', { name: 'Present from here' }));
    await waitFor(() => expect(screen.getByTestId('status-message').textContent).toBe('Error saving script: Internal Server Error'));
    expect(router.state.location.pathname).toBe('/mindmap/new');
  });

  it('node editor: the typed text is applied as Save does, then the teleprompter opens at that node', async () => {
    const { user } = openScript();
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    fireEvent.doubleClick(await canvasNode('Hook'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Node Content' });
    await user.type(within(dialog).getByLabelText('Details'), ' About a river.');
    await user.click(within(dialog).getByRole('button', { name: 'Present from here' }));
    const at = await landed();
    expect(at.path + at.search).toBe('/teleprompter/m1?from=n%202');
    expect(liveMap().nodes.find((n) => n.id === 'n 2')?.text).toBe('A story. About a river.');
    // The teleprompter is handed the nodes too.
    expect(at.state.nodes.find((n) => n.id === 'n 2')?.text).toBe('A story. About a river.');
  });

  it('node editor with nothing changed: presents from the node', async () => {
    const { user } = openScript();
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    fireEvent.doubleClick(await canvasNode('Close'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Node Content' });
    await user.click(within(dialog).getByRole('button', { name: 'Present from here' }));
    const at = await landed();
    expect(at.path + at.search).toBe('/teleprompter/m1?from=3');
  });

  it('context menu: a right-click on a node offers Edit node, Present from here and Delete node', async () => {
    const { user } = openScript();
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    fireEvent.contextMenu(await canvasNode('Close'), { clientX: 120, clientY: 80 });
    const menu = screen.getByRole('menu', { name: 'Node actions: Close' });
    const items = within(menu).getAllByRole('menuitem');
    // Colour… since issue 14 item 2 ('Close' has no children, so no Fold branch); add child/sibling and
    // AI ideas since issue 24 item 5; the audience view's skip since issue 29 item 2 (no branch to frame).
    expect(items.map((i) => i.textContent)).toEqual([
      'Edit node',
      'Present from here',
      'Add child node',
      'Add sibling node',
      'Ask AI for ideas…',
      'Colour…',
      'Skip in the audience view',
      'Delete node',
    ]);
    expect(items[0]).toHaveFocus();
    // Arrow keys move, wrapping; Escape closes and gives focus back to the node.
    await user.keyboard('{ArrowUp}');
    expect(items[7]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await canvasNode('Close')).toHaveFocus();
    // The right-click selected the node.
    expect(screen.getByRole('button', { name: 'Delete Node' })).toBeEnabled();

    fireEvent.contextMenu(await canvasNode('Close'), { clientX: 120, clientY: 80 });
    await user.click(screen.getByRole('menuitem', { name: 'Present from here' }));
    const at = await landed();
    expect(at.path + at.search).toBe('/teleprompter/m1?from=3');
  });

  it('context menu: Edit node opens the node editor; Delete node deletes (not offered on the central idea)', async () => {
    const { user } = openScript();
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    fireEvent.contextMenu(await canvasNode('Main Idea'), { clientX: 40, clientY: 40 });
    expect(screen.getByRole('menuitem', { name: 'Delete node' })).toBeDisabled();
    await user.click(screen.getByRole('menuitem', { name: 'Edit node' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Node Content' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Main Idea');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.contextMenu(await canvasNode('Hook'), { clientX: 40, clientY: 40 });
    await user.click(screen.getByRole('menuitem', { name: 'Delete node' }));
    expect(nodeOrderTitles()).toEqual(['Main Idea', 'Close']);
    expect(screen.getByTestId('status-message').textContent).toBe(EDITOR_MESSAGES.nodeDeleted);
  });

  it('keyboard: the ContextMenu key and Shift+F10 open the menu on the selected node', async () => {
    const { user } = openScript();
    await screen.findByText(EDITOR_MESSAGES.loaded('Shared Talk'));
    // The central idea is selected on load; with nothing selected the keys open nothing.
    await user.keyboard('{Escape}');
    await user.keyboard('{ContextMenu}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.click(await canvasNode('Hook'));
    await user.keyboard('{ContextMenu}');
    expect(screen.getByRole('menu', { name: 'Node actions: Hook' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.keyboard('{Shift>}{F10}{/Shift}');
    expect(screen.getByRole('menuitem', { name: 'Edit node' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    const at = await landed();
    expect(at.path + at.search).toBe('/teleprompter/m1?from=n%202');
  });
});
