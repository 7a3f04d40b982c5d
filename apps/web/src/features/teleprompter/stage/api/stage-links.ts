// /api/mindmaps/:id/stage-links (issue 13): the pairing links of a script. Creating one is the only time
// its token (so its URL) is given out; this tab keeps the URLs it created so the dialog can show them
// again. Revoking closes that link's devices on every server.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createdStageLinkSchema, listedStageLinksSchema, stageLinkSchema, type CreatedStageLink, type StageLinkMode, type StageMonitor } from '@cuemap/shared';
import { apiRequest } from '../../../../lib/api-client';

const linksPath = (mindMapId: string) => `/api/mindmaps/${encodeURIComponent(mindMapId)}/stage-links`;

export function stageLinksQueryOptions(mindMapId: string) {
  return queryOptions({
    queryKey: ['stage-links', mindMapId],
    queryFn: ({ signal }) => apiRequest(linksPath(mindMapId), { schema: listedStageLinksSchema, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The script's live links (to know whether to connect, and to list them for revoking): the owner gets everyone's. */
export function useStageLinks(mindMapId: string | null) {
  return useQuery({ ...stageLinksQueryOptions(mindMapId ?? ''), enabled: !!mindMapId });
}

/** URLs this tab created, by link id (tokens are never read back from the server). */
const created = new Map<string, CreatedStageLink>();
export const createdLink = (id: string) => created.get(id);

export function useCreateStageLink(mindMapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    /** A display link may say what its confidence monitor shows (issue 24 item 7). */
    mutationFn: ({ mode, monitor }: { mode: StageLinkMode; monitor?: StageMonitor }) =>
      apiRequest(linksPath(mindMapId), { method: 'POST', body: monitor ? { mode, monitor } : { mode }, schema: createdStageLinkSchema }),
    onSuccess: (link) => {
      created.set(link.id, link);
      void queryClient.invalidateQueries({ queryKey: stageLinksQueryOptions(mindMapId).queryKey });
    },
  });
}

/** Changes what a display link's monitor shows; its devices follow at once. */
export function useUpdateStageLink(mindMapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ linkId, monitor }: { linkId: string; monitor: StageMonitor }) =>
      apiRequest(`${linksPath(mindMapId)}/${encodeURIComponent(linkId)}`, { method: 'PATCH', body: { monitor }, schema: stageLinkSchema }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: stageLinksQueryOptions(mindMapId).queryKey }),
  });
}

export function useRevokeStageLink(mindMapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => apiRequest(`${linksPath(mindMapId)}/${encodeURIComponent(linkId)}`, { method: 'DELETE' }),
    onSuccess: (_, linkId) => {
      created.delete(linkId);
      void queryClient.invalidateQueries({ queryKey: stageLinksQueryOptions(mindMapId).queryKey });
    },
  });
}
