// PUT /api/teleprompter/:mindMapId/sections/:index — one decision on a part the map left behind
// (keep mine / use map text / remove), against the script's version as the server has it now; the change
// reaches the screen through the live document, and the answer replaces the cached script.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teleprompterTextSchema, type ResolveSectionBody, type TeleprompterText } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { currentScriptVersion, teleprompterTextQueryOptions } from './get-teleprompter-text';

export function resolveSection(mindMapId: string, index: number, body: ResolveSectionBody): Promise<TeleprompterText> {
  return apiRequest(`/api/teleprompter/${encodeURIComponent(mindMapId)}/sections/${index}`, {
    method: 'PUT',
    body,
    schema: teleprompterTextSchema,
  });
}

export function useResolveSection(mindMapId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = teleprompterTextQueryOptions(mindMapId);
  return useMutation({
    mutationFn: async ({ index, action }: { index: number; action: ResolveSectionBody['action'] }) =>
      resolveSection(mindMapId, index, { version: await currentScriptVersion(mindMapId), action }),
    onSuccess: (text) => queryClient.setQueryData(queryKey, text),
    // A 409 (changed elsewhere) or any other failure: read the script again, so the choices shown are current.
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
