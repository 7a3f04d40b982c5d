// Version history of a script (issue 11 item 4): GET /api/mindmaps/:id/versions (newest first),
// GET …/versions/:versionId (the map and script as they were) and POST …/versions/:versionId/restore.
// Requests and hooks only; the History panel that uses them is built elsewhere.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { restoreVersionResponseSchema, versionListSchema, versionSchema, type RestoreVersionResponse, type Version, type VersionSummary } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { editorRequestMeta } from './editor-session';

const versionsUrl = (mindMapId: string) => `/api/mindmaps/${encodeURIComponent(mindMapId)}/versions`;

export const versionsQueryKey = (mindMapId: string) => ['mind-maps', mindMapId, 'versions'] as const;
export const versionQueryKey = (mindMapId: string, versionId: string) => [...versionsQueryKey(mindMapId), versionId] as const;

export function getVersions(mindMapId: string, signal?: AbortSignal): Promise<VersionSummary[]> {
  return apiRequest(versionsUrl(mindMapId), { schema: versionListSchema, signal });
}

export function getVersion(mindMapId: string, versionId: string, signal?: AbortSignal): Promise<Version> {
  return apiRequest(`${versionsUrl(mindMapId)}/${encodeURIComponent(versionId)}`, { schema: versionSchema, signal });
}

export function restoreVersion(mindMapId: string, versionId: string): Promise<RestoreVersionResponse> {
  return apiRequest(`${versionsUrl(mindMapId)}/${encodeURIComponent(versionId)}/restore`, {
    method: 'POST',
    schema: restoreVersionResponseSchema,
  });
}

/** The list changes with every save: always refetched when the panel opens. */
export function versionsQueryOptions(mindMapId: string) {
  return queryOptions({
    queryKey: versionsQueryKey(mindMapId),
    queryFn: ({ signal }) => getVersions(mindMapId, signal),
    staleTime: 0,
    meta: editorRequestMeta,
  });
}

/** A version never changes once its minute of editing is over, so a preview can be kept a while. */
export function versionQueryOptions(mindMapId: string, versionId: string) {
  return queryOptions({
    queryKey: versionQueryKey(mindMapId, versionId),
    queryFn: ({ signal }) => getVersion(mindMapId, versionId, signal),
    staleTime: 60_000,
    meta: editorRequestMeta,
  });
}

export function useVersions(mindMapId: string | null) {
  return useQuery({ ...versionsQueryOptions(mindMapId ?? ''), enabled: !!mindMapId });
}

export function useVersion(mindMapId: string | null, versionId: string | null) {
  return useQuery({ ...versionQueryOptions(mindMapId ?? '', versionId ?? ''), enabled: !!mindMapId && !!versionId });
}

/**
 * Restores a version. The map's version is bumped on the server, so the caller must reload the
 * editor from the answer's map (`mindMap.version`) — an editor still saving with the old one gets a 409.
 */
export function useRestoreVersion(mindMapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => restoreVersion(mindMapId, versionId),
    meta: editorRequestMeta,
    onSettled: () => queryClient.invalidateQueries({ queryKey: versionsQueryKey(mindMapId) }),
  });
}
