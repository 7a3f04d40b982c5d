// /api/mindmaps/:id/rehearsals (issue 12 item 6): the runs of a script in Rehearse mode. GET reads the
// newest runs as summaries (the report's trend; issue 23: a page, never every run with its sections);
// GET …/:runId one run's sections when a past run is opened; POST stores one, and the list is read again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rehearsalListSchema, rehearsalSchema, type CreateRehearsalBody, type Rehearsal, type RehearsalList } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

/** Runs the report's trend shows: one page of the list. */
export const TREND_RUNS = 10;

const rehearsalsPath = (mindMapId: string) => `/api/mindmaps/${encodeURIComponent(mindMapId)}/rehearsals`;

export function getRehearsals(mindMapId: string, signal?: AbortSignal): Promise<RehearsalList> {
  return apiRequest(`${rehearsalsPath(mindMapId)}?limit=${TREND_RUNS}`, { schema: rehearsalListSchema, signal });
}

export function getRehearsal(mindMapId: string, runId: string, signal?: AbortSignal): Promise<Rehearsal> {
  return apiRequest(`${rehearsalsPath(mindMapId)}/${encodeURIComponent(runId)}`, { schema: rehearsalSchema, signal });
}

export function createRehearsal(mindMapId: string, body: CreateRehearsalBody): Promise<Rehearsal> {
  return apiRequest(rehearsalsPath(mindMapId), { method: 'POST', body, schema: rehearsalSchema });
}

export function rehearsalsQueryOptions(mindMapId: string) {
  return queryOptions({
    queryKey: ['rehearsals', mindMapId],
    queryFn: ({ signal }) => getRehearsals(mindMapId, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function rehearsalRunQueryOptions(mindMapId: string, runId: string) {
  return queryOptions({
    queryKey: ['rehearsals', mindMapId, runId],
    queryFn: ({ signal }) => getRehearsal(mindMapId, runId, signal),
    retry: false,
    refetchOnWindowFocus: false,
    // A stored run never changes.
    staleTime: Infinity,
  });
}

/** The newest runs, read only while a report is on screen. */
export function useRehearsals(mindMapId: string | null, enabled: boolean) {
  return useQuery({ ...rehearsalsQueryOptions(mindMapId ?? ''), enabled: enabled && !!mindMapId });
}

/** One stored run with its sections, read while it is open (`runId` not null). */
export function useRehearsalRun(mindMapId: string, runId: string | null) {
  return useQuery({ ...rehearsalRunQueryOptions(mindMapId, runId ?? ''), enabled: runId !== null });
}

/** Stores a run; on success the new run heads the cached list at once and the list is read again. */
export function useSaveRehearsal(mindMapId: string | null) {
  const queryClient = useQueryClient();
  const { queryKey } = rehearsalsQueryOptions(mindMapId ?? '');
  return useMutation({
    mutationFn: (body: CreateRehearsalBody) => createRehearsal(mindMapId ?? '', body),
    onSuccess: (run) => {
      const { sections: _sections, ...summary } = run;
      queryClient.setQueryData(rehearsalRunQueryOptions(mindMapId ?? '', run.id).queryKey, run);
      queryClient.setQueryData<RehearsalList>(queryKey, (list) =>
        list ? { ...list, rehearsals: [summary, ...list.rehearsals.filter((r) => r.id !== run.id)] } : list,
      );
      void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
