// GET /api/mindmaps/:id — the script the editor opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mindMapSchema, type MindMap } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export function getMindMap(id: string, signal?: AbortSignal): Promise<MindMap> {
  return apiRequest(`/api/mindmaps/${encodeURIComponent(id)}`, { schema: mindMapSchema, signal });
}

/** Always fresh: the editor must start from the server's current version, never a cached copy. */
export function mindMapQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['mind-maps', id, 'editor'],
    queryFn: ({ signal }) => getMindMap(id, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useMindMap(id: string | null, enabled: boolean) {
  return useQuery({ ...mindMapQueryOptions(id ?? ''), enabled: enabled && !!id });
}
