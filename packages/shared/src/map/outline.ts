// The map as an outline (issue 14 item 4): the same tree Tidy up lays out (mapTree: breadth-first from
// the root over the connections, first parent wins, children in script order), shown as indented rows,
// and the outline's edits on it — a new line, indent, outdent, move among siblings — as changes to the
// map's connections and Node Order. Pure: maps in, maps out.
//
// A map is a graph (cycles, several parents, islands), so an edit changes only the link between the node
// and its parent in the tree and then checks that the tree came out as intended; when another link of
// the node (or of a node under it) would pull it elsewhere, the edit is refused with a reason instead of
// silently doing something else. Sibling order is the order of the siblings in nodeOrder (that is what
// mapTree sorts by), so moving a node among its siblings or under a new parent also moves it in the Node
// Order — as little as possible: just far enough to land in its new place.
import type { MindMapNode } from '../schemas/mind-maps';
import { mapTree, placeChild } from './layout';
import { createChildNode, findRoot, isRootNode, type NodeFactoryOptions } from './nodes';
import type { MapDocument } from './map-state';
import { branchColour } from './new-node';

/** The map's tree: each node's parent and ordered children, plus the nodes the root cannot reach. */
export interface OutlineView {
  rootId: string;
  parent: ReadonlyMap<string, string>;
  children: ReadonlyMap<string, readonly string[]>;
  /** Nodes not linked to the root, in Node Order. */
  unreached: readonly string[];
}

export function outlineView(map: Pick<MapDocument, 'nodes' | 'connections' | 'nodeOrder'>): OutlineView | null {
  const root = findRoot(map.nodes);
  if (!root) return null;
  const { tree, unreached } = mapTree({ nodes: map.nodes, connections: map.connections, rootId: root.id, nodeOrder: map.nodeOrder });
  const parent = new Map<string, string>();
  const children = new Map<string, string[]>();
  const walk = (node: typeof tree) => {
    children.set(
      node.id,
      node.children.map((c) => c.id),
    );
    for (const child of node.children) {
      parent.set(child.id, node.id);
      walk(child);
    }
  };
  walk(tree);
  const rank = new Map(map.nodeOrder.map((id, i) => [id, i] as const));
  const islands = [...unreached].sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity));
  return { rootId: root.id, parent, children, unreached: islands };
}

export interface OutlineRow {
  id: string;
  /** 0 for the root; islands (nodes not linked to the root) are at depth 1 in their own group. */
  depth: number;
  hasChildren: boolean;
  unreached: boolean;
}

/** The rows, depth-first: the tree (without the branches under `collapsed` nodes), then the islands. */
export function outlineRows(view: OutlineView, collapsed: ReadonlySet<string> = new Set()): OutlineRow[] {
  const rows: OutlineRow[] = [];
  // An explicit stack: a chain of thousands of nodes must not overflow the call stack.
  const stack: { id: string; depth: number }[] = [{ id: view.rootId, depth: 0 }];
  while (stack.length) {
    const { id, depth } = stack.pop()!;
    const kids = view.children.get(id) ?? [];
    rows.push({ id, depth, hasChildren: kids.length > 0, unreached: false });
    if (collapsed.has(id)) continue;
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ id: kids[i]!, depth: depth + 1 });
  }
  for (const id of view.unreached) rows.push({ id, depth: 1, hasChildren: false, unreached: true });
  return rows;
}

/** The Node Order the outline reads in: the tree depth-first, then the islands in their present order. */
export function outlineOrder(map: Pick<MapDocument, 'nodes' | 'connections' | 'nodeOrder'>): string[] {
  const view = outlineView(map);
  return view ? outlineRows(view).map((r) => r.id) : [...map.nodeOrder];
}

/** Whether the Node Order already follows the outline. */
export function followsOutline(map: Pick<MapDocument, 'nodes' | 'connections' | 'nodeOrder'>): boolean {
  const order = outlineOrder(map);
  return order.length === map.nodeOrder.length && order.every((id, i) => map.nodeOrder[i] === id);
}

export type OutlineRefusal =
  /** Nothing to do: no previous sibling (indent), already at the top (outdent), first or last (move). */
  | 'noPlace'
  /** The root is not moved. */
  | 'root'
  /** Another link of the node (or of a node under it) keeps it where it is: change it on the map. */
  | 'linked'
  | 'missing';

export type OutlineEdit = { ok: true; map: MapDocument } | { ok: false; reason: OutlineRefusal };

/** Every node under `id` in the tree, `id` first, parents before their children. */
function subtree(view: OutlineView, id: string): string[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) out.push(...(view.children.get(out[i]!) ?? []));
  return out;
}

/**
 * Moves `id` in the Node Order just far enough that it sorts after `after` and before `before` (either
 * may be null). Where it must move, it goes after the last node of `after`'s branch that still comes
 * before `before`, so the script keeps a branch together where it can.
 */
function orderBetween(order: readonly string[], id: string, after: string | null, before: string | null, branchOf: (id: string) => string[]): string[] {
  const rank = (x: string | null) => (x === null ? -1 : order.indexOf(x));
  const at = order.indexOf(id);
  const lo = rank(after);
  const hi = before === null ? Infinity : rank(before);
  if (at > lo && at < hi) return [...order];
  const rest = order.filter((x) => x !== id);
  const restRank = (x: string) => rest.indexOf(x);
  const ceiling = before === null ? Infinity : restRank(before);
  let insertAt: number;
  if (after === null) insertAt = ceiling === Infinity ? rest.length : ceiling;
  else {
    const branch = branchOf(after)
      .filter((x) => x !== id)
      .map(restRank)
      .filter((i) => i >= 0 && i < ceiling);
    insertAt = Math.max(restRank(after), ...branch) + 1;
  }
  rest.splice(insertAt, 0, id);
  return rest;
}

/** Links between `a` and `b`, either direction. */
const joins = (c: { from: string; to: string }, a: string, b: string) => (c.from === a && c.to === b) || (c.from === b && c.to === a);

/** Moves `id` (with its branch) to hang under `newParent`, sorted between `after` and `before`. */
function reparent(map: MapDocument, view: OutlineView, id: string, newParent: string, after: string | null, before: string | null): OutlineEdit {
  const oldParent = view.parent.get(id);
  if (oldParent === undefined) return { ok: false, reason: 'missing' };
  const connections = map.connections.filter((c) => !joins(c, id, oldParent));
  if (!connections.some((c) => joins(c, id, newParent))) connections.push({ from: newParent, to: id });
  const branch = subtree(view, id);
  const own = new Set(branch);
  // The neighbours' branches, without the moving one (an outdented node goes after its old siblings' branches, not its own).
  const nodeOrder = orderBetween(map.nodeOrder, id, after, before, (x) => subtree(view, x).filter((y) => !own.has(y)));
  const next: MapDocument = { ...map, connections, nodeOrder, nodes: replaceBranch(map, branch, newParent, connections) };
  // The intended tree: the same, with the branch moved. Anything else means another link interfered.
  const got = outlineView(next);
  const siblings = (view.children.get(newParent) ?? []).filter((x) => x !== id);
  const index = after === null ? 0 : siblings.indexOf(after) + 1;
  const expected = [...siblings.slice(0, index), id, ...siblings.slice(index)];
  if (!got || !sameTreeExcept(view, got, id, oldParent, newParent, expected)) return { ok: false, reason: 'linked' };
  return { ok: true, map: next };
}

/** True when `got` is `view` with only `id` moved from `oldParent` to `newParent` (at `expected` among its children). */
function sameTreeExcept(view: OutlineView, got: OutlineView, id: string, oldParent: string, newParent: string, expected: readonly string[]): boolean {
  if (got.unreached.length !== view.unreached.length) return false;
  if (got.parent.get(id) !== newParent) return false;
  for (const [child, parent] of view.parent) if (child !== id && got.parent.get(child) !== parent) return false;
  const same = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
    (a ?? []).length === (b ?? []).length && (a ?? []).every((x, i) => (b ?? [])[i] === x);
  for (const [node, kids] of view.children) {
    if (node === oldParent || node === newParent) continue;
    if (!same(kids, got.children.get(node))) return false;
  }
  if (!same(expected, got.children.get(newParent))) return false;
  return (
    oldParent === newParent ||
    same(
      (view.children.get(oldParent) ?? []).filter((x) => x !== id),
      got.children.get(oldParent),
    )
  );
}

/**
 * Positions for a branch that moved: its top node goes where placeChild puts a new child of its new
 * parent (a free spot one column out), and the nodes under it follow by the same offset, so the branch
 * keeps the shape the user gave it (Tidy up lays everything out again when wanted). Linear in the map.
 */
function replaceBranch(map: MapDocument, branch: readonly string[], newParent: string, connections: MapDocument['connections']): MindMapNode[] {
  const moving = new Set(branch);
  const top = map.nodes.find((n) => n.id === branch[0]);
  if (!top) return map.nodes;
  const rootId = findRoot(map.nodes)?.id ?? newParent;
  const at = placeChild({ nodes: map.nodes.filter((n) => !moving.has(n.id)), connections, rootId }, newParent);
  const dx = at.x - top.x;
  const dy = at.y - top.y;
  if (dx === 0 && dy === 0) return map.nodes;
  const round = (v: number) => Math.round(v * 100) / 100;
  return map.nodes.map((n) => (moving.has(n.id) ? { ...n, x: round(n.x + dx), y: round(n.y + dy) } : n));
}

/** Tab: the node becomes the last child of the sibling above it. */
export function indentInOutline(map: MapDocument, id: string): OutlineEdit {
  const view = outlineView(map);
  if (!view || !map.nodes.some((n) => n.id === id)) return { ok: false, reason: 'missing' };
  if (id === view.rootId) return { ok: false, reason: 'root' };
  const parent = view.parent.get(id);
  if (parent === undefined) return linkIsland(map, view, id);
  const siblings = view.children.get(parent) ?? [];
  const above = siblings[siblings.indexOf(id) - 1];
  if (above === undefined) return { ok: false, reason: 'noPlace' };
  const kids = view.children.get(above) ?? [];
  return reparent(map, view, id, above, kids[kids.length - 1] ?? above, null);
}

/** Tab on a node not linked to the root: it becomes the root's last child (its own links come along). */
function linkIsland(map: MapDocument, view: OutlineView, id: string): OutlineEdit {
  const kids = view.children.get(view.rootId) ?? [];
  const last = kids[kids.length - 1];
  const connections = [...map.connections, { from: view.rootId, to: id }];
  const nodeOrder = orderBetween(map.nodeOrder, id, last ?? view.rootId, null, (x) => subtree(view, x));
  const linked = outlineView({ ...map, connections, nodeOrder });
  if (!linked || linked.parent.get(id) !== view.rootId) return { ok: false, reason: 'linked' };
  // The island's own nodes come along: all of them are placed again beside the root.
  const nodes = replaceBranch(map, subtree(linked, id), view.rootId, connections);
  return { ok: true, map: { ...map, connections, nodeOrder, nodes } };
}

/** Shift+Tab: the node becomes the sibling just after its parent. */
export function outdentInOutline(map: MapDocument, id: string): OutlineEdit {
  const view = outlineView(map);
  if (!view || !map.nodes.some((n) => n.id === id)) return { ok: false, reason: 'missing' };
  if (id === view.rootId) return { ok: false, reason: 'root' };
  const parent = view.parent.get(id);
  const grand = parent === undefined ? undefined : view.parent.get(parent);
  if (parent === undefined || grand === undefined) return { ok: false, reason: 'noPlace' };
  const uncles = view.children.get(grand) ?? [];
  return reparent(map, view, id, grand, parent, uncles[uncles.indexOf(parent) + 1] ?? null);
}

/** Alt+↑/↓: the node swaps places with the sibling above (-1) or below (+1); islands among islands. */
export function moveInOutline(map: MapDocument, id: string, direction: -1 | 1): OutlineEdit {
  const view = outlineView(map);
  if (!view || !map.nodes.some((n) => n.id === id)) return { ok: false, reason: 'missing' };
  if (id === view.rootId) return { ok: false, reason: 'root' };
  const parent = view.parent.get(id);
  const siblings = parent === undefined ? view.unreached : (view.children.get(parent) ?? []);
  const other = siblings[siblings.indexOf(id) + direction];
  if (other === undefined) return { ok: false, reason: 'noPlace' };
  // Swapping the two in the Node Order swaps them among their siblings and leaves every other order as it was.
  const nodeOrder = map.nodeOrder.map((x) => (x === id ? other : x === other ? id : x));
  const next = { ...map, nodeOrder };
  const got = outlineView(next);
  const swapped = siblings.map((x) => (x === id ? other : x === other ? id : x));
  const gotSiblings = parent === undefined ? got?.unreached : got?.children.get(parent);
  const sameElsewhere = !!got && [...view.parent].every(([c, p]) => got.parent.get(c) === p);
  if (!sameElsewhere || !gotSiblings || gotSiblings.join('\u0000') !== swapped.join('\u0000')) return { ok: false, reason: 'linked' };
  return { ok: true, map: next };
}

export type OutlineLineResult = { ok: true; map: MapDocument; node: MindMapNode } | { ok: false; reason: OutlineRefusal };

/**
 * Enter: a new 'New Idea' line below `id` — its next sibling; on the root its first child; on a node
 * not linked to the root, a child of it (shown just below it). Placed on the canvas by placeChild.
 */
export function addOutlineLine(map: MapDocument, id: string, options?: NodeFactoryOptions): OutlineLineResult {
  const view = outlineView(map);
  const node = map.nodes.find((n) => n.id === id);
  if (!view || !node) return { ok: false, reason: 'missing' };
  const treeParent = view.parent.get(id);
  let parentId: string;
  let after: string | null;
  let before: string | null;
  if (isRootNode(node) || id === view.rootId) {
    parentId = id;
    after = null;
    before = (view.children.get(id) ?? [])[0] ?? null;
  } else if (treeParent === undefined) {
    parentId = id;
    after = id;
    before = view.unreached[view.unreached.indexOf(id) + 1] ?? null;
  } else {
    const siblings = view.children.get(treeParent) ?? [];
    parentId = treeParent;
    after = id;
    before = siblings[siblings.indexOf(id) + 1] ?? null;
  }
  const parent = map.nodes.find((n) => n.id === parentId)!;
  const at = placeChild({ nodes: map.nodes, connections: map.connections, rootId: view.rootId }, parentId);
  const made = {
    ...createChildNode(
      parent,
      map.nodes.map((n) => n.id),
      options,
    ),
    ...at,
  };
  // In its branch's colour, as a node added on the canvas (issue 24 item 5).
  const created = { ...made, color: branchColour(map, parentId, view) ?? made.color };
  // On the root, the new first child sorts before the present first child (after the root itself if it can).
  const withNew = [...map.nodeOrder, created.id];
  const nodeOrder =
    after === null
      ? orderBetween(withNew, created.id, withNew.indexOf(id) < (before === null ? Infinity : withNew.indexOf(before)) ? id : null, before, () => [])
      : orderBetween(withNew, created.id, after, before, (x) => (treeParent === undefined ? [x] : subtree(view, x)));
  return {
    ok: true,
    node: created,
    map: { ...map, nodes: [...map.nodes, created], connections: [...map.connections, { from: parentId, to: created.id }], nodeOrder },
  };
}
