// Nothing lost on leaving: an in-app navigation with unsaved edits asks 'Leave without saving?'
// (react-router's blocker); closing or reloading the tab asks the browser's question. The rules are
// utils/leave-guard.ts.
import { useCallback, useEffect } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { sessionStore } from '../../../lib/session';
import type { EditorStore } from '../stores/editor-store';
import { blocksLeave, leaveAfterSave, warnsOnUnload } from '../utils/leave-guard';

export function useLeaveGuard(store: EditorStore, save: () => Promise<boolean>) {
  const navigate = useNavigate();

  useEffect(() => {
    function onBeforeUnload(e: BeforeUnloadEvent) {
      const { flushDraft, editor } = store.getState();
      flushDraft();
      if (warnsOnUnload(editor?.dirty ?? false)) {
        e.preventDefault();
        e.returnValue = '';
      }
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const { leaving, editor } = store.getState();
    const loggedIn = !!sessionStore.getToken();
    return blocksLeave({ leaving, dirty: editor?.dirty ?? false, loggedIn, from: currentLocation.pathname, to: nextLocation.pathname });
  });
  const leaveDiscarding = useCallback(() => {
    const { clearDraft, editor } = store.getState();
    clearDraft();
    if (editor) store.setState({ editor: { ...editor, dirty: false } });
    if (blocker.state === 'blocked') blocker.proceed();
  }, [blocker, store]);

  const leaveSaving = useCallback(async () => {
    if (blocker.state !== 'blocked') return;
    const { location: target, proceed, reset } = blocker;
    const isNew = store.getState().mapId === null;
    const saved = await save();
    const step = leaveAfterSave(saved, isNew && store.getState().mapId !== null);
    if (step === 'proceed') proceed();
    else if (step === 'reset') reset();
    else {
      store.setState({ leaving: true });
      void navigate(target);
    }
  }, [blocker, navigate, save, store]);

  return { blocker, leaveDiscarding, leaveSaving };
}
