// Changing the map's shape on the canvas (issue 14 item 2): drop a node on another to move its branch
// there, drag a node's dot to another to link them, select a link and delete it, fold a branch away.
// Each is one undo step; refusals say why and change nothing.
import { findRoot, type MindMapNode } from '@cuemap/shared';
import { STRUCTURE_MESSAGES } from '../structure-messages';
import { always, command, helpEntry, keyBelongsElsewhere, noModifiers, type ActionResult, type EditorAction } from './action-types';
import { addLink, branchView, removeLink, reparent, revealNode, setCollapsed, treeIndex } from './branch';
import { endMapGesture, nodesBeforeGesture, withMap, withMapInGesture, type EditorState } from './editor-state';
import { selectionOf } from './selection';

const titleOf = (state: EditorState, id: string) => state.map.nodes.find((n) => n.id === id)?.title ?? '';

/**
 * A drag that ended over another node (the canvas kept the drag's gesture open): the node moves under
 * it with its branch, and the drag plus the move are one undo step. Refused, the node goes back to where
 * the drag started and nothing changes.
 */
export const actionReparent: EditorAction<{ id: string; targetId: string }> = {
  name: 'reparent',
  label: 'Move a branch under another node (drop it on that node)',
  shortcut: 'Drag onto a node',
  predicate: always,
  perform(state, _ctx, { id, targetId }) {
    const before = nodesBeforeGesture(state);
    const start = before.find((n) => n.id === id);
    const result = reparent(state.map, id, targetId, start);
    if (result.ok) {
      return { state: endMapGesture(withMapInGesture(state, result.map)), message: STRUCTURE_MESSAGES.moved(titleOf(state, targetId)) };
    }
    // Back to where the drag started: the gesture then ends where it began and makes no step.
    const byId = new Map(before.map((n) => [n.id, n] as const));
    const nodes = state.map.nodes.map((n): MindMapNode => {
      const was = byId.get(n.id);
      return was && (was.x !== n.x || was.y !== n.y) ? { ...n, x: was.x, y: was.y } : n;
    });
    const message =
      result.reason === 'root'
        ? STRUCTURE_MESSAGES.moveRoot
        : result.reason === 'already'
          ? STRUCTURE_MESSAGES.alreadyUnder(titleOf(state, targetId))
          : STRUCTURE_MESSAGES.moveIntoBranch;
    return { state: endMapGesture(withMapInGesture(state, { ...state.map, nodes })), message, tone: 'error' };
  },
};

/** A line drawn from one node's dot to another node. */
export const actionAddLink: EditorAction<{ from: string; to: string }> = {
  name: 'addLink',
  label: 'Link two nodes (drag the dot on a node to another node)',
  shortcut: 'Drag a node’s dot',
  predicate: always,
  perform(state, _ctx, { from, to }) {
    const result = addLink(state.map, from, to);
    if (!result.ok) {
      if (result.reason === 'missing') return {};
      return { message: result.reason === 'self' ? STRUCTURE_MESSAGES.linkSelf : STRUCTURE_MESSAGES.linkDuplicate, tone: 'error' };
    }
    return { state: withMap(state, result.map), message: STRUCTURE_MESSAGES.linkAdded };
  },
};

/** A click on a link selects it (and no node); null clears it. */
export const actionSelectLink: EditorAction<string | null> = {
  name: 'selectLink',
  label: 'Select a link',
  predicate: always,
  perform(state, _ctx, id) {
    if ((state.selectedLink ?? null) === id) return {};
    return { state: id ? { ...state, selectedLink: id, selectedId: null, selectedIds: undefined } : { ...state, selectedLink: null } };
  },
};

export const actionDeleteLink: EditorAction = {
  name: 'deleteLink',
  label: 'Delete the selected link',
  shortcut: 'Del',
  keyTest: (e, state) => noModifiers(e) && (e.key === 'Delete' || e.key === 'Backspace') && !!state.selectedLink && !keyBelongsElsewhere(e),
  predicate: (state) => !!state.selectedLink,
  perform(state) {
    if (!state.selectedLink) return {};
    const map = removeLink(state.map, state.selectedLink);
    if (map === state.map) return { state: { ...state, selectedLink: null } };
    return { state: { ...withMap(state, map), selectedLink: null }, message: STRUCTURE_MESSAGES.linkDeleted };
  },
};

/** Folds or unfolds `ids` (the branches among them), one step, saying how many nodes went out of view. */
function fold(state: EditorState, ids: readonly string[], collapsed: boolean): ActionResult {
  const { counts } = branchView(state.map);
  // The root never folds: the whole map would go.
  const root = findRoot(state.map.nodes)?.id;
  const branches = ids.filter((id) => counts.has(id) && id !== root);
  if (!branches.length) return { message: STRUCTURE_MESSAGES.nothingToFold, tone: 'error' };
  const map = setCollapsed(state.map, branches, collapsed);
  if (map === state.map) return {};
  if (!collapsed) return { state: withMap(state, map), message: STRUCTURE_MESSAGES.unfolded };
  const { hidden } = branchView(map);
  // Selected nodes that went out of view leave the selection; the folded node stays selected.
  const kept = selectionOf(state).filter((id) => !hidden.has(id));
  const selectedId = state.selectedId !== null && !hidden.has(state.selectedId) ? state.selectedId : (branches[0] ?? null);
  return {
    state: { ...withMap(state, map), selectedId, selectedIds: kept.length > 1 ? kept : undefined },
    message: STRUCTURE_MESSAGES.folded(branches.reduce((n, id) => n + (counts.get(id) ?? 0), 0)),
  };
}

/** The fold toggle on a node and its menu: fold or unfold that node's branch. */
export const actionSetBranchFolded: EditorAction<{ id: string; collapsed: boolean }> = {
  name: 'setBranchFolded',
  label: 'Fold or unfold a branch',
  predicate: always,
  perform: (state, _ctx, { id, collapsed }) => fold(state, [id], collapsed),
};

/** Ctrl/⌘+/ (XMind's key): the selected branches fold, or unfold when the primary one is folded. */
export const actionToggleBranch: EditorAction = {
  name: 'toggleBranch',
  label: 'Fold or unfold the selected branch',
  shortcut: 'Ctrl+/',
  keyTest: (e) => command(e) && (e.key === '/' || e.code === 'Slash') && !keyBelongsElsewhere(e),
  predicate: (state) => state.selectedId !== null,
  perform(state) {
    const primary = state.map.nodes.find((n) => n.id === state.selectedId);
    if (!primary) return {};
    return fold(state, selectionOf(state), !primary.collapsed);
  },
};

/**
 * A node inside a folded branch was selected (the Node Order, a new child of a folded node): its
 * ancestors unfold so it shows. An undo step of its own (issue 26: the live document's undo manager cannot
 * merge it into the step before — a fold then this unfold merged to nothing and left Undo doing nothing).
 */
export const actionRevealNode: EditorAction<string> = {
  name: 'revealNode',
  label: 'Show a node in a folded branch',
  predicate: always,
  perform(state, _ctx, id) {
    const map = revealNode(state.map, id);
    return map === state.map ? {} : { state: withMap(state, map) };
  },
};

/** `id` and every node under it: where it may not be dropped (computed once per drag, not per frame). */
export function branchOf(state: EditorState, id: string): ReadonlySet<string> {
  const index = treeIndex(state.map);
  const out = new Set<string>([id]);
  const stack = [...(index.children.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    out.add(next);
    stack.push(...(index.children.get(next) ?? []));
  }
  return out;
}

export const BRANCH_ACTIONS: readonly EditorAction[] = [actionDeleteLink, actionToggleBranch, helpEntry(actionReparent), helpEntry(actionAddLink)];
