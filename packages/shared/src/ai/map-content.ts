// The mindMapContent wire format: a map's nodes as title and text, in node order, in one string.
//
// Format (what the web app sends and the server parses):
//   ## First title
//   First node's details,
//   possibly several lines.
//
//   ## Second title
//   …
// A node is a header line `## <title>` (or a bare `##` for an empty title) followed by its text.
// Blocks are separated by one blank line. Titles are one line. A text line that starts with `#`
// or `\` is escaped with a leading `\`, so node text can never be mistaken for a header.

export interface MapContentNode {
  title: string;
  text: string;
}

const HEADER = /^##(?: (.*))?$/;

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function normaliseNewlines(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}

/** Serialise nodes (already in node order) for `mindMapContent`. Titles collapse to one line; text is trimmed. */
export function serializeMapContent(nodes: readonly MapContentNode[]): string {
  return nodes
    .map((node) => {
      const title = oneLine(node.title);
      const header = title ? `## ${title}` : '##';
      const text = normaliseNewlines(node.text).trim();
      if (!text) return header;
      const body = text
        .split('\n')
        .map((line) => (line.startsWith('#') || line.startsWith('\\') ? `\\${line}` : line))
        .join('\n');
      return `${header}\n${body}`;
    })
    .join('\n\n');
}

/**
 * Parse `mindMapContent` back into nodes in order. Lenient for other clients: text before the first
 * header becomes a node with an empty title, and a string with no header at all is read as blocks
 * separated by blank lines, each "first line = title, remaining lines = text" (a one-line block is text).
 */
export function parseMapContent(content: string): MapContentNode[] {
  const lines = normaliseNewlines(content).split('\n');
  if (!lines.some((line) => HEADER.test(line))) return parseHeaderlessBlocks(lines);
  const nodes: MapContentNode[] = [];
  let current: { title: string; lines: string[] } | null = null;
  const flush = () => {
    if (!current) return;
    const text = current.lines.join('\n').trim();
    if (current.title || text) nodes.push({ title: current.title, text });
  };
  for (const line of lines) {
    const header = HEADER.exec(line);
    if (header) {
      flush();
      current = { title: oneLine(header[1] ?? ''), lines: [] };
      continue;
    }
    current ??= { title: '', lines: [] };
    current.lines.push(line.startsWith('\\') ? line.slice(1) : line);
  }
  flush();
  return nodes;
}

function parseHeaderlessBlocks(lines: string[]): MapContentNode[] {
  return lines
    .join('\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [first = '', ...rest] = block.split('\n');
      return rest.length ? { title: oneLine(first), text: rest.join('\n').trim() } : { title: '', text: first.trim() };
    });
}

/** True when at least one node has details to turn into a script (spec §5). */
export function hasScriptContent(nodes: readonly MapContentNode[]): boolean {
  return nodes.some((node) => node.text.trim().length > 0);
}
