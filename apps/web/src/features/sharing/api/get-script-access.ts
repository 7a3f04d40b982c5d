// GET /api/mindmaps/:id/access — the caller's role on a script and whose it is (issue 27).
import { useQuery } from '@tanstack/react-query';
import { scriptAccessInfoSchema } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export function getScriptAccess(mindMapId: string, signal?: AbortSignal) {
  return apiRequest(`/api/mindmaps/${encodeURIComponent(mindMapId)}/access`, { schema: scriptAccessInfoSchema, signal });
}

/** Not for a script not yet created ('new'): its maker owns it. */
export function useScriptAccessInfo(mindMapId: string | undefined) {
  return useQuery({
    queryKey: ['script-access', mindMapId],
    queryFn: ({ signal }) => getScriptAccess(mindMapId as string, signal),
    enabled: !!mindMapId && mindMapId !== 'new',
    staleTime: 60_000,
  });
}
