// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createEmptyMap, moveNode, reorderNodes, updateNodeContent } from '@cuemap/shared';
import { actionAddNode, actionDeleteNode, actionRedo, actionUndo } from './actions';
import { endMapGesture, initialEditorState, redoMap, replaceMap, undoMap, withMap, withMapInGesture, type EditorState } from './editor-state';

const ctx = { saving: false, factory: { now: () => 1000, random: () => 0.5 } };

/** A fresh map with one child node '1000' added (one undo step), editor closed. */
function withChild(): EditorState {
  const added = actionAddNode.perform(initialEditorState(createEmptyMap()), ctx).state!;
  return { ...added, editingId: null };
}

const ids = (s: EditorState) => s.map.nodes.map((n) => n.id);
const rootX = (s: EditorState) => s.map.nodes[0]!.x;

describe('editor undo history', () => {
  it('undo removes an added node and redo brings it back with its connection and order', () => {
    const s = withChild();
    expect(actionUndo.predicate(s, ctx)).toBe(true);
    expect(actionRedo.predicate(s, ctx)).toBe(false);
    const undone = actionUndo.perform(s, ctx).state!;
    expect(ids(undone)).toEqual(['1']);
    expect(undone.map.connections).toEqual([]);
    expect(undone.map.nodeOrder).toEqual(['1']);
    // The selected node is gone, so nothing stays selected.
    expect(undone.selectedId).toBeNull();
    expect(actionUndo.predicate(undone, ctx)).toBe(false);
    const redone = actionRedo.perform(undone, ctx).state!;
    expect(redone.map).toEqual(s.map);
    expect(actionRedo.predicate(redone, ctx)).toBe(false);
  });

  it('undo and redo mark the map dirty and bump the revision, like any edit', () => {
    const s = { ...withChild(), dirty: false };
    const undone = undoMap(s)!;
    expect(undone.dirty).toBe(true);
    expect(undone.revision).toBe(s.revision + 1);
    expect(redoMap({ ...undone, dirty: false })!.dirty).toBe(true);
  });

  it('undo brings back a deleted node', () => {
    const child = withChild();
    const deleted = actionDeleteNode.perform({ ...child, selectedId: '1000' }, ctx).state!;
    expect(ids(deleted)).toEqual(['1']);
    expect(ids(undoMap(deleted)!)).toEqual(['1', '1000']);
    expect(undoMap(deleted)!.map).toEqual(child.map);
  });

  it('a node edit is one step, and an edit that changes nothing is none', () => {
    const s = withChild();
    const edited = withMap(s, updateNodeContent(s.map, '1000', { title: 'Hook', text: 'Story' }));
    expect(edited.history.past).toHaveLength(2);
    expect(undoMap(edited)!.map.nodes[1]!.title).toBe('New Idea');
    const again = withMap(edited, updateNodeContent(edited.map, '1000', { title: ' Hook ', text: 'Story' }));
    expect(again.history.past).toHaveLength(2);
  });

  it('a drag is one step however many frames it has; the end is what records it', () => {
    let s = initialEditorState(createEmptyMap());
    for (let x = 401; x <= 460; x++) s = withMapInGesture(s, moveNode(s.map, '1', { x, y: 300 }));
    expect(s.history.past).toHaveLength(0);
    s = endMapGesture(s);
    expect(s.history.past).toHaveLength(1);
    expect(rootX(s)).toBe(460);
    const undone = undoMap(s)!;
    expect(rootX(undone)).toBe(400);
    expect(rootX(redoMap(undone)!)).toBe(460);
  });

  it('a drag back to where it started records nothing', () => {
    let s = initialEditorState(createEmptyMap());
    s = withMapInGesture(s, moveNode(s.map, '1', { x: 500, y: 300 }));
    s = withMapInGesture(s, moveNode(s.map, '1', { x: 400, y: 300 }));
    expect(endMapGesture(s).history.past).toHaveLength(0);
  });

  it('undo during an unfinished drag ends it first and undoes it', () => {
    let s = initialEditorState(createEmptyMap());
    s = withMapInGesture(s, moveNode(s.map, '1', { x: 500, y: 300 }));
    expect(actionUndo.predicate(s, ctx)).toBe(true);
    expect(rootX(undoMap(s)!)).toBe(400);
  });

  it('a reorder is one step', () => {
    let s = withChild();
    s = withMap(s, reorderNodes(s.map, '1000', '1'));
    expect(s.map.nodeOrder).toEqual(['1000', '1']);
    expect(undoMap(s)!.map.nodeOrder).toEqual(['1', '1000']);
  });

  it('the title is not part of the history: renaming adds no step, keeps redo, and survives undo', () => {
    const s = withChild();
    const undone = undoMap(s)!;
    const renamed = withMap(undone, { ...undone.map, title: 'Launch Talk' });
    expect(renamed.history).toBe(undone.history);
    const redone = redoMap(renamed)!;
    expect(redone.map.title).toBe('Launch Talk');
    expect(ids(redone)).toEqual(['1', '1000']);
  });

  it('a new edit after undo clears redo', () => {
    const undone = undoMap(withChild())!;
    const moved = endMapGesture(withMapInGesture(undone, moveNode(undone.map, '1', { x: 10, y: 10 })));
    expect(actionRedo.predicate(moved, ctx)).toBe(false);
    expect(redoMap(moved)).toBeNull();
  });

  it('a restored draft (or a fresh load) starts an empty history', () => {
    const s = withChild();
    const restored = replaceMap(s, createEmptyMap());
    expect(restored.dirty).toBe(true);
    expect(actionUndo.predicate(restored, ctx)).toBe(false);
    expect(actionRedo.predicate(restored, ctx)).toBe(false);
    expect(actionUndo.predicate(initialEditorState(s.map), ctx)).toBe(false);
  });

  it('undo with nothing to undo changes nothing', () => {
    const s = initialEditorState(createEmptyMap());
    expect(actionUndo.perform(s, ctx)).toEqual({});
    expect(actionRedo.perform(s, ctx)).toEqual({});
  });
});
