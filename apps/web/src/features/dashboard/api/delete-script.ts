// DELETE /api/mindmaps/:id (spec §7): the card leaves the list at once, then the list and the user's
// script count are refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MindMapSummary } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/current-user';
import { requireSession, scriptEditMeta } from './dashboard-session';
import { scriptsQueryKey } from './get-scripts';

export async function deleteScript(id: string): Promise<unknown> {
  requireSession();
  return apiRequest(`/api/mindmaps/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteScript(options: { onSuccess?: () => void; onError?: (err: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteScript(id),
    meta: scriptEditMeta,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<MindMapSummary[]>(scriptsQueryKey, (list) => list?.filter((s) => s._id !== id));
      void queryClient.invalidateQueries({ queryKey: scriptsQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
