// PUT /api/mindmaps/:id with only the title (spec §7), applied optimistically: the list shows the new
// title at once and gets the old one back if the server refuses (§4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MindMapSummary } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { requireSession, scriptEditMeta } from './dashboard-session';
import { scriptsQueryKey } from './get-scripts';

export async function renameScript(id: string, title: string): Promise<unknown> {
  requireSession();
  return apiRequest(`/api/mindmaps/${encodeURIComponent(id)}`, { method: 'PUT', body: { title } });
}

export function useRenameScript(options: { onError?: (err: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameScript(id, title),
    meta: scriptEditMeta,
    onMutate: async ({ id, title }) => {
      await queryClient.cancelQueries({ queryKey: scriptsQueryKey });
      const previous = queryClient.getQueryData<MindMapSummary[]>(scriptsQueryKey);
      queryClient.setQueryData<MindMapSummary[]>(scriptsQueryKey, (list) => list?.map((s) => (s._id === id ? { ...s, title } : s)));
      return { previous };
    },
    onError: (err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(scriptsQueryKey, context.previous);
      options.onError?.(err);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: scriptsQueryKey }),
  });
}
