// Undo/redo history of immutable snapshots: a capped past, a future that any new step clears, and
// an open gesture (a node drag) whose many intermediate states become a single step when it ends.

export interface History<T> {
  /** Snapshots before each step, oldest first. */
  readonly past: readonly T[];
  /** Snapshots undone, the next one to redo last. */
  readonly future: readonly T[];
  /** The snapshot from before an unfinished gesture, if one is under way. */
  readonly pending: T | null;
}

/** Steps kept; older ones are dropped so a long session cannot grow memory without bound. */
export const HISTORY_LIMIT = 100;

export function createHistory<T>(): History<T> {
  return { past: [], future: [], pending: null };
}

export const canUndo = <T>(h: History<T>): boolean => h.past.length > 0 || h.pending !== null;
export const canRedo = <T>(h: History<T>): boolean => h.future.length > 0;

/** A new step: `before` is what undo brings back. Clears the redo future and any open gesture. */
export function record<T>(h: History<T>, before: T, limit: number = HISTORY_LIMIT): History<T> {
  const past = [...h.past, before];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, future: [], pending: null };
}

/** Starts a gesture (no step yet); later calls during the same gesture keep the first snapshot. */
export function beginGesture<T>(h: History<T>, before: T): History<T> {
  return h.pending !== null ? h : { ...h, pending: before };
}

/** Ends an open gesture: one step, unless it ended where it started. */
export function endGesture<T>(h: History<T>, current: T, same: (a: T, b: T) => boolean, limit: number = HISTORY_LIMIT): History<T> {
  if (h.pending === null) return h;
  return same(h.pending, current) ? { ...h, pending: null } : record(h, h.pending, limit);
}

export interface HistoryMove<T> {
  history: History<T>;
  /** The snapshot to show now. */
  snapshot: T;
}

/** Steps back: `current` goes to the future. Null when there is nothing to undo (end gestures first). */
export function undo<T>(h: History<T>, current: T): HistoryMove<T> | null {
  const snapshot = h.past[h.past.length - 1];
  if (snapshot === undefined) return null;
  return { history: { past: h.past.slice(0, -1), future: [...h.future, current], pending: null }, snapshot };
}

/** Steps forward again: `current` goes back to the past. Null when there is nothing to redo. */
export function redo<T>(h: History<T>, current: T): HistoryMove<T> | null {
  const snapshot = h.future[h.future.length - 1];
  if (snapshot === undefined) return null;
  return { history: { past: [...h.past, current], future: h.future.slice(0, -1), pending: null }, snapshot };
}
