// Work a page wants soon but not for its first render (a chunk to prefetch, the service worker's
// precaching): run once the main thread is idle, after an optional head start for the page itself.

export interface WhenIdleOptions {
  /** Wait at least this long first (ms): the page's own loading and first render go before the task. */
  afterMs?: number;
  /** Run by then (ms after the wait) even if the page never goes idle. */
  timeoutMs?: number;
}

/** Runs `task` when the browser is next idle (after `afterMs`), or `timeoutMs` later at most. Returns a cancel. */
export function whenIdle(task: () => void, { afterMs = 0, timeoutMs = 5000 }: WhenIdleOptions = {}): () => void {
  let idleId: number | null = null;
  let timerId: number | null = null;
  const schedule = () => {
    timerId = null;
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(task, { timeout: timeoutMs });
    else timerId = window.setTimeout(task, Math.min(timeoutMs, 2000));
  };
  if (afterMs > 0) timerId = window.setTimeout(schedule, afterMs);
  else schedule();
  return () => {
    if (timerId !== null) window.clearTimeout(timerId);
    if (idleId !== null) window.cancelIdleCallback(idleId);
  };
}
