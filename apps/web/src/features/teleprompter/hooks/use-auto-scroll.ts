// Smooth auto-scroll: requestAnimationFrame with real time deltas, a float offset (sub-pixel
// accumulation) written straight to a transform — no React render per frame, no stalls or jumps.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface AutoScroll {
  playing: boolean;
  play: () => void;
  pause: () => void;
  toggle: () => void;
  reset: () => void;
  /** Moves the text by `dy` pixels (wheel, keys), within bounds. */
  nudge: (dy: number) => void;
  /** Current offset in pixels (for tests and diagnostics). */
  offset: () => number;
  /** How far through the text the scroll is, 0 at the top to 1 at the end. */
  progress: () => number;
}

export function useAutoScroll(
  viewportRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
  pixelsPerSecond: number,
): AutoScroll {
  const [playing, setPlaying] = useState(false);
  const offsetRef = useRef(0);
  const rateRef = useRef(pixelsPerSecond);
  const frameRef = useRef<number | null>(null);
  const lastRef = useRef<number | null>(null);

  useEffect(() => {
    rateRef.current = pixelsPerSecond;
  }, [pixelsPerSecond]);

  const maxOffset = useCallback(() => {
    const viewport = viewportRef.current;
    const content = contentRef.current;
    if (!viewport || !content) return 0;
    return Math.max(0, content.offsetHeight - viewport.clientHeight);
  }, [viewportRef, contentRef]);

  const apply = useCallback(() => {
    const content = contentRef.current;
    if (content) content.style.transform = `translate3d(0, ${-offsetRef.current}px, 0)`;
  }, [contentRef]);

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
      offsetRef.current = Math.min(max, offsetRef.current + rateRef.current * dt);
      apply();
      if (offsetRef.current >= max) {
        frameRef.current = null;
        setPlaying(false); // stops at the end
        return;
      }
      frameRef.current = requestAnimationFrame(tick);
    };
    frameRef.current = requestAnimationFrame(tick);
    return stopLoop;
  }, [playing, apply, maxOffset, stopLoop]);

  const play = useCallback(() => {
    if (offsetRef.current >= maxOffset() && maxOffset() > 0) {
      offsetRef.current = 0;
      apply();
    }
    setPlaying(true);
  }, [apply, maxOffset]);
  const pause = useCallback(() => setPlaying(false), []);
  const toggle = useCallback(() => (playing ? pause() : play()), [playing, pause, play]);
  const reset = useCallback(() => {
    setPlaying(false);
    stopLoop();
    offsetRef.current = 0;
    apply();
  }, [apply, stopLoop]);
  const nudge = useCallback(
    (dy: number) => {
      offsetRef.current = Math.min(maxOffset(), Math.max(0, offsetRef.current + dy));
      apply();
    },
    [apply, maxOffset],
  );
  const offset = useCallback(() => offsetRef.current, []);
  const progress = useCallback(() => {
    const max = maxOffset();
    return max > 0 ? Math.min(1, offsetRef.current / max) : 0;
  }, [maxOffset]);

  return { playing, play, pause, toggle, reset, nudge, offset, progress };
}
