// PATCH /api/mindmaps/:id/members/:userId — make a person a viewer or an editor.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scriptPersonSchema, type ScriptRole } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { scriptPath, sharingQueryKey } from './get-sharing';

export function changeRole(mindMapId: string, userId: string, role: ScriptRole) {
  return apiRequest(scriptPath(mindMapId, `members/${encodeURIComponent(userId)}`), { method: 'PATCH', body: { role }, schema: scriptPersonSchema });
}

export function useChangeRole(mindMapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: ScriptRole }) => changeRole(mindMapId, userId, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingQueryKey(mindMapId) }),
  });
}
