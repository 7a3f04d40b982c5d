// React access to presence (presence-state.ts): a screen provides its session's awareness through
// PresenceContext and says where it is with usePublishPresence; each component subscribes to just the
// slice it shows (usePeers with a selector and a key), so a cursor moving re-renders only the cursors.
import { createContext, use, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { useSession } from '../../session';
import { presenceUser, readPeers, setOwnPresence, type Peer, type PresenceState, type PresenceUser } from './presence-state';

/** The awareness of the script on screen (null: no live session, nobody to show). */
export const PresenceContext = createContext<Awareness | null>(null);

export const usePresenceAwareness = () => use(PresenceContext);

const noSubscription = () => () => undefined;
const none: Peer[] = [];

/**
 * The slice `select` takes of the others' presence. `key` turns a slice into a string: the component
 * re-renders only when the key changes.
 */
export function usePeers<T>(awareness: Awareness | null, select: (peers: Peer[]) => T, key: (slice: T) => string): T {
  const cache = useRef<{ key: string; value: T } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!awareness) return () => undefined;
      awareness.on('change', onChange);
      return () => awareness.off('change', onChange);
    },
    [awareness],
  );
  const get = useCallback(() => {
    const value = select(awareness ? readPeers(awareness) : none);
    const k = key(value);
    if (cache.current?.key === k) return cache.current.value;
    cache.current = { key: k, value };
    return value;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [awareness]);
  return useSyncExternalStore(awareness ? subscribe : noSubscription, get, get);
}

/** The signed-in person as the others see them (null while signed out). */
export function usePresenceUser(): PresenceUser | null {
  const email = useSession()?.user.email ?? null;
  return useMemo(() => (email ? presenceUser(email) : null), [email]);
}

/** This screen's part of our presence; cleared when the screen goes (and with the session). */
export function usePublishPresence(awareness: Awareness | null | undefined, patch: Partial<Omit<PresenceState, 'user'>>): void {
  const user = usePresenceUser();
  const { where, selectedNodeId = null, sectionId = null } = patch;
  useEffect(() => {
    if (!awareness || !user) return;
    setOwnPresence(awareness, user, { where, selectedNodeId, sectionId });
  }, [awareness, user, where, selectedNodeId, sectionId]);
  useEffect(() => {
    if (!awareness) return;
    return () => awareness.setLocalState(null);
  }, [awareness]);
}

/** Sets our cursor (flow coordinates; null when it left the map) — sent throttled by the session. */
export function useSetCursor(awareness: Awareness | null): (cursor: { x: number; y: number } | null) => void {
  const user = usePresenceUser();
  return useCallback(
    (cursor) => {
      if (!awareness || !user || !awareness.getLocalState()) return;
      setOwnPresence(awareness, user, { cursor });
    },
    [awareness, user],
  );
}
