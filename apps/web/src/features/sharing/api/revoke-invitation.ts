// DELETE /api/mindmaps/:id/invitations/:invitationId — withdraw a pending invitation (its link stops working).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { scriptPath, sharingQueryKey } from './get-sharing';

export function revokeInvitation(mindMapId: string, invitationId: string) {
  return apiRequest(scriptPath(mindMapId, `invitations/${encodeURIComponent(invitationId)}`), { method: 'DELETE' });
}

export function useRevokeInvitation(mindMapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(mindMapId, invitationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingQueryKey(mindMapId) }),
  });
}
