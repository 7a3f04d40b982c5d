// The script as exports write it: the same text the teleprompter shows, and its sections for the PDF.
import type { MindMapNode } from '../schemas/mind-maps';
import type { ScriptSection } from '../schemas/teleprompter';
import { orderNodes } from '../map/order';
import { buildTeleprompterText, normalizeScript } from '../map/teleprompter-text';
import { EXPORT_MESSAGES } from './messages';

interface ScriptMap {
  nodes: readonly MindMapNode[];
  nodeOrder?: readonly string[] | null;
}

/** The saved teleprompter text when there is one, else the node texts in order; normalised for display. */
export function exportScriptText(map: ScriptMap, saved: string | null | undefined): string {
  const source = saved?.trim() ? saved : buildTeleprompterText(map.nodes, map.nodeOrder);
  const text = normalizeScript(source);
  return text ? `${text}\n` : '';
}

/**
 * The script in sections, each with a heading: a saved script's sections (a node's section under the
 * node's title, the writer's own under Opening/Closing), else one per node with text, in Node Order.
 */
export function exportScriptSections(
  map: ScriptMap,
  saved: { content: string; sections?: readonly ScriptSection[] } | null | undefined,
): { heading: string; text: string }[] {
  const titles = new Map(map.nodes.map((n) => [n.id, n.title.trim()]));
  if (saved?.content.trim()) {
    if (!saved.sections?.length) return [{ heading: '', text: normalizeScript(saved.content) }];
    let seenNode = false;
    return saved.sections.flatMap((s) => {
      const text = normalizeScript(s.text);
      if (s.nodeId && titles.has(s.nodeId)) seenNode = true;
      if (!text) return [];
      const heading = s.nodeId && titles.has(s.nodeId) ? titles.get(s.nodeId)! : seenNode ? EXPORT_MESSAGES.closing : EXPORT_MESSAGES.opening;
      return [{ heading, text }];
    });
  }
  return orderNodes(map.nodes, map.nodeOrder).flatMap((n) => {
    const text = normalizeScript(n.text);
    return text ? [{ heading: n.title.trim(), text }] : [];
  });
}
