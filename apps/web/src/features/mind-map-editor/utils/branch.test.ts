// The structure commands (issue 14 item 2) as pure data: moving a branch (cycles refused), links,
// folding (hidden nodes and counts), several nodes recoloured or deleted.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boxesOverlap, type MapDocument, type MindMapNode } from '@cuemap/shared';
import { addLink, branchView, deleteNodes, recolour, removeLink, reparent, revealNode, setCollapsed, treeIndex } from './branch';

const node = (id: string, x: number, y: number, extra: Partial<MindMapNode> = {}): MindMapNode => ({
  id,
  x,
  y,
  title: `N${id}`,
  text: '',
  color: '#3B82F6',
  ...extra,
});

/** 1 → 2 → 4, 1 → 3 → 5, 3 → 6 (2 and its child on the right, 3 below). */
function sample(): MapDocument {
  const nodes = [
    node('1', 0, 0, { isRoot: true, color: '#dc2626' }),
    node('2', 210, -100),
    node('3', 210, 100),
    node('4', 420, -100),
    node('5', 420, 60),
    node('6', 420, 160),
  ];
  const connections = [
    { from: '1', to: '2' },
    { from: '1', to: '3' },
    { from: '2', to: '4' },
    { from: '3', to: '5' },
    { from: '3', to: '6' },
  ];
  return { title: 'T', nodes, connections, nodeOrder: nodes.map((n) => n.id) };
}
const pos = (m: MapDocument, id: string) => m.nodes.find((n) => n.id === id)!;

describe('reparent', () => {
  it('moves a node with its branch under the target: parent link replaced, nothing overlaps, order kept', () => {
    const m = sample();
    const r = reparent(m, '3', '2');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.map.connections).toContainEqual({ from: '2', to: '3' });
    expect(r.map.connections).not.toContainEqual({ from: '1', to: '3' });
    expect(treeIndex(r.map).parent.get('3')).toBe('2');
    expect(treeIndex(r.map).parent.get('5')).toBe('3');
    expect(r.map.nodeOrder).toEqual(m.nodeOrder);
    // The branch keeps its shape: its children keep their offsets from it.
    const moved = pos(r.map, '3');
    expect(pos(r.map, '5').x - moved.x).toBe(210);
    expect(pos(r.map, '6').y - pos(r.map, '5').y).toBe(100);
    // The moved node sits in a free place beside its new parent.
    expect(moved.x).toBeGreaterThan(pos(r.map, '2').x);
    const others = r.map.nodes.filter((n) => !['3', '5', '6'].includes(n.id));
    expect(others.some((n) => boxesOverlap(n, moved))).toBe(false);
  });

  it('uses where the drag started for the branch offsets, and mirrors a branch that changes sides', () => {
    const m = sample();
    // A node dragged to the far left lands under a new left-hand parent: its child grows to the left too.
    const left = { ...m, nodes: [...m.nodes, node('7', -210, 0)], connections: [...m.connections, { from: '1', to: '7' }], nodeOrder: [...m.nodeOrder, '7'] };
    const dragged = { ...left, nodes: left.nodes.map((n) => (n.id === '3' ? { ...n, x: -300, y: 40 } : n)) };
    const r = reparent(dragged, '3', '7', { x: 210, y: 100 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const three = pos(r.map, '3');
    expect(three.x).toBeLessThan(-210);
    expect(pos(r.map, '5').x).toBe(three.x - 210);
  });

  it('refuses the root, itself, its own branch and its current parent', () => {
    const m = sample();
    expect(reparent(m, '1', '2')).toEqual({ ok: false, reason: 'root' });
    expect(reparent(m, '3', '3')).toEqual({ ok: false, reason: 'self' });
    expect(reparent(m, '3', '6')).toEqual({ ok: false, reason: 'descendant' });
    expect(reparent(m, '2', '4')).toEqual({ ok: false, reason: 'descendant' });
    expect(reparent(m, '4', '2')).toEqual({ ok: false, reason: 'already' });
    expect(reparent(m, '4', 'x')).toEqual({ ok: false, reason: 'missing' });
  });

  it('unfolds a folded target so the dropped node shows', () => {
    const m = setCollapsed(sample(), ['2'], true);
    const r = reparent(m, '5', '2');
    expect(r.ok && pos(r.map, '2').collapsed).toBe(undefined);
    expect(r.ok && branchView(r.map).hidden.size).toBe(0);
  });

  it('never makes a cycle: after any allowed move every node keeps one path to the root', () => {
    const ids = ['2', '3', '4', '5', '6'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...ids), fc.constantFrom('1', ...ids)), { maxLength: 12 }), (moves) => {
        let m = sample();
        for (const [id, target] of moves) {
          const r = reparent(m, id, target);
          if (r.ok) m = r.map;
        }
        const index = treeIndex(m);
        // Every node is reached from the root, and each through a parent chain that ends there.
        for (const id of ids) {
          const seen = new Set<string>();
          let at: string | undefined = id;
          while (at && at !== '1') {
            expect(seen.has(at)).toBe(false);
            seen.add(at);
            at = index.parent.get(at);
          }
          expect(at).toBe('1');
        }
        expect(m.connections.filter((c) => c.to !== '1').length).toBe(5);
      }),
    );
  });
});

describe('links', () => {
  it('adds a link, refusing a self-link and a duplicate either way; removes one by its id', () => {
    const m = sample();
    const r = addLink(m, '4', '6');
    expect(r.ok && r.map.connections).toContainEqual({ from: '4', to: '6' });
    expect(addLink(m, '4', '4')).toEqual({ ok: false, reason: 'self' });
    expect(addLink(m, '2', '1')).toEqual({ ok: false, reason: 'duplicate' });
    expect(addLink(m, '1', '2')).toEqual({ ok: false, reason: 'duplicate' });
    expect(removeLink(m, '3->6').connections).not.toContainEqual({ from: '3', to: '6' });
    expect(removeLink(m, '9->9')).toBe(m);
  });
});

describe('folding', () => {
  it('hides every node under a folded node and counts each branch', () => {
    const m = setCollapsed(sample(), ['3'], true);
    const view = branchView(m);
    expect([...view.hidden].sort()).toEqual(['5', '6']);
    expect(view.counts.get('3')).toBe(2);
    expect(view.counts.get('1')).toBe(5);
    expect(view.counts.has('4')).toBe(false);
  });

  it('a folded node inside a folded branch stays hidden; unfolding clears the flag from the node', () => {
    let m = setCollapsed(sample(), ['1', '2'], true);
    expect(branchView(m).hidden.size).toBe(5);
    m = setCollapsed(m, ['1', '2'], false);
    expect(m.nodes.some((n) => 'collapsed' in n)).toBe(false);
    expect(setCollapsed(m, ['2'], false)).toBe(m);
  });

  it('revealNode unfolds only the ancestors of the node', () => {
    const m = setCollapsed(sample(), ['3', '2'], true);
    const shown = revealNode(m, '6');
    expect(pos(shown, '3').collapsed).toBe(undefined);
    expect(pos(shown, '2').collapsed).toBe(true);
    expect(branchView(shown).hidden.has('6')).toBe(false);
  });
});

describe('several nodes', () => {
  it('recolours them in one map, the same map when nothing changes', () => {
    const m = sample();
    const r = recolour(m, ['4', '5'], '#22C55E');
    expect(r.nodes.filter((n) => n.color === '#22C55E').map((n) => n.id)).toEqual(['4', '5']);
    expect(recolour(r, ['4', '5'], '#22C55E')).toBe(r);
  });

  it('deletes them with their links and places in the order, never the root', () => {
    const m = sample();
    const { map, count } = deleteNodes(m, ['1', '5', '6']);
    expect(count).toBe(2);
    expect(map.nodes.map((n) => n.id)).toEqual(['1', '2', '3', '4']);
    expect(map.nodeOrder).toEqual(['1', '2', '3', '4']);
    expect(map.connections.some((c) => ['5', '6'].includes(c.from) || ['5', '6'].includes(c.to))).toBe(false);
    expect(deleteNodes(m, ['1'])).toEqual({ map: m, count: 0 });
  });
});
