import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../../lib/session';
import { renderRoute, sampleUser } from '../../../../test/render';
import { MindMapEditor, type NodeOrderSlotProps } from './mind-map-editor';

afterEach(() => sessionStore.clear());

/** A plain stand-in for the Node Order feature: the titles in script order. */
function NodeOrderList({ items }: NodeOrderSlotProps) {
  return (
    <ol aria-label="Nodes in script order">
      {items.map((i) => (
        <li key={i.id}>{i.title}</li>
      ))}
    </ol>
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Nodes in script order' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
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
