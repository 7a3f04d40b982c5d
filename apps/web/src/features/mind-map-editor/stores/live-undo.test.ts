// Undo and redo through the live document's undo manager (stores/live-map-binding.ts): one step per
// gesture, this user's own edits only, the title outside the history — as the snapshot history had it.
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createEmptyMap, moveNode, reorderNodes } from '@cuemap/shared';
import { applyMapToDoc } from '@cuemap/shared/live';
import {
  actionAddNode,
  actionCommitTitle,
  actionDeleteNode,
  actionMoveNodes,
  actionOpenEditor,
  actionRedo,
  actionReorder,
  actionSaveNodeEdit,
  actionSelect,
  actionUndo,
} from '../utils/actions';
import { actionRevealNode, actionSetBranchFolded } from '../utils/branch-actions';
import { endMapGesture, withMapInGesture } from '../utils/editor-state';
import { createEditorStore, dispatchAction, type EditorStore } from './editor-store';

const stores: EditorStore[] = [];
afterEach(() => stores.splice(0).forEach((s) => s.getState().dispose()));

function open(): EditorStore {
  const doc = new Y.Doc();
  applyMapToDoc(doc, createEmptyMap());
  const store = createEditorStore();
  stores.push(store);
  store.getState().attach(doc);
  return store;
}

const editor = (store: EditorStore) => store.getState().editor!;
const ids = (store: EditorStore) => editor(store).map.nodes.map((n) => n.id);
const rootX = (store: EditorStore) => editor(store).map.nodes.find((n) => n.isRoot)!.x;
const undo = (store: EditorStore) => dispatchAction(store, actionUndo, undefined);
const redo = (store: EditorStore) => dispatchAction(store, actionRedo, undefined);

/** A child added to the root (one step), its node editor closed. */
function withChild(): { store: EditorStore; child: string } {
  const store = open();
  dispatchAction(store, actionAddNode, undefined);
  const child = editor(store).selectedId!;
  store.setState({ editor: { ...editor(store), editingId: null } });
  return { store, child };
}

describe('undo and redo on the live document', () => {
  it('a script just opened has nothing to undo or redo, and undo then changes nothing', () => {
    const store = open();
    expect(actionUndo.predicate(editor(store), { saving: false })).toBe(false);
    expect(actionRedo.predicate(editor(store), { saving: false })).toBe(false);
    const before = editor(store).map;
    undo(store);
    expect(editor(store).map).toBe(before);
  });

  it('undo removes an added node with its connection and order; redo brings it back', () => {
    const { store, child } = withChild();
    const added = editor(store).map;
    expect(editor(store).canUndo).toBe(true);
    undo(store);
    expect(ids(store)).toEqual(['1']);
    expect(editor(store).map.connections).toEqual([]);
    expect(editor(store).map.nodeOrder).toEqual(['1']);
    // The selected node is gone, so nothing stays selected.
    expect(editor(store).selectedId).toBeNull();
    expect(editor(store)).toMatchObject({ canUndo: false, canRedo: true });
    redo(store);
    expect(ids(store)).toEqual(['1', child]);
    expect(editor(store).map).toEqual(added);
    expect(editor(store).canRedo).toBe(false);
  });

  it('undo brings back a deleted node', () => {
    const { store, child } = withChild();
    const before = editor(store).map;
    dispatchAction(store, actionSelect, child);
    dispatchAction(store, actionDeleteNode, undefined);
    expect(ids(store)).toEqual(['1']);
    undo(store);
    expect(editor(store).map).toEqual(before);
  });

  it('a node edit is one step (the node editor closes on undo); an edit that changes nothing is none', () => {
    const { store, child } = withChild();
    dispatchAction(store, actionOpenEditor, child);
    dispatchAction(store, actionSaveNodeEdit, { title: 'Hook', text: 'Story' });
    dispatchAction(store, actionOpenEditor, child);
    dispatchAction(store, actionSaveNodeEdit, { title: 'Hook', text: 'Story' });
    undo(store);
    expect(editor(store).map.nodes[1]!.title).toBe('New Idea');
    expect(editor(store).editingId).toBeNull();
    undo(store);
    expect(ids(store)).toEqual(['1']);
  });

  it('a drag is one step however many frames it has; a drag back to where it started is none', () => {
    const store = open();
    for (let x = 401; x <= 460; x++) dispatchAction(store, actionMoveNodes, { moves: [{ id: '1', x, y: 300 }], inProgress: true });
    dispatchAction(store, actionMoveNodes, { moves: [{ id: '1', x: 460, y: 300 }], inProgress: false });
    expect(rootX(store)).toBe(460);
    dispatchAction(store, actionMoveNodes, { moves: [{ id: '1', x: 500, y: 300 }], inProgress: true });
    dispatchAction(store, actionMoveNodes, { moves: [{ id: '1', x: 460, y: 300 }], inProgress: false });
    undo(store);
    expect(rootX(store)).toBe(400);
    expect(editor(store).canUndo).toBe(false);
    redo(store);
    expect(rootX(store)).toBe(460);
  });

  it('a reorder is one step', () => {
    const { store, child } = withChild();
    dispatchAction(store, actionReorder, { activeId: child, overId: '1' });
    expect(editor(store).map.nodeOrder).toEqual([child, '1']);
    undo(store);
    expect(editor(store).map.nodeOrder).toEqual(['1', child]);
  });

  it('the title is not part of the history: renaming adds no step, keeps redo, and survives undo and redo', () => {
    const { store, child } = withChild();
    undo(store);
    dispatchAction(store, actionCommitTitle, 'Launch Talk');
    expect(editor(store).canRedo).toBe(true);
    redo(store);
    expect(editor(store).map.title).toBe('Launch Talk');
    expect(ids(store)).toEqual(['1', child]);
  });

  it('a new edit after undo clears redo', () => {
    const { store } = withChild();
    undo(store);
    store.getState().commit(endMapGesture(withMapInGesture(editor(store), moveNode(editor(store).map, '1', { x: 10, y: 10 }))));
    expect(editor(store).canRedo).toBe(false);
    expect(actionRedo.predicate(editor(store), { saving: false })).toBe(false);
  });

  it('unfolding a branch to show a node is a step of its own: undo folds it again, then goes on', () => {
    const store = open();
    // Unfold nothing yet: fold the root (a step), add a child to it (a step), show the child (a step).
    const fold = editor(store).map.nodes.map((n) => (n.id === '1' ? { ...n, collapsed: true } : n));
    store.getState().commit({ ...editor(store), map: { ...editor(store).map, nodes: fold } });
    dispatchAction(store, actionAddNode, undefined);
    const child = editor(store).selectedId!;
    dispatchAction(store, actionRevealNode, child);
    expect(editor(store).map.nodes[0]!.collapsed).toBeUndefined();
    undo(store);
    expect(editor(store).map.nodes[0]!.collapsed).toBe(true);
    expect(ids(store)).toEqual(['1', child]);
    undo(store);
    expect(ids(store)).toEqual(['1']);
    undo(store);
    expect(editor(store).map.nodes[0]!.collapsed).toBeUndefined();
  });

  it('fold, unfold by hand, fold, then showing a hidden node: each undo takes back one of them', () => {
    const doc = new Y.Doc();
    const node = (id: string, extra = {}) => ({ id, x: 0, y: 0, title: id, text: '', color: '#3B82F6', ...extra });
    applyMapToDoc(doc, {
      title: 'T',
      nodes: [node('1', { isRoot: true }), node('3', { collapsed: true }), node('6')],
      connections: [
        { from: '1', to: '3' },
        { from: '3', to: '6' },
      ],
      nodeOrder: ['1', '3', '6'],
    });
    const store = createEditorStore();
    stores.push(store);
    store.getState().attach(doc);
    const folded = () => editor(store).map.nodes.find((n) => n.id === '3')!.collapsed;
    dispatchAction(store, actionSetBranchFolded, { id: '3', collapsed: false });
    dispatchAction(store, actionSetBranchFolded, { id: '3', collapsed: true });
    dispatchAction(store, actionRevealNode, '6');
    expect(folded()).toBeUndefined();
    undo(store);
    expect(folded()).toBe(true);
    undo(store);
    expect(folded()).toBeUndefined();
    undo(store);
    expect(folded()).toBe(true);
  });

  it('reorderNodes and the drag helpers stay pure: nothing is written until the store commits', () => {
    const { store, child } = withChild();
    const s = editor(store);
    const moved = withMapInGesture(s, reorderNodes(s.map, child, '1'));
    expect(moved.gesture?.nodes).toBe(s.map.nodes);
    expect(endMapGesture(moved).gesture).toBeNull();
    expect(editor(store).map.nodeOrder).toEqual(['1', child]);
  });
});
