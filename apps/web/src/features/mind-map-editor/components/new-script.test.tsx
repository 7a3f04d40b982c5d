// Issue 24 item 9: one New Script everywhere — an unsaved new map that reaches the server only with
// its first change — and a script title that follows its root's title until the user renames it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { sessionStore } from '../../../lib/session';
import { renderRoute, sampleUser, stubFetch } from '../../../../test/render';
import { sampleMindMap } from '../../../../test/editor-fixtures';
import { MindMapEditor } from './mind-map-editor';
import { NodeOrderList, nodeOrderTitles } from './editor-test-support';

// The live session without a socket: the document loads from the stubbed GET (test/live-session-fake.ts).
vi.mock('../../../lib/live/use-live-session', () => import('../../../../test/live-session-fake'));

afterEach(() => sessionStore.clear());

type Routes = Parameters<typeof stubFetch>[0];

function EditorRoute() {
  const { id = 'new' } = useParams();
  return <MindMapEditor routeId={id} renderNodeOrder={(p) => <NodeOrderList {...p} />} />;
}

function open(routes: Routes, entry: string | { pathname: string; state: unknown } = '/mindmap/new') {
  sessionStore.set({ token: 'tok', user: sampleUser });
  const calls = stubFetch({ 'GET /api/auth/me': () => ({ body: { user: sampleUser } }), ...routes });
  const view = renderRoute(<EditorRoute />, {
    path: '/mindmap/:id',
    initialEntries: [entry as string],
    extraRoutes: [{ path: '/dashboard', element: <p>dashboard</p> }],
  });
  return { calls, user: userEvent.setup(), ...view };
}

const posts = (calls: ReturnType<typeof stubFetch>) => calls.filter((c) => c.key === 'POST /api/mindmaps');
const titleButton = () => screen.getByRole('button', { name: /^Script title:/ });

/** Renames the selected node (the root on opening) through the node editor. */
async function renameSelected(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: 'Edit Node' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Node Content' });
  const field = within(dialog).getByLabelText('Title');
  await user.clear(field);
  await user.type(field, title);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('New Script', () => {
  it('an untouched new script sends nothing, and leaving it does not ask', async () => {
    const { calls, user, router } = open({});
    await screen.findByRole('toolbar', { name: 'Editor toolbar' });
    expect(nodeOrderTitles()).toEqual(['Main Idea']);
    // Says what happens: nothing is saved yet, the first change will be (not "All changes saved").
    expect(screen.getByTestId('save-state')).toHaveTextContent('New script: saved once you change it');
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await screen.findByText('dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls.map((c) => c.key).filter((k) => k !== 'GET /api/auth/me')).toEqual([]);
  });

  it("the dashboard's New Script opens the same map with its Central Idea root", async () => {
    open({}, { pathname: '/mindmap/new', state: { rootTitle: 'Central Idea' } });
    await screen.findByRole('toolbar', { name: 'Editor toolbar' });
    expect(nodeOrderTitles()).toEqual(['Central Idea']);
  });

  it('the first change saves it: one POST, and the URL becomes the script’s', async () => {
    const { calls, user, router } = open({ 'POST /api/mindmaps': () => ({ status: 201, body: { _id: 'm7', version: 1 } }) });
    await screen.findByRole('toolbar', { name: 'Editor toolbar' });
    await user.click(screen.getByRole('button', { name: 'Add Node' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mindmap/m7'));
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.body).toMatchObject({ nodes: [{ title: 'Main Idea' }, { title: 'New Idea' }] });
  });

  it("the editor's New Script, on a saved script, opens a fresh unsaved map", async () => {
    const saved = sampleMindMap({
      title: 'Old talk',
      nodes: [
        { id: '1', x: 0, y: 0, title: 'Old root', text: 'Hello.', color: '#dc2626', isRoot: true },
        { id: '2', x: 200, y: 0, title: 'Old child', text: '', color: '#3B82F6' },
      ],
      version: 1,
    });
    const { calls, user, router } = open({ 'GET /api/mindmaps/m1': () => ({ body: saved }) }, '/mindmap/m1');
    await waitFor(() => expect(nodeOrderTitles()).toEqual(['Old root', 'Old child']));
    await user.click(screen.getByRole('button', { name: 'New Script' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mindmap/new'));
    await waitFor(() => expect(nodeOrderTitles()).toEqual(['Main Idea']));
    expect(titleButton()).toHaveTextContent('Untitled Script');
    expect(posts(calls)).toHaveLength(0);
  });
});

describe('New Script at the Free limit', () => {
  it('is disabled in the editor as on the dashboard, saying why', async () => {
    sessionStore.set({ token: 'tok', user: { ...sampleUser, mindMapCount: 2 } });
    stubFetch({ 'GET /api/auth/me': () => ({ body: { user: { ...sampleUser, mindMapCount: 2 } } }) });
    renderRoute(<EditorRoute />, { path: '/mindmap/:id', initialEntries: ['/mindmap/new'] });
    await screen.findByRole('toolbar', { name: 'Editor toolbar' });
    const button = screen.getByRole('button', { name: 'New Script' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'You have reached your 2 script limit.');
  });
});

describe('the title follows the root', () => {
  it('until the script is renamed', async () => {
    let version = 1;
    const { user } = open({
      'POST /api/mindmaps': () => ({ status: 201, body: { _id: 'm8', version } }),
      'PUT /api/mindmaps/m8': () => ({ body: { _id: 'm8', version: ++version } }),
    });
    await screen.findByRole('toolbar', { name: 'Editor toolbar' });
    expect(titleButton()).toHaveTextContent('Untitled Script');

    await renameSelected(user, 'Why we sleep');
    await waitFor(() => expect(titleButton()).toHaveTextContent('Why we sleep'));
    await renameSelected(user, 'Why we dream');
    await waitFor(() => expect(titleButton()).toHaveTextContent('Why we dream'));

    await user.click(titleButton());
    const field = screen.getByRole('textbox', { name: 'Script title' });
    await user.clear(field);
    await user.type(field, 'Sleep talk{Enter}');
    await waitFor(() => expect(titleButton()).toHaveTextContent('Sleep talk'));

    await renameSelected(user, 'Why we wake');
    await waitFor(() => expect(nodeOrderTitles()).toEqual(['Why we wake']));
    expect(titleButton()).toHaveTextContent('Sleep talk');
  });
});
