// POST /api/mindmaps/:id/comments — a new thread on a node or a section (editors and the owner).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentThreadResponseSchema, type CommentAnchor, type CommentThread } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { commentsPath, storeThread } from './get-comments';

export interface NewThread {
  anchor: CommentAnchor;
  body: string;
  mentions: string[];
}

export async function createThread(mindMapId: string, input: NewThread): Promise<CommentThread> {
  const res = await apiRequest(commentsPath(mindMapId), { method: 'POST', body: input, schema: commentThreadResponseSchema });
  return res.thread;
}

export function useCreateThread(mindMapId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewThread) => createThread(mindMapId, input),
    onSuccess: (thread) => storeThread(queryClient, mindMapId, thread.id, thread),
  });
}
