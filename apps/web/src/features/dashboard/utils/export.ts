// What "Download" writes: the map as a Markdown outline in node order, and the spoken script as text.
import { buildTeleprompterText, normalizeScript, orderNodes, type MindMapNode } from '@cuemap/shared';

interface ExportableMap {
  title: string;
  nodes: MindMapNode[];
  nodeOrder: string[];
}

/** '# Title', then each node in Node Order as '## Node title' and its details. */
export function mapToMarkdown(map: ExportableMap): string {
  const parts = [`# ${map.title.trim() || 'Untitled Script'}`];
  for (const node of orderNodes(map.nodes, map.nodeOrder)) {
    parts.push(`## ${node.title.trim() || 'Untitled idea'}`);
    const text = node.text.trim();
    if (text) parts.push(text);
  }
  return `${parts.join('\n\n')}\n`;
}

/**
 * The script as the teleprompter reads it: its saved teleprompter text when there is one (e.g. an AI
 * script), otherwise the node texts in order (spec §5's rule), with the display normalisation applied.
 */
export function scriptToText(map: ExportableMap, teleprompterText: string | null): string {
  const source = teleprompterText?.trim() ? teleprompterText : buildTeleprompterText(map.nodes, map.nodeOrder);
  const text = normalizeScript(source);
  return text ? `${text}\n` : '';
}
