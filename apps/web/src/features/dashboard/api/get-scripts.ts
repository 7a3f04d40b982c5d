// GET /api/mindmaps — the user's scripts (spec §7), refetched when the window regains focus (§4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MindMapSummary } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { dashboardMeta, requireSession } from './dashboard-session';

export const scriptsQueryKey = ['mindmaps'] as const;

export async function getScripts(): Promise<MindMapSummary[]> {
  requireSession();
  return apiRequest<MindMapSummary[]>('/api/mindmaps');
}

export const scriptsQueryOptions = queryOptions({
  queryKey: scriptsQueryKey,
  queryFn: getScripts,
  refetchOnWindowFocus: true,
  meta: dashboardMeta,
});

export function useScripts(enabled: boolean) {
  return useQuery({ ...scriptsQueryOptions, enabled });
}
