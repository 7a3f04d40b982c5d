// GET /api/mindmaps/:id/sharing — who has access to one script, its pending invitations and view link.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scriptSharingSchema, type ScriptSharing } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export const sharingQueryKey = (mindMapId: string) => ['sharing', mindMapId] as const;
/** The dashboard's own list (features/dashboard/api/get-scripts.ts): a transfer moves a script out of it. */
export const ownScriptsQueryKey = ['mindmaps'] as const;

export function scriptPath(mindMapId: string, rest: string): string {
  return `/api/mindmaps/${encodeURIComponent(mindMapId)}/${rest}`;
}

export function getSharing(mindMapId: string): Promise<ScriptSharing> {
  return apiRequest(scriptPath(mindMapId, 'sharing'), { schema: scriptSharingSchema });
}

/** Fresh each time the dialog opens: people accept invitations while it is closed. */
export const sharingQueryOptions = (mindMapId: string) =>
  queryOptions({ queryKey: sharingQueryKey(mindMapId), queryFn: () => getSharing(mindMapId), staleTime: 0, refetchOnMount: 'always' });

export function useSharing(mindMapId: string, enabled: boolean) {
  return useQuery({ ...sharingQueryOptions(mindMapId), enabled });
}
