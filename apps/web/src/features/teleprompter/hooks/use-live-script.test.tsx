// A change that lands between the render that read the document and the effect that subscribes to it
// (the server's answer right after the teleprompter opens, on a busy device) must show, not wait for
// the next change: a child's layout effect runs in exactly that gap.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyScriptToDoc, type ScriptSection } from '@cuemap/shared';
import { useLiveMap, useLiveScript } from './use-live-script';
import { ChangeInTheGap, renderRenamedInTheGap } from '../../../lib/live/gap-test-support';

const section = (nodeId: string, text: string): ScriptSection => ({ nodeId, text, origin: 'map' });

function ScriptText({ doc }: { doc: Y.Doc }) {
  const view = useLiveScript(doc);
  return <p data-testid="script">{view?.sections?.map((s) => s.text).join(' ') ?? 'none'}</p>;
}

function NodeTitles({ doc }: { doc: Y.Doc }) {
  const map = useLiveMap(doc);
  return <p data-testid="map">{map?.nodes.map((n) => n.title).join(',')}</p>;
}

describe('live parts read before their subscription', () => {
  it('the script shows a change made between the render and the subscription', () => {
    const doc = new Y.Doc();
    applyScriptToDoc(doc, [section('a', 'Old words.')]);
    render(
      <>
        <ScriptText doc={doc} />
        <ChangeInTheGap change={() => void applyScriptToDoc(doc, [section('a', 'Typed words.')], 'server')} />
      </>,
    );
    expect(screen.getByTestId('script').textContent).toBe('Typed words.');
  });

  it('the map does too', () => {
    renderRenamedInTheGap((doc) => <NodeTitles doc={doc} />);
    expect(screen.getByTestId('map').textContent).toBe('Root,After');
  });
});
