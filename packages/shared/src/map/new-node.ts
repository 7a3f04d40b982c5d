// Where a node added on the canvas goes (issue 24 item 5): into Node Order where the outline shows it —
// right after the last node of its parent's branch, so it reads as the parent's last child — and in the
// colour of the top-level branch it joins, so a branch keeps one colour as it grows. A node added to the
// root starts a new branch and keeps the colour it was given.
import type { MindMapNode } from '../schemas/mind-maps';
import type { MapDocument } from './map-state';
import { outlineView, type OutlineView } from './outline';

type Graph = Pick<MapDocument, 'nodes' | 'connections' | 'nodeOrder'>;

/** `id` and every node under it in the outline's tree. */
function branchIds(view: OutlineView, id: string): string[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) out.push(...(view.children.get(out[i]!) ?? []));
  return out;
}

/** The Node Order with `newId` placed after the last node of `parentId`'s branch (appended when it cannot tell). */
export function orderAfterBranch(map: Graph, parentId: string, newId: string, view: OutlineView | null = outlineView(map)): string[] {
  const order = map.nodeOrder.filter((id) => id !== newId);
  const inTree = !!view && (parentId === view.rootId || view.parent.has(parentId));
  const branch = new Set(inTree ? branchIds(view!, parentId) : [parentId]);
  let last = -1;
  order.forEach((id, i) => {
    if (branch.has(id)) last = i;
  });
  if (last < 0) return [...order, newId];
  return [...order.slice(0, last + 1), newId, ...order.slice(last + 1)];
}

/**
 * The colour of the top-level branch a child of `parentId` belongs to: the colour of the root's child
 * above it (the parent itself when it is one). Undefined for the root (a new branch) and for unknown nodes.
 * A node the root cannot reach takes its parent's colour.
 */
export function branchColour(map: Graph, parentId: string, view: OutlineView | null = outlineView(map)): string | undefined {
  const byId = new Map<string, MindMapNode>(map.nodes.map((n) => [n.id, n] as const));
  if (!byId.has(parentId) || !view || parentId === view.rootId) return undefined;
  if (!view.parent.has(parentId)) return byId.get(parentId)!.color;
  let top = parentId;
  // Bounded by the tree's depth: each step moves one level up towards the root.
  for (let p = view.parent.get(top); p !== undefined && p !== view.rootId; p = view.parent.get(top)) top = p;
  return byId.get(top)?.color;
}
