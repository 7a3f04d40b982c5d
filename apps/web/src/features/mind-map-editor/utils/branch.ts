// The map's structure as the canvas shows it (issue 14 item 2): each node's parent and children in the
// tree the layout draws (breadth-first from the root over the connections, shared mapTree), and the pure
// commands on it — move a branch under another node, draw or remove a link, fold a branch, recolour or
// delete several nodes. The map stays a graph: these only add, remove or replace connections.
import { findRoot, isRootNode, mapTree, placeChild, type Connection, type MapDocument, type MindMapNode } from '@cuemap/shared';

type Graph = Pick<MapDocument, 'nodes' | 'connections' | 'nodeOrder'>;

export interface TreeIndex {
  rootId: string | null;
  parent: ReadonlyMap<string, string>;
  children: ReadonlyMap<string, readonly string[]>;
}

/** Parent and children of every node the root reaches (unreached nodes have neither). */
export function treeIndex(map: Graph): TreeIndex {
  const root = findRoot(map.nodes);
  const parent = new Map<string, string>();
  const children = new Map<string, string[]>();
  if (!root) return { rootId: null, parent, children };
  const { tree } = mapTree({ nodes: map.nodes, connections: map.connections, rootId: root.id, nodeOrder: map.nodeOrder });
  const stack = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.children.length)
      children.set(
        node.id,
        node.children.map((c) => c.id),
      );
    for (const child of node.children) {
      parent.set(child.id, node.id);
      stack.push(child);
    }
  }
  return { rootId: root.id, parent, children };
}

/** Every node under `id` in the tree (not `id` itself). */
export function descendantsOf(index: TreeIndex, id: string): string[] {
  const out: string[] = [];
  const stack = [...(index.children.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    out.push(next);
    stack.push(...(index.children.get(next) ?? []));
  }
  return out;
}

export interface BranchView {
  /** Nodes under a folded branch: not drawn, nor their links. */
  hidden: ReadonlySet<string>;
  /** How many nodes hang under each node that has children (the fold toggle's count). */
  counts: ReadonlyMap<string, number>;
}

/** What folding hides: every descendant of a collapsed node, and each branch's size. */
export function branchView(map: Graph): BranchView {
  const index = treeIndex(map);
  const counts = new Map<string, number>();
  const hidden = new Set<string>();
  const collapsed = new Set(map.nodes.filter((n) => n.collapsed).map((n) => n.id));
  // Post-order without recursion (deep maps): sizes of children before their parent.
  const order: string[] = [];
  const stack = index.rootId ? [index.rootId] : [];
  while (stack.length) {
    const id = stack.pop()!;
    order.push(id);
    stack.push(...(index.children.get(id) ?? []));
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const id = order[i]!;
    const kids = index.children.get(id);
    if (kids)
      counts.set(
        id,
        kids.reduce((n, c) => n + 1 + (counts.get(c) ?? 0), 0),
      );
  }
  for (const id of order) {
    if (!hidden.has(id) && collapsed.has(id)) for (const d of descendantsOf(index, id)) hidden.add(d);
  }
  return { hidden, counts };
}

/** Ids of the folded nodes, as one string: what the hidden set depends on besides the links. */
export function collapsedKey(nodes: readonly MindMapNode[]): string {
  let key = '';
  for (const n of nodes) if (n.collapsed) key += `${n.id}\u0000`;
  return key;
}

function withCollapsed(node: MindMapNode, collapsed: boolean): MindMapNode {
  if (collapsed) return node.collapsed ? node : { ...node, collapsed: true };
  if (!node.collapsed) return node;
  // Unfolded nodes carry no flag at all, so a map that was never folded saves as before.
  const { collapsed: _dropped, ...rest } = node;
  return rest;
}

/** Folds or unfolds `ids`; the same map when nothing changes. */
export function setCollapsed<M extends Graph>(map: M, ids: Iterable<string>, collapsed: boolean): M {
  const wanted = new Set(ids);
  let changed = false;
  const nodes = map.nodes.map((n) => {
    if (!wanted.has(n.id)) return n;
    const next = withCollapsed(n, collapsed);
    changed ||= next !== n;
    return next;
  });
  return changed ? { ...map, nodes } : map;
}

/** Unfolds every folded ancestor of `id`, so it shows (a node chosen in the Node Order, a new child). */
export function revealNode<M extends Graph>(map: M, id: string): M {
  const index = treeIndex(map);
  const ancestors: string[] = [];
  for (let p = index.parent.get(id); p !== undefined; p = index.parent.get(p)) ancestors.push(p);
  return setCollapsed(map, ancestors, false);
}

export type ReparentRefusal = 'root' | 'self' | 'descendant' | 'already' | 'missing';
export type ReparentResult<M> = { ok: true; map: M } | { ok: false; reason: ReparentRefusal };

/**
 * Moves `id` with its branch under `targetId`: the links into it (and the one to its tree parent) are
 * replaced by target → id, and the branch is placed beside its new parent where it overlaps no node,
 * keeping its shape (mirrored when it changes sides of the root). `from` is where the node was before
 * the drag, so the branch keeps its offsets from there. A folded target unfolds, so the node stays visible.
 */
export function reparent<M extends Graph>(map: M, id: string, targetId: string, from?: { x: number; y: number }): ReparentResult<M> {
  const node = map.nodes.find((n) => n.id === id);
  const target = map.nodes.find((n) => n.id === targetId);
  if (!node || !target) return { ok: false, reason: 'missing' };
  if (isRootNode(node)) return { ok: false, reason: 'root' };
  if (id === targetId) return { ok: false, reason: 'self' };
  const index = treeIndex(map);
  const branch = descendantsOf(index, id);
  if (branch.includes(targetId)) return { ok: false, reason: 'descendant' };
  const oldParentId = index.parent.get(id);
  if (oldParentId === targetId) return { ok: false, reason: 'already' };
  const moving = new Set([id, ...branch]);
  // Links into the node from outside its branch are its parents; links inside the branch stay.
  const isParentLink = (c: Connection) => (c.to === id && !moving.has(c.from)) || (c.from === id && c.to === oldParentId);
  const connections: Connection[] = [...map.connections.filter((c) => !isParentLink(c) && !(c.from === targetId && c.to === id)), { from: targetId, to: id }];
  const rootId = index.rootId ?? targetId;
  const at = placeChild({ nodes: map.nodes.filter((n) => !moving.has(n.id)), connections, rootId }, targetId);
  const origin = from ?? node;
  const root = map.nodes.find((n) => n.id === rootId);
  // Branches grow away from the root: one that changes sides is mirrored so it still does.
  const sideOf = (x: number) => (x >= (root?.x ?? x) ? 1 : -1);
  const flip = sideOf(origin.x) !== sideOf(at.x) ? -1 : 1;
  const nodes = map.nodes.map((n) => {
    if (n.id === id) return { ...n, x: at.x, y: at.y };
    if (n.id === targetId) return withCollapsed(n, false);
    if (!moving.has(n.id)) return n;
    return { ...n, x: Math.round((at.x + flip * (n.x - origin.x)) * 100) / 100, y: Math.round((at.y + n.y - origin.y) * 100) / 100 };
  });
  return { ok: true, map: { ...map, nodes, connections } };
}

export type LinkRefusal = 'self' | 'duplicate' | 'missing';
export type LinkResult<M> = { ok: true; map: M } | { ok: false; reason: LinkRefusal };

/** A new connection from → to; refused onto itself, or where the two are linked already (either way). */
export function addLink<M extends Graph>(map: M, from: string, to: string): LinkResult<M> {
  if (from === to) return { ok: false, reason: 'self' };
  if (!map.nodes.some((n) => n.id === from) || !map.nodes.some((n) => n.id === to)) return { ok: false, reason: 'missing' };
  if (map.connections.some((c) => (c.from === from && c.to === to) || (c.from === to && c.to === from))) return { ok: false, reason: 'duplicate' };
  return { ok: true, map: { ...map, connections: [...map.connections, { from, to }] } };
}

/** The id the canvas gives a connection's line. */
export const linkId = (c: Connection): string => `${c.from}->${c.to}`;

/** Removes the connection with this line id; the same map when there is none. */
export function removeLink<M extends Graph>(map: M, id: string): M {
  const connections = map.connections.filter((c) => linkId(c) !== id);
  return connections.length === map.connections.length ? map : { ...map, connections };
}

/** Gives `ids` this colour; the same map when they have it already. */
export function recolour<M extends Graph>(map: M, ids: Iterable<string>, color: string): M {
  const wanted = new Set(ids);
  let changed = false;
  const nodes = map.nodes.map((n) => {
    if (!wanted.has(n.id) || n.color === color) return n;
    changed = true;
    return { ...n, color };
  });
  return changed ? { ...map, nodes } : map;
}

/** Deletes `ids` (never the root) with their links and places in the order; how many went. */
export function deleteNodes<M extends Graph>(map: M, ids: Iterable<string>): { map: M; count: number } {
  const root = findRoot(map.nodes);
  const gone = new Set([...ids].filter((id) => id !== root?.id && map.nodes.some((n) => n.id === id && !isRootNode(n))));
  if (!gone.size) return { map, count: 0 };
  return {
    count: gone.size,
    map: {
      ...map,
      nodes: map.nodes.filter((n) => !gone.has(n.id)),
      connections: map.connections.filter((c) => !gone.has(c.from) && !gone.has(c.to)),
      nodeOrder: map.nodeOrder.filter((id) => !gone.has(id)),
    },
  };
}
