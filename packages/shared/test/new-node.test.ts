// Issue 24 item 5: a node added on the canvas goes into Node Order where the outline shows it and takes
// the colour of the top-level branch it joins.
import { describe, expect, it } from 'vitest';
import { addNode, addOutlineLine, outlineOrder, type MapDocument, type MindMapNode } from '../src';

const node = (id: string, color: string, isRoot = false): MindMapNode => ({ id, x: 0, y: 0, title: id, text: '', color, ...(isRoot ? { isRoot } : {}) });

// root → A (red) → A1, A2 ; root → B (green) → B1
function talk(): MapDocument {
  const nodes = [node('r', '#000000', true), node('A', '#EF4444'), node('A1', '#3B82F6'), node('A2', '#3B82F6'), node('B', '#10B981'), node('B1', '#F59E0B')];
  const connections = [
    { from: 'r', to: 'A' },
    { from: 'A', to: 'A1' },
    { from: 'A', to: 'A2' },
    { from: 'r', to: 'B' },
    { from: 'B', to: 'B1' },
  ];
  return { title: 'T', nodes, connections, nodeOrder: nodes.map((n) => n.id) };
}

const factory = { now: () => 1000, random: () => 0.5 };

describe('a node added on the canvas', () => {
  it('lands in Node Order after its parent’s last descendant, as the outline shows it', () => {
    const res = addNode(talk(), 'A', factory);
    if (!res.ok) throw new Error('expected ok');
    expect(res.map.nodeOrder).toEqual(['r', 'A', 'A1', 'A2', res.node.id, 'B', 'B1']);
    expect(res.map.nodeOrder).toEqual(outlineOrder(res.map));
  });

  it('under a deeper node it goes after that node’s own branch', () => {
    const res = addNode(talk(), 'A1', factory);
    if (!res.ok) throw new Error('expected ok');
    expect(res.map.nodeOrder).toEqual(['r', 'A', 'A1', res.node.id, 'A2', 'B', 'B1']);
  });

  it('takes the colour of the top-level branch it belongs to', () => {
    const underA1 = addNode(talk(), 'A1', factory);
    const underB = addNode(talk(), 'B', factory);
    if (!underA1.ok || !underB.ok) throw new Error('expected ok');
    expect(underA1.node.color).toBe('#EF4444');
    expect(underB.node.color).toBe('#10B981');
  });

  it('on the root it starts a new branch: last in the order, its own colour', () => {
    const res = addNode(talk(), 'r', factory);
    if (!res.ok) throw new Error('expected ok');
    expect(res.map.nodeOrder.at(-1)).toBe(res.node.id);
    expect(['#EF4444', '#10B981']).not.toContain(res.node.color);
  });

  it('the outline’s new line takes its branch’s colour too', () => {
    const res = addOutlineLine(talk(), 'A1', factory);
    if (!res.ok) throw new Error('expected ok');
    expect(res.node.color).toBe('#EF4444');
  });
});
