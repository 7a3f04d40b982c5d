// DELETE /api/mindmaps/:id/comments/:threadId/comments/:commentId — its author or the owner; the thread
// goes with its last comment (204).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentThreadResponseSchema, type CommentThread } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { commentsPath, storeThread } from './get-comments';

export async function deleteComment(mindMapId: string, threadId: string, commentId: string): Promise<CommentThread | null> {
  const path = commentsPath(mindMapId, `/${encodeURIComponent(threadId)}/comments/${encodeURIComponent(commentId)}`);
  // 204 (the thread went with its last comment) has no body.
  const res = await apiRequest(path, { method: 'DELETE', schema: commentThreadResponseSchema.nullable() });
  return res?.thread ?? null;
}

export function useDeleteComment(mindMapId: string, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(mindMapId, threadId, commentId),
    onSuccess: (thread) => storeThread(queryClient, mindMapId, threadId, thread),
  });
}
