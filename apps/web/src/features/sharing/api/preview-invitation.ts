// POST /api/invitations/preview — what an invitation offers, before sign-in (the token in the body).
import { useQuery } from '@tanstack/react-query';
import { invitationPreviewSchema } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export function previewInvitation(token: string) {
  return apiRequest('/api/invitations/preview', { method: 'POST', body: { token }, auth: false, schema: invitationPreviewSchema });
}

export function useInvitationPreview(token: string) {
  return useQuery({ queryKey: ['invitation-preview', token], queryFn: () => previewInvitation(token), retry: false, staleTime: Infinity });
}
