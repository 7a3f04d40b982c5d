// Keys typed for a title whose field is not on screen yet (on a large map its node is still coming into
// view, so not drawn): they go into the title the field then opens with, and Enter or Tab keep it; any other
// shortcut keeps it too, then does what it does.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, renderHook } from '@testing-library/react';
import { createEmptyMap } from '@cuemap/shared';
import { createEditorStore } from '../stores/editor-store';
import { initialEditorState } from '../utils/editor-state';
import { actionRenameInline, actionStartInlineEdit } from '../utils/keyboard-actions';
import { useEditorShortcuts } from './use-editor-shortcuts';

function typingOn(seed: string | null) {
  const store = createEditorStore();
  const editor = initialEditorState(createEmptyMap());
  const id = editor.map.nodes[0]!.id;
  store.setState({ editor: { ...editor, selectedId: id, inlineEdit: { id, seed } }, load: { kind: 'ready' } });
  // As the screen's: the title is kept on the node and the edit ends.
  const commit = vi.fn((nodeId: string, title: string) => {
    const state = store.getState().editor!;
    store.setState({ editor: actionRenameInline.perform(state, {} as never, { id: nodeId, title }).state ?? state });
  });
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

  it('Enter keeps what was typed, Tab keeps it and adds a child', () => {
    const first = typingOn('Go');
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(first.commit).toHaveBeenCalledWith(first.id, 'Go', undefined);
    const second = typingOn('Step');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(second.commit).toHaveBeenCalledWith(second.id, 'Step', 'child');
  });

  it('another shortcut (Ctrl+S, Ctrl+Z, an arrow) keeps the title first, then runs; Shift alone changes nothing', () => {
    for (const [key, init, name] of [
      ['s', { ctrlKey: true }, 'save'],
      ['z', { ctrlKey: true }, 'undo'],
      ['ArrowUp', {}, 'selectNeighbour'],
    ] as const) {
      const t = typingOn('Budget');
      fireEvent.keyDown(document.body, { key: 'Shift', shiftKey: true });
      expect(t.commit).not.toHaveBeenCalled();
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
      document.body.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      expect(t.commit).toHaveBeenCalledWith(t.id, 'Budget');
      expect(t.store.getState().editor!.inlineEdit).toBeNull();
      expect(t.store.getState().editor!.map.nodes[0]!.title).toBe('Budget');
      expect(t.run).toHaveBeenCalledTimes(1);
      expect(t.run.mock.calls[0]![0].name).toBe(name);
    }
  });

  it('a drawn field that has not taken the focus yet: its text is what is kept', () => {
    const t = typingOn(null);
    const input = document.createElement('input');
    input.dataset.inlineTitle = t.id;
    input.value = 'Typed early';
    document.body.append(input);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    input.remove();
    expect(t.commit).toHaveBeenCalledWith(t.id, 'Typed early');
  });
});
