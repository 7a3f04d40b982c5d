// PUT /api/mindmaps/:id — the editor's unsaved map (its local draft), saved from the teleprompter once
// the network is back, against the version the edits started from (409 when it changed elsewhere).
import { z } from 'zod';
import type { UpdateMindMapBody } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

// Read leniently: only the new version matters here.
const savedSchema = z.looseObject({ version: z.number().int().optional() }).or(z.null());

export function saveLocalCopy(mindMapId: string, body: UpdateMindMapBody): Promise<{ version?: number }> {
  return apiRequest(`/api/mindmaps/${encodeURIComponent(mindMapId)}`, { method: 'PUT', body, schema: savedSchema }).then((r) => r ?? {});
}
