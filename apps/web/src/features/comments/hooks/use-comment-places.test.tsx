// A change that lands between the render that read the document and the effect that subscribes to it
// must rename the anchor at once: a child's layout effect runs in exactly that gap.
import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyMapToDoc } from '@cuemap/shared';
import { useCommentPlaces } from './use-comment-places';

function Place({ doc }: { doc: Y.Doc }) {
  const place = useCommentPlaces(doc);
  return <p data-testid="place">{place({ kind: 'node', id: 'b' }).name}</p>;
}

function ChangeInTheGap({ change }: { change: () => void }) {
  useLayoutEffect(change, [change]);
  return null;
}

const node = (id: string, title: string) => ({ id, x: 0, y: 0, title, text: '', color: '#fff', ...(id === 'a' ? { isRoot: true } : {}) });

describe('comment places', () => {
  it('follow a rename made between the render and the subscription', () => {
    const doc = new Y.Doc();
    applyMapToDoc(doc, { title: 'T', nodes: [node('a', 'Root'), node('b', 'Before')] });
    render(
      <>
        <Place doc={doc} />
        <ChangeInTheGap change={() => void applyMapToDoc(doc, { nodes: [node('a', 'Root'), node('b', 'After')] }, 'server')} />
      </>,
    );
    expect(screen.getByTestId('place').textContent).toBe('After');
  });
});
