import { describe, expect, it } from 'vitest';
import { createEmptyMap } from '@cuemap/shared';
import {
  actionAddNode,
  actionDeleteNode,
  actionEditNode,
  actionForKey,
  actionRedo,
  actionSave,
  actionTeleprompter,
  actionUndo,
} from './actions';
import { initialEditorState, type EditorState } from './editor-state';

const ctx = { saving: false, factory: { now: () => 1000, random: () => 0.5 } };
const key = (k: string, extra: Partial<KeyboardEventInit> = {}) => new KeyboardEvent('keydown', { key: k, ...extra });

function withChild(): EditorState {
  const start = initialEditorState(createEmptyMap());
  const added = actionAddNode.perform(start, ctx).state!;
  return { ...added, editingId: null };
}

describe('editor actions (§5 enable rules)', () => {
  it('root selected: Add and Edit enabled, Delete disabled', () => {
    const s = initialEditorState(createEmptyMap());
    expect(s.selectedId).toBe('1');
    expect(actionAddNode.predicate(s, ctx)).toBe(true);
    expect(actionEditNode.predicate(s, ctx)).toBe(true);
    expect(actionDeleteNode.predicate(s, ctx)).toBe(false);
  });

  it('nothing selected: Add, Edit and Delete disabled', () => {
    const s = { ...initialEditorState(createEmptyMap()), selectedId: null };
    expect(actionAddNode.predicate(s, ctx)).toBe(false);
    expect(actionEditNode.predicate(s, ctx)).toBe(false);
    expect(actionDeleteNode.predicate(s, ctx)).toBe(false);
  });

  it('Save and Teleprompter are disabled while saving', () => {
    const s = initialEditorState(createEmptyMap());
    expect(actionSave.predicate(s, { saving: true })).toBe(false);
    expect(actionTeleprompter.predicate(s, { saving: true })).toBe(false);
    expect(actionSave.perform(s, ctx).effect).toBe('save');
  });

  it('add node selects the new node, opens the editor and says so', () => {
    const result = actionAddNode.perform(initialEditorState(createEmptyMap()), ctx);
    expect(result.message).toBe('Node added!');
    expect(result.state!.selectedId).toBe('1000');
    expect(result.state!.editingId).toBe('1000');
    expect(result.state!.dirty).toBe(true);
  });

  it('add node with nothing selectable reports an error', () => {
    const s: EditorState = { ...initialEditorState({ title: 't', nodes: [], connections: [], nodeOrder: [] }), selectedId: null };
    expect(actionAddNode.perform(s, ctx).message).toBe('Error: Please select a node first');
  });

  it('delete refuses the root and removes other nodes', () => {
    const root = initialEditorState(createEmptyMap());
    expect(actionDeleteNode.perform(root, ctx)).toEqual({ message: 'Cannot delete node' });
    const child = withChild();
    expect(actionDeleteNode.predicate(child, ctx)).toBe(true);
    const result = actionDeleteNode.perform(child, ctx);
    expect(result.message).toBe('Node deleted.');
    expect(result.state!.map.nodes.map((n) => n.id)).toEqual(['1']);
    expect(result.state!.map.connections).toEqual([]);
    expect(result.state!.selectedId).toBeNull();
  });

  it('keyboard shortcuts map to the same action objects', () => {
    const s = withChild();
    expect(actionForKey(key('Delete'), s)).toBe(actionDeleteNode);
    expect(actionForKey(key('Enter'), s)).toBe(actionEditNode);
    expect(actionForKey(key('s', { ctrlKey: true }), s)).toBe(actionSave);
    expect(actionForKey(key('n'), s)).toBe(actionAddNode);
    expect(actionForKey(key('x'), s)).toBeUndefined();
  });

  it('Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y redo', () => {
    const s = withChild();
    expect(actionForKey(key('z', { ctrlKey: true }), s)).toBe(actionUndo);
    expect(actionForKey(key('z', { metaKey: true }), s)).toBe(actionUndo);
    expect(actionForKey(key('Z', { ctrlKey: true, shiftKey: true }), s)).toBe(actionRedo);
    expect(actionForKey(key('Z', { metaKey: true, shiftKey: true }), s)).toBe(actionRedo);
    expect(actionForKey(key('y', { ctrlKey: true }), s)).toBe(actionRedo);
    expect(actionForKey(key('y', { metaKey: true }), s)).toBe(actionRedo);
    expect(actionForKey(key('z'), s)).toBeUndefined();
    expect(actionForKey(key('z', { ctrlKey: true, altKey: true }), s)).toBeUndefined();
    expect(actionUndo.shortcut).toBe('Ctrl+Z');
    expect(actionRedo.shortcut).toBe('Ctrl+Shift+Z');
  });
});
