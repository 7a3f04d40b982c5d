// /api/mindmaps/:id/rehearsals (issue 12 item 6): the runs of a script in Rehearse mode. GET lists
// them newest first (the report's trend); POST stores one, and the list is read again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rehearsalListSchema, rehearsalSchema, type CreateRehearsalBody, type Rehearsal, type RehearsalList } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

const rehearsalsPath = (mindMapId: string) => `/api/mindmaps/${encodeURIComponent(mindMapId)}/rehearsals`;

export function getRehearsals(mindMapId: string, signal?: AbortSignal): Promise<RehearsalList> {
  return apiRequest(rehearsalsPath(mindMapId), { schema: rehearsalListSchema, signal });
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

/** The runs so far, read only while a report is on screen. */
export function useRehearsals(mindMapId: string | null, enabled: boolean) {
  return useQuery({ ...rehearsalsQueryOptions(mindMapId ?? ''), enabled: enabled && !!mindMapId });
}

/** Stores a run; on success the new run heads the cached list at once and the list is read again. */
export function useSaveRehearsal(mindMapId: string | null) {
  const queryClient = useQueryClient();
  const { queryKey } = rehearsalsQueryOptions(mindMapId ?? '');
  return useMutation({
    mutationFn: (body: CreateRehearsalBody) => createRehearsal(mindMapId ?? '', body),
    onSuccess: (run) => {
      queryClient.setQueryData<RehearsalList>(queryKey, (list) =>
        list ? { rehearsals: [run, ...list.rehearsals.filter((r) => r.id !== run.id)] } : list,
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
