// Keys typed for a title whose field is not on screen yet (on a large map its node is still coming into
// view, so not drawn): they go into the title the field then opens with, and Enter or Tab keep it.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, renderHook } from '@testing-library/react';
import { createEmptyMap } from '@cuemap/shared';
import { createEditorStore } from '../stores/editor-store';
import { initialEditorState } from '../utils/editor-state';
import { actionStartInlineEdit } from '../utils/keyboard-actions';
import { useEditorShortcuts } from './use-editor-shortcuts';

function typingOn(seed: string | null) {
  const store = createEditorStore();
  const editor = initialEditorState(createEmptyMap());
  const id = editor.map.nodes[0]!.id;
  store.setState({ editor: { ...editor, selectedId: id, inlineEdit: { id, seed } }, load: { kind: 'ready' } });
  const commit = vi.fn();
  const start = (text: string) => {
    const state = store.getState().editor!;
    store.setState({ editor: actionStartInlineEdit.perform(state, {} as never, text).state ?? state });
  };
  const run = vi.fn();
  renderHook(() => useEditorShortcuts(store, run, { start, commit }));
  return { store, id, commit, run };
}

describe('useEditorShortcuts before the title field is drawn', () => {
  it('letters and Backspace go into the title it will open with; no shortcut runs', () => {
    const { store, commit, run } = typingOn(null);
    for (const key of ['W', 'h', 'y', 'z', 'Backspace', ' ', 'n', 'o', 'w', 'l']) fireEvent.keyDown(document.body, { key });
    expect(store.getState().editor!.inlineEdit?.seed).toBe('Why nowl');
    expect(run).not.toHaveBeenCalled();
    expect(commit).not.toHaveBeenCalled();
  });

  it('Enter keeps what was typed, Tab keeps it and adds a child; Ctrl+S is left alone', () => {
    const first = typingOn('Go');
    fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    expect(first.store.getState().editor!.inlineEdit?.seed).toBe('Go');
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(first.commit).toHaveBeenCalledWith(first.id, 'Go', undefined);
    const second = typingOn('Step');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(second.commit).toHaveBeenCalledWith(second.id, 'Step', 'child');
  });
});
