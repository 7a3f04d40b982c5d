// The script as sections linked to nodes, and the rule that keeps it in step with the map: the map
// feeds the script but never destroys it (issue 11). Pure functions, shared by the API and the web app.
import type { ScriptSection } from '../schemas/teleprompter';

/** What the merge needs of a node: its id and its text, in Node Order. */
export interface SectionNode {
  id: string;
  text: string;
}

const mapText = (node: SectionNode) => node.text.trim();

/** A section that speaks the node's own text. */
export function mapSection(node: SectionNode): ScriptSection {
  const text = mapText(node);
  return { nodeId: node.id, text, origin: 'map', mapText: text };
}

/** The script of a map nobody has written over: one 'map' section per node, in Node Order. */
export function mapSections(nodesInOrder: readonly SectionNode[]): ScriptSection[] {
  return uniqueNodes(nodesInOrder).map(mapSection);
}

/**
 * The text the teleprompter reads: the non-blank sections' texts joined by a blank line. For a
 * map-only script this is the spec's "node texts in node order, non-blank ones joined by a blank line".
 */
export function sectionsContent(sections: readonly Pick<ScriptSection, 'text'>[]): string {
  return sections
    .map((s) => s.text)
    .filter((t) => t.trim().length > 0)
    .join('\n\n');
}

function uniqueNodes(nodes: readonly SectionNode[]): SectionNode[] {
  const seen = new Set<string>();
  return nodes.filter((n) => !seen.has(n.id) && (seen.add(n.id), true));
}

/** Drops the derived flags so a section can be re-judged against the map. */
function bare({ stale: _stale, nodeText: _nodeText, orphaned: _orphaned, ...rest }: ScriptSection): ScriptSection {
  return rest;
}

/**
 * A section judged against the map as it is now; null when it goes. Node-less sections stay as they are.
 * - 'map': takes the node's current text; goes with its node.
 * - 'ai' / 'edited': keeps its words. Node text differs from the text they were written from →
 *   stale, carrying the node's text (back to the old text → no longer stale). Node deleted →
 *   orphaned (kept, flagged) unless it holds no words at all.
 */
function judge(section: ScriptSection, current: ReadonlyMap<string, string>): ScriptSection | null {
  if (section.nodeId === null) return section;
  const text = current.get(section.nodeId);
  if (section.origin === 'map') {
    return text === undefined ? null : { nodeId: section.nodeId, text, origin: 'map', mapText: text };
  }
  const base = bare(section);
  if (text === undefined) return section.text.trim() ? { ...base, orphaned: true } : null;
  const written = section.mapText ?? text;
  return written === text ? { ...base, mapText: written } : { ...base, mapText: written, stale: true, nodeText: text };
}

/**
 * The script after a map save. Sections of nodes that still exist follow Node Order (a node with no
 * section gets a 'map' one at its place). Sections with no live node (openings, closings, orphans)
 * keep their place relative to their neighbours: before the first node-linked section → at the
 * start; node-less ones after the last → at the end (a closing stays last when nodes are added);
 * otherwise right after the node-linked section they followed (an orphan stays by its old neighbour).
 */
export function mergeSections(previous: readonly ScriptSection[], nodesInOrder: readonly SectionNode[]): ScriptSection[] {
  const nodes = uniqueNodes(nodesInOrder);
  const current = new Map(nodes.map((n) => [n.id, mapText(n)] as const));
  const judged = previous.map((s) => judge(s, current));
  const linked = (s: ScriptSection | null): boolean => !!s && s.nodeId !== null && current.has(s.nodeId);
  let lastLinked = -1;
  judged.forEach((s, i) => {
    if (linked(s)) lastLinked = i;
  });

  const start: ScriptSection[] = [];
  const end: ScriptSection[] = [];
  const ofNode = new Map<string, ScriptSection[]>();
  const afterNode = new Map<string, ScriptSection[]>();
  const push = (map: Map<string, ScriptSection[]>, key: string, s: ScriptSection) => map.set(key, [...(map.get(key) ?? []), s]);
  let anchor: string | null = null;
  judged.forEach((s, i) => {
    if (!s) return;
    if (linked(s)) {
      anchor = s.nodeId!;
      push(ofNode, anchor, s);
    } else if (anchor === null) start.push(s);
    else if (i > lastLinked && s.nodeId === null) end.push(s);
    else push(afterNode, anchor, s);
  });

  const result = [...start];
  for (const node of nodes) {
    result.push(...(ofNode.get(node.id) ?? [mapSection(node)]), ...(afterNode.get(node.id) ?? []));
  }
  return [...result, ...end];
}

/** True when `sections` say exactly what the map says (a map-only script): the map may replace them freely. */
export function isMapOnly(sections: readonly ScriptSection[]): boolean {
  return sections.every((s) => s.origin === 'map');
}

/**
 * Sections for a whole script given as one text (the spec's POST /api/teleprompter, or a stored text
 * from before sections existed). The node texts themselves → a map-only script. Anything else was
 * written by hand: it is kept word for word as one node-less 'edited' section, and every node gets
 * an empty 'edited' section so the map does not add its own text beside it (a new node still does).
 */
export function sectionsFromContent(content: string, nodesInOrder: readonly SectionNode[]): ScriptSection[] {
  const fromMap = mapSections(nodesInOrder);
  if (content.trim() === sectionsContent(fromMap)) return fromMap;
  return [
    { nodeId: null, text: content, origin: 'edited' },
    ...uniqueNodes(nodesInOrder).map((n): ScriptSection => ({ nodeId: n.id, text: '', origin: 'edited', mapText: mapText(n) })),
  ];
}

/** A written part of a script: the node it speaks for (null: opening, closing, or unattributed text). */
export interface WrittenPart {
  nodeId: string | null;
  text: string;
  /** The node text the writer read (defaults to the node's text now). */
  mapText?: string;
}

/**
 * Sections for a script the AI wrote. Every node the writer did not speak for gets an empty 'ai'
 * section, so the map does not slip its raw text in between the AI's paragraphs; the merge then
 * puts everything in Node Order.
 */
export function writtenSections(parts: readonly WrittenPart[], nodesInOrder: readonly SectionNode[], origin: 'ai' | 'edited' = 'ai'): ScriptSection[] {
  const nodes = uniqueNodes(nodesInOrder);
  const known = new Map(nodes.map((n) => [n.id, mapText(n)] as const));
  const sections: ScriptSection[] = [];
  const spoken = new Set<string>();
  for (const part of parts) {
    const text = part.text.trim();
    if (part.nodeId === null || !known.has(part.nodeId)) {
      if (text) sections.push({ nodeId: null, text, origin });
      continue;
    }
    spoken.add(part.nodeId);
    sections.push({ nodeId: part.nodeId, text, origin, mapText: (part.mapText ?? known.get(part.nodeId)!).trim() });
  }
  // Unspoken nodes go in before the trailing node-less parts (the closing), which must stay last;
  // a script tied to no node at all (a model that ignored the markers) stays first, as one block.
  let tail = sections.length;
  while (spoken.size > 0 && tail > 0 && sections[tail - 1]!.nodeId === null) tail--;
  const unspoken = nodes.filter((n) => !spoken.has(n.id)).map((n): ScriptSection => ({ nodeId: n.id, text: '', origin, mapText: mapText(n) }));
  sections.splice(tail, 0, ...unspoken);
  return mergeSections(sections, nodes);
}

/** What the user decides for a section the map left behind: `keep-mine` or `use-map-text` (stale), `keep-mine` or `remove` (orphaned). */
export type SectionResolution = 'keep-mine' | 'use-map-text' | 'remove';

/**
 * The script after one decision on section `index`; null when that section has nothing to decide
 * (not stale or orphaned, or an action that does not apply to it).
 * - stale, keep-mine: the words stay and the node's new text becomes what they were written from.
 * - stale, use-map-text: the section speaks the node's text again (and follows it from now on).
 * - orphaned, keep-mine: the words stay as a section of their own, tied to no node.
 * - orphaned, remove: the section goes.
 */
export function resolveSection(sections: readonly ScriptSection[], index: number, action: SectionResolution): ScriptSection[] | null {
  const section = sections[index];
  if (!section) return null;
  let next: ScriptSection | null | undefined;
  if (section.stale && section.nodeId !== null && section.nodeText !== undefined) {
    if (action === 'keep-mine') next = { ...bare(section), mapText: section.nodeText };
    else if (action === 'use-map-text') next = mapSection({ id: section.nodeId, text: section.nodeText });
  } else if (section.orphaned) {
    if (action === 'keep-mine') next = { nodeId: null, text: section.text, origin: section.origin };
    else if (action === 'remove') next = null;
  }
  if (next === undefined) return null;
  return [...sections.slice(0, index), ...(next ? [next] : []), ...sections.slice(index + 1)];
}

/**
 * The script after an AI rewrite of stale section `index` (issue 11, *Rewrite with AI*): the new words
 * become an 'ai' section written from the node's text now (no longer stale); null when that section
 * is not stale (nothing to rewrite).
 */
export function rewriteSection(sections: readonly ScriptSection[], index: number, text: string): ScriptSection[] | null {
  const section = sections[index];
  if (!section?.stale || section.nodeId === null || section.nodeText === undefined) return null;
  const next: ScriptSection = { nodeId: section.nodeId, text: text.trim(), origin: 'ai', mapText: section.nodeText };
  return [...sections.slice(0, index), next, ...sections.slice(index + 1)];
}

/**
 * The script after *Fit to N minutes* (issue 12): each section in `texts` (index → new words) becomes
 * an 'ai' section. A node-linked one is written from its node's text now (`nodeTexts`, by node id),
 * so it is no longer stale; an orphaned one stays flagged; a node-less one stays node-less. Sections
 * whose words did not change are left as they were.
 */
export function fittedSections(
  sections: readonly ScriptSection[],
  texts: ReadonlyMap<number, string>,
  nodeTexts: ReadonlyMap<string, string>,
): ScriptSection[] {
  return sections.map((section, i) => {
    const text = texts.get(i)?.trim();
    if (text === undefined || text === section.text.trim()) return section;
    if (section.nodeId === null) return { nodeId: null, text, origin: 'ai' };
    const now = nodeTexts.get(section.nodeId);
    if (now === undefined) return { ...section, text, origin: 'ai' };
    return { nodeId: section.nodeId, text, origin: 'ai', mapText: now.trim() };
  });
}
