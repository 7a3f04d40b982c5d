// What a script screen's route wraps it in for comments (issue 27 item 5): the threads (read again when the
// live socket says they changed), the open counts the badges show, and the Comments panel — given to the
// editor, the script editor and the teleprompter through CommentsProvider. `?comment=<threadId>` (the
// mention e-mail's link) opens the panel on that thread. Inside ScriptAccessScope (it reads the role).
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { CommentPerson } from '@cuemap/shared';
import {
  anchorKey,
  CommentsProvider,
  openCountStore,
  type CommentReveal,
  type CommentsFocus,
  type CommentsValue,
  type OpenCountStore,
} from '../../../components/comments/comments-context';
import { useScriptAccess } from '../../../components/script-access/script-access';
import { presenceUser } from '../../../lib/live/presence/presence-state';
import { useLiveSession } from '../../../lib/live/use-live-session';
import { useSession } from '../../../lib/session';
import { useCommentThreads } from '../api/get-comments';
import { useCommentPlaces } from '../hooks/use-comment-places';
import { useLiveComments } from '../hooks/use-live-comments';
import { CommentsPanel } from './comments-panel';

/** The link in a mention e-mail: the editor opened on one thread. */
export const COMMENT_PARAM = 'comment';

export function CommentsScope({ mindMapId, children }: { mindMapId: string | undefined; children: ReactNode }) {
  // Always the same element around the children, saved script or not: a new script's switch from
  // /mindmap/new to its id must not remount the editor (it would close the node editor its first Add Node
  // opened and drop the selection).
  const saved = mindMapId && mindMapId !== 'new' ? mindMapId : undefined;
  return <Scope mindMapId={saved}>{children}</Scope>;
}

/** `mindMapId` undefined: a script not saved yet, with no comments (no reads, no panel). */
function Scope({ mindMapId, children }: { mindMapId: string | undefined; children: ReactNode }) {
  const { readOnly, access } = useScriptAccess();
  const session = useLiveSession(mindMapId ?? null);
  const user = useSession()?.user ?? null;
  const threads = useCommentThreads(mindMapId);
  useLiveComments(mindMapId, session);
  const placeOf = useCommentPlaces(session?.doc ?? null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [focus, setFocus] = useState<CommentsFocus>(null);
  const [showResolved, setShowResolved] = useState(false);
  const [reveal, setRevealState] = useState<CommentReveal | null>(null);

  // The badges listen to one store; a new snapshot of counts notifies them, and only theirs re-render.
  const listeners = useRef(new Set<() => void>());
  const subscribe = useCallback((l: () => void) => {
    listeners.current.add(l);
    return () => void listeners.current.delete(l);
  }, []);
  const counts = useMemo<OpenCountStore>(() => {
    const map = new Map<string, number>();
    for (const t of threads.data ?? []) if (!t.resolved) map.set(anchorKey(t.anchor), (map.get(anchorKey(t.anchor)) ?? 0) + 1);
    return openCountStore(map, subscribe);
  }, [threads.data, subscribe]);
  const current = useRef(counts);
  useEffect(() => {
    current.current = counts;
    for (const l of [...listeners.current]) l();
  }, [counts]);
  const stableCounts = useMemo<OpenCountStore>(() => ({ get: (a) => current.current.get(a), total: () => current.current.total(), subscribe }), [subscribe]);

  const canComment = !readOnly;
  const value = useMemo<CommentsValue>(
    () => ({
      counts: stableCounts,
      canComment,
      panelOpen,
      openPanel(next = null) {
        setFocus(next);
        setPanelOpen(true);
      },
      togglePanel() {
        setFocus(null);
        setPanelOpen((open) => !open);
      },
      setReveal: (fn) => setRevealState(() => fn),
    }),
    [stableCounts, canComment, panelOpen],
  );

  // ?comment=<threadId>: once the threads are here, the panel opens on that one (once per link).
  const [params] = useSearchParams();
  const linked = params.get(COMMENT_PARAM);
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!linked || opened.current === linked || !threads.data?.some((t) => t.id === linked)) return;
    opened.current = linked;
    setFocus({ threadId: linked });
    setPanelOpen(true);
  }, [linked, threads.data]);

  // My comments are those with my id (or, from a server that does not send it, presence's name for me: the
  // e-mail's local part); the owner deletes any. The server decides either way.
  const myId = user?.id ?? null;
  const myName = user ? presenceUser(user.email).name : null;
  const canDelete = useCallback(
    (author: CommentPerson | null) => access === 'owner' || (!!author && (myId ? author.id === myId : author.name === myName)),
    [access, myId, myName],
  );

  return (
    <CommentsProvider value={value}>
      {children}
      {panelOpen && mindMapId && (
        <CommentsPanel
          mindMapId={mindMapId}
          threads={threads}
          focus={focus}
          onFocus={setFocus}
          showResolved={showResolved}
          onShowResolved={setShowResolved}
          canComment={canComment}
          canDelete={canDelete}
          placeOf={placeOf}
          reveal={
            reveal &&
            ((anchor) => {
              reveal(anchor, placeOf(anchor).nodeId);
              // On a phone the panel covers the screen: it steps aside to show the place.
              if (!window.matchMedia?.('(min-width: 640px)').matches) setPanelOpen(false);
            })
          }
          onClose={() => setPanelOpen(false)}
        />
      )}
    </CommentsProvider>
  );
}
