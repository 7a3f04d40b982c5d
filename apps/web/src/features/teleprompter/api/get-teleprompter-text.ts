// GET /api/teleprompter/:mindMapId — the saved script (404: none yet; 401: session expired).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teleprompterTextSchema, type TeleprompterText } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export function getTeleprompterText(mindMapId: string, signal?: AbortSignal): Promise<TeleprompterText> {
  return apiRequest(`/api/teleprompter/${encodeURIComponent(mindMapId)}`, {
    schema: teleprompterTextSchema.partial({ updatedAt: true, title: true, mindMapId: true }).transform((t) => ({
      mindMapId: t.mindMapId ?? mindMapId,
      title: t.title ?? '',
      content: t.content,
      updatedAt: t.updatedAt ?? '',
      ...(t.sections && { sections: t.sections }),
      ...(t.version !== undefined && { version: t.version }),
    })),
    signal,
  });
}

export function teleprompterTextQueryOptions(mindMapId: string) {
  return queryOptions({
    queryKey: ['teleprompter', mindMapId],
    queryFn: ({ signal }) => getTeleprompterText(mindMapId, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useTeleprompterText(mindMapId: string | null, enabled: boolean) {
  return useQuery({ ...teleprompterTextQueryOptions(mindMapId ?? ''), enabled: enabled && !!mindMapId });
}
