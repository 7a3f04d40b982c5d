import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffParagraphs, MAX_EDITS, paragraphs, type ParagraphChange } from './paragraph-diff';

/** Length of the longest common subsequence (the textbook table; fine at these sizes). */
function lcsLength(a: string[], b: string[]): number {
  let row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const nextRow = [0];
    for (let j = 0; j < b.length; j++) nextRow.push(x === b[j] ? row[j]! + 1 : Math.max(row[j + 1]!, nextRow[j]!));
    row = nextRow;
  }
  return row[b.length]!;
}

const texts = (d: ParagraphChange[], keep: ParagraphChange['kind']) => d.filter((c) => c.kind !== keep).map((c) => c.text);

/** A diff is a diff: without additions it reads `prev`, without removals `next`; removals lead each block. */
function expectValid(d: ParagraphChange[], prev: string[], next: string[]) {
  expect(texts(d, 'added')).toEqual(prev);
  expect(texts(d, 'removed')).toEqual(next);
  for (let k = 1; k < d.length; k++) {
    if (d[k]!.kind === 'removed') expect(d[k - 1]!.kind).not.toBe('added');
  }
}

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

  it('keeps as many paragraphs as any diff could (property, against the LCS table)', () => {
    const script = fc.array(fc.constantFrom('A', 'B', 'C', 'D', 'E'), { maxLength: 14 });
    fc.assert(
      fc.property(script, script, (prev, next) => {
        const d = diffParagraphs(prev.join('\n\n'), next.join('\n\n'));
        expectValid(d, prev, next);
        expect(d.filter((c) => c.kind === 'same')).toHaveLength(lcsLength(prev, next));
      }),
    );
  });

  it('a 1 MB script of 50 000 paragraphs: a whole rewrite, and an edit of every 20th (the old n×m table needed 2.5 billion cells)', () => {
    const prev = Array.from({ length: 50_000 }, (_, i) => `Paragraph ${i}.`);
    const rewrite = prev.map((p) => `${p} Again.`);
    let d = diffParagraphs(prev.join('\n\n'), rewrite.join('\n\n'));
    expect(d).toHaveLength(100_000);
    expect(d.slice(0, 50_000).every((c) => c.kind === 'removed')).toBe(true);
    expect(d.slice(50_000).every((c) => c.kind === 'added')).toBe(true);

    const edited = prev.map((p, i) => (i % 20 === 7 ? `${p} Edited.` : p));
    d = diffParagraphs(prev.join('\n\n'), edited.join('\n\n'));
    expect(d.filter((c) => c.kind === 'same')).toHaveLength(47_500);
    expect(d.slice(6, 10)).toEqual([
      { kind: 'same', text: 'Paragraph 6.' },
      { kind: 'removed', text: 'Paragraph 7.' },
      { kind: 'added', text: 'Paragraph 7. Edited.' },
      { kind: 'same', text: 'Paragraph 8.' },
    ]);
    expectValid(d, prev, edited);
  });

  it(`past ${MAX_EDITS} moves among shared paragraphs: still a true diff, keeping the common start and end`, () => {
    const middle = Array.from({ length: MAX_EDITS * 2 }, (_, i) => `M${i}`);
    const prev = ['Opening', ...middle, 'Close'];
    const next = ['Opening', ...middle.slice(MAX_EDITS), ...middle.slice(0, MAX_EDITS), 'Close'];
    const d = diffParagraphs(prev.join('\n\n'), next.join('\n\n'));
    expectValid(d, prev, next);
    expect(d[0]).toEqual({ kind: 'same', text: 'Opening' });
    expect(d.at(-1)).toEqual({ kind: 'same', text: 'Close' });
  });
});
