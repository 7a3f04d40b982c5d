// How far through the text the scroll is (0–1), as a tiny external store: the auto-scroll writes it
// on every move without a render, and a readout subscribes to just the part it shows.

type Listener = () => void;

export interface ScrollProgress {
  get: () => number;
  /** Stable, so it can be handed to the auto-scroll as its `onProgress`. */
  set: (progress: number) => void;
  subscribe: (listener: Listener) => () => void;
}

export function createScrollProgress(): ScrollProgress {
  let current = 0;
  const listeners = new Set<Listener>();
  return {
    get: () => current,
    set(progress) {
      if (progress === current) return;
      current = progress;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
