import { describe, expect, it } from 'vitest';
import {
  buildTeleprompterText,
  mapSections,
  mergeSections,
  resolveSection,
  rewriteSection,
  sectionsContent,
  sectionsFromContent,
  writtenSections,
  type MindMapNode,
  type ScriptSection,
  type SectionNode,
} from '../src/index';

const nodes = (...specs: Array<[string, string]>): SectionNode[] => specs.map(([id, text]) => ({ id, text }));
const base = nodes(['a', 'Alpha text'], ['b', 'Beta text'], ['c', 'Gamma text']);
const opening: ScriptSection = { nodeId: null, text: 'Hello and welcome.', origin: 'ai' };
const closing: ScriptSection = { nodeId: null, text: 'Thanks for listening.', origin: 'ai' };
const written = (nodeId: string, origin: 'ai' | 'edited', text: string, mapText: string): ScriptSection => ({ nodeId, text, origin, mapText });

/** The script before the change: an opening, node b in the origin under test, a and c from the map, a closing. */
function scriptWith(origin: 'map' | 'ai' | 'edited'): ScriptSection[] {
  const b: ScriptSection =
    origin === 'map'
      ? { nodeId: 'b', text: 'Beta text', origin: 'map', mapText: 'Beta text' }
      : written('b', origin, `My words on beta (${origin}).`, 'Beta text');
  return [opening, ...mergeSections([b], base).filter((s) => s.nodeId !== null), closing].map((s) => (s.nodeId === 'b' ? b : s));
}

/** Compact view: "id/origin: text [flags]". */
const show = (sections: readonly ScriptSection[]) =>
  sections.map((s) => `${s.nodeId ?? '-'}/${s.origin}: ${s.text}${s.stale ? ` [stale: ${s.nodeText}]` : ''}${s.orphaned ? ' [orphaned]' : ''}`);

describe('mergeSections: map change × section origin', () => {
  describe.each(['ai', 'edited'] as const)('a section written by %s', (origin) => {
    const mine = `My words on beta (${origin}).`;
    const before = scriptWith(origin);

    it('map unchanged: every word is kept, nothing is flagged', () => {
      const after = mergeSections(before, base);
      expect(after).toEqual(before);
      expect(mergeSections(after, base)).toEqual(after);
    });

    it("its node's text changed: the words stay, the section is stale with the node's new text", () => {
      const after = mergeSections(before, nodes(['a', 'Alpha text'], ['b', 'Beta, rewritten'], ['c', 'Gamma text']));
      expect(show(after)).toEqual([
        '-/ai: Hello and welcome.',
        'a/map: Alpha text',
        `b/${origin}: ${mine} [stale: Beta, rewritten]`,
        'c/map: Gamma text',
        '-/ai: Thanks for listening.',
      ]);
      expect(after[2]!.mapText).toBe('Beta text');
    });

    it('its node changed back: no longer stale', () => {
      const changed = mergeSections(before, nodes(['a', 'Alpha text'], ['b', 'Other'], ['c', 'Gamma text']));
      expect(mergeSections(changed, base)).toEqual(before);
    });

    it('another node changed: that map section follows, this one is untouched', () => {
      const after = mergeSections(before, nodes(['a', 'Alpha new'], ['b', 'Beta text'], ['c', 'Gamma text']));
      expect(show(after)).toEqual(['-/ai: Hello and welcome.', 'a/map: Alpha new', `b/${origin}: ${mine}`, 'c/map: Gamma text', '-/ai: Thanks for listening.']);
    });

    it('a node added: a map section at its place in Node Order, before the closing', () => {
      const after = mergeSections(before, nodes(['a', 'Alpha text'], ['n', 'New text'], ['b', 'Beta text'], ['c', 'Gamma text'], ['z', 'Last']));
      expect(show(after)).toEqual([
        '-/ai: Hello and welcome.',
        'a/map: Alpha text',
        'n/map: New text',
        `b/${origin}: ${mine}`,
        'c/map: Gamma text',
        'z/map: Last',
        '-/ai: Thanks for listening.',
      ]);
    });

    it('its node deleted: the words stay where they were, flagged orphaned', () => {
      const after = mergeSections(before, nodes(['a', 'Alpha text'], ['c', 'Gamma text']));
      expect(show(after)).toEqual([
        '-/ai: Hello and welcome.',
        'a/map: Alpha text',
        `b/${origin}: ${mine} [orphaned]`,
        'c/map: Gamma text',
        '-/ai: Thanks for listening.',
      ]);
      // Still there after further saves, and revived if the node comes back (a restore).
      expect(mergeSections(after, nodes(['a', 'Alpha text'], ['c', 'Gamma text']))).toEqual(after);
      expect(mergeSections(after, base)).toEqual(before);
    });

    it('the last node deleted: its words stay after the node they followed, new nodes go after them, the closing stays last', () => {
      const last = [opening, ...mapSections(base.slice(0, 2)), written('c', origin, mine, 'Gamma text'), closing];
      const after = mergeSections(last, nodes(['a', 'Alpha text'], ['b', 'Beta text'], ['z', 'Zed']));
      expect(show(after)).toEqual([
        '-/ai: Hello and welcome.',
        'a/map: Alpha text',
        'b/map: Beta text',
        `c/${origin}: ${mine} [orphaned]`,
        'z/map: Zed',
        '-/ai: Thanks for listening.',
      ]);
    });

    it('its node deleted while the section held no words: it goes', () => {
      const empty = before.map((s) => (s.nodeId === 'b' ? { ...s, text: '' } : s));
      expect(show(mergeSections(empty, nodes(['a', 'Alpha text'], ['c', 'Gamma text'])))).toEqual([
        '-/ai: Hello and welcome.',
        'a/map: Alpha text',
        'c/map: Gamma text',
        '-/ai: Thanks for listening.',
      ]);
    });

    it('another node deleted: its map section goes, this one stays', () => {
      const after = mergeSections(before, nodes(['b', 'Beta text'], ['c', 'Gamma text']));
      expect(show(after)).toEqual(['-/ai: Hello and welcome.', `b/${origin}: ${mine}`, 'c/map: Gamma text', '-/ai: Thanks for listening.']);
    });

    it('nodes reordered: sections follow Node Order, opening and closing stay first and last', () => {
      const after = mergeSections(before, nodes(['c', 'Gamma text'], ['b', 'Beta text'], ['a', 'Alpha text']));
      expect(show(after)).toEqual([
        '-/ai: Hello and welcome.',
        'c/map: Gamma text',
        `b/${origin}: ${mine}`,
        'a/map: Alpha text',
        '-/ai: Thanks for listening.',
      ]);
    });

    it("its node's text emptied: the words stay, stale with an empty node text", () => {
      const after = mergeSections(before, nodes(['a', 'Alpha text'], ['b', '   '], ['c', 'Gamma text']));
      expect(after[2]).toMatchObject({ text: mine, origin, stale: true, nodeText: '' });
    });
  });

  describe('a section from the map', () => {
    const before = scriptWith('map');

    it('map unchanged: identical', () => {
      expect(mergeSections(before, base)).toEqual(before);
    });

    it("its node's text changed: takes the new text, never stale", () => {
      const after = mergeSections(before, nodes(['a', 'Alpha text'], ['b', 'Beta, rewritten'], ['c', 'Gamma text']));
      expect(after[2]).toEqual({ nodeId: 'b', text: 'Beta, rewritten', origin: 'map', mapText: 'Beta, rewritten' });
    });

    it('a node added: a map section in Node Order', () => {
      const after = mergeSections(before, nodes(['n', 'First now'], ['a', 'Alpha text'], ['b', 'Beta text'], ['c', 'Gamma text']));
      expect(show(after)).toEqual([
        '-/ai: Hello and welcome.',
        'n/map: First now',
        'a/map: Alpha text',
        'b/map: Beta text',
        'c/map: Gamma text',
        '-/ai: Thanks for listening.',
      ]);
    });

    it('its node deleted: the section goes', () => {
      const after = mergeSections(before, nodes(['a', 'Alpha text'], ['c', 'Gamma text']));
      expect(show(after)).toEqual(['-/ai: Hello and welcome.', 'a/map: Alpha text', 'c/map: Gamma text', '-/ai: Thanks for listening.']);
    });

    it('nodes reordered: sections follow', () => {
      const after = mergeSections(before, nodes(['b', 'Beta text'], ['a', 'Alpha text'], ['c', 'Gamma text']));
      expect(show(after)).toEqual(['-/ai: Hello and welcome.', 'b/map: Beta text', 'a/map: Alpha text', 'c/map: Gamma text', '-/ai: Thanks for listening.']);
    });

    it('its node has empty text: an empty section that keeps its place and adds nothing to the content', () => {
      const after = mergeSections(before, nodes(['a', 'Alpha text'], ['b', ''], ['c', 'Gamma text']));
      expect(after[2]).toEqual({ nodeId: 'b', text: '', origin: 'map', mapText: '' });
      expect(sectionsContent(after)).toBe('Hello and welcome.\n\nAlpha text\n\nGamma text\n\nThanks for listening.');
      const filled = mergeSections(after, nodes(['a', 'Alpha text'], ['b', 'Now filled'], ['c', 'Gamma text']));
      expect(show(filled)[2]).toBe('b/map: Now filled');
    });
  });

  describe('a node-less section (opening, closing, or one in the middle)', () => {
    const middle: ScriptSection = { nodeId: null, text: 'A word between a and b.', origin: 'edited' };
    const before = [opening, ...mapSections(base.slice(0, 1)), middle, ...mapSections(base.slice(1)), closing];

    it('map unchanged: identical', () => {
      expect(mergeSections(before, base)).toEqual(before);
    });

    it('a node text changed: node-less sections are untouched', () => {
      const after = mergeSections(before, nodes(['a', 'Alpha new'], ['b', 'Beta text'], ['c', 'Gamma text']));
      expect(show(after)).toEqual([
        '-/ai: Hello and welcome.',
        'a/map: Alpha new',
        '-/edited: A word between a and b.',
        'b/map: Beta text',
        'c/map: Gamma text',
        '-/ai: Thanks for listening.',
      ]);
    });

    it('a node added at the end: before the closing', () => {
      const after = mergeSections(before, [...base, { id: 'z', text: 'Zed' }]);
      expect(show(after).slice(-2)).toEqual(['z/map: Zed', '-/ai: Thanks for listening.']);
    });

    it('a node added first: after the opening', () => {
      const after = mergeSections(before, [{ id: 'z', text: 'Zed' }, ...base]);
      expect(show(after).slice(0, 2)).toEqual(['-/ai: Hello and welcome.', 'z/map: Zed']);
    });

    it('the node before it deleted: it follows the nearest node-linked section before it', () => {
      const after = mergeSections(before, nodes(['b', 'Beta text'], ['c', 'Gamma text']));
      expect(show(after)).toEqual([
        '-/ai: Hello and welcome.',
        '-/edited: A word between a and b.',
        'b/map: Beta text',
        'c/map: Gamma text',
        '-/ai: Thanks for listening.',
      ]);
    });

    it('nodes reordered: a middle section moves with the node it follows; opening and closing stay put', () => {
      const after = mergeSections(before, nodes(['c', 'Gamma text'], ['a', 'Alpha text'], ['b', 'Beta text']));
      expect(show(after)).toEqual([
        '-/ai: Hello and welcome.',
        'c/map: Gamma text',
        'a/map: Alpha text',
        '-/edited: A word between a and b.',
        'b/map: Beta text',
        '-/ai: Thanks for listening.',
      ]);
    });

    it('a node emptied: node-less sections are untouched', () => {
      const after = mergeSections(before, nodes(['a', ''], ['b', 'Beta text'], ['c', 'Gamma text']));
      expect(after.filter((s) => s.nodeId === null)).toEqual([opening, middle, closing]);
    });

    it('every node deleted: node-less sections remain, in order', () => {
      expect(mergeSections(before, [])).toEqual([opening, middle, closing]);
    });
  });
});

describe('sections and the content string', () => {
  const mapNodes: MindMapNode[] = [
    { id: '1', x: 0, y: 0, title: 'Root', text: '  First  ', color: '#fff' },
    { id: '2', x: 0, y: 0, title: 'Blank', text: '   ', color: '#fff' },
    { id: '3', x: 0, y: 0, title: 'Third', text: 'Third\nline', color: '#fff' },
  ];

  it('a map-only script reads exactly as buildTeleprompterText', () => {
    for (const order of [['1', '2', '3'], ['3', '1'], []]) {
      const ordered = order.length ? order.map((id) => mapNodes.find((n) => n.id === id)!) : mapNodes;
      expect(sectionsContent(mapSections(ordered))).toBe(buildTeleprompterText(mapNodes, order.length ? order : null).replace(/^$/, ''));
    }
    expect(sectionsContent(mergeSections([], mapNodes))).toBe(buildTeleprompterText(mapNodes));
  });

  it('POSTed content equal to the node texts is the map; anything else is kept as written', () => {
    expect(sectionsFromContent('First\n\nThird\nline', mapNodes)).toEqual(mapSections(mapNodes));
    const byHand = sectionsFromContent('My own script.\n\nSecond paragraph.', mapNodes);
    expect(sectionsContent(byHand)).toBe('My own script.\n\nSecond paragraph.');
    // A map save keeps it; a node edit marks that node's (empty) section stale; a new node adds its text.
    expect(sectionsContent(mergeSections(byHand, mapNodes))).toBe('My own script.\n\nSecond paragraph.');
    const edited = mergeSections(byHand, [{ ...mapNodes[0]!, text: 'Changed' }, mapNodes[1]!, mapNodes[2]!, { id: '4', text: 'Added' }]);
    expect(edited.find((s) => s.nodeId === '1')).toMatchObject({ stale: true, nodeText: 'Changed' });
    expect(sectionsContent(edited)).toBe('My own script.\n\nSecond paragraph.\n\nAdded');
  });
});

describe('writtenSections (an AI script)', () => {
  it('ties paragraphs to nodes, keeps opening and closing outside, and covers unspoken nodes with empty sections', () => {
    const sections = writtenSections(
      [
        { nodeId: null, text: 'Opening.' },
        { nodeId: 'b', text: 'On beta.', mapText: 'Beta text' },
        { nodeId: 'a', text: 'On alpha.' },
        { nodeId: null, text: 'Closing.' },
      ],
      base,
    );
    expect(show(sections)).toEqual(['-/ai: Opening.', 'a/ai: On alpha.', 'b/ai: On beta.', 'c/ai: ', '-/ai: Closing.']);
    expect(sectionsContent(sections)).toBe('Opening.\n\nOn alpha.\n\nOn beta.\n\nClosing.');
    // Saving the same map keeps the script word for word.
    expect(mergeSections(sections, base)).toEqual(sections);
  });

  it('records the node text the writer read, so unsaved edits it read are not stale once saved', () => {
    const sections = writtenSections([{ nodeId: 'a', text: 'On alpha.', mapText: 'Alpha, unsaved' }], base);
    expect(sections[0]).toMatchObject({ stale: true, nodeText: 'Alpha text' });
    const saved = mergeSections(sections, nodes(['a', 'Alpha, unsaved'], ['b', 'Beta text'], ['c', 'Gamma text']));
    expect(saved[0]!.stale).toBeUndefined();
  });

  it('a script with no node markers is one node-less section; nodes add nothing until they change', () => {
    const sections = writtenSections([{ nodeId: null, text: 'The whole script.' }], base);
    expect(sectionsContent(sections)).toBe('The whole script.');
    expect(sectionsContent(mergeSections(sections, [...base, { id: 'n', text: 'New node' }]))).toBe('The whole script.\n\nNew node');
  });
});

describe('resolveSection', () => {
  const stale: ScriptSection = { nodeId: 'b', text: 'Mine.', origin: 'edited', mapText: 'Beta text', stale: true, nodeText: 'Beta new' };
  const orphan: ScriptSection = { nodeId: 'x', text: 'Lost words.', origin: 'ai', orphaned: true };
  const sections = [opening, stale, orphan];

  it('stale: keep mine acknowledges the new node text; use map text follows the node again', () => {
    expect(resolveSection(sections, 1, 'keep-mine')![1]).toEqual({ nodeId: 'b', text: 'Mine.', origin: 'edited', mapText: 'Beta new' });
    expect(resolveSection(sections, 1, 'use-map-text')![1]).toEqual({ nodeId: 'b', text: 'Beta new', origin: 'map', mapText: 'Beta new' });
    expect(resolveSection(sections, 1, 'remove')).toBeNull();
  });

  it('orphaned: keep mine detaches the words from the deleted node; remove drops them', () => {
    expect(resolveSection(sections, 2, 'keep-mine')![2]).toEqual({ nodeId: null, text: 'Lost words.', origin: 'ai' });
    expect(resolveSection(sections, 2, 'remove')).toEqual([opening, stale]);
    expect(resolveSection(sections, 2, 'use-map-text')).toBeNull();
  });

  it('nothing to decide: null', () => {
    expect(resolveSection(sections, 0, 'keep-mine')).toBeNull();
    expect(resolveSection(sections, 9, 'keep-mine')).toBeNull();
  });
});

describe('rewriteSection', () => {
  const stale: ScriptSection = { nodeId: 'b', text: 'Mine.', origin: 'edited', mapText: 'Beta text', stale: true, nodeText: 'Beta new' };
  const orphan: ScriptSection = { nodeId: 'x', text: 'Lost words.', origin: 'ai', orphaned: true };
  const fresh: ScriptSection = { nodeId: 'c', text: 'Gamma.', origin: 'ai', mapText: 'Gamma' };
  const sections = [opening, stale, orphan, fresh];

  it("a stale section becomes the writer's words, 'ai', written from the node's text now; the rest is untouched", () => {
    const next = rewriteSection(sections, 1, '  New words on beta.  ')!;
    expect(next[1]).toEqual({ nodeId: 'b', text: 'New words on beta.', origin: 'ai', mapText: 'Beta new' });
    expect(next.filter((_, i) => i !== 1)).toEqual([opening, orphan, fresh]);
    // No longer stale: the next merge with the same node text leaves it as it is.
    expect(
      mergeSections(
        next.filter((s) => s.nodeId === 'b'),
        [{ id: 'b', text: 'Beta new' }],
      ),
    ).toEqual([next[1]]);
  });

  it('anything not stale (orphaned, current, an opening, out of range) has nothing to rewrite', () => {
    for (const index of [0, 2, 3, 4, -1]) expect(rewriteSection(sections, index, 'x')).toBeNull();
  });
});
