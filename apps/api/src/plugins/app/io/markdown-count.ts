// The cheap first pass over a Markdown import (markdown-import.ts): the topics it certainly has, counted
// line by line without markdown-it, so a file far over the topic bound (a 5 MB list) is refused before
// the parser builds a token for it. Never counts more than parseMarkdown makes (tests: linear.test.ts).
const isBlankLine = (line: string) => /^[ \t]*$/.test(line);
const isFenceRun = (line: string, at: number) => {
  const c = line[at];
  return (c === '`' || c === '~') && line[at + 1] === c && line[at + 2] === c;
};

/**
 * Where a line's own text starts after any indentation, '>' and list markers (the most any block
 * container could take off it): a fence or HTML block can only start there.
 */
function contentStart(line: string): number {
  let i = 0;
  for (;;) {
    const c = line[i];
    if (c === ' ' || c === '\t' || c === '>') i++;
    else if ((c === '-' || c === '+' || c === '*') && (line[i + 1] === ' ' || line[i + 1] === '\t')) i += 2;
    else if (c !== undefined && c >= '0' && c <= '9') {
      let j = i;
      while (j - i < 9 && line[j] !== undefined && line[j]! >= '0' && line[j]! <= '9') j++;
      if ((line[j] === '.' || line[j] === ')') && (line[j + 1] === ' ' || line[j + 1] === '\t')) i = j + 2;
      else return i;
    } else return i;
  }
}

/** Whether `line` may head a table (markdown-it tries tables first): it has a '|' and the next line could be a delimiter row. */
const mayHeadTable = (line: string, next: string | undefined) => line.includes('|') && next !== undefined && /^[ \t]*[|:-][|:\- \t]*$/.test(next);

/**
 * A list item with text, indented 0–3 spaces: its indentation and number (none for a bullet), or
 * undefined for anything else, a thematic break (`- - -`, `* * *`) included.
 */
function listItem(line: string): { indent: number; number?: number } | undefined {
  let i = 0;
  while (i < 3 && line[i] === ' ') i++;
  const indent = i;
  const marker = line[i];
  let number: number | undefined;
  if (marker !== undefined && marker >= '0' && marker <= '9') {
    while (i - indent < 9 && line[i] !== undefined && line[i]! >= '0' && line[i]! <= '9') i++;
    if (line[i] !== '.' && line[i] !== ')') return undefined;
    number = Number(line.slice(indent, i));
  } else if (marker !== '-' && marker !== '+' && marker !== '*') return undefined;
  if (line[i + 1] !== ' ' && line[i + 1] !== '\t') return undefined;
  let markers = 1;
  let text = false;
  for (let k = i + 1; k < line.length; k++) {
    if (line[k] === marker) markers++;
    else if (line[k] !== ' ' && line[k] !== '\t') text = true;
  }
  // A bullet line of three or more '-' or '*' and nothing else is a rule.
  const rule = number === undefined && marker !== '+' && markers >= 3 && !text;
  return !rule && /[^ \t]/.test(line.slice(i + 1)) ? { indent, number } : undefined;
}

/** An ATX heading at the margin (`#` to `######`, then a space, a tab or the end of the line). */
const isHeadingTopic = (line: string) => /^#{1,6}(?:[ \t]|$)/.test(line);

/** markdown-it's HTML blocks that end at a marker rather than a blank line (its types 1–5): [start, end]. */
const HTML_UNTIL_MARKER: [RegExp, RegExp][] = [
  [/^<(script|pre|style|textarea)(?=(\s|>|$))/i, /<\/(script|pre|style|textarea)>/i],
  [/^<!--/, /-->/],
  [/^<\?/, /\?>/],
  [/^<![A-Za-z]/, />/],
  [/^<!\[CDATA\[/, /\]\]>/],
];

/** What a line was to the next one: 'blank' when the next starts a new block (after a blank line, a closed fence or HTML block). */
type LineKind = 'blank' | 'item' | 'heading' | 'other';

/**
 * Topics certainly in the Markdown (after front matter), counted line by line without markdown-it,
 * never more than parseMarkdown makes: list items with text indented 0–3 spaces (an ordered one only
 * where it cannot continue a paragraph: numbered 1, after a blank line or heading, or at the margin
 * after another item) and ATX headings at the margin, outside fences and HTML blocks that start at
 * the margin. Where a line's meaning
 * would depend on containers this count does not follow (a fence or HTML inside a list item or a
 * quote, indented code) it stops and returns what it has. Stops early past `stopAbove`.
 */
export function countMarkdownTopics(text: string, stopAbove = Infinity): number {
  let count = 0;
  /** Inside a fence (its marker and length), an HTML block until its end marker, or after HTML that may last to a blank line. */
  let fence: { char: string; length: number } | undefined;
  let htmlEnd: RegExp | undefined;
  let untilBlank = false;
  /** What the line before was, where it matters to an ordered item. */
  let before: LineKind = 'blank';
  let at = 0;
  let line = nextLine();
  while (line !== undefined && count <= stopAbove) {
    const next = nextLine();
    let kind: LineKind = 'other';
    if (fence) {
      const f = fence;
      let i = 0;
      while (i < 3 && line[i] === ' ') i++;
      let run = i;
      while (line[run] === f.char) run++;
      if (run - i >= f.length && isBlankLine(line.slice(run))) [fence, kind] = [undefined, 'blank'];
    } else if (htmlEnd) {
      if (htmlEnd.test(line)) [htmlEnd, kind] = [undefined, 'blank'];
    } else if (isBlankLine(line)) {
      untilBlank = false;
      kind = 'blank';
    } else {
      const start = contentStart(line);
      if (isFenceRun(line, start) || line[start] === '<') {
        // Followed only from the margin, outside anything this count cannot see.
        if (start > 0 || untilBlank || mayHeadTable(line, next)) return count;
        if (line[0] !== '<') {
          let run = 0;
          while (line[run] === line[0]) run++;
          if (line[0] === '`' && line.includes('`', run)) return count;
          fence = { char: line[0]!, length: run };
        } else {
          const html = HTML_UNTIL_MARKER.find(([open]) => open.test(line!));
          if (html && !html[1].test(line)) htmlEnd = html[1];
          else if (!html) untilBlank = true;
        }
      } else if (!untilBlank && !mayHeadTable(line, next)) {
        const item = listItem(line);
        if (isHeadingTopic(line)) kind = 'heading';
        else if (
          item &&
          (item.number === undefined || item.number === 1 || before === 'blank' || before === 'heading' || (before === 'item' && item.indent === 0))
        )
          kind = 'item';
        if (kind !== 'other') count++;
      }
    }
    before = kind;
    line = next;
  }
  return count;

  /** The next line (split at \r\n, \r or \n, as markdown-it does), or undefined after the last. */
  function nextLine(): string | undefined {
    if (at > text.length) return undefined;
    let end = at;
    while (end < text.length && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) end++;
    const result = text.slice(at, end);
    at = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
    return result;
  }
}
