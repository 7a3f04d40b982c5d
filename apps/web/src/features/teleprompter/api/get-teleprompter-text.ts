// GET /api/teleprompter/:mindMapId — the saved script (404: none yet; 401: session expired). Without
// network the service worker answers with the copy last fetched, and the data says `offline: true`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teleprompterTextSchema, type TeleprompterText } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { isOfflineCopy, type MaybeOffline } from '../../../lib/offline-cache';

export async function getTeleprompterText(mindMapId: string, signal?: AbortSignal): Promise<MaybeOffline<TeleprompterText>> {
  let offline = false;
  const text = await apiRequest(`/api/teleprompter/${encodeURIComponent(mindMapId)}`, {
    schema: teleprompterTextSchema.partial({ updatedAt: true, title: true, mindMapId: true }).transform((t) => ({
      mindMapId: t.mindMapId ?? mindMapId,
      title: t.title ?? '',
      content: t.content,
      updatedAt: t.updatedAt ?? '',
      ...(t.sections && { sections: t.sections }),
      ...(t.version !== undefined && { version: t.version }),
    })),
    signal,
    onResponse: (response) => {
      offline = isOfflineCopy(response);
    },
  });
  return offline ? { ...text, offline: true } : text;
}

/**
 * The script's version as the server has it now (a decision on an out-of-date part is made against it:
 * the screen reads the sections from the live document, which carries no version).
 */
export async function currentScriptVersion(mindMapId: string): Promise<number> {
  return (await getTeleprompterText(mindMapId)).version ?? 0;
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

/**
 * `reader`: a panel that shows what the screen already read (the review, Fit to time) — mounting it
 * (e.g. when a generation's stream ends) does not read the script again; it still reads it if nothing is there.
 */
export function useTeleprompterText(mindMapId: string | null, enabled: boolean, { reader = false }: { reader?: boolean } = {}) {
  return useQuery({ ...teleprompterTextQueryOptions(mindMapId ?? ''), enabled: enabled && !!mindMapId, ...(reader ? { refetchOnMount: false } : {}) });
}
