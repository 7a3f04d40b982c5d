// Local drafts: unsaved edits kept in localStorage per user and script, offered back on reopen. How a
// draft is stored (key, schema, read/write/clear) is lib/map-draft.ts, shared with the teleprompter
// (it saves a local copy shown offline once the network returns); what the editor does with one is here.
import { sameMapContent, type MapDocument } from '@cuemap/shared';
import { draftToMap, type Draft, type NodeEditDraft } from '../../../lib/map-draft';
import { replaceMap, type EditorState } from './editor-state';

export { clearDraft, draftKey, draftToMap, readDraft, writeDraft, type Draft, type NodeEditDraft } from '../../../lib/map-draft';

/**
 * What to do with a draft found when a script opens: offer it back unless it holds nothing new. A
 * loaded script's draft that matches the server copy is stale (its edits were saved) and is cleared;
 * a new script's is only left unoffered (another new script may still want it).
 */
export function draftOnOpen(draft: Draft | null, map: MapDocument, isNew: boolean): 'offer' | 'clear' | 'none' {
  if (!draft) return 'none';
  if (!sameMapContent(draftToMap(draft), map) || draft.nodeEdit) return 'offer';
  return isNew ? 'none' : 'clear';
}

/**
 * The draft to keep for the editor's state now: only unsaved edits are written — the map's, or the
 * open node editor's fields (then the map goes with them, so the draft restores both).
 */
export function draftToKeep(state: EditorState | null, nodeEdit: NodeEditDraft | null = null): MapDocument | null {
  if (!state) return null;
  return state.dirty || nodeEdit ? state.map : null;
}

/**
 * The state after restoring a draft: a new starting point (undo never walks back into the copy it
 * replaced), unsaved, with the selection kept.
 */
export function restoreDraftState(state: EditorState, draft: Draft): EditorState {
  const restored = replaceMap(state, draftToMap(draft));
  // A node editor open with changes reopens on its node (if the draft still has that node).
  const editing = draft.nodeEdit && restored.map.nodes.some((n) => n.id === draft.nodeEdit!.nodeId) ? draft.nodeEdit.nodeId : null;
  return editing ? { ...restored, selectedId: editing, editingId: editing } : { ...restored, selectedId: state.selectedId };
}

/** The node editor's fields a restored draft reopens with (null: none, or its node is gone). */
export function nodeEditToRestore(draft: Draft): NodeEditDraft | null {
  const edit = draft.nodeEdit;
  return edit && draft.nodes.some((n) => n.id === edit.nodeId) ? edit : null;
}
