// The tree layout (issue 14 item 3): on random trees of 1–2 000 nodes no two node boxes overlap, every
// node gets a place, the root stays put, the root's branches go both ways, and the result is the same
// for the same map.
import { describe, expect, it } from 'vitest';
import { boxesOverlap, layoutMap, NODE_BOX, placeChild, type LayoutInput, type LayoutKind } from '../src/map/layout';
import { addNode, createEmptyMap } from '../src/map';
import { seededRandom } from '../src/seeded';

/** A random tree: each new node hangs under a random earlier one (deep and wide trees both happen). */
function randomMap(count: number, seed: number, extra: { cycles?: number; islands?: number } = {}): LayoutInput {
  const random = seededRandom(seed);
  const nodes = Array.from({ length: count }, (_, i) => ({ id: String(i + 1), x: Math.round(random() * 2000), y: Math.round(random() * 2000) }));
  const connections: { from: string; to: string }[] = [];
  // Some maps grow as chains (deep), some as stars (wide).
  const depthBias = random();
  for (let i = 1; i < count; i++) {
    const parent = random() < depthBias ? i - 1 : Math.floor(random() * i);
    connections.push(random() < 0.5 ? { from: String(parent + 1), to: String(i + 1) } : { from: String(i + 1), to: String(parent + 1) });
  }
  for (let k = 0; k < (extra.cycles ?? 0) && count > 2; k++) {
    connections.push({ from: String(1 + Math.floor(random() * count)), to: String(1 + Math.floor(random() * count)) });
  }
  for (let k = 0; k < (extra.islands ?? 0); k++) nodes.push({ id: `island-${k}`, x: 0, y: 0 });
  const nodeOrder = nodes.map((n) => n.id).filter((id) => id !== '1');
  return { nodes, connections, rootId: '1', nodeOrder };
}

/** Every overlapping pair, found by sweeping boxes sorted by x. */
function overlaps(positions: Map<string, { x: number; y: number }>): [string, string][] {
  const boxes = [...positions.entries()].sort((a, b) => a[1].x - b[1].x);
  const found: [string, string][] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length && boxes[j]![1].x - boxes[i]![1].x < NODE_BOX.width; j++) {
      if (boxesOverlap(boxes[i]![1], boxes[j]![1])) found.push([boxes[i]![0], boxes[j]![0]]);
    }
  }
  return found;
}

describe('layoutMap', () => {
  const sizes = [1, 2, 3, 7, 25, 120, 400, 1000, 2000];
  for (const kind of ['mindmap', 'right'] as LayoutKind[]) {
    it(`${kind}: no two boxes overlap on random trees of 1–2 000 nodes`, () => {
      let seed = kind === 'mindmap' ? 11 : 911;
      for (const count of sizes) {
        for (let round = 0; round < (count > 500 ? 2 : 6); round++) {
          const map = randomMap(count, (seed += 1), { cycles: round % 2 ? 5 : 0, islands: round % 3 === 2 ? 9 : 0 });
          const positions = layoutMap(map, kind);
          expect(positions.size).toBe(map.nodes.length);
          expect(overlaps(positions)).toEqual([]);
          const root = map.nodes[0]!;
          expect(positions.get('1')).toEqual({ x: root.x, y: root.y });
          for (const p of positions.values()) expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
        }
      }
    });
  }

  it('mindmap: the root’s branches go both ways, balanced by size; right: every node right of the root', () => {
    const map: LayoutInput = {
      rootId: 'r',
      nodes: ['r', 'a', 'b', 'c', 'd', 'a1', 'a2'].map((id) => ({ id, x: 100, y: 100 })),
      connections: [
        { from: 'r', to: 'a' },
        { from: 'r', to: 'b' },
        { from: 'c', to: 'r' },
        { from: 'r', to: 'd' },
        { from: 'a', to: 'a1' },
        { from: 'a2', to: 'a' },
      ],
      nodeOrder: ['a', 'a1', 'a2', 'b', 'c', 'd'],
    };
    const mind = layoutMap(map, 'mindmap');
    const side = (id: string) => Math.sign(mind.get(id)!.x - 100);
    // a's branch (3 nodes) goes right; b, c, d (3 nodes) left.
    expect(['a', 'a1', 'a2'].map(side)).toEqual([1, 1, 1]);
    expect(['b', 'c', 'd'].map(side)).toEqual([-1, -1, -1]);
    // Children keep the script's order top to bottom.
    expect(mind.get('a1')!.y).toBeLessThan(mind.get('a2')!.y);
    expect(mind.get('b')!.y).toBeLessThan(mind.get('c')!.y);
    expect(mind.get('c')!.y).toBeLessThan(mind.get('d')!.y);
    // Each depth one column further out.
    expect(mind.get('a1')!.x - mind.get('a')!.x).toBe(mind.get('a')!.x - 100);

    const right = layoutMap(map, 'right');
    for (const id of ['a', 'b', 'c', 'd', 'a1', 'a2']) expect(right.get(id)!.x).toBeGreaterThan(100);
    expect(layoutMap(map, 'right')).toEqual(right);
  });

  it('placeChild: nodes added anywhere, one by one, never overlap; the root’s children alternate sides', () => {
    const random = seededRandom(77);
    let map = createEmptyMap();
    for (let i = 0; i < 400; i++) {
      const parent = map.nodes[Math.floor(random() * map.nodes.length)]!.id;
      const added = addNode(map, parent, { now: () => 1000 + i, random });
      if (!added.ok) throw new Error('expected ok');
      map = added.map;
      const placed = added.node;
      const clash = map.nodes.find((n) => n.id !== placed.id && boxesOverlap(n, placed));
      expect(clash).toBeUndefined();
    }
    // A fresh root: first child right, second left, third right again.
    let star = createEmptyMap();
    const sides: number[] = [];
    for (let i = 0; i < 3; i++) {
      const added = addNode(star, '1', { now: () => 50 + i });
      if (!added.ok) throw new Error('expected ok');
      star = added.map;
      sides.push(Math.sign(added.node.x - 400));
    }
    expect(sides).toEqual([1, -1, 1]);
    const input = { nodes: star.nodes, connections: star.connections, rootId: '1' };
    expect(placeChild(input, '1').x).toBe(400 - 210);
  });
});
