// GET /api/mindmaps/:id/rehearsals/trend (issue 28): each section's time, pace and fillers across the
// newest runs — the report's per-section trend, read once the run on screen is saved.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rehearsalTrendSchema, type RehearsalTrend } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

/** Runs the per-section trend shows. */
export const SECTION_TREND_RUNS = 8;

export function getRehearsalTrend(mindMapId: string, signal?: AbortSignal): Promise<RehearsalTrend> {
  return apiRequest(`/api/mindmaps/${encodeURIComponent(mindMapId)}/rehearsals/trend?limit=${SECTION_TREND_RUNS}`, { schema: rehearsalTrendSchema, signal });
}

/** Keyed by the newest run saved, so each saved run reads the trend that includes it. */
export function rehearsalTrendQueryOptions(mindMapId: string, newestRunId: string) {
  return queryOptions({
    queryKey: ['rehearsal-trend', mindMapId, newestRunId],
    queryFn: ({ signal }) => getRehearsalTrend(mindMapId, signal),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function useRehearsalTrend(mindMapId: string | null, newestRunId: string | null) {
  return useQuery({ ...rehearsalTrendQueryOptions(mindMapId ?? '', newestRunId ?? ''), enabled: !!mindMapId && !!newestRunId });
}
