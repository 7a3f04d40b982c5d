// Plain indented text (text-import.ts): read line by line without splitting the whole file, its
// bounds checked by a first pass that builds nothing. It must read any text as the version before
// issue 23 did (kept below as the reference) and refuse the same files with the same messages.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IMPORT_LIMITS, IMPORT_MESSAGES, ImportError, checkIndentedText, outline, parseIndentedText, type Outline } from '../src/io';

const reference = (text: string, fileTitle: string): Outline => {
  const BULLET = /^(?:[-*+•◦▪‣–—]|\d{1,9}[.)])\s+/;
  const indentColumn = (line: string): [number, string] => {
    let col = 0;
    let i = 0;
    for (; i < line.length; i++) {
      const c = line[i];
      if (c === ' ' || c === '\u00a0') col += 1;
      else if (c === '\t') col += 4 - (col % 4);
      else break;
    }
    return [col, line.slice(i)];
  };
  const top = outline(fileTitle);
  const stack: { col: number; node: Outline }[] = [];
  let count = 0;
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n?|\n/)) {
    if (!raw.trim()) continue;
    const [col, rest] = indentColumn(raw.trimEnd());
    const title = rest.replace(BULLET, '');
    while (stack.length && stack[stack.length - 1]!.col >= col) stack.pop();
    const node = outline(title);
    (stack.length ? stack[stack.length - 1]!.node : top).children.push(node);
    stack.push({ col, node });
    if (stack.length > IMPORT_LIMITS.depthMax + 1) throw new ImportError(400, IMPORT_MESSAGES.tooDeep);
    if (++count > IMPORT_LIMITS.nodesMax) throw new ImportError(400, IMPORT_MESSAGES.tooManyNodes);
  }
  if (!count) throw new ImportError(400, IMPORT_MESSAGES.noTopics);
  return top.children.length === 1 ? top.children[0]! : top;
};

const outcome = (read: () => Outline) => {
  try {
    return read();
  } catch (err) {
    return (err as Error).message;
  }
};

const LINE_PIECES = ['a', 'b c', '- ', '1. ', '• ', '\t', ' ', '  ', '    ', '\u00a0', '\n', '\r\n', '\r', '\ufeff', '\u2028', ''];

describe('plain indented text', () => {
  it('reads any text as before: titles, nesting, blank lines, \\r\\n, \\r and a byte-order mark', () => {
    const text = fc.array(fc.constantFrom(...LINE_PIECES), { maxLength: 60 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(text, (t) => {
        expect(outcome(() => parseIndentedText(t, 'File'))).toEqual(outcome(() => reference(t, 'File')));
      }),
      { numRuns: 5_000 },
    );
  });

  it('refuses a 5 MB list as too many topics, and a too deep one as too deep, at the line the parser would', () => {
    const list = 'a\n'.repeat(2_600_000);
    expect(list.length).toBeGreaterThan(IMPORT_LIMITS.fileBytesMax - 1024 * 1024);
    expect(() => checkIndentedText(list)).toThrow(IMPORT_MESSAGES.tooManyNodes);
    expect(() => parseIndentedText(list, 'x')).toThrow(IMPORT_MESSAGES.tooManyNodes);
    const deep = Array.from({ length: IMPORT_LIMITS.depthMax + 2 }, (_, i) => `${' '.repeat(i)}a`).join('\n');
    expect(() => checkIndentedText(`${deep}\n${list}`)).toThrow(IMPORT_MESSAGES.tooDeep);
    expect(() => checkIndentedText(`${list}${deep}`)).toThrow(IMPORT_MESSAGES.tooManyNodes);
    // The bounds themselves are allowed.
    expect(() => checkIndentedText('a\n'.repeat(IMPORT_LIMITS.nodesMax))).not.toThrow();
    expect(() => checkIndentedText(deep.split('\n').slice(0, -1).join('\n'))).not.toThrow();
  });
});
