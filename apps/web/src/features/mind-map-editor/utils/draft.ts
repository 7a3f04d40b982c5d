// Local drafts: unsaved edits kept in localStorage per user and script, offered back on reopen.
import { z } from 'zod';
import { connectionSchema, mindMapNodeSchema, type MapDocument } from '@cuemap/shared';

const draftSchema = z.object({
  title: z.string(),
  nodes: z.array(mindMapNodeSchema),
  connections: z.array(connectionSchema),
  nodeOrder: z.array(z.string()),
  /** Server version the edits started from (null for a script never saved). */
  baseVersion: z.number().nullable(),
  savedAt: z.number(),
});
export type Draft = z.infer<typeof draftSchema>;

const PREFIX = 'cuemap:draft:';

export function draftKey(userEmail: string, mapId: string | null): string {
  return `${PREFIX}${userEmail.toLowerCase()}:${mapId ?? 'new'}`;
}

export function writeDraft(key: string, map: MapDocument, baseVersion: number | null): void {
  const draft: Draft = { ...map, baseVersion, savedAt: Date.now() };
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft is a safety net, the on-screen map is still intact.
  }
}

export function readDraft(key: string): Draft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

export function draftToMap(draft: Draft): MapDocument {
  return { title: draft.title, nodes: draft.nodes, connections: draft.connections, nodeOrder: draft.nodeOrder };
}
