// Plain indented text: one topic per line, children indented deeper (tabs or spaces), list bullets
// and numbers dropped. One top-level line is the root; several share a root named after the file.
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './messages';
import { ImportError, outline, type Outline } from './outline';

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

export function parseIndentedText(text: string, fileTitle: string): Outline {
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
}
