// The saved view (pan and zoom) per class of screen: a phone and a desktop each open the view left on
// them (issue 14 item 5). The view is kept in the live document's viewState, apart from the map.
import type { ViewState } from '@cuemap/shared';

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/** Below this width the editor is on a phone-sized screen: its view is kept apart (issue 14 item 5). */
export const PHONE_VIEW_MAX_WIDTH = 640;
export const isPhoneScreen = () => typeof window !== 'undefined' && window.innerWidth < PHONE_VIEW_MAX_WIDTH;

/** The view to keep: this screen class's view from `viewport`, the other class's as it was kept. */
export function viewStateToSave(viewport: Viewport | null, saved: ViewState | null, phone: boolean): ViewState {
  const here = viewport ? { translateX: viewport.x, translateY: viewport.y, zoom: viewport.zoom } : null;
  if (phone) {
    const wide = saved
      ? { translateX: saved.translateX, translateY: saved.translateY, ...(saved.zoom ? { zoom: saved.zoom } : {}) }
      : { translateX: 0, translateY: 0 };
    return here ? { ...wide, phone: here } : { ...wide, ...(saved?.phone ? { phone: saved.phone } : {}) };
  }
  const base = here ?? { translateX: 0, translateY: 0 };
  return saved?.phone ? { ...base, phone: saved.phone } : base;
}

/** The view to open on this screen class, or null (then the map is fitted). */
export function viewportToOpen(saved: ViewState | undefined, phone: boolean): Viewport | null {
  const view = phone ? saved?.phone : saved;
  return view?.zoom ? { x: view.translateX, y: view.translateY, zoom: view.zoom } : null;
}
