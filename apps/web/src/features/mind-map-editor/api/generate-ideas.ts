// POST /api/ai/generate-ideas — idea suggestions for one node (AI Helper).
import { generateIdeasResponseSchema, type GenerateIdeasBody } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/auth';

/** `source` names the writer ('Offline writer' or the model). The user's monthly counts are refreshed after. */
export async function generateIdeas(body: GenerateIdeasBody) {
  const result = await apiRequest('/api/ai/generate-ideas', { method: 'POST', body, schema: generateIdeasResponseSchema });
  refreshSession().catch(() => undefined);
  return result;
}
