// A map's local draft as it is stored: unsaved edits kept in localStorage per user and script. The
// editor writes it and offers it back on reopen (features/mind-map-editor/utils/draft.ts); the
// teleprompter reads it to save a local copy shown offline once the network returns.
import { z } from 'zod';
import { cleanText, connectionSchema, mindMapNodeSchema, type MapDocument } from '@cuemap/shared';
import { draftStorageKey } from './local-drafts';
import { readStoredJson, removeStored, writeStoredJson } from './local-store';

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

export function draftKey(userEmail: string, mapId: string | null): string {
  return draftStorageKey('draft', userEmail, mapId ?? 'new');
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
