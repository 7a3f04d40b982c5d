// A change that lands between the render that read the document and the effect that subscribes to it
// must rename the anchor at once: a child's layout effect runs in exactly that gap.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { useCommentPlaces } from './use-comment-places';
import { renderRenamedInTheGap } from '../../../lib/live/gap-test-support';

function Place({ doc }: { doc: Y.Doc }) {
  const place = useCommentPlaces(doc);
  return <p data-testid="place">{place({ kind: 'node', id: 'b' }).name}</p>;
}

describe('comment places', () => {
  it('follow a rename made between the render and the subscription', () => {
    renderRenamedInTheGap((doc) => <Place doc={doc} />);
    expect(screen.getByTestId('place').textContent).toBe('After');
  });
});
