// A callback whose identity never changes but which always runs the latest `fn` (what it closes over
// from the last render). Handlers given to React Flow must keep their identity: a new function each
// render re-renders every node wrapper, and the canvas renders on each frame of a drag (issue 14 item 6).
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
