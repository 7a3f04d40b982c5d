// Outline writers for the text formats: Markdown, OPML 2.0, FreeMind .mm and indented text. Each is
// read back by its importer to the same titles, details, hierarchy and order (see the round-trip test).
import { walkOutline, type Outline } from './outline';

/** Markdown headings go this deep; deeper topics become nested list items. */
const HEADING_LEVELS = 6;

/** Markdown text that reads back as itself: punctuation markdown-it would act on is escaped. */
export function escapeMarkdownLine(line: string): string {
  let out = line.replace(/[\\`*_[\]<>&~|#]/g, (c) => `\\${c}`);
  if (/^[-+=]/.test(out)) out = `\\${out}`;
  out = out.replace(/^(\d+)([.)])/, '$1\\$2');
  return out;
}

/** The outline as Markdown: the root as `#`, levels down to `######`, then nested `-` lists; details as paragraphs. */
export function writeMarkdown(root: Outline): string {
  const parts: string[] = [];
  for (const { node, depth } of walkOutline(root)) {
    const details = node.details.trim();
    if (depth < HEADING_LEVELS) {
      parts.push(`${'#'.repeat(depth + 1)} ${escapeMarkdownLine(node.title.trim())}`.trimEnd());
      if (details)
        parts.push(
          details
            .split('\n')
            .map((l) => escapeMarkdownLine(l.trim()))
            .join('\n')
            .replace(/\n{2,}/g, '\n\n'),
        );
      continue;
    }
    const indent = '  '.repeat(depth - HEADING_LEVELS);
    const item = [`${indent}- ${escapeMarkdownLine(node.title.trim())}`.trimEnd()];
    if (details) {
      item.push('');
      for (const line of details.split('\n')) item.push(line.trim() ? `${indent}  ${escapeMarkdownLine(line.trim())}` : '');
    }
    parts.push(item.join('\n').replace(/\n{3,}/g, '\n\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

/** Text for an XML attribute or element: markup and line breaks as references (attribute values keep them). */
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\n': '&#10;',
  '\r': '&#13;',
  '\t': '&#9;',
};
export function escapeXml(text: string): string {
  return text.replace(/[&<>"'\n\r\t]/g, (c) => XML_ESCAPES[c]!);
}

/** Writes nested elements without recursion (any depth): `open` before a node's children, `close` after. */
function writeNested(root: Outline, open: (node: Outline, depth: number) => string, close: (node: Outline, depth: number) => string): string {
  const lines: string[] = [];
  const stack: { node: Outline; depth: number; closing: boolean }[] = [{ node: root, depth: 0, closing: false }];
  while (stack.length) {
    const { node, depth, closing } = stack.pop()!;
    if (closing) {
      lines.push(close(node, depth));
      continue;
    }
    lines.push(open(node, depth));
    stack.push({ node, depth, closing: true });
    for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, depth: depth + 1, closing: false });
  }
  return lines.filter(Boolean).join('\n');
}

/** OPML 2.0: one top-level outline (the root) holding the rest; details in `_note`. */
export function writeOpml(root: Outline, title = root.title): string {
  const body = writeNested(
    root,
    (n, d) => {
      const note = n.details.trim() ? ` _note="${escapeXml(n.details.trim())}"` : '';
      return `${'  '.repeat(d + 2)}<outline text="${escapeXml(n.title.trim())}"${note}${n.children.length ? '>' : '/>'}`;
    },
    (n, d) => (n.children.length ? `${'  '.repeat(d + 2)}</outline>` : ''),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0">\n  <head>\n    <title>${escapeXml(title.trim())}</title>\n  </head>\n  <body>\n${body}\n  </body>\n</opml>\n`;
}

/** A note as FreeMind writes one: an HTML body, one paragraph per line (an empty one for a blank line). */
function freeMindNote(details: string): string {
  const paragraphs = details
    .split('\n')
    .map((l) => `<p>${escapeXml(l.trim())}</p>`)
    .join('');
  return `<richcontent TYPE="NOTE"><html><head></head><body>${paragraphs}</body></html></richcontent>`;
}

/** FreeMind 1.0 `.mm` (Freeplane reads it too): TEXT attributes, notes as rich content. */
export function writeFreeMind(root: Outline): string {
  let id = 0;
  const body = writeNested(
    root,
    (n, d) => {
      const note = n.details.trim() ? freeMindNote(n.details.trim()) : '';
      const pad = '  '.repeat(d + 1);
      const open = `${pad}<node TEXT="${escapeXml(n.title.trim())}" ID="ID_${++id}"`;
      if (!note && !n.children.length) return `${open}/>`;
      return `${open}>${note ? `\n${pad}  ${note}` : ''}`;
    },
    (n, d) => (n.details.trim() || n.children.length ? `${'  '.repeat(d + 1)}</node>` : ''),
  );
  return `<map version="1.0.1">\n${body}\n</map>\n`;
}

/** Indented text: one title per line, a tab per level (details are not part of this format). */
export function writeIndentedText(root: Outline): string {
  return `${walkOutline(root)
    .map(({ node, depth }) => `${'\t'.repeat(depth)}${node.title.trim()}`)
    .join('\n')}\n`;
}
