// Local drafts: unsaved edits kept in localStorage per user and script, offered back on reopen.
import { z } from 'zod';
import { cleanText, connectionSchema, mindMapNodeSchema, sameMapContent, type MapDocument } from '@cuemap/shared';
import { readStoredJson, removeStored, writeStoredJson } from '../../../lib/local-store';
import { replaceMap, type EditorState } from './editor-state';

/**
 * The open node editor's fields ('Edit Node Content'), kept while they differ from the node: a reload
 * reopens the editor on that node with them. `context` is the AI Helper's context ('' when none).
 */
const nodeEditSchema = z.object({
  nodeId: z.string(),
  title: z.string(),
  text: z.string(),
  context: z.string().default(''),
});
export type NodeEditDraft = z.infer<typeof nodeEditSchema>;

const draftSchema = z.object({
  title: z.string(),
  nodes: z.array(mindMapNodeSchema),
  connections: z.array(connectionSchema),
  nodeOrder: z.array(z.string()),
  /** Server version the edits started from (null for a script never saved). */
  baseVersion: z.number().nullable(),
  savedAt: z.number(),
  /** The node editor open with changes when the draft was written (absent in older drafts). */
  nodeEdit: nodeEditSchema.nullable().optional(),
});
export type Draft = z.infer<typeof draftSchema>;

const PREFIX = 'cuemap:draft:';

export function draftKey(userEmail: string, mapId: string | null): string {
  return `${PREFIX}${userEmail.toLowerCase()}:${mapId ?? 'new'}`;
}

export function writeDraft(key: string, map: MapDocument, baseVersion: number | null, nodeEdit: NodeEditDraft | null = null): void {
  const draft: Draft = { ...map, baseVersion, savedAt: Date.now(), ...(nodeEdit ? { nodeEdit } : {}) };
  writeStoredJson(key, draft);
}

/**
 * A draft written before the text rule may hold a pasted NUL, which the node schema now refuses:
 * cleaned like a save would clean it, the draft is offered back instead of dropped.
 */
function cleanStrings(value: unknown, key?: string): unknown {
  if (typeof value === 'string') return cleanText(value, key === 'text' ? 'multiline' : 'line');
  if (Array.isArray(value)) return value.map((item) => cleanStrings(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanStrings(v, k)]));
  return value;
}

export const readDraft = (key: string): Draft | null => readStoredJson(key, draftSchema, cleanStrings);

export const clearDraft = removeStored;

export function draftToMap(draft: Draft): MapDocument {
  return { title: draft.title, nodes: draft.nodes, connections: draft.connections, nodeOrder: draft.nodeOrder };
}

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
