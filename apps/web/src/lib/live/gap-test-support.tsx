// Test support: a change made between a component's first render and its effects' subscriptions (a child's
// layout effect runs in exactly that gap), and a map node to build documents with.
import { useLayoutEffect, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import * as Y from 'yjs';
import { applyMapToDoc } from '@cuemap/shared';

/** Runs `change` after the first render and before its siblings' passive effects subscribe. */
export function ChangeInTheGap({ change }: { change: () => void }) {
  useLayoutEffect(change, [change]);
  return null;
}

/** A map node titled `title` (`a` is the root). */
export const gapNode = (id: string, title: string) => ({ id, x: 0, y: 0, title, text: '', color: '#fff', ...(id === 'a' ? { isRoot: true } : {}) });

/**
 * A map (root "Root", node b "Before") rendered by `view`, with node b renamed "After" by the server in the
 * gap between that render and its subscriptions.
 */
export function renderRenamedInTheGap(view: (doc: Y.Doc) => ReactNode) {
  const doc = new Y.Doc();
  applyMapToDoc(doc, { title: 'T', nodes: [gapNode('a', 'Root'), gapNode('b', 'Before')] });
  return render(
    <>
      {view(doc)}
      <ChangeInTheGap change={() => void applyMapToDoc(doc, { nodes: [gapNode('a', 'Root'), gapNode('b', 'After')] }, 'server')} />
    </>,
  );
}
