// GET /api/mindmaps/:id, then GET /api/teleprompter/:id: a script with its saved teleprompter text
// (null when it has none yet, a 404), validated with the same shared schemas as the editor's and the
// teleprompter's reads. Duplicate and Download import this on first use, so the schemas stay out of
// the dashboard's chunk.
import { mindMapSchema, teleprompterTextSchema, type MindMap } from '@cuemap/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';

const savedTextSchema = teleprompterTextSchema.pick({ content: true });

export async function getScriptWithText(id: string): Promise<{ map: MindMap; text: { content: string } | null }> {
  const map = await apiRequest(`/api/mindmaps/${encodeURIComponent(id)}`, { schema: mindMapSchema });
  const text = await apiRequest(`/api/teleprompter/${encodeURIComponent(id)}`, { schema: savedTextSchema }).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  });
  return { map, text };
}
