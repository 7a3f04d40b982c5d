// Which nodes' script sections are out of date (issue 24 item 6): an AI-written or hand-edited section
// whose node's text is no longer the text its words were written from. Judged against the nodes as
// they are on the canvas now, so the mark appears as the node is edited, before any save (the server
// judges the saved map the same way: @cuemap/shared map/script-sections.ts).
import type { ScriptSection } from '@cuemap/shared';

export function outOfDateNodeIds(sections: readonly ScriptSection[] | undefined, nodes: readonly { id: string; text: string }[]): ReadonlySet<string> {
  const ids = new Set<string>();
  if (!sections?.length) return ids;
  const texts = new Map(nodes.map((n) => [n.id, n.text.trim()] as const));
  for (const s of sections) {
    if (s.nodeId === null || s.origin === 'map') continue; // a 'map' section follows its node
    const now = texts.get(s.nodeId);
    if (now !== undefined && s.mapText !== undefined && s.mapText !== now) ids.add(s.nodeId);
  }
  return ids;
}

/** The badge's tooltip and accessible name on an out-of-date node. */
export const OUT_OF_DATE_LABEL = 'Script out of date — this node changed after its section was written. Review it on the teleprompter.';
