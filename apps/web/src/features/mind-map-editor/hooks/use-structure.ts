// The structure tools' side of the editor screen (issue 14 item 2): what the canvas needs to draw the
// selection, folded branches and the selected link, and the callbacks that run their actions. The tree
// (who is under whom) is worked out again only when the links, the order or a fold change — never on a
// drag frame, which only moves nodes.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { findRoot, type MindMapNode } from '@cuemap/shared';
import type { EditorStore } from '../stores/editor-store';
import type { EditorAction } from '../utils/action-types';
import { actionAddLink, actionReparent, actionRevealNode, actionSelectLink, actionSetBranchFolded, branchOf } from '../utils/branch-actions';
import { branchView, collapsedKey } from '../utils/branch';
import { actionSelectionChange, actionSetColour } from '../utils/selection-actions';
import { actionSetAudience, type AudienceMark } from '../utils/audience-actions';
import { selectionOf, type SelectChange } from '../utils/selection';

type Run = <V>(action: EditorAction<V>, value: V) => unknown;

export interface CanvasStructure {
  /** Every selected node (the primary is `selectedId`). */
  selection: ReadonlySet<string>;
  /** Nodes inside folded branches: not drawn. */
  hidden: ReadonlySet<string>;
  /** How many nodes hang under each node with children (not the root: it never folds). */
  counts: ReadonlyMap<string, number>;
  rootId: string | null;
  /**
   * The line between the root's sides: a node's fold toggle sits on its side away from the root (x ≥
   * rootX: right). The root's x, though during a root drag it moves only when some node changes side.
   */
  rootX: number;
  selectedLink: string | null;
  onSelectChanges: (changes: SelectChange[]) => void;
  onSelectLink: (id: string | null) => void;
  onReparent: (id: string, targetId: string) => void;
  onLink: (from: string, to: string) => void;
  onFold: (id: string, collapsed: boolean) => void;
  /** How the node shows in the audience view (issue 29 item 2). */
  onAudience: (id: string, mark: AudienceMark) => void;
  /** Colours the selection, or `ids` (a node's own menu on a node outside the selection). */
  onColour: (color: string, ids?: readonly string[]) => void;
  /** `id` and the nodes under it: where a drag of `id` may not drop. */
  branchOf: (id: string) => ReadonlySet<string>;
}

/** Whether some node other than the root has its x in [min(a, b), max(a, b)): it is on another side of a than of b. */
function sideChanges(nodes: readonly MindMapNode[], rootId: string | null, a: number, b: number): boolean {
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  for (const n of nodes) if (n.x >= lo && n.x < hi && n.id !== rootId) return true;
  return false;
}

/**
 * The line between the root's two sides (a node at or right of it is on the right): the root's x, except
 * that while the root is dragged it follows only once some node changes side. So a root drag frame leaves
 * the canvas structure as it was, and the canvas neither rebuilds every link nor compares every node.
 */
function useSideLine(nodes: readonly MindMapNode[] | undefined, rootId: string | null): number {
  const rootX = useMemo(() => nodes?.find((n) => n.id === rootId)?.x ?? 0, [nodes, rootId]);
  const [line, setLine] = useState(rootX);
  if (line === rootX || !nodes || !sideChanges(nodes, rootId, line, rootX)) return line;
  // Adjusting state while rendering: React renders again at once with the new line, before any commit.
  setLine(rootX);
  return rootX;
}

export function useStructure(store: EditorStore, run: Run): CanvasStructure | null {
  const map = useStore(store, (s) => s.editor?.map ?? null);
  const selectedId = useStore(store, (s) => s.editor?.selectedId ?? null);
  const selectedIds = useStore(store, (s) => s.editor?.selectedIds);
  const selectedLink = useStore(store, (s) => s.editor?.selectedLink ?? null);

  const connections = map?.connections;
  const nodeOrder = map?.nodeOrder;
  const nodes = map?.nodes;
  // Worked out per nodes array, not per render (a selection or a status message re-renders the screen).
  // A drag frame changes `nodes` but none of these: the tree below is not worked out again.
  const folded = useMemo(() => (nodes ? collapsedKey(nodes) : ''), [nodes]);
  const rootId = useMemo(() => (nodes ? (findRoot(nodes)?.id ?? null) : null), [nodes]);
  const view = useMemo(
    () => (map ? branchView(map) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [connections, nodeOrder, folded, rootId],
  );
  const rootX = useSideLine(nodes, rootId);
  const counts = useMemo(() => {
    if (!view) return new Map<string, number>();
    const out = new Map(view.counts);
    if (rootId) out.delete(rootId);
    return out;
  }, [view, rootId]);
  const selection = useMemo(() => new Set(selectionOf({ selectedId, selectedIds })), [selectedId, selectedIds]);

  // A node chosen while folded away (the Node Order, a child added to a folded node) comes into view.
  // Only a new choice does: an undo that folds the branch the selected node is in stays folded.
  const hidden = view?.hidden;
  const chosen = useRef<string | null>(null);
  useEffect(() => {
    if (selectedId === chosen.current) return;
    chosen.current = selectedId;
    if (selectedId && hidden?.has(selectedId)) run(actionRevealNode, selectedId);
  }, [selectedId, hidden, run]);

  const onSelectChanges = useCallback((changes: SelectChange[]) => void run(actionSelectionChange, changes), [run]);
  const onSelectLink = useCallback((id: string | null) => void run(actionSelectLink, id), [run]);
  const onReparent = useCallback((id: string, targetId: string) => void run(actionReparent, { id, targetId }), [run]);
  const onLink = useCallback((from: string, to: string) => void run(actionAddLink, { from, to }), [run]);
  const onFold = useCallback((id: string, collapsed: boolean) => void run(actionSetBranchFolded, { id, collapsed }), [run]);
  const onColour = useCallback((color: string, ids?: readonly string[]) => void run(actionSetColour, { color, ids }), [run]);
  const onAudience = useCallback((id: string, mark: AudienceMark) => void run(actionSetAudience, { id, mark }), [run]);
  const branchOfNode = useCallback(
    (id: string) => {
      const editor = store.getState().editor;
      return editor ? branchOf(editor, id) : new Set([id]);
    },
    [store],
  );

  return useMemo(
    () =>
      view
        ? {
            selection,
            hidden: view.hidden,
            counts,
            rootId,
            rootX,
            selectedLink,
            onSelectChanges,
            onSelectLink,
            onReparent,
            onLink,
            onFold,
            onColour,
            onAudience,
            branchOf: branchOfNode,
          }
        : null,
    [view, selection, counts, rootId, rootX, selectedLink, onSelectChanges, onSelectLink, onReparent, onLink, onFold, onColour, onAudience, branchOfNode],
  );
}
