// Issue 24 item 5: the Node Order's rows carry each node's depth in the outline.
import { describe, expect, it } from 'vitest';
import type { MindMapNode } from '@cuemap/shared';
import { nodeOrderEntries, outlineDepths } from './node-order-items';

const node = (id: string, isRoot = false): MindMapNode => ({ id, x: 0, y: 0, title: id, text: '', color: '#3B82F6', ...(isRoot ? { isRoot } : {}) });

describe('nodeOrderEntries', () => {
  it('gives each node its depth under the root; a node the root cannot reach is at depth 1', () => {
    const map = {
      nodes: [node('r', true), node('a'), node('a1'), node('b'), node('lone')],
      connections: [
        { from: 'r', to: 'a' },
        { from: 'a', to: 'a1' },
        { from: 'r', to: 'b' },
      ],
      nodeOrder: ['r', 'a', 'a1', 'b', 'lone'],
    };
    const entries = nodeOrderEntries(map, outlineDepths(map));
    expect(entries.map((e) => [e.id, e.depth])).toEqual([
      ['r', 0],
      ['a', 1],
      ['a1', 2],
      ['b', 1],
      ['lone', 1],
    ]);
  });
});
