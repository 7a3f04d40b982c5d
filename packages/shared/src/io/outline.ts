// The outline every importer reads into and every exporter writes from: a tree of {title, details,
// children}. Here: its text rules, its bounds, and the way to and from a saved map.
import { DEFAULT_SCRIPT_TITLE, LIMITS } from '../limits';
import type { Connection, MindMapNode } from '../schemas/mind-maps';
import { cleanText } from '../schemas/text';
import { findRoot } from '../map/nodes';
import { normalizeNodeOrder } from '../map/order';
import { IMPORT_LIMITS, IMPORT_MESSAGES, UNTITLED_TOPIC } from './messages';
import { NODE_PALETTE, ROOT_COLOR, ROOT_NODE_ID, ROOT_POSITION } from '../map/constants';
import { layoutMap } from '../map/layout';

export interface Outline {
  title: string;
  details: string;
  children: Outline[];
}

/** A file Cuemap refuses: 400 (bad, hostile) or 413 (too large). The message is for people. */
export class ImportError extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

export const outline = (title: string, details = '', children: Outline[] = []): Outline => ({ title, details, children });

/** A one-line title: refused characters dropped, runs of white space made one space, trimmed. */
export function canonicalTitle(text: string): string {
  return cleanText(text, 'line').replace(/\s+/g, ' ').trim();
}

/** Details: line breaks as \n, lines without trailing space, at most one blank line in a row, trimmed. */
export function canonicalDetails(text: string): string {
  return cleanText(text.replace(/\r\n?/g, '\n'), 'multiline')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Every node of the tree with its depth, in depth-first document order (no recursion: any depth). */
export function walkOutline(root: Outline): { node: Outline; depth: number; parent: number }[] {
  const out: { node: Outline; depth: number; parent: number }[] = [];
  const stack: { node: Outline; depth: number; parent: number }[] = [{ node: root, depth: 0, parent: -1 }];
  while (stack.length) {
    const item = stack.pop()!;
    const index = out.push(item) - 1;
    for (let i = item.node.children.length - 1; i >= 0; i--) stack.push({ node: item.node.children[i]!, depth: item.depth + 1, parent: index });
  }
  return out;
}

/** Throws the import's 400 when the outline is deeper or larger than a script may be. */
export function checkOutlineBounds(root: Outline): void {
  let count = 0;
  const stack: [Outline, number][] = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > IMPORT_LIMITS.depthMax) throw new ImportError(400, IMPORT_MESSAGES.tooDeep);
    if (++count > IMPORT_LIMITS.nodesMax) throw new ImportError(400, IMPORT_MESSAGES.tooManyNodes);
    for (const child of node.children) stack.push([child, depth + 1]);
  }
}

/** Cuts `text` to at most `max` UTF-16 units without splitting a surrogate pair, at a space when one is near. */
function cutTitle(text: string, max: number): [string, string] {
  let end = max;
  if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
  const space = text.lastIndexOf(' ', end);
  if (space > max - 40 && space > 0) end = space;
  return [text.slice(0, end).trimEnd(), text.slice(end).trim()];
}

function cutDetails(text: string, max: number): string {
  let end = max;
  if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end).trimEnd();
}

export interface ImportedMap {
  title: string;
  nodes: MindMapNode[];
  connections: Connection[];
  nodeOrder: string[];
  /** What people should know about the import (shortened titles, placeholders). */
  notes: string[];
}

/**
 * The outline as a map: node ids '1' (the root) upwards in document order, a connection from each
 * parent to each child, Node Order the depth-first document order, positions from layoutOutline.
 * A title over the node title limit keeps its node: the rest goes first in its details. A topic
 * without text is titled UNTITLED_TOPIC. `fallbackTitle` names the script when the root has no text.
 */
export function outlineToMap(root: Outline, fallbackTitle = DEFAULT_SCRIPT_TITLE): ImportedMap {
  checkOutlineBounds(root);
  const entries = walkOutline(root);
  const connections = entries.slice(1).map(({ parent }, i) => ({ from: String(parent + 1), to: String(i + 2) }));
  const ids = entries.map((_, i) => String(i + 1));
  // The editor's layout (map/layout.ts), around the root's usual place; each top branch its palette colour.
  const positions = layoutMap({ nodes: ids.map((id) => ({ id, ...ROOT_POSITION })), connections, rootId: ROOT_NODE_ID, nodeOrder: ids });
  // In document order a top branch runs from its depth-1 topic to the next one.
  let top = -1;
  const branch = entries.map(({ depth }) => (depth === 1 ? ++top : top));
  let shortened = 0;
  let untitled = 0;
  let cut = 0;
  const nodes: MindMapNode[] = entries.map(({ node }, i) => {
    let title = canonicalTitle(node.title);
    let details = canonicalDetails(node.details);
    if (title.length > LIMITS.nodeTitleMax) {
      const [head, rest] = cutTitle(title, LIMITS.nodeTitleMax);
      title = head;
      details = details ? `${rest}\n\n${details}` : rest;
      shortened++;
    }
    if (!title) {
      title = UNTITLED_TOPIC;
      untitled++;
    }
    if (details.length > LIMITS.nodeTextMax) {
      details = cutDetails(details, LIMITS.nodeTextMax);
      cut++;
    }
    const { x, y } = positions.get(ids[i]!) ?? ROOT_POSITION;
    const color = i === 0 ? ROOT_COLOR : NODE_PALETTE[branch[i]! % NODE_PALETTE.length]!;
    return { id: ids[i]!, x, y, title, text: details, color, ...(i === 0 ? { isRoot: true } : {}) };
  });
  const notes: string[] = [];
  if (shortened) notes.push(IMPORT_MESSAGES.titlesShortened(shortened));
  if (untitled) notes.push(IMPORT_MESSAGES.untitled(untitled));
  if (cut) notes.push(IMPORT_MESSAGES.detailsShortened(cut));
  const rootTitle = canonicalTitle(root.title);
  const title = cutTitle(rootTitle || canonicalTitle(fallbackTitle) || DEFAULT_SCRIPT_TITLE, LIMITS.titleMax)[0] || DEFAULT_SCRIPT_TITLE;
  return { title, nodes, connections, nodeOrder: nodes.map((n) => n.id), notes };
}

/** What the exporters need of a saved map. */
export interface ExportableMap {
  title: string;
  nodes: readonly MindMapNode[];
  connections: readonly Connection[];
  nodeOrder?: readonly string[] | null;
}

/**
 * A saved map as an outline: the root and, below each node, the nodes it connects to, in Node Order.
 * A node reached twice is kept the first time only (connections may form a graph); nodes no
 * connection reaches from the root follow as its last children, in Node Order.
 */
export function mapToOutline(map: ExportableMap): Outline {
  const order = normalizeNodeOrder(map.nodes, map.nodeOrder);
  const rank = new Map(order.map((id, i) => [id, i]));
  const byId = new Map(map.nodes.map((n) => [n.id, n]));
  const targets = new Map<string, string[]>();
  for (const c of map.connections) {
    if (!byId.has(c.from) || !byId.has(c.to) || c.from === c.to) continue;
    const list = targets.get(c.from) ?? [];
    list.push(c.to);
    targets.set(c.from, list);
  }
  const rootNode = findRoot(map.nodes) ?? byId.get(order[0] ?? '');
  const made = new Map<string, Outline>();
  const toOutline = (n: MindMapNode): Outline => ({ title: n.title, details: n.text, children: [] });
  const root: Outline = rootNode ? toOutline(rootNode) : outline(map.title);
  if (rootNode) made.set(rootNode.id, root);
  const grow = (startId: string) => {
    const stack = [startId];
    while (stack.length) {
      const id = stack.pop()!;
      const parent = made.get(id)!;
      const kids = [...new Set(targets.get(id) ?? [])].filter((k) => !made.has(k)).sort((a, b) => rank.get(a)! - rank.get(b)!);
      for (const k of kids) {
        const child = toOutline(byId.get(k)!);
        made.set(k, child);
        parent.children.push(child);
      }
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
    }
  };
  if (rootNode) grow(rootNode.id);
  for (const id of order) {
    if (made.has(id)) continue;
    const child = toOutline(byId.get(id)!);
    made.set(id, child);
    root.children.push(child);
    grow(id);
  }
  return root;
}
