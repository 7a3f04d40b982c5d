// The view (pan and zoom) is kept in the live document when the user leaves the editor or the tab is
// hidden, per class of screen (utils/view-state.ts) — not on every pan, which would send an update (and
// make a change another device's history sees) for a move of the camera. Another device's view never
// moves this one: the editor reads the kept view only when it opens.
import { useEffect } from 'react';
import type { EditorStore } from '../stores/editor-store';
import { isPhoneScreen, viewStateToSave } from '../utils/view-state';

/** Writes this screen's view into the script's document (a new script keeps none until it is created). */
export function keepView(store: EditorStore): void {
  const { viewport, mapId, binding } = store.getState();
  const live = binding();
  if (!viewport || !mapId || !live) return;
  live.writeView(viewStateToSave(viewport, live.read().viewState, isPhoneScreen()));
}

export function useViewKeeper(store: EditorStore) {
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keepView(store);
    };
    const onPageHide = () => keepView(store);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    // (Leaving the script in the app — another script, another screen — is use-map-open.ts's: it keeps the
    // view before it lets go of the document.)
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [store]);
}
