// POST /api/ai/rewrite-section — *Rewrite with AI* for one out-of-date section (Pro/Elite, one teleprompter
// generation), against the script's version as the server has it now; the change reaches the screen through
// the live document, and the answer replaces the cached script.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teleprompterTextSchema, type RewriteSectionBody, type TeleprompterText } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { countTeleprompterGeneration } from './count-generation';
import { currentScriptVersion, teleprompterTextQueryOptions } from './get-teleprompter-text';

export function rewriteSection(body: RewriteSectionBody): Promise<TeleprompterText> {
  return apiRequest('/api/ai/rewrite-section', { method: 'POST', body, schema: teleprompterTextSchema });
}

export function useRewriteSection(mindMapId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = teleprompterTextQueryOptions(mindMapId);
  return useMutation({
    mutationFn: async ({ index }: { index: number }) => rewriteSection({ mindMapId, index, version: await currentScriptVersion(mindMapId) }),
    onSuccess: (text) => {
      queryClient.setQueryData(queryKey, text);
      countTeleprompterGeneration();
    },
    // A 409 (changed elsewhere) or any other failure: read the script again, so the choices shown are current.
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
