// GET /api/mindmaps/:id/comments — the script's threads (viewer and up); read again when the live socket
// says they changed (hooks/use-live-comments.ts).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { commentThreadListSchema, type CommentThread } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export const commentsQueryKey = (mindMapId: string) => ['comments', mindMapId] as const;

export function commentsPath(mindMapId: string, rest = ''): string {
  return `/api/mindmaps/${encodeURIComponent(mindMapId)}/comments${rest}`;
}

export async function getComments(mindMapId: string, signal?: AbortSignal): Promise<CommentThread[]> {
  const res = await apiRequest(commentsPath(mindMapId), { signal, schema: commentThreadListSchema });
  return res.threads;
}

export function useCommentThreads(mindMapId: string | undefined) {
  return useQuery({
    queryKey: commentsQueryKey(mindMapId ?? ''),
    queryFn: ({ signal }) => getComments(mindMapId as string, signal),
    enabled: !!mindMapId && mindMapId !== 'new',
    // Changes arrive by the live socket's "read them again"; a focus back on the tab reads them too.
    staleTime: 30_000,
  });
}

/** Puts the server's answer for one thread in the list at once (null: the thread went), then reads the list again. */
export function storeThread(queryClient: QueryClient, mindMapId: string, threadId: string, thread: CommentThread | null): Promise<void> {
  queryClient.setQueryData<CommentThread[]>(commentsQueryKey(mindMapId), (threads = []) => {
    if (!thread) return threads.filter((t) => t.id !== threadId);
    return threads.some((t) => t.id === threadId) ? threads.map((t) => (t.id === threadId ? thread : t)) : [...threads, thread];
  });
  return queryClient.invalidateQueries({ queryKey: commentsQueryKey(mindMapId) });
}
