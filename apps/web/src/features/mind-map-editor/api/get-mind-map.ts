// GET /api/mindmaps/:id — the script the editor opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mindMapSchema, type MindMap } from '@cuemap/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { takeEarlyMindMap } from './early-mind-map';
import { editorRequestMeta } from './editor-session';

export function getMindMap(id: string, signal?: AbortSignal): Promise<MindMap> {
  return apiRequest(`/api/mindmaps/${encodeURIComponent(id)}`, { schema: mindMapSchema, signal });
}

/** The answer the route's loader asked for early (api/early-mind-map.ts), checked as apiRequest checks one. */
async function earlyMindMap(answer: Promise<unknown>): Promise<MindMap> {
  const parsed = mindMapSchema.safeParse(await answer);
  if (!parsed.success) throw new ApiError(200, 'Unexpected response from the server.', {});
  return parsed.data;
}

export const mindMapQueryKey = (id: string) => ['mind-maps', id, 'editor'] as const;

/**
 * Always fresh: the editor must start from the server's current version, never a cached copy. It is
 * fetched when the editor opens (or reloads after a conflict), never behind the user's back: no
 * refetch on focus or reconnect, and no waiting for the browser to say it is online (a failure says so).
 */
export function mindMapQueryOptions(id: string) {
  return queryOptions({
    queryKey: mindMapQueryKey(id),
    queryFn: ({ signal }) => {
      // The editor's first load of a script takes the request its route started (api/early-mind-map.ts).
      const early = takeEarlyMindMap(id);
      return early ? earlyMindMap(early) : getMindMap(id, signal);
    },
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
    networkMode: 'always',
    meta: editorRequestMeta,
  });
}

/** The script `id` (null: nothing to fetch). */
export function useMindMap(id: string | null) {
  return useQuery({ ...mindMapQueryOptions(id ?? ''), enabled: !!id });
}
