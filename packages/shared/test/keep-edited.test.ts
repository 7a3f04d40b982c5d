// Generate with AI over a script written in by hand (issue 24 item 3): the counts the warning says and
// *Keep edited sections*.
import { describe, expect, it } from 'vitest';
import { keepEditedSections, replacedSections, type ScriptSection } from '../src/index';

const map = (nodeId: string): ScriptSection => ({ nodeId, text: `Node ${nodeId}.`, origin: 'map', mapText: `Node ${nodeId}.` });
const ai = (nodeId: string | null, text = `AI on ${nodeId ?? 'nothing'}.`): ScriptSection =>
  nodeId === null ? { nodeId, text, origin: 'ai' } : { nodeId, text, origin: 'ai', mapText: `Node ${nodeId}.` };
const edited = (nodeId: string | null, text: string): ScriptSection =>
  nodeId === null ? { nodeId, text, origin: 'edited' } : { nodeId, text, origin: 'edited', mapText: `Node ${nodeId}.` };

describe('replacedSections', () => {
  it("counts the sections with words by who wrote them last; the map's own text and blank sections are not counted", () => {
    expect(replacedSections([edited(null, 'Hello.'), edited('1', 'Mine [pause]'), ai('2'), map('3'), ai('4', '  '), edited('5', '')])).toEqual({
      edited: 2,
      ai: 1,
    });
    expect(replacedSections([map('1'), ai('2')])).toEqual({ edited: 0, ai: 1 });
  });
});

describe('keepEditedSections', () => {
  const written = [ai(null, 'AI opening.'), ai('1'), ai('2'), ai('3'), ai(null, 'AI closing.')];

  it('nothing typed by hand: the AI script as written', () => {
    expect(keepEditedSections(written, [map('1'), ai('2'), map('3')])).toEqual(written);
  });

  it("a node's hand-edited section stays exactly as it was (cue marks, flags); the others are the AI's", () => {
    const mine = { ...edited('2', 'My **hook** [pause] here.'), stale: true, nodeText: 'New.' };
    const result = keepEditedSections(written, [map('1'), mine, ai('3', 'Old AI.')]);
    expect(result).toEqual([ai(null, 'AI opening.'), ai('1'), mine, ai('3'), ai(null, 'AI closing.')]);
  });

  it('a hand-written opening, closing or paragraph between nodes replaces what the AI wrote at that place', () => {
    const previous = [edited(null, 'My opening.'), map('1'), edited(null, 'Between one and two.'), ai('2'), map('3'), edited(null, 'My closing.')];
    expect(keepEditedSections(written, previous)).toEqual([
      edited(null, 'My opening.'),
      ai('1'),
      edited(null, 'Between one and two.'),
      ai('2'),
      ai('3'),
      edited(null, 'My closing.'),
    ]);
  });

  it('where the AI wrote nothing, a kept node-less section still goes in at its place', () => {
    const bare = [ai('1'), ai('2')];
    expect(keepEditedSections(bare, [edited(null, 'Intro.'), ai('1'), ai('2'), edited(null, 'Outro.')])).toEqual([
      edited(null, 'Intro.'),
      ai('1'),
      ai('2'),
      edited(null, 'Outro.'),
    ]);
  });

  it('a hand-written paragraph after a node the AI no longer speaks for is kept at the end, never dropped', () => {
    const previous = [ai('1'), ai('9'), edited(null, 'After nine.'), ai('2')];
    expect(keepEditedSections([ai('1'), ai('2')], previous)).toEqual([ai('1'), ai('2'), edited(null, 'After nine.')]);
  });
});
