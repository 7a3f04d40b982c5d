// POST /api/mindmaps/:id/view-link — turn the view link on, or make a new one (the old stops working).
// Its token is in this answer only, so the link is kept in the query's cache until the dialog closes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdViewLinkSchema } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { scriptPath, sharingQueryKey } from './get-sharing';

export function createViewLink(mindMapId: string) {
  return apiRequest(scriptPath(mindMapId, 'view-link'), { method: 'POST', schema: createdViewLinkSchema });
}

export function useCreateViewLink(mindMapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createViewLink(mindMapId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sharingQueryKey(mindMapId) }),
  });
}
