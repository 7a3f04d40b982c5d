// Script order: nodes listed by nodeOrder, missing ones appended, order derived when absent.
import type { MindMapNode } from '../schemas/mind-maps';

/**
 * The node ids in script order. Known ids from `nodeOrder` come first (unknown and repeated ids are
 * dropped); nodes the order misses follow in their array order. Without an order it is the array order.
 */
export function normalizeNodeOrder(nodes: readonly Pick<MindMapNode, 'id'>[], nodeOrder?: readonly string[] | null): string[] {
  const ids = new Set(nodes.map((n) => n.id));
  const result: string[] = [];
  const seen = new Set<string>();
  for (const id of nodeOrder ?? []) {
    if (ids.has(id) && !seen.has(id)) {
      seen.add(id);
      result.push(id);
    }
  }
  for (const n of nodes) {
    if (!seen.has(n.id)) {
      seen.add(n.id);
      result.push(n.id);
    }
  }
  return result;
}

/** The nodes sorted into script order (see normalizeNodeOrder). */
export function orderNodes<T extends Pick<MindMapNode, 'id'>>(nodes: readonly T[], nodeOrder?: readonly string[] | null): T[] {
  const byId = new Map(nodes.map((n) => [n.id, n] as const));
  return normalizeNodeOrder(nodes, nodeOrder).map((id) => byId.get(id)!);
}

/** Moves `activeId` to the position of `overId` (the drag-and-drop reorder); unknown ids change nothing. */
export function moveInOrder(order: readonly string[], activeId: string, overId: string): string[] {
  const from = order.indexOf(activeId);
  const to = order.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}
