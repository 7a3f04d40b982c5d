// POST /api/ai/fit-script — *Fit to N minutes* (issue 12, Pro/Elite, one teleprompter generation):
// the script rewritten so its words ÷ WPM land within ±10 % of the target. The answer replaces the
// cached script; the generations left count it at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teleprompterTextSchema, type FitScriptBody, type TeleprompterText } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { countTeleprompterGeneration } from './count-generation';
import { teleprompterTextQueryOptions } from './get-teleprompter-text';

export function fitScript(body: FitScriptBody): Promise<TeleprompterText> {
  return apiRequest('/api/ai/fit-script', { method: 'POST', body, schema: teleprompterTextSchema });
}

export function useFitScript(mindMapId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = teleprompterTextQueryOptions(mindMapId);
  return useMutation({
    mutationFn: (body: Omit<FitScriptBody, 'mindMapId'>) => fitScript({ ...body, mindMapId }),
    onSuccess: (text) => {
      queryClient.setQueryData(queryKey, text);
      countTeleprompterGeneration();
    },
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
