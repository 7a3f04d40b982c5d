// POST /api/mindmaps/:id/comments/:threadId/replies — a reply in a thread.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentThreadResponseSchema, type CommentThread } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { commentsPath, storeThread } from './get-comments';

export interface NewReply {
  body: string;
  mentions: string[];
}

export async function replyToThread(mindMapId: string, threadId: string, input: NewReply): Promise<CommentThread> {
  const path = commentsPath(mindMapId, `/${encodeURIComponent(threadId)}/replies`);
  const res = await apiRequest(path, { method: 'POST', body: input, schema: commentThreadResponseSchema });
  return res.thread;
}

export function useReplyToThread(mindMapId: string, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewReply) => replyToThread(mindMapId, threadId, input),
    onSuccess: (thread) => storeThread(queryClient, mindMapId, threadId, thread),
  });
}
