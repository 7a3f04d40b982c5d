// The view (pan and zoom) is kept in the live document a moment after the user stops moving it, per
// class of screen (utils/view-state.ts). Another device's view never moves this one: the editor reads
// the kept view only when it opens.
import { useEffect } from 'react';
import type { EditorStore } from '../stores/editor-store';
import { isPhoneScreen, viewStateToSave } from '../utils/view-state';

/** How long the view rests before it is kept (a pan or zoom is many moves). */
export const VIEW_KEEP_DELAY_MS = 1_000;

export function useViewKeeper(store: EditorStore) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe((s, prev) => {
      if (s.viewport === prev.viewport || !s.viewport) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { viewport, mapId, binding } = store.getState();
        const live = binding();
        // A new script keeps no view until its first change creates it (a view alone creates nothing).
        if (!viewport || !mapId || !live) return;
        live.writeView(viewStateToSave(viewport, live.read().viewState, isPhoneScreen()));
      }, VIEW_KEEP_DELAY_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [store]);
}
