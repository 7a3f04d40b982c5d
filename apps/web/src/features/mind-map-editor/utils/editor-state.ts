// Editor state as plain data: the map as the live document holds it (with a drag under way laid over it),
// plus what stays in this tab: selection, the open node editor, the inline title edit and the view.
// The undo history is the live document's (Y.UndoManager, stores/live-map-binding.ts): only whether
// Undo and Redo have a step to take is mirrored here, for the actions' predicates.
import { findRoot, type MapDocument, type MindMapNode } from '@cuemap/shared';

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
  /**
   * A node drag under way: the nodes as they were when it started (what the document still holds).
   * Its frames stay in this tab; its end is written to the document as one change, one undo step.
   */
  gesture?: { nodes: readonly MindMapNode[] } | null;
  /** Whether this user's own edits leave a step to undo / redo (the document's undo manager). */
  canUndo?: boolean;
  canRedo?: boolean;
}

export function initialEditorState(map: MapDocument): EditorState {
  return { map, selectedId: findRoot(map.nodes)?.id ?? null, editingId: null };
}

/** The state after an edit: written to the document as one change (one undo step unless only the title changed). */
export function withMap(state: EditorState, map: MapDocument): EditorState {
  return { ...state, map, gesture: null };
}

/** A change in the middle of a gesture (each frame of a node drag): shown here, written when it ends. */
export function withMapInGesture(state: EditorState, map: MapDocument): EditorState {
  return { ...state, map, gesture: state.gesture ?? { nodes: state.map.nodes } };
}

/** Ends the open gesture: the whole drag is written as one change (none if the nodes ended where they began). */
export function endMapGesture(state: EditorState): EditorState {
  return state.gesture ? { ...state, gesture: null } : state;
}

/** The nodes as they were before the gesture under way (the map's own nodes when there is none). */
export function nodesBeforeGesture(state: EditorState): readonly MindMapNode[] {
  return state.gesture?.nodes ?? state.map.nodes;
}
