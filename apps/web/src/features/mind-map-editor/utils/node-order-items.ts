// The Node Order's rows as the editor hands them to the sidebar: each node in script order with its
// depth in the outline's tree (issue 24 item 5: "Technique 1: …" under one branch and under another no
// longer look the same), so the sidebar can indent it.
import { outlineRows, outlineView, type MapDocument } from '@cuemap/shared';

export interface NodeOrderEntry {
  id: string;
  title: string;
  color: string;
  hasText: boolean;
  /** 0 for the root, 1 for its children…; nodes the root cannot reach count as 1. */
  depth: number;
}

/** Each node's depth in the outline's tree (depends on the links and the order, not on positions). */
export function outlineDepths(map: Pick<MapDocument, 'nodes' | 'connections' | 'nodeOrder'>): Map<string, number> {
  const view = outlineView(map);
  return new Map(view ? outlineRows(view).map((r) => [r.id, r.depth] as const) : []);
}

export function nodeOrderEntries(map: Pick<MapDocument, 'nodes' | 'nodeOrder'>, depths: ReadonlyMap<string, number>): NodeOrderEntry[] {
  const byId = new Map(map.nodes.map((n) => [n.id, n] as const));
  return map.nodeOrder.flatMap((id) => {
    const n = byId.get(id);
    return n ? [{ id: n.id, title: n.title, color: n.color, hasText: n.text.trim().length > 0, depth: depths.get(id) ?? 0 }] : [];
  });
}
