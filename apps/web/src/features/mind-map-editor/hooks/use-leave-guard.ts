// Leaving while edits still wait to reach the server: an in-app navigation asks first (react-router's
// blocker) and goes on by itself once they are confirmed; closing or reloading the tab asks the
// browser's question. Nothing is lost either way: the edits are kept on this device and sync later.
import { useCallback, useEffect } from 'react';
import { useBlocker } from 'react-router';
import type { LiveSession } from '../../../lib/live/types';
import type { EditorStore } from '../stores/editor-store';
import { blocksLeave, changesWaiting } from '../utils/leave-guard';

export function useLeaveGuard(store: EditorStore, session: LiveSession | null) {
  const waiting = useCallback(() => changesWaiting(session?.getStatus() ?? null, session?.pending() ?? 0, store.getState().uncreatedChanges), [session, store]);

  useEffect(() => {
    function onBeforeUnload(e: BeforeUnloadEvent) {
      if (!store.getState().leaving && waiting()) {
        e.preventDefault();
        e.returnValue = '';
      }
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store, waiting]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    blocksLeave({ leaving: store.getState().leaving, waiting: waiting(), from: currentLocation.pathname, to: nextLocation.pathname }),
  );

  // Confirmed while the question is up: the navigation goes on.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let done = false;
    const check = () => {
      if (done || waiting()) return;
      done = true;
      blocker.proceed();
    };
    const unsubscribeSession = session?.subscribe(check);
    const unsubscribeStore = store.subscribe(check);
    return () => {
      unsubscribeSession?.();
      unsubscribeStore();
    };
  }, [blocker, session, store, waiting]);

  const leaveAnyway = useCallback(() => {
    if (blocker.state === 'blocked') blocker.proceed();
  }, [blocker]);
  const stay = useCallback(() => blocker.reset?.(), [blocker]);

  return { blocker, leaveAnyway, stay };
}
