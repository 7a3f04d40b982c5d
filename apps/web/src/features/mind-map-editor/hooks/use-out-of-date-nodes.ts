// The nodes to badge as "script out of date" on the canvas (issue 24 item 6): the saved script's
// sections, read once as the editor opens, judged against the nodes as they are now. The set keeps its
// identity while the same nodes are out of date, so a drag frame does not redraw every node.
import { useMemo } from 'react';
import type { MindMapNode } from '@cuemap/shared';
import { useScriptSections } from '../api/script-sections';
import { outOfDateNodeIds } from '../utils/out-of-date';

export function useOutOfDateNodes(routeId: string, nodes: readonly MindMapNode[] | undefined): ReadonlySet<string> {
  const { data: sections } = useScriptSections(routeId === 'new' ? null : routeId);
  const ids = useMemo(() => [...outOfDateNodeIds(sections, nodes ?? [])].sort().join('\u0000'), [sections, nodes]);
  return useMemo(() => new Set(ids ? ids.split('\u0000') : []), [ids]);
}
