import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyMap } from '@cuemap/shared';
import {
  actionAddChild,
  actionAddNode,
  actionCommitTitle,
  actionDeleteNode,
  actionDeselect,
  actionEditNode,
  actionForKey,
  actionMoveNodes,
  actionOpenEditor,
  actionRedo,
  actionReorder,
  actionSave,
  actionSaveNodeEdit,
  actionSelect,
  actionTeleprompter,
  actionUndo,
} from './actions';
import { initialEditorState, type EditorState } from './editor-state';
import { liveTestEditor } from '../stores/live-test-editor';

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

  it('Ctrl+S syncs now at any time; the Teleprompter waits while a new script is being created', () => {
    const s = initialEditorState(createEmptyMap());
    expect(actionSave.predicate(s, { saving: true })).toBe(true);
    expect(actionTeleprompter.predicate(s, { saving: true })).toBe(false);
    expect(actionSave.perform(s, ctx).effect).toBe('save');
  });

  it('add node selects the new node, opens the editor and says so', () => {
    const result = actionAddNode.perform(initialEditorState(createEmptyMap()), ctx);
    expect(result.message).toBe('Node added!');
    expect(result.state!.selectedId).toBe('1000');
    expect(result.state!.editingId).toBe('1000');
  });

  it('add node with nothing selectable reports an error', () => {
    const s: EditorState = { ...initialEditorState({ title: 't', nodes: [], connections: [], nodeOrder: [] }), selectedId: null };
    expect(actionAddNode.perform(s, ctx).message).toBe('Error: Please select a node first');
  });

  it('delete refuses the root and removes other nodes', () => {
    const root = initialEditorState(createEmptyMap());
    expect(actionDeleteNode.perform(root, ctx)).toEqual({ message: 'Cannot delete node', tone: 'error' });
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
    // Issue 14: Shift+Enter opens 'Edit Node Content'; Enter adds a sibling (keyboard-actions.test.ts).
    expect(actionForKey(key('Enter', { shiftKey: true }), s)).toBe(actionEditNode);
    expect(actionForKey(key('Enter'), s)?.name).toBe('addSibling');
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

describe('an action decides its own applicability', () => {
  afterEach(() => document.body.replaceChildren());
  const keyOn = (target: HTMLElement, k: string, extra: Partial<KeyboardEventInit> = {}) => {
    document.body.append(target);
    const event = key(k, { bubbles: true, ...extra });
    target.dispatchEvent(event);
    return event;
  };

  it('a text field keeps its keys; only Ctrl+S is still the editor’s', () => {
    const s = withChild();
    const input = document.createElement('input');
    expect(actionForKey(keyOn(input, 'Delete'), s)).toBeUndefined();
    expect(actionForKey(keyOn(input, 'z', { ctrlKey: true }), s)).toBeUndefined();
    expect(actionForKey(keyOn(input, 's', { ctrlKey: true }), s)).toBe(actionSave);
  });

  it('a focused button or link keeps Enter; other keys still reach the editor', () => {
    const s = withChild();
    const button = document.createElement('button');
    expect(actionForKey(keyOn(button, 'Enter'), s)).toBeUndefined();
    expect(actionForKey(keyOn(button, 'Delete'), s)).toBe(actionDeleteNode);
  });

  it('an open dialog keeps every key but Ctrl+S', () => {
    const s = withChild();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    expect(actionForKey(key('Delete'), s)).toBeUndefined();
    expect(actionForKey(key('s', { ctrlKey: true }), s)).toBe(actionSave);
  });

  it('with nothing to do, perform does nothing (what a key press does when the button would be disabled)', () => {
    const none = { ...initialEditorState(createEmptyMap()), selectedId: null };
    expect(actionEditNode.perform(none, ctx)).toEqual({});
    expect(actionDeselect.perform(none, ctx)).toEqual({});
    expect(actionUndo.perform(none, ctx)).toEqual({});
    expect(actionRedo.perform(none, ctx)).toEqual({});
  });

  it('a key says why it cannot act where the button would be disabled: Delete on the root, Delete with nothing selected', () => {
    const root = initialEditorState(createEmptyMap());
    expect(actionDeleteNode.predicate(root, ctx)).toBe(false);
    expect(actionDeleteNode.perform(root, ctx).message).toBe('Cannot delete node');
    expect(actionDeleteNode.perform({ ...root, selectedId: null }, ctx)).toEqual({ message: 'Error: Please select a node first', tone: 'error' });
  });

  it('N with nothing selected adds to the root (§4); Ctrl+S while saving still asks for a save (it waits its turn)', () => {
    const none = { ...initialEditorState(createEmptyMap()), selectedId: null };
    const added = actionAddNode.perform(none, ctx).state!;
    expect(added.map.connections).toEqual([{ from: '1', to: '1000' }]);
    expect(actionSave.perform(none, { saving: true }).effect).toBe('save');
  });
});

describe('commands with a value', () => {
  it('select and open the node editor; selecting the selected node changes nothing', () => {
    const s = withChild();
    expect(actionSelect.perform(s, ctx, s.selectedId)).toEqual({});
    expect(actionSelect.perform(s, ctx, null).state!.selectedId).toBeNull();
    const open = actionOpenEditor.perform(s, ctx, '1').state!;
    expect(open).toMatchObject({ selectedId: '1', editingId: '1' });
  });

  it('a drag is one undo step when it ends; its frames make none', () => {
    const s = withChild();
    const live = liveTestEditor(ctx);
    const frame = live.run(live.open(s), actionMoveNodes, { moves: [{ id: '1000', x: 5, y: 6 }], inProgress: true }).state!;
    expect(frame.gesture?.nodes.find((n) => n.id === '1000')).toMatchObject({ x: s.map.nodes[1]!.x, y: s.map.nodes[1]!.y });
    const end = live.run(frame, actionMoveNodes, { moves: [{ id: '1000', x: 7, y: 8 }], inProgress: false }).state!;
    expect(end.map.nodes.find((n) => n.id === '1000')).toMatchObject({ x: 7, y: 8 });
    expect(end.gesture).toBeNull();
    const undone = live.undo(end);
    expect(undone.map.nodes.find((n) => n.id === '1000')).toMatchObject({ x: s.map.nodes[1]!.x, y: s.map.nodes[1]!.y });
  });

  it('reorder moves a node in the Node Order', () => {
    const s = withChild();
    expect(actionReorder.perform(s, ctx, { activeId: '1000', overId: '1' }).state!.map.nodeOrder).toEqual(['1000', '1']);
  });

  it('a new title is applied by the §5 rule (no side effect: the edit itself is what is saved); the same title does nothing', () => {
    const s = withChild();
    const renamed = actionCommitTitle.perform(s, ctx, '  Launch  ');
    expect(renamed.state!.map.title).toBe('Launch');
    expect(renamed.effect).toBeUndefined();
    expect(actionCommitTitle.perform(s, ctx, s.map.title)).toEqual({});
  });

  it('saving a node edit writes it, closes the editor and says so', () => {
    const s = { ...withChild(), editingId: '1000' };
    const result = actionSaveNodeEdit.perform(s, ctx, { title: 'Opening', text: 'Hello.' });
    expect(result.state!.map.nodes.find((n) => n.id === '1000')).toMatchObject({ title: 'Opening', text: 'Hello.' });
    expect(result.state!.editingId).toBeNull();
    expect(result).toMatchObject({ message: 'Script updated!' });
    expect(result.effect).toBeUndefined();
    expect(actionSaveNodeEdit.predicate({ ...s, editingId: null }, ctx)).toBe(false);
    expect(actionSaveNodeEdit.perform({ ...s, editingId: null }, ctx, { title: 'x', text: '' })).toEqual({});
  });

  it('an AI idea becomes a child node of the node being edited; the editor stays open on it', () => {
    const s = { ...withChild(), editingId: '1000' };
    const result = actionAddChild.perform(
      s,
      { ...ctx, factory: { now: () => 2000, random: () => 0.5 } },
      {
        parentId: '1000',
        content: { title: 'Idea', text: 'Said aloud.' },
      },
    );
    expect(result.message).toBe('Node added!');
    expect(result.state!.map.connections).toContainEqual({ from: '1000', to: '2000' });
    expect(result.state!.editingId).toBe('1000');
    // With nothing to attach it to (no node, no root) nothing is added.
    const empty = initialEditorState({ title: 't', nodes: [], connections: [], nodeOrder: [] });
    expect(actionAddChild.perform(empty, ctx, { parentId: 'missing', content: { title: 'x', text: '' } })).toEqual({});
  });
});
