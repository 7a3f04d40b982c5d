// Issue 27 item 6: "Edited live" on the prompter — a section changed by another device (a remote update)
// is marked for 10 s, fading at the end, and announced once; this tab's own edits are not marked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import * as Y from 'yjs';
import { applyScriptToDoc, liveSectionIds, liveSectionText, readLiveScript } from '@cuemap/shared';
import { EDITED_LIVE_FADE_MS, EDITED_LIVE_MS, stageMarks, useEditedLive } from '../hooks/use-edited-live';
import { stageSections } from '../utils/stage-sections';
import { EditedLiveAnnouncer } from './edited-live-announcer';
import { ReadingArea } from './reading-area';

const REMOTE = Symbol('remote');
const nodes = [
  { id: 'a', title: 'Opening' },
  { id: 'b', title: 'Hiring' },
];

function Prompter({ doc }: { doc: Y.Doc }) {
  const { marks, announce } = useEditedLive(doc, REMOTE);
  const script = readLiveScript(doc)!.sections;
  const sections = stageSections('', script, nodes);
  const ids = liveSectionIds(doc);
  return (
    <>
      <EditedLiveAnnouncer announce={announce} sections={sections} ids={ids} />
      <ReadingArea
        content={{ kind: 'loaded', script: script.map((s) => s.text).join('\n\n') }}
        sections={sections}
        markers
        streaming={null}
        source={null}
        fontPx={40}
        lineHeight={60}
        mirror={false}
        guide={false}
        font="serif"
        lineSpacing={1.5}
        theme="dark"
        mirrorVertical={false}
        guideAt={0.4}
        onGuideMove={() => undefined}
        columnWidth="38ch"
        offerDashboard={false}
        onWheel={() => undefined}
        viewportRef={{ current: null }}
        contentRef={{ current: null }}
        streamRef={{ current: null }}
        edited={stageMarks(sections, ids, marks)}
      />
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const there = new Y.Doc();
  applyScriptToDoc(there, [
    { nodeId: 'a', text: 'Good morning.', origin: 'edited' },
    { nodeId: 'b', text: 'We are hiring.', origin: 'edited' },
  ]);
  const here = new Y.Doc();
  Y.applyUpdate(here, Y.encodeStateAsUpdate(there), REMOTE);
  render(<Prompter doc={here} />);
  const ids = liveSectionIds(there);
  const remoteEdit = (i: number, text: string) =>
    act(() => {
      liveSectionText(there, ids[i]!)!.insert(0, text);
      Y.applyUpdate(here, Y.encodeStateAsUpdate(there, Y.encodeStateVector(here)), REMOTE);
    });
  return { here, ids, remoteEdit };
}

const section = (i: number) => document.querySelector(`[data-section-start="${i}"]`)!;

describe('Edited live', () => {
  it('marks the section another device changed, announces it once, fades and goes after 10 s', () => {
    const { remoteEdit } = setup();
    expect(screen.queryByTestId('edited-live')).toBeNull();
    remoteEdit(1, 'Now: ');
    expect(section(1)).toHaveAttribute('data-edited-live', 'true');
    expect(section(0)).not.toHaveAttribute('data-edited-live');
    expect(screen.getByTestId('edited-live')).toHaveTextContent('Edited live');
    expect(screen.getByTestId('edited-live-announcer')).toHaveTextContent('Edited live: Hiring');

    act(() => vi.advanceTimersByTime(EDITED_LIVE_MS - EDITED_LIVE_FADE_MS));
    expect(screen.getByTestId('edited-live').className).toContain('opacity-0');
    act(() => vi.advanceTimersByTime(EDITED_LIVE_FADE_MS));
    expect(screen.queryByTestId('edited-live')).toBeNull();
  });

  it("does not mark this tab's own edit", () => {
    const { here, ids } = setup();
    act(() => {
      here.transact(() => liveSectionText(here, ids[0]!)!.insert(0, 'Mine: '), 'local');
    });
    expect(screen.queryByTestId('edited-live')).toBeNull();
    expect(screen.getByTestId('edited-live-announcer')).toBeEmptyDOMElement();
  });
});
