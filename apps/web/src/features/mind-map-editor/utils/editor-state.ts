// Editor state as plain data: the map document plus selection and the open node editor.
import { findRoot, type MapDocument } from '@cuemap/shared';

export interface EditorState {
  map: MapDocument;
  selectedId: string | null;
  /** Node open in the 'Edit Node Content' overlay. */
  editingId: string | null;
  /** True while the map differs from the last saved copy. */
  dirty: boolean;
  /** Bumped on every content change; a save only clears `dirty` if no change happened meanwhile. */
  revision: number;
}

export function initialEditorState(map: MapDocument, dirty = false): EditorState {
  return { map, selectedId: findRoot(map.nodes)?.id ?? null, editingId: null, dirty, revision: 0 };
}

/** The state after a content change (marks it dirty). */
export function withMap(state: EditorState, map: MapDocument): EditorState {
  return { ...state, map, dirty: true, revision: state.revision + 1 };
}
