// Comments on the open script (issue 27 item 5), handed to the editor, the script editor and the
// teleprompter by their route module: features do not import each other, so the comments feature's panel
// and data reach those screens through this context (as the Share command does, script-access.tsx).
// Without a provider (a view link, a test of one screen) there are no badges and no Comments button.
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { CommentAnchor } from '@cuemap/shared';

/** What the panel opens on: everything, one node's or section's threads (with a new comment), or one thread. */
export type CommentsFocus = { anchor: CommentAnchor; compose?: boolean } | { threadId: string } | null;

/** Open threads per anchor; each badge listens to its own count, so a new comment does not re-render the map. */
export interface OpenCountStore {
  get(anchor: CommentAnchor): number;
  total(): number;
  subscribe(listener: () => void): () => void;
}

export interface CommentsValue {
  counts: OpenCountStore;
  /** Editors and the owner write, resolve and delete; viewers read. */
  canComment: boolean;
  panelOpen: boolean;
  openPanel(focus?: CommentsFocus): void;
  togglePanel(): void;
  /** The screen says how to show a node or section when its thread's place is clicked (null: it cannot). */
  setReveal(reveal: CommentReveal | null): void;
}

/** Shows a thread's place: the anchor, and the map node it is on (a section's node; null without one). */
export type CommentReveal = (anchor: CommentAnchor, nodeId: string | null) => void;

export const anchorKey = (anchor: CommentAnchor) => `${anchor.kind}:${anchor.id}`;

/** A store over a fixed snapshot of counts (the scope makes a new one each time the threads change). */
export function openCountStore(counts: ReadonlyMap<string, number>, subscribe: OpenCountStore['subscribe']): OpenCountStore {
  let total = 0;
  for (const n of counts.values()) total += n;
  return { get: (anchor) => counts.get(anchorKey(anchor)) ?? 0, total: () => total, subscribe };
}

const CommentsContext = createContext<CommentsValue | null>(null);
export const CommentsProvider = CommentsContext.Provider;

/** The comments of the open script, or null where there are none to show. */
export function useComments(): CommentsValue | null {
  return useContext(CommentsContext);
}

const none = () => () => undefined;

/** Open threads on one node or section (0 without comments). */
export function useOpenThreadCount(anchor: CommentAnchor | null): number {
  const counts = useContext(CommentsContext)?.counts;
  const get = () => (counts && anchor ? counts.get(anchor) : 0);
  return useSyncExternalStore(counts?.subscribe ?? none, get, get);
}

/** Open threads on the whole script. */
export function useOpenThreadTotal(): number {
  const counts = useContext(CommentsContext)?.counts;
  const get = () => counts?.total() ?? 0;
  return useSyncExternalStore(counts?.subscribe ?? none, get, get);
}

/** Lets the panel's "where" links show a node or section on this screen while it is mounted. */
export function useCommentReveal(reveal: CommentReveal | null): void {
  const setReveal = useContext(CommentsContext)?.setReveal;
  useEffect(() => {
    if (!setReveal || !reveal) return;
    setReveal(reveal);
    return () => setReveal(null);
  }, [setReveal, reveal]);
}
