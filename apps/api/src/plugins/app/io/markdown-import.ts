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
import { countMarkdownTopics } from './markdown-count';

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
  for (const token of state.tokens)
    if (token.type === 'inline') inlineMarkdown.inline.parse(token.content, inlineMarkdown, state.env, token.children ?? (token.children = []));
});

/** The text a reader sees in an inline token: links' text, code, line breaks, bold as `**`; images and HTML tags dropped. */
function inlineText(token: Token): string {
  let text = '';
  for (const child of token.children ?? []) {
    if (child.type === 'text' || child.type === 'text_special' || child.type === 'code_inline') text += child.content;
    // Bold stays the script's emphasis mark (script-cues.ts), so a script exported as Markdown reads back with its cues.
    else if (child.type === 'strong_open' || child.type === 'strong_close') text += '**';
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
