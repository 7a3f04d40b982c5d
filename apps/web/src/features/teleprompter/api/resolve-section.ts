// PUT /api/teleprompter/:mindMapId/sections/:index — one decision on a part the map left behind
// (keep mine / use map text / remove), against the script's version; the answer replaces the cached script.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teleprompterTextSchema, type ResolveSectionBody, type TeleprompterText } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { teleprompterTextQueryOptions } from './get-teleprompter-text';

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
    mutationFn: ({ index, body }: { index: number; body: ResolveSectionBody }) => resolveSection(mindMapId, index, body),
    onSuccess: (text) => queryClient.setQueryData(queryKey, text),
    // A 409 (changed elsewhere) or any other failure: read the script again, so the choices shown are current.
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
