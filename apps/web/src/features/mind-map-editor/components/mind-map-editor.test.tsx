import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../../lib/session';
import { useParams } from 'react-router';
import { readLiveMap } from '@cuemap/shared/live';
import { renderRoute, sampleUser, stubFetch } from '../../../../test/render';
import { fakeLiveSession } from '../../../../test/live-session-fake';
import { MindMapEditor } from './mind-map-editor';
import { NodeOrderList, nodeOrderTitles } from './editor-test-support';

// The live session without a socket: the document loads from the stubbed GET (test/live-session-fake.ts).
vi.mock('../../../lib/live/use-live-session', () => import('../../../../test/live-session-fake'));

afterEach(() => sessionStore.clear());

const order = nodeOrderTitles;
const button = (name: string) => screen.getByRole('button', { name });

async function openNewScript() {
  sessionStore.set({ token: 'tok', user: sampleUser });
  renderRoute(<MindMapEditor routeId="new" renderNodeOrder={(p) => <NodeOrderList {...p} />} />, { path: '/mindmap/new' });
  await screen.findByRole('toolbar', { name: 'Editor toolbar' });
  const user = userEvent.setup();
  // Add a node and close its editor without changes: one undo step.
  await user.click(button('Add Node'));
  await screen.findByRole('dialog', { name: 'Edit Node Content' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(order()).toEqual(['Main Idea', 'New Idea']);
  return user;
}

describe('MindMapEditor undo and redo', () => {
  it('toolbar buttons start disabled and show their shortcuts', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    renderRoute(<MindMapEditor routeId="new" renderNodeOrder={(p) => <NodeOrderList {...p} />} />, { path: '/mindmap/new' });
    await screen.findByRole('toolbar', { name: 'Editor toolbar' });
    expect(button('Undo')).toBeDisabled();
    expect(button('Undo')).toHaveAttribute('title', 'Undo (Ctrl+Z)');
    expect(button('Redo')).toBeDisabled();
    expect(button('Redo')).toHaveAttribute('title', 'Redo (Ctrl+Shift+Z)');
  });

  it('keys and buttons undo and redo an added node', async () => {
    const user = await openNewScript();
    expect(button('Undo')).toBeEnabled();

    await user.keyboard('{Control>}z{/Control}');
    expect(order()).toEqual(['Main Idea']);
    expect(button('Undo')).toBeDisabled();
    expect(button('Redo')).toBeEnabled();

    await user.keyboard('{Control>}{Shift>}Z{/Shift}{/Control}');
    expect(order()).toEqual(['Main Idea', 'New Idea']);

    await user.click(button('Undo'));
    expect(order()).toEqual(['Main Idea']);
    await user.click(button('Redo'));
    expect(order()).toEqual(['Main Idea', 'New Idea']);

    await user.keyboard('{Meta>}z{/Meta}');
    expect(order()).toEqual(['Main Idea']);
    await user.keyboard('{Control>}y{/Control}');
    expect(order()).toEqual(['Main Idea', 'New Idea']);
  });

  it('leaves Ctrl+Z to text fields and does nothing while a dialog is open', async () => {
    const user = await openNewScript();

    await user.click(screen.getByRole('button', { name: /Script title/ }));
    const field = screen.getByRole('textbox', { name: 'Script title' });
    await user.type(field, ' draft');
    await user.keyboard('{Control>}z{/Control}');
    expect(order()).toEqual(['Main Idea', 'New Idea']);
    await user.keyboard('{Escape}');

    await user.click(button('Edit Node'));
    await screen.findByRole('dialog', { name: 'Edit Node Content' });
    await user.keyboard('{Control>}z{/Control}');
    expect(order()).toEqual(['Main Idea', 'New Idea']);
  });
});

describe('MindMapEditor: a new script', () => {
  it('its first change creates it (one POST); edits made while it is created reach its live document', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    let releasePost: () => void = () => undefined;
    const postHeld = new Promise<void>((r) => (releasePost = r));
    let created: unknown = null;
    const calls = stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'POST /api/mindmaps': async (body) => {
        created = body;
        await postHeld;
        return { status: 201, body: { _id: 'm1', version: 1 } };
      },
      // What the server holds once created: the POST's map (the fake live session loads it).
      'GET /api/mindmaps/m1': () => ({ body: { _id: 'm1', version: 1, description: null, category: null, type: 'script', ...(created as object) } }),
    });
    function EditorRoute() {
      const { id = 'new' } = useParams();
      return <MindMapEditor routeId={id} renderNodeOrder={(p) => <NodeOrderList {...p} />} />;
    }
    const { router } = renderRoute(<EditorRoute />, { path: '/mindmap/:id', initialEntries: ['/mindmap/new'] });
    await screen.findByRole('toolbar', { name: 'Editor toolbar' });
    const user = userEvent.setup();
    await user.click(button('Add Node'));
    await screen.findByRole('dialog', { name: 'Edit Node Content' });
    await user.keyboard('{Escape}');
    // While the POST is under way: another node (a child of the new one, still selected).
    await user.click(button('Add Node'));
    await screen.findByRole('dialog', { name: 'Edit Node Content' });
    await user.keyboard('{Escape}');
    releasePost();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mindmap/m1'));
    await waitFor(() => expect(readLiveMap(fakeLiveSession('m1').doc).nodes).toHaveLength(3));
    expect(calls.filter((c) => c.key === 'POST /api/mindmaps')).toHaveLength(1);
    expect((created as { nodes: unknown[] }).nodes).toHaveLength(2);
    expect(order()).toEqual(['Main Idea', 'New Idea', 'New Idea']);
    await waitFor(() => expect(screen.getByTestId('live-status')).toHaveTextContent('Saved'));
  });
});
