// A viewer's editor (issue 27): the toolbar keeps only Teleprompter, the phone's menu only what looks,
// and the owner's Share is in that menu on a phone.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEmptyMap } from '@cuemap/shared';
import { ScriptAccessProvider, ViewOnlyBadge } from '../../../components/script-access/script-access';
import { initialEditorState } from '../utils/editor-state';
import { EditorOverflowMenu } from './editor-overflow-menu';
import { EditorToolbar } from './editor-toolbar';

const ctx = { saving: false, factory: { now: () => 1000, random: () => 0.5 } };
const map = createEmptyMap();
const state = { ...initialEditorState(map), selectedId: map.nodes[0]!.id };

describe('a viewer’s editor', () => {
  it('shows only the Teleprompter button and the View only badge with the owner', () => {
    render(
      <ScriptAccessProvider value={{ access: 'viewer', ownerEmail: 'olga@example.com' }}>
        <ViewOnlyBadge />
        <EditorToolbar state={state} ctx={ctx} onAction={vi.fn()} userName={null} loading={false} onColour={vi.fn()} readOnly />
      </ScriptAccessProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('View only — olga@example.com shared this script with you');
    const buttons = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(buttons).toEqual(['Teleprompter']);
  });

  it('keeps no editing command in the phone menu; the owner’s menu starts with Share', async () => {
    const onShare = vi.fn();
    const { unmount } = render(<EditorOverflowMenu state={state} ctx={ctx} onAction={vi.fn()} onExport={vi.fn()} readOnly />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More commands' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Export…']);
    unmount();
    render(<EditorOverflowMenu state={state} ctx={ctx} onAction={vi.fn()} onExport={vi.fn()} onShare={onShare} />);
    await user.click(screen.getByRole('button', { name: 'More commands' }));
    await user.click(screen.getByRole('menuitem', { name: 'Share…' }));
    expect(onShare).toHaveBeenCalled();
  });
});
