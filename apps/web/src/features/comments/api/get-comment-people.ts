// GET /api/mindmaps/:id/comments/people — who can be @mentioned (the people with access).
import { useQuery } from '@tanstack/react-query';
import { commentPeopleSchema, type CommentPerson } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';
import { commentsPath } from './get-comments';

export async function getCommentPeople(mindMapId: string, signal?: AbortSignal): Promise<CommentPerson[]> {
  const res = await apiRequest(commentsPath(mindMapId, '/people'), { signal, schema: commentPeopleSchema });
  return res.people;
}

/** Read once a composer is shown (an editor's or the owner's panel). */
export function useCommentPeople(mindMapId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['comment-people', mindMapId],
    queryFn: ({ signal }) => getCommentPeople(mindMapId, signal),
    enabled,
    staleTime: 60_000,
  });
}
