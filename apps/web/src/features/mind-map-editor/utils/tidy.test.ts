// Tidy up (issue 14 item 3): the whole map laid out again as one undo step, Node Order unchanged,
// no overlapping boxes, and the keys L (mind map) and Shift+L (tree).
import { describe, expect, it } from 'vitest';
import { boxesOverlap, createEmptyMap } from '@cuemap/shared';
import { actionForKey, actionTidyMindMap, actionTidyTree } from './actions';
import { liveTestEditor } from '../stores/live-test-editor';
import { initialEditorState, type EditorState } from './editor-state';

const ctx = { saving: false };
const key = (k: string, extra: Partial<KeyboardEventInit> = {}) => new KeyboardEvent('keydown', { key: k, ...extra });

/** Twelve nodes piled on one another around the root (as maps made before the layout often are). */
function crowdedMap(): EditorState {
  const map = createEmptyMap();
  const nodes = [...map.nodes];
  const connections: { from: string; to: string }[] = [];
  for (let i = 0; i < 12; i++) {
    const id = String(100 + i);
    nodes.push({ id, x: 420 + (i % 3) * 15, y: 310 + (i % 4) * 10, title: `Idea ${i}`, text: '', color: '#3B82F6' });
    connections.push({ from: i < 4 ? '1' : String(100 + (i % 4)), to: id });
  }
  return initialEditorState({ ...map, nodes, connections, nodeOrder: [...map.nodeOrder, ...nodes.slice(1).map((n) => n.id)] });
}

const overlapping = (state: EditorState) =>
  state.map.nodes.flatMap((a, i) =>
    state.map.nodes
      .slice(i + 1)
      .filter((b) => boxesOverlap(a, b))
      .map((b) => [a.id, b.id]),
  );

describe('Tidy up', () => {
  it('lays the map out without overlaps, keeps the root and Node Order, and undoes in one step', () => {
    const before = crowdedMap();
    expect(overlapping(before).length).toBeGreaterThan(0);
    for (const action of [actionTidyMindMap, actionTidyTree]) {
      const result = action.perform(before, ctx);
      const after = result.state!;
      expect(result.message).toMatch(/tidied/);
      expect(overlapping(after)).toEqual([]);
      expect(after.map.nodeOrder).toEqual(before.map.nodeOrder);
      expect(after.map.connections).toEqual(before.map.connections);
      const root = (s: EditorState) => s.map.nodes.find((n) => n.id === '1')!;
      expect({ x: root(after).x, y: root(after).y }).toEqual({ x: root(before).x, y: root(before).y });
      const live = liveTestEditor(ctx);
      const tidied = live.run(live.open(before), action, undefined).state!;
      expect(tidied.map.nodes).toEqual(after.map.nodes);
      expect(live.undo(tidied).map.nodes).toEqual(before.map.nodes);
      // Tidy again: nothing moves, and it says so.
      expect(action.perform(after, ctx)).toEqual({ message: 'The map is already tidy.' });
    }
    // The tree puts every node right of the root; the mind map uses both sides.
    const tree = actionTidyTree.perform(before, ctx).state!.map.nodes;
    const mind = actionTidyMindMap.perform(before, ctx).state!.map.nodes;
    expect(tree.filter((n) => n.id !== '1').every((n) => n.x > 400)).toBe(true);
    expect(mind.some((n) => n.x < 400) && mind.some((n) => n.x > 400)).toBe(true);
  });

  it('runs from L and Shift+L, not from a field, and is off for a lone root', () => {
    const state = crowdedMap();
    expect(actionForKey(key('l'), state)).toBe(actionTidyMindMap);
    expect(actionForKey(key('L', { shiftKey: true }), state)).toBe(actionTidyTree);
    expect(actionForKey(key('l', { ctrlKey: true }), state)).toBeUndefined();
    const input = document.createElement('input');
    document.body.append(input);
    const typed = key('l');
    Object.defineProperty(typed, 'target', { value: input });
    expect(actionForKey(typed, state)).toBeUndefined();
    input.remove();
    expect(actionTidyMindMap.predicate(initialEditorState(createEmptyMap()), ctx)).toBe(false);
  });
});
