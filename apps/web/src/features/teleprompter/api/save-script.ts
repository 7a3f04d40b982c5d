// PUT /api/teleprompter/:mindMapId/script — the script edited by hand, every section's text, against
// the script's version (409 when it changed elsewhere).
import { teleprompterTextSchema, type ScriptEditBody, type TeleprompterText } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export function saveScript(mindMapId: string, body: ScriptEditBody): Promise<TeleprompterText> {
  return apiRequest(`/api/teleprompter/${encodeURIComponent(mindMapId)}/script`, { method: 'PUT', body, schema: teleprompterTextSchema });
}
