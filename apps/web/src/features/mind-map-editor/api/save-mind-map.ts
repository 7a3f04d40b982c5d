// POST /api/mindmaps (new script) and PUT /api/mindmaps/:id (existing one, guarded by `version`).
import { z } from 'zod';
import type { CreateMindMapBody, UpdateMindMapBody } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

// The server's answer is read leniently: only the id and the new version matter here.
const savedSchema = z.looseObject({ _id: z.string().optional(), version: z.number().int().optional() });
export type SavedMindMap = z.infer<typeof savedSchema>;

export function createMindMap(body: CreateMindMapBody): Promise<SavedMindMap> {
  return apiRequest('/api/mindmaps', { method: 'POST', body, schema: savedSchema });
}

export function updateMindMap(id: string, body: UpdateMindMapBody): Promise<SavedMindMap> {
  return apiRequest(`/api/mindmaps/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: savedSchema.or(z.null()) }).then((r) => r ?? {});
}
