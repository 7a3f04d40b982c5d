// POST /api/teleprompter — the script text saved after every map save (failure is only logged).
import type { TeleprompterUpsertBody } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export function saveTeleprompterText(body: TeleprompterUpsertBody): Promise<unknown> {
  return apiRequest('/api/teleprompter', { method: 'POST', body });
}
