// Test support: a change made between a component's first render and its effects' subscriptions (a child's
// layout effect runs in exactly that gap), and a map node to build documents with.
import { useLayoutEffect } from 'react';

/** Runs `change` after the first render and before its siblings' passive effects subscribe. */
export function ChangeInTheGap({ change }: { change: () => void }) {
  useLayoutEffect(change, [change]);
  return null;
}

/** A map node titled `title` (`a` is the root). */
export const gapNode = (id: string, title: string) => ({ id, x: 0, y: 0, title, text: '', color: '#fff', ...(id === 'a' ? { isRoot: true } : {}) });
