// Smooth auto-scroll: requestAnimationFrame with real time deltas, a float offset (sub-pixel
// accumulation) written straight to a transform — no React render per frame, no stalls or jumps.
// Every move reports how far through the text it is, so a readout needs no polling.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface AutoScroll {
  playing: boolean;
  play: () => void;
  pause: () => void;
  toggle: () => void;
  reset: () => void;
  /** Moves the text by `dy` pixels (wheel, keys), within bounds. */
  nudge: (dy: number) => void;
  /** Moves the text to `offset` pixels (a section start), within bounds; playing goes on from there. */
  jumpTo: (offset: number) => void;
  /** Current offset in pixels (for tests and diagnostics). */
  offset: () => number;
}

/** Called after every move with how far through the text it is: 0 at the top to 1 at the end. */
export type OnScrollProgress = (progress: number) => void;

export function useAutoScroll(
  viewportRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
  pixelsPerSecond: number,
  onProgress?: OnScrollProgress,
): AutoScroll {
  const [playing, setPlaying] = useState(false);
  const offsetRef = useRef(0);
  const rateRef = useRef(pixelsPerSecond);
  const onProgressRef = useRef(onProgress);
  const frameRef = useRef<number | null>(null);
  const lastRef = useRef<number | null>(null);

  useEffect(() => {
    rateRef.current = pixelsPerSecond;
    onProgressRef.current = onProgress;
  }, [pixelsPerSecond, onProgress]);

  /**
   * How far the text can move; null while the column is not on screen (the script view re-rendering: a live
   * update, a reload), when there is nothing to measure and nothing to move — not the end of the text.
   */
  const maxOffset = useCallback((): number | null => {
    const viewport = viewportRef.current;
    const content = contentRef.current;
    if (!viewport || !content) return null;
    return Math.max(0, content.offsetHeight - viewport.clientHeight);
  }, [viewportRef, contentRef]);

  /** Moves the text to `offset`; `max` is the bound the caller has just read (no second layout read). */
  const moveTo = useCallback(
    (offset: number, max: number) => {
      offsetRef.current = offset;
      const content = contentRef.current;
      if (content) content.style.transform = `translate3d(0, ${-offset}px, 0)`;
      onProgressRef.current?.(max > 0 ? Math.min(1, offset / max) : 0);
    },
    [contentRef],
  );

  const stopLoop = useCallback(() => {
    if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
    frameRef.current = null;
    lastRef.current = null;
  }, []);

  useEffect(() => {
    if (!playing) return;
    const tick = (now: number) => {
      // Cap the delta so a backgrounded tab does not jump the text when it returns.
      const dt = lastRef.current === null ? 0 : Math.min(now - lastRef.current, 100) / 1000;
      lastRef.current = now;
      const max = maxOffset();
      if (max === null) {
        frameRef.current = requestAnimationFrame(tick);
        return;
      }
      moveTo(Math.min(max, offsetRef.current + rateRef.current * dt), max);
      if (offsetRef.current >= max) {
        frameRef.current = null;
        setPlaying(false); // stops at the end
        return;
      }
      frameRef.current = requestAnimationFrame(tick);
    };
    frameRef.current = requestAnimationFrame(tick);
    return stopLoop;
  }, [playing, moveTo, maxOffset, stopLoop]);

  const play = useCallback(() => {
    const max = maxOffset();
    if (max !== null && max > 0 && offsetRef.current >= max) moveTo(0, max);
    setPlaying(true);
  }, [moveTo, maxOffset]);
  const pause = useCallback(() => setPlaying(false), []);
  const toggle = useCallback(() => (playing ? pause() : play()), [playing, pause, play]);
  const reset = useCallback(() => {
    setPlaying(false);
    stopLoop();
    moveTo(0, 0);
  }, [moveTo, stopLoop]);
  const nudge = useCallback(
    (dy: number) => {
      const max = maxOffset();
      if (max !== null) moveTo(Math.min(max, Math.max(0, offsetRef.current + dy)), max);
    },
    [moveTo, maxOffset],
  );
  const jumpTo = useCallback(
    (to: number) => {
      const max = maxOffset();
      if (max !== null) moveTo(Math.min(max, Math.max(0, to)), max);
    },
    [moveTo, maxOffset],
  );
  const offset = useCallback(() => offsetRef.current, []);

  return { playing, play, pause, toggle, reset, nudge, jumpTo, offset };
}
