// DELETE /api/mindmaps/:id/members/:userId — the owner removes a person; their access ends at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { scriptPath, sharingQueryKey } from './get-sharing';

export function removeMember(mindMapId: string, userId: string) {
  return apiRequest(scriptPath(mindMapId, `members/${encodeURIComponent(userId)}`), { method: 'DELETE' });
}

export function useRemoveMember(mindMapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(mindMapId, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingQueryKey(mindMapId) }),
  });
}
