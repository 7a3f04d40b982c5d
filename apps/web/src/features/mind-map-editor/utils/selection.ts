// Several selected nodes (issue 14 item 2). `selectedId` stays the primary selection every older
// command uses; `selectedIds` holds the whole set. Code that sets only `selectedId` (add a node, an
// arrow key, Esc) needs no change: a primary outside the set means the set is stale and only the primary
// counts, and a null primary means nothing is selected.
import type { EditorState } from './editor-state';

type Selection = Pick<EditorState, 'selectedId' | 'selectedIds'>;

/** The selected node ids, the primary among them (empty when nothing is selected). */
export function selectionOf(state: Selection): readonly string[] {
  const { selectedId, selectedIds } = state;
  if (selectedId === null) return [];
  return selectedIds && selectedIds.includes(selectedId) ? selectedIds : [selectedId];
}

/** A node's selection as the canvas reports it: a click, a Shift/Ctrl/⌘-click toggle, a box. */
export interface SelectChange {
  id: string;
  selected: boolean;
}

/**
 * The state after the canvas's selection changes. The last node added becomes the primary; when the
 * primary leaves, the earliest one left takes over. Choosing nodes clears a selected link.
 */
export function applySelectChanges(state: EditorState, changes: readonly SelectChange[]): EditorState {
  const set = new Set(selectionOf(state));
  let added: string | null = null;
  for (const change of changes) {
    if (change.selected) {
      set.add(change.id);
      added = change.id;
    } else set.delete(change.id);
  }
  const primary = added ?? (state.selectedId !== null && set.has(state.selectedId) ? state.selectedId : ([...set][0] ?? null));
  const ids = [...set];
  const before = selectionOf(state);
  const same = primary === state.selectedId && ids.length === before.length && ids.every((id, i) => id === before[i]);
  if (same && !(added && state.selectedLink)) return state;
  return { ...state, selectedId: primary, selectedIds: ids.length > 1 ? ids : undefined, selectedLink: added ? null : state.selectedLink };
}

/** Selects exactly these nodes, `primary` first choice for the primary. */
export function selectNodes(state: EditorState, ids: readonly string[], primary: string | null = state.selectedId): EditorState {
  const first = primary !== null && ids.includes(primary) ? primary : (ids[0] ?? null);
  return { ...state, selectedId: first, selectedIds: ids.length > 1 ? ids : undefined, selectedLink: null };
}
