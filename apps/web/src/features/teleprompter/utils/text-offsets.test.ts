// The caret mapping and the teleprompter's re-anchoring rule (issue 26 item 5).
import { describe, expect, it } from 'vitest';
import { mapIndex, reanchor } from './text-offsets';

describe('mapIndex', () => {
  it('shifts an index by what was typed or removed before it and keeps it for changes after it', () => {
    expect(mapIndex('Hello world', 'Oh, Hello world', 6)).toBe(10);
    expect(mapIndex('Oh, Hello world', 'Hello world', 10)).toBe(6);
    expect(mapIndex('Hello world', 'Hello world, all', 6)).toBe(6);
  });

  it('keeps a caret before text inserted at it, and follows a character when asked', () => {
    expect(mapIndex('ab', 'aXb', 1, 'before')).toBe(1);
    expect(mapIndex('ab', 'aXb', 1, 'after')).toBe(2);
  });

  it('collapses an index inside a removed stretch to where the stretch was', () => {
    expect(mapIndex('aaa XYZ bbb', 'aaa bbb', 5)).toBe(4);
  });
});

describe('reanchor (the words at the reading line stay there)', () => {
  const before = ['Opening words of the talk.', 'The reading line is in this paragraph, right here.', 'Closing.'];
  const anchor = { paragraph: 1, char: before[1]!.indexOf('right') };
  const wordAt = (paras: readonly string[], a: { paragraph: number; char: number }) => paras[a.paragraph]!.slice(a.char, a.char + 5);

  it('follows the anchor word when a paragraph above grows', () => {
    const after = ['Opening words of the talk, now with many more words typed elsewhere.', before[1]!, before[2]!];
    expect(wordAt(after, reanchor(before, after, anchor))).toBe('right');
  });

  it('follows the anchor word when paragraphs above are added or removed', () => {
    const added = ['A new first paragraph.', 'And another.', ...before];
    expect(reanchor(before, added, anchor)).toEqual({ paragraph: 3, char: anchor.char });
    const removed = before.slice(1);
    expect(reanchor(before, removed, anchor)).toEqual({ paragraph: 0, char: anchor.char });
  });

  it('follows the anchor word when text earlier in its own paragraph changes', () => {
    const after = ['Opening words of the talk.', 'The line is in this paragraph, right here.', 'Closing.'];
    expect(wordAt(after, reanchor(before, after, anchor))).toBe('right');
  });

  it('does not move for an edit below the reading line', () => {
    const after = [before[0]!, before[1]!, 'Closing, with thanks to everyone.'];
    expect(reanchor(before, after, anchor)).toEqual(anchor);
  });

  it('lands where the removed words were when the anchor word itself is deleted', () => {
    const after = ['Opening words of the talk.', 'The reading line is in this paragraph, here.', 'Closing.'];
    expect(reanchor(before, after, anchor)).toEqual({ paragraph: 1, char: anchor.char });
  });
});
