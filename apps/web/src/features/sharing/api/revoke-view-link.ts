// DELETE /api/mindmaps/:id/view-link — turn the view link off; open views close.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { scriptPath, sharingQueryKey } from './get-sharing';

export function revokeViewLink(mindMapId: string) {
  return apiRequest(scriptPath(mindMapId, 'view-link'), { method: 'DELETE' });
}

export function useRevokeViewLink(mindMapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeViewLink(mindMapId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sharingQueryKey(mindMapId) }),
  });
}
