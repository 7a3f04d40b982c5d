// Time on stage (issue 12): the countdown before play starts, and the time spent playing.
import { useCallback, useEffect, useRef, useState } from 'react';

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

/** Seconds spent playing since the last reset (pauses do not count), refreshed a few times a second. */
export function useElapsed(playing: boolean) {
  const [elapsedMs, setElapsedMs] = useState(0);
  const banked = useRef(0);
  const since = useRef<number | null>(null);
  useEffect(() => {
    if (!playing) return;
    since.current = performance.now();
    const timer = setInterval(() => setElapsedMs(banked.current + performance.now() - since.current!), 250);
    return () => {
      clearInterval(timer);
      banked.current += performance.now() - since.current!;
      since.current = null;
      setElapsedMs(banked.current);
    };
  }, [playing]);
  const reset = useCallback(() => {
    banked.current = 0;
    if (since.current !== null) since.current = performance.now();
    setElapsedMs(0);
  }, []);
  return { seconds: elapsedMs / 1000, reset };
}
