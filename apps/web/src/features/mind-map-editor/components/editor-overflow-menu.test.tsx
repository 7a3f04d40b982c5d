import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEmptyMap } from '@cuemap/shared';
import { actionAddNode, actionDeleteNode, actionEditNode, actionTidyTree } from '../utils/actions';
import { initialEditorState, type EditorState } from '../utils/editor-state';
import { EditorOverflowMenu, type EditorOverflowMenuProps } from './editor-overflow-menu';

const ctx = { saving: false, factory: { now: () => 1000, random: () => 0.5 } };

function setup(state: EditorState, overrides: Partial<EditorOverflowMenuProps> = {}) {
  const props: EditorOverflowMenuProps = {
    state,
    ctx,
    onAction: vi.fn(),
    onColour: vi.fn(),
    onExport: vi.fn(),
    onEditScript: vi.fn(),
    onHistory: vi.fn(),
    ...overrides,
  };
  render(<EditorOverflowMenu {...props} />);
  return { props, user: userEvent.setup() };
}

const map = createEmptyMap();
const rootSelected = { ...initialEditorState(map), selectedId: map.nodes[0]!.id };

describe('EditorOverflowMenu (issue 24 item 4)', () => {
  it("holds every desktop command the phone's toolbar leaves out, and opens from the keyboard", async () => {
    const { user } = setup(rootSelected);
    const button = screen.getByRole('button', { name: 'More commands' });
    button.focus();
    await user.keyboard('{Enter}');
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual([
      'Edit Node (Shift+Enter)',
      'Delete Node (Del)',
      'Colour…',
      'Tidy up as a mind map (L)',
      'Tidy up as a tree (Shift+L)',
      'Export…',
      'Edit script',
      'History',
    ]);
    // Focus is in the menu; Escape gives it back to the button.
    expect(document.activeElement).toHaveAttribute('role', 'menuitem');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('runs the action chosen with the arrow keys and Enter', async () => {
    const { props, user } = setup(rootSelected);
    screen.getByRole('button', { name: 'More commands' }).focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(props.onAction).toHaveBeenCalledWith(actionEditNode);
    expect(props.onAction).not.toHaveBeenCalledWith(actionDeleteNode);
  });

  it('with nothing selected, node commands are disabled; the map-wide ones still run', async () => {
    const withChild = actionAddNode.perform(rootSelected, ctx).state!;
    const { props, user } = setup({ ...withChild, selectedId: null, editingId: null });
    await user.click(screen.getByRole('button', { name: 'More commands' }));
    expect(screen.getByRole('menuitem', { name: /Edit Node/ })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Colour…' })).toBeDisabled();
    await user.click(screen.getByRole('menuitem', { name: /Tidy up as a tree/ }));
    expect(props.onAction).toHaveBeenCalledWith(actionTidyTree);
  });

  it('Colour… opens the colour picker for the selection; Export…, Edit script and History call back', async () => {
    const { props, user } = setup(rootSelected);
    const button = screen.getByRole('button', { name: 'More commands' });
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Colour…' }));
    expect(screen.getByRole('dialog', { name: 'Node colour' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    for (const [name, callback] of [
      ['Export…', props.onExport],
      ['Edit script', props.onEditScript],
      ['History', props.onHistory],
    ] as const) {
      await user.click(button);
      await user.click(screen.getByRole('menuitem', { name }));
      expect(callback).toHaveBeenCalledTimes(1);
    }
  });

  it('an unsaved script has no Edit script or History', async () => {
    const { user } = setup(rootSelected, { onEditScript: undefined, onHistory: undefined });
    await user.click(screen.getByRole('button', { name: 'More commands' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit script' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'History' })).not.toBeInTheDocument();
  });
});
