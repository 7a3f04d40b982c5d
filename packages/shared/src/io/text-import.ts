// Plain indented text: one topic per line, children indented deeper (tabs or spaces), list bullets
// and numbers dropped. One top-level line is the root; several share a root named after the file.
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './messages';
import { ImportError, outline, type Outline } from './outline';

// Anchored, and its last quantifier has nothing after it to backtrack into: linear in the line.
const BULLET = /^(?:[-*+•◦▪‣–—]|\d{1,9}[.)])\s+/;

/** Indentation as a column: a tab moves to the next multiple of 4. */
function indentColumn(line: string): [number, string] {
  let col = 0;
  let i = 0;
  for (; i < line.length; i++) {
    const c = line[i];
    if (c === ' ' || c === '\u00a0') col += 1;
    else if (c === '\t') col += 4 - (col % 4);
    else break;
  }
  return [col, line.slice(i)];
}

/** Each line of `text` (split at \r\n, \r or \n) without its blank ones, one at a time (no array of them all). */
function* topicLines(text: string): Generator<string> {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (let at = start; at <= text.length; ) {
    let end = at;
    while (end < text.length && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) end++;
    const line = text.slice(at, end);
    if (line.trim()) yield line;
    at = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
  }
}

/**
 * The bounds check of parseIndentedText before anything is built: the topics (non-blank lines) and
 * their nesting counted with a stack of indentation columns, refused with the same message at the
 * same line as the parser would.
 */
export function checkIndentedText(text: string): void {
  const columns: number[] = [];
  let count = 0;
  for (const raw of topicLines(text)) {
    const col = indentColumn(raw.trimEnd())[0];
    while (columns.length && columns[columns.length - 1]! >= col) columns.pop();
    columns.push(col);
    if (columns.length > IMPORT_LIMITS.depthMax + 1) throw new ImportError(400, IMPORT_MESSAGES.tooDeep);
    if (++count > IMPORT_LIMITS.nodesMax) throw new ImportError(400, IMPORT_MESSAGES.tooManyNodes);
  }
}

export function parseIndentedText(text: string, fileTitle: string): Outline {
  checkIndentedText(text);
  const top = outline(fileTitle);
  const stack: { col: number; node: Outline }[] = [];
  let count = 0;
  for (const raw of topicLines(text)) {
    const [col, rest] = indentColumn(raw.trimEnd());
    const title = rest.replace(BULLET, '');
    while (stack.length && stack[stack.length - 1]!.col >= col) stack.pop();
    const node = outline(title);
    (stack.length ? stack[stack.length - 1]!.node : top).children.push(node);
    stack.push({ col, node });
    count++;
  }
  if (!count) throw new ImportError(400, IMPORT_MESSAGES.noTopics);
  return top.children.length === 1 ? top.children[0]! : top;
}
