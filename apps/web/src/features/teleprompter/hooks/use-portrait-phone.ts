// A phone held upright (issue 24 item 4): narrower than `sm` and taller than wide. There the controls lie
// over the top of the stage instead of above it, and the reading line stays in the top third, so the
// presenter's eyes stay near the camera and no empty band sits above the text while it plays.
import { useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';

export const PORTRAIT_PHONE_QUERY = '(max-width: 639px) and (orientation: portrait)';

/** Highest reading line on a portrait phone, as a share of the screen height (below the paused controls). */
export const PORTRAIT_GUIDE_MAX = 0.3;

/** Where the reading line sits: the presenter's choice, kept in the top third on a portrait phone. */
export function stageGuideAt(guideAt: number, portraitPhone: boolean): number {
  return portraitPhone ? Math.min(guideAt, PORTRAIT_GUIDE_MAX) : guideAt;
}

/** The media query, where the browser has one (not under jsdom). */
const portraitQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PORTRAIT_PHONE_QUERY) : null);

function subscribe(onChange: () => void) {
  const query = portraitQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function usePortraitPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => portraitQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * The element's height in px, kept up to date (the controls wrap differently per width). The stage's
 * notices and the script editor start below the controls that lie over the stage.
 */
export function useHeight(ref: RefObject<HTMLElement | null>, active: boolean): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    setHeight(el.offsetHeight);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, active]);
  return active ? height : 0;
}
