// Editor state as plain data: the map document plus selection, the open node editor and undo history.
import { findRoot, sameMapContent, type MapDocument } from '@cuemap/shared';
import { beginGesture, createHistory, endGesture, record, redo, undo, type History, type HistoryMove } from './history';

/**
 * What undo/redo restores: nodes (positions, text, colour), connections and the Node Order. The
 * title is left out on purpose: it is edited in the header and saved at once on its own (§4), so
 * undoing a node change must not silently rename the script.
 */
export type MapSnapshot = Pick<MapDocument, 'nodes' | 'connections' | 'nodeOrder'>;

export interface EditorState {
  map: MapDocument;
  /** The primary selected node: what actions on one node (edit, add child, arrows) work on. */
  selectedId: string | null;
  /**
   * Every selected node when several are (issue 14 item 2), the primary among them; see selection.ts.
   * A `selectedId` outside this list means the list is stale: then only `selectedId` is selected.
   */
  selectedIds?: readonly string[];
  /** The selected link's canvas id (`from->to`): Delete removes it. A node selection clears it. */
  selectedLink?: string | null;
  /** Node open in the 'Edit Node Content' overlay. */
  editingId: string | null;
  /** Node whose title is being typed on the canvas (issue 14 item 1), and the key that started it. */
  inlineEdit?: { id: string; seed: string | null } | null;
  /** Map or Outline (issue 14 item 4); unset: the view this browser last used (outline/view-preference.ts). */
  view?: 'map' | 'outline';
  /** True while the map differs from the last saved copy. */
  dirty: boolean;
  /** Bumped on every content change; a save only clears `dirty` if no change happened meanwhile. */
  revision: number;
  history: History<MapSnapshot>;
}

export function initialEditorState(map: MapDocument, dirty = false): EditorState {
  return { map, selectedId: findRoot(map.nodes)?.id ?? null, editingId: null, dirty, revision: 0, history: createHistory() };
}

const snapshotOf = ({ nodes, connections, nodeOrder }: MapDocument): MapSnapshot => ({ nodes, connections, nodeOrder });

function sameSnapshot(a: MapSnapshot, b: MapSnapshot): boolean {
  if (a.nodes === b.nodes && a.connections === b.connections && a.nodeOrder === b.nodeOrder) return true;
  return sameMapContent({ title: '', ...a }, { title: '', ...b });
}

/** A content change (marks it dirty) without touching the history. */
function changed(state: EditorState, map: MapDocument, history: History<MapSnapshot>): EditorState {
  return { ...state, map, history, dirty: true, revision: state.revision + 1 };
}

/** Closes a gesture still open (a drag whose end was missed) so it stays a step of its own. */
function settled(state: EditorState): History<MapSnapshot> {
  return endGesture(state.history, snapshotOf(state.map), sameSnapshot);
}

/** The state after a content change (marks it dirty); one undo step unless only the title changed. */
export function withMap(state: EditorState, map: MapDocument): EditorState {
  const history = settled(state);
  const before = snapshotOf(state.map);
  return changed(state, map, sameSnapshot(before, snapshotOf(map)) ? history : record(history, before));
}

/** A change in the middle of a gesture (each frame of a node drag): no step until `endMapGesture`. */
export function withMapInGesture(state: EditorState, map: MapDocument): EditorState {
  return changed(state, map, beginGesture(state.history, snapshotOf(state.map)));
}

/** Ends the open gesture: the whole drag becomes one step (none if the node ended where it began). */
export function endMapGesture(state: EditorState): EditorState {
  const history = settled(state);
  return history === state.history ? state : { ...state, history };
}

/** A change that is not a step of its own (unfolding a branch to show the node just selected). */
export function withMapQuietly(state: EditorState, map: MapDocument): EditorState {
  return changed(state, map, state.history);
}

/** A different map that starts a fresh history (a restored draft): older steps would not apply to it. */
export function replaceMap(state: EditorState, map: MapDocument): EditorState {
  return changed(state, map, createHistory());
}

function moved(state: EditorState, move: HistoryMove<MapSnapshot> | null): EditorState | null {
  if (!move) return null;
  const map = { ...state.map, ...move.snapshot };
  // Like every other edit it marks the map dirty, even when it lands on the saved version again.
  const next = changed(state, map, move.history);
  const ids = new Set(map.nodes.map((n) => n.id));
  const selectedId = state.selectedId !== null && ids.has(state.selectedId) ? state.selectedId : null;
  const selectedIds = state.selectedIds?.filter((id) => ids.has(id));
  const selectedLink = map.connections.some((c) => `${c.from}->${c.to}` === state.selectedLink) ? state.selectedLink : null;
  return { ...next, selectedId, selectedIds, selectedLink, editingId: null, inlineEdit: null };
}

/** The state one step back, or null with nothing to undo. */
export function undoMap(state: EditorState): EditorState | null {
  return moved(state, undo(settled(state), snapshotOf(state.map)));
}

/** The state one step forward again, or null with nothing to redo. */
export function redoMap(state: EditorState): EditorState | null {
  return moved(state, redo(settled(state), snapshotOf(state.map)));
}
