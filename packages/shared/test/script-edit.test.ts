import { describe, expect, it } from 'vitest';
import { applySectionEdits, countSpokenWords, parseCues, rebaseSectionEdits, spokenText, type ScriptSection } from '../src/index';

const sections: ScriptSection[] = [
  { nodeId: null, text: 'Welcome.', origin: 'ai' },
  { nodeId: 'a', text: 'Alpha text', origin: 'map', mapText: 'Alpha text' },
  { nodeId: 'b', text: 'Beta, as written.', origin: 'ai', mapText: 'Beta', stale: true, nodeText: 'Beta 2' },
  { nodeId: null, text: 'Thanks.', origin: 'ai' },
];
const asEdits = (list: readonly ScriptSection[]) => list.map((s) => ({ nodeId: s.nodeId, text: s.text }));

describe('parseCues', () => {
  it('cuts emphasis and stage cues out of the text, in order', () => {
    expect(parseCues('Say **this** now [pause] and then [smile] go.')).toEqual([
      { kind: 'text', text: 'Say ' },
      { kind: 'emphasis', text: 'this' },
      { kind: 'text', text: ' now ' },
      { kind: 'cue', text: 'pause' },
      { kind: 'text', text: ' and then ' },
      { kind: 'cue', text: 'smile' },
      { kind: 'text', text: ' go.' },
    ]);
  });
  it('leaves unmatched or empty marks as plain text', () => {
    expect(parseCues('a ** b')).toEqual([{ kind: 'text', text: 'a ** b' }]);
    expect(parseCues('[ ] and ****')).toEqual([
      { kind: 'text', text: '[ ]' },
      { kind: 'text', text: ' and ****' },
    ]);
    expect(parseCues('[' + 'x'.repeat(41) + ']')).toEqual([{ kind: 'text', text: '[' + 'x'.repeat(41) + ']' }]);
    expect(parseCues('')).toEqual([{ kind: 'text', text: '' }]);
  });
  it('spoken text and word counts leave the marks out', () => {
    expect(spokenText('Say **this** now [pause] go.')).toBe('Say this now   go.');
    expect(countSpokenWords('Say **this** now [pause] go. — ')).toBe(4);
    expect(countSpokenWords('[pause]')).toBe(0);
    expect(countSpokenWords('Zwölf 12 ünïcode')).toBe(3);
  });
});

describe('applySectionEdits', () => {
  it('changed sections become edited and keep what they were written from; unchanged ones stay as they are', () => {
    const edits = asEdits(sections);
    edits[1]!.text = 'Alpha, my way.';
    edits[2]!.text = 'Beta, my way.';
    const next = applySectionEdits(sections, edits)!;
    expect(next[0]).toBe(sections[0]);
    expect(next[1]).toEqual({ nodeId: 'a', text: 'Alpha, my way.', origin: 'edited', mapText: 'Alpha text' });
    expect(next[2]).toEqual({ nodeId: 'b', text: 'Beta, my way.', origin: 'edited', mapText: 'Beta', stale: true, nodeText: 'Beta 2' });
    expect(next[3]).toBe(sections[3]);
  });
  it('refuses edits that describe other sections', () => {
    expect(applySectionEdits(sections, asEdits(sections).slice(1))).toBeNull();
    expect(applySectionEdits(sections, asEdits(sections).reverse())).toBeNull();
  });
});

describe('rebaseSectionEdits', () => {
  it('carries changed sections onto a script that changed elsewhere, by node and by node-less position', () => {
    const draft = asEdits(sections);
    draft[0]!.text = 'Hello there.';
    draft[2]!.text = 'Beta, mine.';
    // Elsewhere: a node 'c' was added before 'b' and 'a' got new map text.
    const latest: ScriptSection[] = [
      sections[0]!,
      { nodeId: 'a', text: 'Alpha changed', origin: 'map', mapText: 'Alpha changed' },
      { nodeId: 'c', text: 'Gamma', origin: 'map', mapText: 'Gamma' },
      sections[2]!,
      sections[3]!,
    ];
    expect(rebaseSectionEdits(asEdits(sections), draft, latest)).toEqual({
      texts: ['Hello there.', 'Alpha changed', 'Gamma', 'Beta, mine.', 'Thanks.'],
      unplaced: [],
    });
  });
  it('reports changes whose node is gone instead of dropping them', () => {
    const draft = asEdits(sections);
    draft[1]!.text = 'Alpha, mine.';
    const latest = [sections[0]!, sections[2]!, sections[3]!];
    expect(rebaseSectionEdits(asEdits(sections), draft, latest)).toEqual({
      texts: ['Welcome.', 'Beta, as written.', 'Thanks.'],
      unplaced: [{ nodeId: 'a', text: 'Alpha, mine.' }],
    });
  });
});
