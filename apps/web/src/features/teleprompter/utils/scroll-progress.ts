// A number that changes many times a second (how far through the text the scroll is, the time spent
// playing), as a tiny external store: its writer sets it without a render, and a readout subscribes to
// just the part it shows (useSyncExternalStore), so only that readout re-renders, and only when it changes.

type Listener = () => void;

export interface ValueStore {
  get: () => number;
  /** Stable, so it can be handed to the auto-scroll as its `onProgress`. */
  set: (value: number) => void;
  subscribe: (listener: Listener) => () => void;
}

/** How far through the text the scroll is, 0–1. */
export type ScrollProgress = ValueStore;

export function createValueStore(initial = 0): ValueStore {
  let current = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => current,
    set(value) {
      if (value === current) return;
      current = value;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const createScrollProgress = (): ScrollProgress => createValueStore(0);
