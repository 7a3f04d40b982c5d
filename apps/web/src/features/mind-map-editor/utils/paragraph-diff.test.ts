// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { diffParagraphs, paragraphs } from './paragraph-diff';

describe('paragraphs', () => {
  it('splits on blank lines, trims, drops empty ones', () => {
    expect(paragraphs('One.\n\n  Two\nstill two. \r\n\r\n\n\nThree.\n')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
    expect(paragraphs('   \n\n ')).toEqual([]);
  });
});

describe('diffParagraphs', () => {
  it('equal texts: all same', () => {
    expect(diffParagraphs('A\n\nB', 'A\n\nB')).toEqual([
      { kind: 'same', text: 'A' },
      { kind: 'same', text: 'B' },
    ]);
  });

  it('marks added and removed paragraphs in reading order', () => {
    expect(diffParagraphs('A\n\nB\n\nC', 'A\n\nX\n\nC\n\nD')).toEqual([
      { kind: 'same', text: 'A' },
      { kind: 'removed', text: 'B' },
      { kind: 'added', text: 'X' },
      { kind: 'same', text: 'C' },
      { kind: 'added', text: 'D' },
    ]);
  });

  it('from or to an empty script', () => {
    expect(diffParagraphs('', 'A\n\nB')).toEqual([
      { kind: 'added', text: 'A' },
      { kind: 'added', text: 'B' },
    ]);
    expect(diffParagraphs('A', '')).toEqual([{ kind: 'removed', text: 'A' }]);
    expect(diffParagraphs('', '')).toEqual([]);
  });

  it('a moved paragraph is one removal and one addition', () => {
    const d = diffParagraphs('A\n\nB\n\nC', 'C\n\nA\n\nB');
    expect(d.filter((c) => c.kind === 'same').map((c) => c.text)).toEqual(['A', 'B']);
    expect(d).toContainEqual({ kind: 'removed', text: 'C' });
    expect(d).toContainEqual({ kind: 'added', text: 'C' });
  });
});
