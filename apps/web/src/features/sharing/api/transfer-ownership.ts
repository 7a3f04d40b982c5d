// POST /api/mindmaps/:id/transfer — a member becomes the owner; the former owner stays on as an editor.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { ownScriptsQueryKey, scriptPath, sharingQueryKey } from './get-sharing';
import { sharedScriptsQueryKey } from './get-shared-scripts';

export function transferOwnership(mindMapId: string, userId: string) {
  return apiRequest(scriptPath(mindMapId, 'transfer'), { method: 'POST', body: { userId }, schema: messageSchema });
}

export function useTransferOwnership(mindMapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => transferOwnership(mindMapId, userId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharingQueryKey(mindMapId) }),
        queryClient.invalidateQueries({ queryKey: ownScriptsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sharedScriptsQueryKey }),
      ]),
  });
}
