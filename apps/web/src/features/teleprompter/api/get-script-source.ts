// GET /api/mindmaps/:id — the map's title and nodes, which the AI writes the script from. One query
// key serves the header's title and generation alike, so the screen reads the map once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mindMapSchema, type MindMap } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export function getScriptSource(id: string, signal?: AbortSignal): Promise<MindMap> {
  return apiRequest(`/api/mindmaps/${encodeURIComponent(id)}`, { schema: mindMapSchema, signal });
}

export function scriptSourceQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['mind-maps', id, 'teleprompter-source'],
    queryFn: ({ signal }) => getScriptSource(id, signal),
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useScriptSource(id: string | null, enabled: boolean) {
  return useQuery({ ...scriptSourceQueryOptions(id ?? ''), enabled: enabled && !!id });
}
