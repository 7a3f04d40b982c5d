// Markdown outlines as markmap reads them: headings nest by level, list items nest under the heading
// (or item) they follow, the first paragraph of an item is its title. Any other text — paragraphs,
// fenced code (its `#` and `*` lines are code, not structure), quotes, tables, HTML — becomes the
// details of the heading or item it follows. Front matter is skipped (its `title:` can name the root).
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { IMPORT_LIMITS, IMPORT_MESSAGES, ImportError, htmlToText, outline, type Outline } from '@cuemap/shared';

/** Block nesting markdown-it may reach; deeper input is refused as too deeply nested, never cut silently. */
const MAX_NESTING = 1_000;
const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false, maxNesting: MAX_NESTING });

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
  const t = text.replace(/\s+$/, '');
  if (t.trim()) node.details = node.details ? `${node.details}\n\n${t}` : t;
};

/** Front matter (`---` … `---` at the very start) removed; its `title:` kept. */
function splitFrontMatter(text: string): { body: string; title?: string } {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return { body: text };
  const title = /^title:[ \t]*["']?(.*?)["']?[ \t]*$/m.exec(match[1]!)?.[1];
  return { body: text.slice(match[0].length), title: title || undefined };
}

export function parseMarkdown(source: string, fileTitle: string): Outline {
  const { body, title } = splitFrontMatter(source.replace(/^\uFEFF/, ''));
  const tokens = markdown.parse(body, {});
  const top = outline(title ?? fileTitle);
  const headings: { level: number; node: Outline }[] = [];
  const items: { node: Outline; titled: boolean }[] = [];
  const section = () => headings[headings.length - 1]?.node ?? top;
  const target = () => items[items.length - 1]?.node ?? section();
  let count = 0;
  const created = (node: Outline) => {
    if (++count > IMPORT_LIMITS.nodesMax) throw new ImportError(400, IMPORT_MESSAGES.tooManyNodes);
    if (headings.length + items.length > IMPORT_LIMITS.depthMax) throw new ImportError(400, IMPORT_MESSAGES.tooDeep);
    return node;
  };
  let row: string[] | null = null;
  let table: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.level >= MAX_NESTING - 2) throw new ImportError(400, IMPORT_MESSAGES.tooDeep);
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
        const node = created(outline(inlineText(inline)));
        section().children.push(node);
        headings.push({ level, node });
        break;
      }
      case 'list_item_open': {
        const node = outline('');
        target().children.push(node);
        items.push({ node, titled: false });
        created(node);
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
