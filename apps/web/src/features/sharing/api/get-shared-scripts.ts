// GET /api/shared — other people's scripts the signed-in user may open (Shared with me).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedScriptListSchema, type SharedScript } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export const sharedScriptsQueryKey = ['shared-scripts'] as const;

export async function getSharedScripts(): Promise<SharedScript[]> {
  const { scripts } = await apiRequest('/api/shared', { schema: sharedScriptListSchema });
  return scripts;
}

export const sharedScriptsQueryOptions = queryOptions({ queryKey: sharedScriptsQueryKey, queryFn: getSharedScripts, refetchOnWindowFocus: true });

export function useSharedScripts(enabled: boolean) {
  return useQuery({ ...sharedScriptsQueryOptions, enabled });
}
