// Map drafts left in localStorage by the version before live documents (issue 26): unsaved edits kept
// per user and script under `cuemap:draft:<owner>:<id>`, the owner the e-mail digest (owner.ts) or, in
// still older versions, the address itself. Nothing writes them any more; a script's draft is added to
// its live document the first time the editor opens the script here, then removed, so no edit is lost
// on the upgrade. A draft of a script never saved ('new') is left alone: it belongs to no script.
import { z } from 'zod';
import type * as Y from 'yjs';
import { cleanText, connectionSchema, mindMapNodeSchema, sameMapContent } from '@cuemap/shared';
import { applyMapToDoc, readLiveMap } from '@cuemap/shared/live';
import { readStoredJson, removeStored } from '../local-store';
import { liveCopyOwner } from './owner';
import { LOCAL_ORIGIN } from './types';

const PREFIX = 'cuemap:draft:';

const draftSchema = z.object({
  title: z.string(),
  nodes: z.array(mindMapNodeSchema),
  connections: z.array(connectionSchema),
  nodeOrder: z.array(z.string()),
  savedAt: z.number().default(0),
});

/** A draft written before the text rule may hold a pasted NUL: cleaned as a save would clean it. */
function cleanStrings(value: unknown, key?: string): unknown {
  if (typeof value === 'string') return cleanText(value, key === 'text' ? 'multiline' : 'line');
  if (Array.isArray(value)) return value.map((item) => cleanStrings(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanStrings(v, k)]));
  return value;
}

/** The keys of `email`'s old drafts of script `mindMapId` (under the digest or the address). */
function draftKeys(email: string, mindMapId: string): string[] {
  const owners = new Set([liveCopyOwner(email), email.toLowerCase()]);
  const keys: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(PREFIX) || !key.endsWith(`:${mindMapId}`)) continue;
      const owner = key.slice(PREFIX.length, -(mindMapId.length + 1));
      if (owners.has(owner.toLowerCase())) keys.push(key);
    }
  } catch {
    // Storage blocked: nothing stored.
  }
  return keys;
}

/**
 * Adds `email`'s old draft of script `mindMapId` to its live document `doc` as this user's own edit
 * (LOCAL_ORIGIN: it syncs and undo takes it back), then removes it. Where both key forms hold one, the
 * one saved last wins; an unreadable draft is only removed. True when the document changed.
 */
export function applyLegacyDraft(doc: Y.Doc, email: string, mindMapId: string): boolean {
  if (mindMapId === 'new') return false;
  const keys = draftKeys(email, mindMapId);
  const drafts = keys.map((key) => readStoredJson(key, draftSchema, cleanStrings)).filter((d) => d !== null);
  const draft = drafts.sort((a, b) => b.savedAt - a.savedAt)[0];
  let changed = false;
  if (draft) {
    const map = { title: draft.title, nodes: draft.nodes, connections: draft.connections, nodeOrder: draft.nodeOrder };
    changed = !sameMapContent(map, readLiveMap(doc)) && applyMapToDoc(doc, map, LOCAL_ORIGIN);
  }
  for (const key of keys) removeStored(key);
  return changed;
}
