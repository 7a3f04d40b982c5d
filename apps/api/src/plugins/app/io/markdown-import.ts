// Markdown outlines as markmap reads them: headings nest by level, list items nest under the heading
// (or item) they follow, the first paragraph of an item is its title. Any other text — paragraphs,
// fenced code (its `#` and `*` lines are code, not structure), quotes, tables, HTML — becomes the
// details of the heading or item it follows. Front matter is skipped (its `title:` can name the root).
//
// The outline's bounds are checked before anything is built, twice: countMarkdownTopics counts the
// lines that are surely topics without markdown-it (a 5 MB list is refused there), and the block
// parser counts every topic as it makes its token, stopping at the first one over a bound, before
// any inline text is parsed.
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { IMPORT_LIMITS, IMPORT_MESSAGES, ImportError, htmlToText, outline, type Outline } from '@cuemap/shared';

/** Block nesting markdown-it may reach; deeper input is refused as too deeply nested, never cut silently. */
const MAX_NESTING = 1_000;
/**
 * Inline nesting (emphasis in a link in emphasis…), as markdown-it's CommonMark preset has it. Each
 * '[' costs markdown-it work in proportion to this bound (a paragraph of '[' took 15 s per 300 kB
 * at 1 000), and no outline nests its inline text anywhere near 20 deep.
 */
const MAX_INLINE_NESTING = 20;
const OPTIONS = { html: true, linkify: false, typographer: false } as const;
const markdown = new MarkdownIt({ ...OPTIONS, maxNesting: MAX_NESTING });
const inlineMarkdown = new MarkdownIt({ ...OPTIONS, maxNesting: MAX_INLINE_NESTING });

const tooDeep = () => new ImportError(400, IMPORT_MESSAGES.tooDeep);
const tooManyNodes = () => new ImportError(400, IMPORT_MESSAGES.tooManyNodes);

/**
 * The outline's bounds, checked on each block token as markdown-it makes it, in document order: the
 * same checks, on the same tokens, that parseMarkdown's walk would make, so the first token over a
 * bound gives the same refusal — before the rest of the file is parsed.
 */
class TopicBounds {
  private count = 0;
  private items = 0;
  private headings: number[] = [];
  /** Tokens the walk steps over: a heading's inline text and its closing token. */
  private skip = 0;

  see(token: Token): void {
    if (this.skip) {
      this.skip--;
      return;
    }
    if (token.level >= MAX_NESTING - 2) throw tooDeep();
    if (token.type === 'heading_open') {
      this.skip = 2;
      // A heading inside a list item is that item's text, not a topic.
      if (this.items) return;
      const level = Number(token.tag.slice(1));
      while (this.headings.length && this.headings[this.headings.length - 1]! >= level) this.headings.pop();
      this.created();
      this.headings.push(level);
    } else if (token.type === 'list_item_open') {
      this.items++;
      this.created();
    } else if (token.type === 'list_item_close') this.items--;
  }

  private created(): void {
    if (++this.count > IMPORT_LIMITS.nodesMax) throw tooManyNodes();
    if (this.headings.length + this.items > IMPORT_LIMITS.depthMax) throw tooDeep();
  }
}

const BOUNDS = Symbol('topic bounds');
markdown.block.State = class extends markdown.block.State {
  override push(type: string, tag: string, nesting: -1 | 0 | 1): Token {
    const token = super.push(type, tag, nesting);
    (this.env[BOUNDS] as TopicBounds | undefined)?.see(token);
    return token;
  }
};
// Inline text parsed with the shallower nesting (the same work markdown-it's own rule does).
markdown.core.ruler.at('inline', (state) => {
  for (const token of state.tokens) if (token.type === 'inline') inlineMarkdown.inline.parse(token.content, inlineMarkdown, state.env, token.children ?? (token.children = []));
});

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
        else if (item && (item.number === undefined || item.number === 1 || before === 'blank' || before === 'heading' || (before === 'item' && item.indent === 0))) kind = 'item';
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

/** The text a reader sees in an inline token: links' text, code, line breaks; images and HTML tags dropped. */
function inlineText(token: Token): string {
  let text = '';
  for (const child of token.children ?? []) {
    if (child.type === 'text' || child.type === 'text_special' || child.type === 'code_inline') text += child.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += '\n';
    else if (child.type === 'html_inline' && /^<br\s*\/?>$/i.test(child.content)) text += '\n';
  }
  return text;
}

const addDetails = (node: Outline, text: string) => {
  const t = text.trimEnd();
  if (t.trim()) node.details = node.details ? `${node.details}\n\n${t}` : t;
};

const isSpaceOrTab = (c: number) => c === 32 || c === 9;

/** The index after a front matter fence (`---` or `...`, then spaces or tabs) at `at`, ending its line; -1 when there is none. */
function fenceLineEnd(text: string, at: number, closing: boolean): number {
  const mark = text.slice(at, at + 3);
  if (mark !== '---' && !(closing && mark === '...')) return -1;
  let end = at + 3;
  while (isSpaceOrTab(text.charCodeAt(end))) end++;
  if (end === text.length) return closing ? end : -1;
  if (text.charCodeAt(end) === 10) return end + 1;
  return text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : -1;
}

/** The `title:` of front matter: its first line that starts so, quotes and trailing spaces or tabs off. */
function frontMatterTitle(front: string): string | undefined {
  for (const line of front.split(/[\n\r\u2028\u2029]/)) {
    if (!line.startsWith('title:')) continue;
    let start = 6;
    while (isSpaceOrTab(line.charCodeAt(start))) start++;
    if (line[start] === '"' || line[start] === "'") start++;
    let end = line.length;
    while (end > start && isSpaceOrTab(line.charCodeAt(end - 1))) end--;
    if (end > start && (line[end - 1] === '"' || line[end - 1] === "'")) end--;
    return line.slice(start, end);
  }
  return undefined;
}

/**
 * Front matter (`---` … `---` or `...` at the very start) removed; its `title:` kept. The closing
 * fence is the first one after the opening line, each tried where a line starts.
 */
export function splitFrontMatter(text: string): { body: string; title?: string } {
  const open = fenceLineEnd(text, 0, false);
  if (open < 0) return { body: text };
  for (let nl = text.indexOf('\n', open); nl >= 0; nl = text.indexOf('\n', nl + 1)) {
    const end = fenceLineEnd(text, nl + 1, true);
    if (end < 0) continue;
    // The front matter ends before the line break (\r\n or \n) that precedes its closing fence.
    const frontEnd = nl > open && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
    const title = frontMatterTitle(text.slice(open, frontEnd));
    return { body: text.slice(end), title: title || undefined };
  }
  return { body: text };
}

export function parseMarkdown(source: string, fileTitle: string): Outline {
  const { body, title } = splitFrontMatter(source.replace(/^\uFEFF/, ''));
  if (countMarkdownTopics(body, IMPORT_LIMITS.nodesMax) > IMPORT_LIMITS.nodesMax) throw tooManyNodes();
  // The bounds are checked as the block tokens are made (TopicBounds): the walk below builds within them.
  const tokens = markdown.parse(body, { [BOUNDS]: new TopicBounds() });
  const top = outline(title ?? fileTitle);
  const headings: { level: number; node: Outline }[] = [];
  const items: { node: Outline; titled: boolean }[] = [];
  const section = () => headings[headings.length - 1]?.node ?? top;
  const target = () => items[items.length - 1]?.node ?? section();
  let count = 0;
  let row: string[] | null = null;
  let table: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    switch (token.type) {
      case 'heading_open': {
        const inline = tokens[i + 1]!;
        i += 2;
        if (items.length) {
          // A heading inside a list item reads as the item's paragraph.
          const item = items[items.length - 1]!;
          if (!item.titled) [item.node.title, item.titled] = [inlineText(inline), true];
          else addDetails(item.node, inlineText(inline));
          break;
        }
        const level = Number(token.tag.slice(1));
        while (headings.length && headings[headings.length - 1]!.level >= level) headings.pop();
        const node = outline(inlineText(inline));
        count++;
        section().children.push(node);
        headings.push({ level, node });
        break;
      }
      case 'list_item_open': {
        const node = outline('');
        target().children.push(node);
        items.push({ node, titled: false });
        count++;
        break;
      }
      case 'list_item_close':
        items.pop();
        break;
      case 'inline': {
        const text = inlineText(token);
        if (row) row.push(text.replace(/\s+/g, ' ').trim());
        else if (items.length && !items[items.length - 1]!.titled) {
          // The item's first line is its title; the rest of that paragraph starts its details.
          const item = items[items.length - 1]!;
          const breakAt = text.indexOf('\n');
          item.node.title = breakAt < 0 ? text : text.slice(0, breakAt);
          if (breakAt >= 0) addDetails(item.node, text.slice(breakAt + 1));
          item.titled = true;
        } else addDetails(target(), text);
        break;
      }
      case 'fence':
      case 'code_block':
        addDetails(target(), token.content);
        break;
      case 'html_block':
        addDetails(target(), htmlToText(token.content));
        break;
      case 'tr_open':
        row = [];
        break;
      case 'tr_close':
        if (row?.some(Boolean)) table.push(row.join(' | '));
        row = null;
        break;
      case 'table_close':
        addDetails(target(), table.join('\n'));
        table = [];
        break;
      default:
    }
  }
  if (!count && !top.details.trim()) throw new ImportError(400, IMPORT_MESSAGES.noTopics);
  // One heading or item at the top with nothing before it is the root; otherwise the file is.
  return top.children.length === 1 && !top.details.trim() ? top.children[0]! : top;
}
