// The outline's edits (issue 14 item 4) on trees and on graphs (cycles, several parents, islands): a new
// line, indent, outdent, moving among siblings, and the depth-first Node Order. Properties: indent then
// outdent gives the same tree back, the outline's order is a permutation of the nodes that keeps the tree.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addOutlineLine,
  boxesOverlap,
  followsOutline,
  indentInOutline,
  moveInOutline,
  outdentInOutline,
  outlineOrder,
  outlineRows,
  outlineView,
  type MapDocument,
  type OutlineView,
} from '../src/map';

const node = (id: string, x = 0, y = 0) => ({ id, x, y, title: id, text: '', color: '#3B82F6', ...(id === 'r' ? { isRoot: true } : {}) });

/** A map from `parent>child` links; the root is 'r'; positions spread so nothing overlaps. */
function mapOf(links: string[], extra: string[] = [], order?: string[]): MapDocument {
  const ids = new Set(['r', ...extra]);
  const connections = links.map((l) => {
    const [from, to] = l.split('>') as [string, string];
    ids.add(from);
    ids.add(to);
    return { from, to };
  });
  const nodes = [...ids].map((id, i) => node(id, (i % 7) * 300, Math.floor(i / 7) * 200));
  return { title: 'T', nodes, connections, nodeOrder: order ?? [...ids] };
}

/** The tree as text: `r(a(c) b)` — children in order, islands after a bar. */
function shape(view: OutlineView | null): string {
  if (!view) return '';
  const of = (id: string): string => {
    const kids = view.children.get(id) ?? [];
    return kids.length ? `${id}(${kids.map(of).join(' ')})` : id;
  };
  return view.unreached.length ? `${of(view.rootId)} | ${view.unreached.join(' ')}` : of(view.rootId);
}
const treeOf = (map: MapDocument) => shape(outlineView(map));
const ok = (r: { ok: true; map: MapDocument } | { ok: false }) => {
  if (!r.ok) throw new Error('refused');
  return r.map;
};

describe('outline rows and order', () => {
  it('lists the tree depth-first by Node Order, islands last', () => {
    const map = mapOf(['r>a', 'r>b', 'a>c', 'x>y'], [], ['r', 'b', 'x', 'c', 'a', 'y']);
    const view = outlineView(map)!;
    expect(shape(view)).toBe('r(b a(c)) | x y');
    expect(outlineRows(view).map((r) => `${r.id}:${r.depth}${r.unreached ? '!' : ''}`)).toEqual(['r:0', 'b:1', 'a:1', 'c:2', 'x:1!', 'y:1!']);
    expect(outlineRows(view, new Set(['a'])).map((r) => r.id)).toEqual(['r', 'b', 'a', 'x', 'y']);
    expect(outlineOrder(map)).toEqual(['r', 'b', 'a', 'c', 'x', 'y']);
    expect(followsOutline(map)).toBe(false);
    expect(followsOutline({ ...map, nodeOrder: outlineOrder(map) })).toBe(true);
  });

  it('shows a node with two parents once, under the first one reached; a cycle does not loop', () => {
    const map = mapOf(['r>a', 'r>b', 'a>c', 'b>c', 'c>r']);
    expect(treeOf(map)).toBe('r(a b c)');
    const rows = outlineRows(outlineView(map)!);
    expect(rows.map((r) => r.id).sort()).toEqual(['a', 'b', 'c', 'r']);
  });
});

describe('indent and outdent', () => {
  it('indents under the sibling above as its last child, and outdents back after the parent', () => {
    const map = mapOf(['r>a', 'r>b', 'r>c', 'a>a1']);
    const indented = ok(indentInOutline(map, 'b'));
    expect(treeOf(indented)).toBe('r(a(a1 b) c)');
    expect(indented.connections).toContainEqual({ from: 'a', to: 'b' });
    expect(indented.connections).not.toContainEqual({ from: 'r', to: 'b' });
    const back = ok(outdentInOutline(indented, 'b'));
    expect(treeOf(back)).toBe('r(a(a1) b c)');
  });

  it('moves the node in the Node Order only as far as its new place needs', () => {
    // b's script place is before a's child a1: as a's last child it must come after a1.
    const map = mapOf(['r>a', 'r>b', 'a>a1'], [], ['r', 'a', 'b', 'a1']);
    const indented = ok(indentInOutline(map, 'b'));
    expect(indented.nodeOrder).toEqual(['r', 'a', 'a1', 'b']);
    const untouched = ok(indentInOutline(mapOf(['r>a', 'r>b']), 'b'));
    expect(untouched.nodeOrder).toEqual(['r', 'a', 'b']);
  });

  it('takes the branch along and places it again without overlaps', () => {
    const map = mapOf(['r>a', 'r>b', 'b>b1', 'b>b2']);
    const next = ok(indentInOutline(map, 'b'));
    expect(treeOf(next)).toBe('r(a(b(b1 b2)))');
    for (const p of next.nodes) for (const q of next.nodes) if (p !== q) expect(boxesOverlap(p, q), `${p.id}/${q.id}`).toBe(false);
  });

  it('refuses what has no place to go', () => {
    const map = mapOf(['r>a', 'r>b']);
    expect(indentInOutline(map, 'a')).toEqual({ ok: false, reason: 'noPlace' });
    expect(outdentInOutline(map, 'a')).toEqual({ ok: false, reason: 'noPlace' });
    expect(indentInOutline(map, 'r')).toEqual({ ok: false, reason: 'root' });
    expect(outdentInOutline(map, 'nope')).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses an indent another link would undo, and changes nothing', () => {
    // c hangs under a but is also linked to the root: under b it would still show under the root.
    const map = mapOf(['r>a', 'r>b', 'r>c', 'x>c']);
    expect(treeOf(map)).toBe('r(a b c(x))');
    const linked = mapOf(['r>a', 'r>b', 'a>c', 'r>c']);
    expect(treeOf(linked)).toBe('r(a b c)');
    // c's two links (r and a): indenting c under b removes only r–c, so a still claims it first.
    expect(indentInOutline(linked, 'c')).toEqual({ ok: false, reason: 'linked' });
  });

  it('in a cycle, replaces the link to the parent and keeps the rest', () => {
    const map = mapOf(['r>a', 'a>b', 'b>r']);
    expect(treeOf(map)).toBe('r(a b)');
    const next = ok(indentInOutline(map, 'b'));
    expect(treeOf(next)).toBe('r(a(b))');
    expect(next.connections.filter((c) => (c.from === 'a' && c.to === 'b') || (c.from === 'b' && c.to === 'a'))).toHaveLength(1);
  });

  it('links an island to the root with Tab, its own nodes with it', () => {
    const map = mapOf(['r>a', 'x>y']);
    const next = ok(indentInOutline(map, 'x'));
    expect(treeOf(next)).toBe('r(a x(y))');
    expect(outdentInOutline(map, 'x')).toEqual({ ok: false, reason: 'noPlace' });
  });
});

describe('moving among siblings', () => {
  it('swaps with the sibling above or below, and with islands among islands', () => {
    const map = mapOf(['r>a', 'r>b', 'r>c', 'a>a1'], ['x', 'y']);
    expect(treeOf(ok(moveInOutline(map, 'c', -1)))).toBe('r(a(a1) c b) | x y');
    expect(treeOf(ok(moveInOutline(map, 'a', 1)))).toBe('r(b a(a1) c) | x y');
    expect(treeOf(ok(moveInOutline(map, 'y', -1)))).toBe('r(a(a1) b c) | y x');
    expect(moveInOutline(map, 'a', -1)).toEqual({ ok: false, reason: 'noPlace' });
    expect(moveInOutline(map, 'a1', 1)).toEqual({ ok: false, reason: 'noPlace' });
  });

  it('refuses a swap that would hand a shared child to the other parent', () => {
    const map = mapOf(['r>a', 'r>b', 'a>c', 'b>c']);
    expect(treeOf(map)).toBe('r(a(c) b)');
    expect(moveInOutline(map, 'b', -1)).toEqual({ ok: false, reason: 'linked' });
  });
});

describe('a new line', () => {
  const factory = { now: () => 1000, random: () => 0.5 };
  it('goes below as the next sibling, after the branch of the node in the Node Order', () => {
    const map = mapOf(['r>a', 'r>b', 'a>a1'], [], ['r', 'a', 'a1', 'b']);
    const result = addOutlineLine(map, 'a', factory);
    if (!result.ok) throw new Error('refused');
    expect(treeOf(result.map)).toBe(`r(a(a1) ${result.node.id} b)`);
    expect(result.map.nodeOrder).toEqual(['r', 'a', 'a1', result.node.id, 'b']);
    expect(result.node.title).toBe('New Idea');
  });

  it('on the root is its first child; on an island a child shown just below it', () => {
    const map = mapOf(['r>a'], ['x', 'y']);
    const first = addOutlineLine(map, 'r', factory);
    if (!first.ok) throw new Error('refused');
    expect(treeOf(first.map)).toBe(`r(${first.node.id} a) | x y`);
    const island = addOutlineLine(map, 'x', factory);
    if (!island.ok) throw new Error('refused');
    expect(treeOf(island.map)).toBe(`r(a) | x ${island.node.id} y`);
  });

  it('is placed on the canvas where it overlaps no node', () => {
    let map = mapOf(['r>a']);
    for (let i = 0; i < 12; i++) {
      const r = addOutlineLine(map, i % 3 === 0 ? 'r' : 'a', { now: () => 5000 + i, random: () => 0.3 });
      if (!r.ok) throw new Error('refused');
      map = r.map;
    }
    for (const p of map.nodes) for (const q of map.nodes) if (p !== q) expect(boxesOverlap(p, q), `${p.id}/${q.id}`).toBe(false);
  });
});

/** Random maps: a tree under 'r', plus (for graphs) extra links that make cycles and second parents, and islands. */
const arbMap = (graph: boolean) =>
  fc
    .record({
      parents: fc.array(fc.nat(), { minLength: 1, maxLength: 14 }),
      extra: graph ? fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 4 }) : fc.constant([]),
      islands: graph ? fc.nat({ max: 3 }) : fc.constant(0),
      shuffle: fc.array(fc.nat(), { maxLength: 20 }),
    })
    .map(({ parents, extra, islands, shuffle }) => {
      const ids = ['r', ...parents.map((_, i) => `n${i}`)];
      const links = parents.map((p, i) => `${ids[p % (i + 1)]}>${ids[i + 1]}`);
      for (const [a, b] of extra) if (a % ids.length !== b % ids.length) links.push(`${ids[a % ids.length]}>${ids[b % ids.length]}`);
      const islandIds = Array.from({ length: islands }, (_, i) => `i${i}`);
      const order = [...ids, ...islandIds];
      // Some Node Orders are not depth-first, so sibling order and script order differ.
      for (const s of shuffle) {
        const i = s % order.length;
        const j = (s * 7 + 3) % order.length;
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      return mapOf(links, islandIds, order);
    });

describe('properties', () => {
  it('indent then outdent gives the same tree back (on trees every indent with a sibling above works)', () => {
    fc.assert(
      fc.property(arbMap(false), fc.nat(), (map, pick) => {
        const id = map.nodes[pick % map.nodes.length]!.id;
        const view = outlineView(map)!;
        const parent = view.parent.get(id);
        const hasAbove = parent !== undefined && (view.children.get(parent) ?? []).indexOf(id) > 0;
        const indented = indentInOutline(map, id);
        expect(indented.ok).toBe(hasAbove);
        if (!indented.ok) return;
        expect(treeOf(ok(outdentInOutline(indented.map, id)))).toBe(treeOf(map));
      }),
    );
  });

  it('on graphs, an indent either is refused or is undone by an outdent', () => {
    fc.assert(
      fc.property(arbMap(true), fc.nat(), (map, pick) => {
        const id = map.nodes[pick % map.nodes.length]!.id;
        const view = outlineView(map)!;
        if (!view.parent.has(id)) return;
        const indented = indentInOutline(map, id);
        if (!indented.ok) return;
        expect(outlineView(indented.map)!.parent.get(id)).not.toBe(view.parent.get(id));
        const back = outdentInOutline(indented.map, id);
        if (back.ok) expect(treeOf(back.map)).toBe(treeOf(map));
      }),
    );
  });

  it('the outline order is a permutation of the nodes that leaves the tree as it was', () => {
    fc.assert(
      fc.property(arbMap(true), (map) => {
        const order = outlineOrder(map);
        expect([...order].sort()).toEqual(map.nodes.map((n) => n.id).sort());
        const reordered = { ...map, nodeOrder: order };
        expect(treeOf(reordered)).toBe(treeOf(map));
        expect(followsOutline(reordered)).toBe(true);
      }),
    );
  });

  it('moving down then up is a no-op on the tree', () => {
    fc.assert(
      fc.property(arbMap(true), fc.nat(), (map, pick) => {
        const id = map.nodes[pick % map.nodes.length]!.id;
        const down = moveInOutline(map, id, 1);
        if (!down.ok) return;
        const up = moveInOutline(down.map, id, -1);
        expect(up.ok).toBe(true);
        if (up.ok) expect(treeOf(up.map)).toBe(treeOf(map));
      }),
    );
  });
});
