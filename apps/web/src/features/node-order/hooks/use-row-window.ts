// Windowed rendering for long Node Order lists (issue 14 item 6): on a 1 000- or 5 000-node map, mounting a
// dnd-kit sortable per row (each registers a droppable and is laid out) made opening the editor take seconds.
// Rows have one fixed height, so the rows in or near the scroll viewport follow from the scroll offset alone.
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** Rows [start, end) of the list to mount. */
export interface RowRange {
  start: number;
  end: number;
}

/** Rows mounted above and below the visible ones: the next Tab, keyboard move or wheel tick finds them ready. */
export const OVERSCAN_ROWS = 8;

/** The rows a viewport of `height` px at `scrollTop` (both relative to the list's top) shows, plus `overscan`. */
export function rowRange(scrollTop: number, height: number, count: number, pitch: number, overscan = OVERSCAN_ROWS): RowRange {
  const first = Math.floor(Math.max(0, scrollTop) / pitch);
  const last = Math.ceil((Math.max(0, scrollTop) + Math.max(0, height)) / pitch);
  return { start: Math.max(0, Math.min(count, first - overscan)), end: Math.max(0, Math.min(count, last + overscan)) };
}

/**
 * The range of rows of `listRef` (inside the scroll container `scrollRef`, each `pitch` px apart) to mount,
 * kept up to date on scroll and resize; null when `enabled` is false (every row is mounted).
 */
export function useRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  listRef: RefObject<HTMLElement | null>,
  count: number,
  pitch: number,
  enabled: boolean,
): RowRange | null {
  const [range, setRange] = useState<RowRange>(() => rowRange(0, window.innerHeight, count, pitch));

  const update = useCallback(() => {
    const scroller = scrollRef.current;
    const list = listRef.current;
    if (!scroller || !list) return;
    // The list's top within the scrolled content (anything above it in the scroll container); layout
    // offsets, which scrolling does not change. (Both share an offset parent: the container is not positioned.)
    const offset = list.offsetTop - scroller.offsetTop - scroller.clientTop;
    // Not laid out yet (a closed drawer): assume a window-tall viewport rather than mounting no rows.
    const height = scroller.clientHeight || window.innerHeight;
    const next = rowRange(scroller.scrollTop - offset, height, count, pitch);
    // The same range keeps the same state: scrolling within a row re-renders nothing.
    setRange((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, [scrollRef, listRef, count, pitch]);

  // Before paint, so the first frame already has the right rows.
  useLayoutEffect(() => {
    if (!enabled) return;
    update();
    const scroller = scrollRef.current;
    if (!scroller) return;
    scroller.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [enabled, update, scrollRef]);

  return enabled ? range : null;
}
