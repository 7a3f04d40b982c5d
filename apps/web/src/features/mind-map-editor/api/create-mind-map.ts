// POST /api/mindmaps: a new script is created on the server by its first change (issue 24 item 9);
// from then on it is edited through its live document (lib/live).
import { z } from 'zod';
import type { CreateMindMapBody } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

// The server's answer is read leniently: only the id matters here.
const createdSchema = z.looseObject({ _id: z.string().optional() });

export function createMindMap(body: CreateMindMapBody): Promise<{ _id?: string }> {
  return apiRequest('/api/mindmaps', { method: 'POST', body, schema: createdSchema });
}
