// Several nodes at once (issue 14 item 2), as in XMind or MindMeister: Shift/Ctrl/⌘-click adds a node
// to the selection or takes it out, Shift+drag on the empty canvas selects the nodes in a box, Ctrl/⌘+A
// selects every node shown. A drag then moves them together, Delete removes them, a colour recolours them.
import { STRUCTURE_MESSAGES } from '../structure-messages';
import { always, command, helpEntry, isKey, keyBelongsElsewhere, type ActionResult, type EditorAction } from './action-types';
import { branchView, deleteNodes, recolour } from './branch';
import { withMap, type EditorState } from './editor-state';
import { keepPendingTitle } from './keyboard-actions';
import { applySelectChanges, selectNodes, selectionOf, type SelectChange } from './selection';

/** The canvas's selection changes (a click, a toggle, a box): applied to the set. */
export const actionSelectionChange: EditorAction<readonly SelectChange[]> = {
  name: 'selectionChange',
  label: 'Add a node to the selection, or take it out',
  shortcut: 'Shift+Click',
  predicate: always,
  perform(state, ctx, changes) {
    const next = applySelectChanges(state, changes);
    return next === state ? {} : { state: keepPendingTitle(next, ctx, next.selectedId) };
  },
};

/** Only listed in the help: the canvas draws the box itself and reports it as selection changes. */
export const actionBoxSelect: EditorAction = {
  name: 'boxSelect',
  label: 'Select the nodes in a box (drag on the empty canvas)',
  shortcut: 'Shift+Drag',
  predicate: always,
  perform: () => ({}),
};

export const actionSelectAll: EditorAction = {
  name: 'selectAll',
  label: 'Select all nodes',
  shortcut: 'Ctrl+A',
  keyTest: (e) => command(e) && !e.shiftKey && isKey(e, 'a') && !keyBelongsElsewhere(e),
  predicate: (state) => state.map.nodes.length > 0,
  perform(state) {
    // Nodes inside a folded branch are not on screen, so they are not selected either.
    const { hidden } = branchView(state.map);
    const ids = state.map.nodes.filter((n) => !hidden.has(n.id)).map((n) => n.id);
    return ids.length ? { state: { ...selectNodes(state, ids), inlineEdit: null } } : {};
  },
};

/** Delete with several nodes selected: all of them but the root, one undo step. */
export function deleteSelection(state: EditorState): ActionResult {
  const ids = selectionOf(state);
  const { map, count } = deleteNodes(state.map, ids);
  if (!count) return { message: STRUCTURE_MESSAGES.rootKept, tone: 'error' };
  const kept = ids.filter((id) => map.nodes.some((n) => n.id === id));
  return {
    state: { ...withMap(state, map), ...selectNodesState(kept), editingId: null },
    message: STRUCTURE_MESSAGES.nodesDeleted(count),
  };
}

/** What is left selected after a delete (the root, when it was among them). */
function selectNodesState(ids: readonly string[]): Pick<EditorState, 'selectedId' | 'selectedIds'> {
  return { selectedId: ids[0] ?? null, selectedIds: ids.length > 1 ? ids : undefined };
}

/** A hex colour the map accepts (the schema's rule), written the way the palette writes them. */
export function normaliseColour(value: string): string | null {
  const v = value.trim();
  const hex = v.startsWith('#') ? v : `#${v}`;
  if (!/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(hex)) return null;
  return hex.toUpperCase();
}

/** The colour picker: the selected nodes (or `ids`, a node's own menu) take this colour, one undo step. */
export const actionSetColour: EditorAction<{ color: string; ids?: readonly string[] }> = {
  name: 'setColour',
  label: 'Colour',
  predicate: (state) => selectionOf(state).length > 0,
  perform(state, _ctx, { color, ids = selectionOf(state) }) {
    const hex = normaliseColour(color);
    if (!hex) return { message: STRUCTURE_MESSAGES.badColour, tone: 'error' };
    const map = recolour(state.map, ids, hex);
    if (map === state.map) return {};
    return { state: withMap(state, map), message: ids.length > 1 ? STRUCTURE_MESSAGES.recoloured(ids.length) : undefined };
  },
};

export const SELECTION_ACTIONS: readonly EditorAction[] = [helpEntry(actionSelectionChange), actionBoxSelect, actionSelectAll];
