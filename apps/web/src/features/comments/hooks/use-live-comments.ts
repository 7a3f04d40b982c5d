// The comments are read again when the live socket says they changed (type 6, issue 27 item 5): another
// person's comment, reply or resolve shows without a reload.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveSession } from '../../../lib/live/types';
import { commentsQueryKey } from '../api/get-comments';

export function useLiveComments(mindMapId: string | undefined, session: LiveSession | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!mindMapId || !session?.onComments) return;
    return session.onComments(() => void queryClient.invalidateQueries({ queryKey: commentsQueryKey(mindMapId) }));
  }, [mindMapId, session, queryClient]);
}
