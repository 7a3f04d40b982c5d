// Laying a map out as a tree (issue 14 item 3, and imported maps in issue 15): a balanced mind map
// (the root's branches split left and right by size) or a right-hand tree. d3-hierarchy's tidy tree
// places each depth in its own column and spaces siblings by a fixed node size, so no two node boxes can
// overlap: boxes in one column are at least a box height plus a gap apart, columns at least a box width
// plus a gap. Nodes the root cannot reach go in rows under the tree. Pure: positions in, positions out.
import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';

/** The largest box a node takes on the canvas: 140 px wide, up to three title lines (≈ 80 px) tall. */
export const NODE_BOX = { width: 140, height: 80 } as const;
/** Space between columns (depths) and between sibling boxes. */
export const LAYOUT_GAP = { x: 70, y: 22 } as const;

export type LayoutKind = 'mindmap' | 'right';

export interface LayoutInput {
  /** Node ids with their current top-left positions. */
  nodes: readonly { id: string; x: number; y: number }[];
  connections: readonly { from: string; to: string }[];
  rootId: string;
  /** Children are ordered by their place here (the script's order), then by id. */
  nodeOrder?: readonly string[];
}

interface TreeDatum {
  id: string;
  children: TreeDatum[];
}

/** The map as a tree: breadth-first from the root over the connections (either direction). */
export function mapTree(input: LayoutInput): { tree: TreeDatum; unreached: string[] } {
  const ids = new Set(input.nodes.map((n) => n.id));
  const rank = new Map((input.nodeOrder ?? []).map((id, i) => [id, i] as const));
  const order = (a: string, b: string) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || (a < b ? -1 : a > b ? 1 : 0);
  const neighbours = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    if (!ids.has(a) || !ids.has(b) || a === b) return;
    const list = neighbours.get(a) ?? [];
    list.push(b);
    neighbours.set(a, list);
  };
  for (const c of input.connections) {
    link(c.from, c.to);
    link(c.to, c.from);
  }
  const root: TreeDatum = { id: input.rootId, children: [] };
  const seen = new Set([input.rootId]);
  const queue: TreeDatum[] = [root];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    for (const next of [...(neighbours.get(node.id) ?? [])].sort(order)) {
      if (seen.has(next)) continue;
      seen.add(next);
      const child = { id: next, children: [] };
      node.children.push(child);
      queue.push(child);
    }
  }
  const unreached = input.nodes.map((n) => n.id).filter((id) => !seen.has(id));
  return { tree: root, unreached };
}

const size = (d: TreeDatum): number => 1 + d.children.reduce((n, c) => n + size(c), 0);

/** Centres of a right-hand tree of `datum` (root at 0,0), x growing with depth. */
function rightTree(datum: TreeDatum): Map<string, { x: number; y: number }> {
  const layout = tree<TreeDatum>()
    .nodeSize([NODE_BOX.height + LAYOUT_GAP.y, NODE_BOX.width + LAYOUT_GAP.x])
    // Cousins a little further apart than siblings, so branches read as groups.
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.25));
  const laid: HierarchyPointNode<TreeDatum> = layout(hierarchy(datum));
  const out = new Map<string, { x: number; y: number }>();
  laid.each((n) => out.set(n.data.id, { x: n.y, y: n.x }));
  return out;
}

/** Splits the root's branches, in order, into a right and a left half of about equal size. */
function balance(children: readonly TreeDatum[]): { right: TreeDatum[]; left: TreeDatum[] } {
  const total = children.reduce((n, c) => n + size(c), 0);
  const right: TreeDatum[] = [];
  let taken = 0;
  for (const child of children) {
    if (right.length > 0 && taken + size(child) / 2 > total / 2) break;
    right.push(child);
    taken += size(child);
  }
  return { right, left: children.slice(right.length) };
}

/**
 * New top-left positions for every node: the root stays where it is, the tree is laid out around it,
 * and unreached nodes go in rows below. Deterministic for the same input.
 */
export function layoutMap(input: LayoutInput, kind: LayoutKind = 'mindmap'): Map<string, { x: number; y: number }> {
  const { tree: datum, unreached } = mapTree(input);
  const centres = new Map<string, { x: number; y: number }>();
  if (kind === 'right') {
    for (const [id, p] of rightTree(datum)) centres.set(id, p);
  } else {
    const { right, left } = balance(datum.children);
    centres.set(datum.id, { x: 0, y: 0 });
    for (const [side, branches] of [
      [1, right],
      [-1, left],
    ] as const) {
      if (!branches.length) continue;
      for (const [id, p] of rightTree({ id: datum.id, children: branches })) if (id !== datum.id) centres.set(id, { x: side * p.x, y: p.y });
    }
  }
  // Rows of the unreached nodes, under everything else.
  if (unreached.length) {
    const ys = [...centres.values()].map((p) => p.y);
    const xs = [...centres.values()].map((p) => p.x);
    const top = Math.max(...ys) + NODE_BOX.height + LAYOUT_GAP.y * 3;
    const left = Math.min(...xs);
    const perRow = Math.max(1, Math.ceil(Math.sqrt(unreached.length)));
    unreached.forEach((id, i) =>
      centres.set(id, {
        x: left + (i % perRow) * (NODE_BOX.width + LAYOUT_GAP.x),
        y: top + Math.floor(i / perRow) * (NODE_BOX.height + LAYOUT_GAP.y),
      }),
    );
  }
  // Keep the root where it is; positions are top-left corners, as the map stores them.
  const rootNow = input.nodes.find((n) => n.id === input.rootId);
  const shift = { x: rootNow?.x ?? 0, y: rootNow?.y ?? 0 };
  const out = new Map<string, { x: number; y: number }>();
  for (const [id, c] of centres) out.set(id, { x: Math.round((c.x + shift.x) * 100) / 100, y: Math.round((c.y + shift.y) * 100) / 100 });
  return out;
}

/** Two boxes at these top-left positions overlap (touching edges do not). */
export function boxesOverlap(a: { x: number; y: number }, b: { x: number; y: number }): boolean {
  return Math.abs(a.x - b.x) < NODE_BOX.width && Math.abs(a.y - b.y) < NODE_BOX.height;
}

/**
 * Where a new child of `parentId` goes (issue 14 item 3): one column further out from the root than its
 * parent (a child of the root on the side with fewer branches), under the parent's last child on that
 * side, and moved down (or up) a row at a time until its box overlaps no other node.
 */
export function placeChild(input: LayoutInput, parentId: string): { x: number; y: number } {
  const byId = new Map(input.nodes.map((n) => [n.id, n] as const));
  const parent = byId.get(parentId);
  const root = byId.get(input.rootId) ?? parent;
  if (!parent || !root) return { x: 0, y: 0 };
  const neighbours = input.connections
    .flatMap((c) => (c.from === parentId ? [c.to] : c.to === parentId ? [c.from] : []))
    .map((id) => byId.get(id))
    .filter((n) => n !== undefined);
  let side: 1 | -1;
  if (parent.id === root.id) {
    const right = neighbours.filter((n) => n.x >= root.x).length;
    side = right <= neighbours.length - right ? 1 : -1;
  } else side = parent.x >= root.x ? 1 : -1;
  const x = parent.x + side * (NODE_BOX.width + LAYOUT_GAP.x);
  const row = NODE_BOX.height + LAYOUT_GAP.y;
  // Existing children on that side (neighbours further out than the parent).
  const children = neighbours.filter((n) => (n.x - parent.x) * side > NODE_BOX.width / 2);
  const startY = children.length ? Math.max(...children.map((n) => n.y)) + row : parent.y;
  const free = (y: number) => !input.nodes.some((n) => boxesOverlap(n, { x, y }));
  // Below the last child first; with no children, alternately below and above the parent's row.
  for (let step = 0; step <= input.nodes.length + 1; step++) {
    const candidates = children.length ? [startY + step * row] : step === 0 ? [startY] : [startY + step * row, startY - step * row];
    for (const y of candidates) if (free(y)) return { x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 };
  }
  return { x, y: startY + (input.nodes.length + 2) * row };
}
