// Time on stage (issue 12): the countdown before play starts, and the time spent playing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createValueStore } from '../utils/scroll-progress';

/** A countdown of `seconds` (whole seconds) that runs `onDone` at zero; `remaining` is null when none runs. */
export function useCountdown(onDone: () => void) {
  const [remaining, setRemaining] = useState<number | null>(null);
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  });
  useEffect(() => {
    if (remaining === null) return;
    if (remaining <= 0) {
      setRemaining(null);
      doneRef.current();
      return;
    }
    const timer = setTimeout(() => setRemaining((r) => (r === null ? null : r - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(Math.max(0, Math.round(seconds))), []);
  const cancel = useCallback(() => setRemaining(null), []);
  return { remaining, start, cancel };
}

/**
 * Seconds spent playing since the last reset (pauses do not count), kept in a store that a clock
 * subscribes to: the screen itself does not re-render as the time runs.
 */
export function useElapsed(playing: boolean) {
  const [store] = useState(() => createValueStore(0));
  const banked = useRef(0);
  const since = useRef<number | null>(null);
  useEffect(() => {
    if (!playing) return;
    since.current = performance.now();
    const timer = setInterval(() => store.set((banked.current + performance.now() - since.current!) / 1000), 250);
    return () => {
      clearInterval(timer);
      banked.current += performance.now() - since.current!;
      since.current = null;
      store.set(banked.current / 1000);
    };
  }, [playing, store]);
  const reset = useCallback(() => {
    banked.current = 0;
    if (since.current !== null) since.current = performance.now();
    store.set(0);
  }, [store]);
  return { store, reset };
}
