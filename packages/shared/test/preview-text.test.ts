// Issue 24 item 5: card previews in plain words, without markup left in node texts by imports.
import { describe, expect, it } from 'vitest';
import { plainPreviewText } from '../src';

describe('plainPreviewText', () => {
  it('drops tags, processing instructions, comments and CDATA, keeping the words', () => {
    expect(plainPreviewText('<?xml version="1.0"?>\n<comments version="2.0"><comment author="a"><content>I’m a comment!</content></comment></comments>')).toBe(
      'I’m a comment!',
    );
    expect(plainPreviewText('Intro <!-- hidden --> and <![CDATA[raw]]> text')).toBe('Intro and raw text');
    expect(plainPreviewText('Open with a story <span class="x"')).toBe('Open with a story');
  });

  it('a part left with no letters or digits is no preview at all', () => {
    expect(plainPreviewText('</comment> ... </comments>')).toBe('');
  });

  it('leaves ordinary text alone: comparisons, ampersands, entities decoded', () => {
    expect(plainPreviewText('If x < y and y > z, then x < z')).toBe('If x < y and y > z, then x < z');
    expect(plainPreviewText('Q&amp;A  time &quot;live&quot;')).toBe('Q&A time "live"');
  });

  it('shows the words without cue marks: [slide], [pause] and **emphasis**', () => {
    expect(plainPreviewText('[slide] Welcome, **everyone**. [pause] Today [slide 3] we ship.')).toBe('Welcome, everyone. Today we ship.');
  });
});
