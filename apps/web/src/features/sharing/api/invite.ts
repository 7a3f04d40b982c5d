// POST /api/mindmaps/:id/invitations — invite an address as viewer or editor (the mail goes out after).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitedSchema, type InviteBody } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { scriptPath, sharingQueryKey } from './get-sharing';

export function invite(mindMapId: string, body: InviteBody) {
  return apiRequest(scriptPath(mindMapId, 'invitations'), { method: 'POST', body, schema: invitedSchema });
}

export function useInvite(mindMapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => invite(mindMapId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingQueryKey(mindMapId) }),
  });
}
