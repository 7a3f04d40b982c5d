// POST /api/invitations/accept — the signed-in user takes the invitation's role; the script joins Shared with me.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptedInvitationSchema } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { sharedScriptsQueryKey } from './get-shared-scripts';

export function acceptInvitation(token: string) {
  return apiRequest('/api/invitations/accept', { method: 'POST', body: { token }, schema: acceptedInvitationSchema });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => acceptInvitation(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedScriptsQueryKey }),
  });
}
