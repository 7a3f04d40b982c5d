// POST /api/ai/generate-teleprompter — the AI writes the spoken script from the map.
import { useMutation } from '@tanstack/react-query';
import { generateTeleprompterResponseSchema, type GenerateTeleprompterBody } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export function generateTeleprompterScript(body: GenerateTeleprompterBody) {
  return apiRequest('/api/ai/generate-teleprompter', { method: 'POST', body, schema: generateTeleprompterResponseSchema });
}

export function useGenerateTeleprompterScript() {
  return useMutation({ mutationFn: generateTeleprompterScript });
}
