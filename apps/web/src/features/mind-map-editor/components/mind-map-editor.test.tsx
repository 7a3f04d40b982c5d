import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../../lib/session';
import { renderRoute, sampleUser } from '../../../../test/render';
import { MindMapEditor } from './mind-map-editor';
import { NodeOrderList, nodeOrderTitles } from './editor-test-support';

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

  it('keys and buttons undo and redo an added node, and the map stays unsaved', async () => {
    const user = await openNewScript();
    expect(button('Undo')).toBeEnabled();

    await user.keyboard('{Control>}z{/Control}');
    expect(order()).toEqual(['Main Idea']);
    expect(button('Undo')).toBeDisabled();
    expect(button('Redo')).toBeEnabled();
    expect(screen.getByTestId('save-state')).toHaveTextContent('Unsaved changes');

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

describe('MindMapEditor saving', () => {
  it('a save asked for while another runs is not dropped: it follows with the newer map', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const bodies: Array<{ method: string; nodes: number; title: string }> = [];
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((r) => (releaseFirst = r));
    globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === '/api/auth/me') return json(200, { user: sampleUser });
      if (url.pathname === '/api/teleprompter') return json(200, { ok: true });
      const body = JSON.parse(String(init.body ?? '{}')) as { nodes: unknown[]; title: string };
      bodies.push({ method, nodes: body.nodes?.length ?? 0, title: body.title });
      if (method === 'POST') {
        await firstHeld;
        return json(201, { _id: 'm1', title: body.title, version: 1 });
      }
      return json(200, { _id: 'm1', title: body.title, version: bodies.length });
    }) as typeof fetch;

    renderRoute(<MindMapEditor routeId="new" renderNodeOrder={(p) => <NodeOrderList {...p} />} />, {
      path: '/mindmap/new',
      extraRoutes: [{ path: '/mindmap/:id', element: <p>saved</p> }],
    });
    await screen.findByRole('toolbar', { name: 'Editor toolbar' });
    const user = userEvent.setup();
    await user.click(button('Save'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // While the first save is held: a new node, then Ctrl+S.
    await user.click(button('Add Node'));
    await screen.findByRole('dialog', { name: 'Edit Node Content' });
    await user.keyboard('{Escape}');
    await user.keyboard('{Control>}s{/Control}');
    releaseFirst();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([
      { method: 'POST', nodes: 1, title: 'Untitled Script' },
      { method: 'PUT', nodes: 2, title: 'Untitled Script' },
    ]);
  });
});
