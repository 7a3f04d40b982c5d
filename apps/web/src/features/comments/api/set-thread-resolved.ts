// PATCH /api/mindmaps/:id/comments/:threadId — resolve or reopen a thread.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentThreadResponseSchema, type CommentThread } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { commentsPath, storeThread } from './get-comments';

export async function setThreadResolved(mindMapId: string, threadId: string, resolved: boolean): Promise<CommentThread> {
  const path = commentsPath(mindMapId, `/${encodeURIComponent(threadId)}`);
  const res = await apiRequest(path, { method: 'PATCH', body: { resolved }, schema: commentThreadResponseSchema });
  return res.thread;
}

export function useSetThreadResolved(mindMapId: string, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolved: boolean) => setThreadResolved(mindMapId, threadId, resolved),
    onSuccess: (thread) => storeThread(queryClient, mindMapId, threadId, thread),
  });
}
