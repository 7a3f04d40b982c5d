// The outline view (issue 14 item 4) as a user drives it: a tree of lines with levels, Enter / Tab /
// Shift+Tab / Backspace / arrows / Alt+arrows in a title, Ctrl+Z through the editor's history, folding,
// the group of nodes not linked to the main idea, and the toolbar's Order as outline.
import { useCallback, useState } from 'react';
import * as Y from 'yjs';
import { useStore } from 'zustand';
import { applyMapToDoc } from '@cuemap/shared/live';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapDocument } from '@cuemap/shared';
import { initialEditorState, type EditorState } from '../utils/editor-state';
import type { EditorAction } from '../utils/actions';
import { createEditorStore, dispatchAction } from '../stores/editor-store';
import { OutlinePanel } from './outline-panel';

const node = (id: string, title: string, extra: Partial<MapDocument['nodes'][number]> = {}) => ({
  id,
  x: 0,
  y: 0,
  title,
  text: '',
  color: '#3B82F6',
  ...extra,
});

function talk(): MapDocument {
  return {
    title: 'Talk',
    nodes: [
      node('r', 'Keynote', { isRoot: true }),
      node('a', 'Opening', { text: 'Hello all.', x: 200 }),
      node('b', 'Story', { x: 200, y: 120 }),
      node('b1', 'Detail', { x: 400, y: 120 }),
      node('z', 'Loose end', { x: 0, y: 400 }),
    ],
    connections: [
      { from: 'r', to: 'a' },
      { from: 'r', to: 'b' },
      { from: 'b', to: 'b1' },
    ],
    nodeOrder: ['r', 'a', 'b', 'b1', 'z'],
  };
}

/** The panel over the editor's store on a live document: actions (undo included) run as in the editor. */
function Harness({ map, onOpen, seen }: { map: MapDocument; onOpen: (id: string) => void; seen: { state: EditorState } }) {
  const [store] = useState(() => {
    const editor = createEditorStore();
    const doc = new Y.Doc();
    applyMapToDoc(doc, map);
    editor.getState().attach(doc);
    return editor;
  });
  const state = useStore(store, (s) => s.editor)!;
  seen.state = state;
  const run = useCallback(<V,>(action: EditorAction<V>, value: V) => dispatchAction(store, action, value), [store]);
  return <OutlinePanel state={state} run={run} onOpenEditor={onOpen} />;
}

function setup(map = talk()) {
  const onOpen = vi.fn();
  const seen = { state: initialEditorState(map) };
  render(<Harness map={map} onOpen={onOpen} seen={seen} />);
  return { onOpen, seen, user: userEvent.setup() };
}

/** The lines as `level:title`. */
const lines = () =>
  screen.getAllByRole('treeitem').map((item) => `${item.getAttribute('aria-level')}:${(within(item).getByRole('textbox') as HTMLInputElement).value}`);
const field = (title: string) => within(screen.getByRole('treeitem', { name: title })).getByRole('textbox') as HTMLInputElement;
const focused = () => (document.activeElement as HTMLInputElement).value;

describe('OutlinePanel', () => {
  it('shows the tree with levels and folds, details marks, and the nodes not linked to the main idea last', () => {
    setup();
    expect(screen.getByRole('tree', { name: 'Outline of the map' })).toBeInTheDocument();
    expect(lines()).toEqual(['1:Keynote', '2:Opening', '2:Story', '3:Detail', '2:Loose end']);
    expect(screen.getByRole('treeitem', { name: 'Story' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('treeitem', { name: 'Opening' })).not.toHaveAttribute('aria-expanded');
    expect(screen.getByRole('button', { name: 'Opening has details: edit them' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Not linked to the main idea' })).getByRole('treeitem', { name: 'Loose end' })).toBeInTheDocument();
    // The main idea's line has the focus when the outline opens.
    expect(focused()).toBe('Keynote');
  });

  it('Enter adds a line below ready to type over, Tab indents it, Shift+Tab outdents it, Ctrl+Z undoes', async () => {
    const { user, seen } = setup();
    await user.click(field('Opening'));
    expect(seen.state.selectedId).toBe('a');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focused()).toBe('New Idea'));
    await user.keyboard('Aside');
    await user.keyboard('{Tab}');
    expect(lines()).toEqual(['1:Keynote', '2:Opening', '3:Aside', '2:Story', '3:Detail', '2:Loose end']);
    await waitFor(() => expect(focused()).toBe('Aside'));
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(lines()).toEqual(['1:Keynote', '2:Opening', '2:Aside', '2:Story', '3:Detail', '2:Loose end']);
    await user.keyboard('{Control>}z{/Control}');
    expect(lines()).toEqual(['1:Keynote', '2:Opening', '3:Aside', '2:Story', '3:Detail', '2:Loose end']);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(lines()).toEqual(['1:Keynote', '2:Opening', '2:Aside', '2:Story', '3:Detail', '2:Loose end']);
  });

  it('Backspace in an emptied title deletes the line and focuses the one above; a blank title left is put back', async () => {
    const { user } = setup();
    await user.click(field('Detail'));
    await user.clear(field('Detail'));
    await user.keyboard('{Backspace}');
    expect(lines()).toEqual(['1:Keynote', '2:Opening', '2:Story', '2:Loose end']);
    await waitFor(() => expect(focused()).toBe('Story'));
    await user.clear(field('Story'));
    await user.keyboard('{ArrowUp}');
    expect(field('Story').value).toBe('Story');
    expect(focused()).toBe('Opening');
  });

  it('arrows walk the lines, Alt+arrows move a line among its siblings, Shift+Enter opens its details', async () => {
    const { user, onOpen } = setup();
    await user.click(field('Keynote'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Story');
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(lines()).toEqual(['1:Keynote', '2:Story', '3:Detail', '2:Opening', '2:Loose end']);
    await waitFor(() => expect(focused()).toBe('Story'));
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(onOpen).toHaveBeenCalledWith('b');
  });

  it('folds a branch with its chevron and Ctrl+↑ / Ctrl+↓ on the map itself', async () => {
    const { user, seen } = setup();
    await user.click(screen.getByRole('button', { name: 'Fold Story' }));
    expect(lines()).toEqual(['1:Keynote', '2:Opening', '2:Story', '2:Loose end']);
    expect(seen.state.map.nodes.find((n) => n.id === 'b')!.collapsed).toBe(true);
    await user.click(field('Story'));
    await user.keyboard('{Control>}{ArrowDown}{/Control}');
    expect(lines()).toContain('3:Detail');
    await user.keyboard('{Control>}{ArrowUp}{/Control}');
    expect(lines()).not.toContain('3:Detail');
  });

  it('Tab on a line not linked to the main idea links it; Order as outline is off once the order follows', async () => {
    const { user, seen } = setup();
    await user.click(field('Loose end'));
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('group', { name: 'Not linked to the main idea' })).toBeNull();
    expect(lines().at(-1)).toBe('2:Loose end');
    const order = screen.getByRole('button', { name: 'Order as outline' });
    // Already depth-first: the button is off.
    expect(order).toHaveAttribute('aria-disabled', 'true');
    await user.click(field('Story'));
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(order).toHaveAttribute('aria-disabled', 'false');
    await user.click(order);
    expect(seen.state.map.nodeOrder).toEqual(['r', 'b', 'b1', 'a', 'z']);
    expect(order).toHaveAttribute('aria-disabled', 'true');
  });
});
