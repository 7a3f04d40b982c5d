// The canvas structure (use-structure.ts) on a root drag: a frame that moves the root but leaves every node
// on its side keeps the structure as it was (the canvas then rebuilds neither links nor nodes); once a
// node changes side, the line between the sides follows the root.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ROOT_COLOR, type MapDocument, type MindMapNode } from '@cuemap/shared';
import { createEditorStore } from '../stores/editor-store';
import { initialEditorState } from '../utils/editor-state';
import { useStructure } from './use-structure';

const node = (id: string, x: number, extra: Partial<MindMapNode> = {}): MindMapNode => ({ id, x, y: 0, title: id, text: '', color: ROOT_COLOR, ...extra });
const map: MapDocument = {
  title: 'Talk',
  nodes: [node('1', 0, { isRoot: true }), node('right', 300), node('left', -300), node('deep', 600)],
  connections: [
    { from: '1', to: 'right' },
    { from: '1', to: 'left' },
    { from: 'right', to: 'deep' },
  ],
  nodeOrder: ['1', 'right', 'deep', 'left'],
};

function rootDrag() {
  const store = createEditorStore();
  store.setState({ editor: initialEditorState(map), load: { kind: 'ready' } });
  const run = () => undefined;
  const { result } = renderHook(() => useStructure(store, run));
  const moveRoot = (x: number) =>
    act(() => {
      const editor = store.getState().editor!;
      const nodes = editor.map.nodes.map((n) => (n.id === '1' ? { ...n, x } : n));
      store.setState({ editor: { ...editor, map: { ...editor.map, nodes } } });
    });
  const side = (id: string) => (map.nodes.find((n) => n.id === id)!.x >= result.current!.rootX ? 'right' : 'left');
  return { result, moveRoot, side };
}

describe('useStructure while the root is dragged', () => {
  it('keeps the structure while no node changes side', () => {
    const { result, moveRoot, side } = rootDrag();
    const before = result.current;
    expect(before?.rootX).toBe(0);
    for (const x of [40, 120, 299, -299]) {
      moveRoot(x);
      expect(result.current).toBe(before);
    }
    expect([side('right'), side('deep'), side('left')]).toEqual(['right', 'right', 'left']);
  });

  it('moves the line between the sides once a node is passed', () => {
    const { result, moveRoot, side } = rootDrag();
    const before = result.current;
    moveRoot(350);
    expect(result.current).not.toBe(before);
    expect(result.current?.rootX).toBe(350);
    expect([side('right'), side('deep'), side('left')]).toEqual(['left', 'right', 'left']);
    // Back to where it was: every node on its first side again.
    moveRoot(0);
    expect([side('right'), side('deep'), side('left')]).toEqual(['right', 'right', 'left']);
    // The tree itself was not worked out again: the same counts throughout.
    expect(result.current?.counts).toBe(before?.counts);
  });
});
