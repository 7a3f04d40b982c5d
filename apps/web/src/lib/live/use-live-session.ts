// React access to the tab's live sessions (registry.ts): a screen holds its script's session while mounted.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../session';
import { acquireLiveSession, peekLiveSession, subscribeLiveSessions } from './registry';
import type { LiveSession, LiveStatus } from './types';

const noSubscription = () => () => undefined;

/**
 * The live session of `mindMapId` (null: none wanted, or nobody signed in), held while the component is
 * mounted. It is null on the first render of a script no screen has open, and changes when the session is
 * replaced (a refused edit starts it afresh from the server).
 */
export function useLiveSession(mindMapId: string | null): LiveSession | null {
  const token = useSession()?.token ?? null;
  useEffect(() => {
    if (!mindMapId || !token) return;
    const lease = acquireLiveSession(mindMapId);
    return () => lease?.release();
  }, [mindMapId, token]);
  const get = useCallback(() => (mindMapId && token ? peekLiveSession(mindMapId) : null), [mindMapId, token]);
  return useSyncExternalStore(subscribeLiveSessions, get, get);
}

/** The session's status ('loading' without a session). */
export function useLiveStatus(session: LiveSession | null): LiveStatus {
  const get = useCallback(() => session?.getStatus() ?? 'loading', [session]);
  return useSyncExternalStore(session?.subscribe ?? noSubscription, get, get);
}

/** How many local changes of the session the server has not stored yet. */
export function useLivePending(session: LiveSession | null): number {
  const get = useCallback(() => session?.pending() ?? 0, [session]);
  return useSyncExternalStore(session?.subscribe ?? noSubscription, get, get);
}
