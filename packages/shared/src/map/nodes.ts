// Node records: the root, new child nodes placed around their parent, and edits.
import type { Connection, MindMapNode } from '../schemas/mind-maps';
import { DEFAULT_NODE_TITLE } from '../limits';
import { cleanText } from '../schemas/text';
import { EDITOR_ROOT_TITLE, NEW_NODE_OFFSET, NODE_CENTER_OFFSET, NODE_PALETTE, ROOT_COLOR, ROOT_NODE_ID, ROOT_POSITION } from './constants';

/** Sources of randomness and time, injectable so the rules are testable. */
export interface NodeFactoryOptions {
  now?: () => number;
  random?: () => number;
}

export function createRootNode(title: string = EDITOR_ROOT_TITLE): MindMapNode {
  return { id: ROOT_NODE_ID, x: ROOT_POSITION.x, y: ROOT_POSITION.y, title, text: '', isRoot: true, color: ROOT_COLOR };
}

export function isRootNode(node: Pick<MindMapNode, 'id' | 'isRoot'> | undefined | null): boolean {
  return !!node && (node.isRoot === true || node.id === ROOT_NODE_ID);
}

/** The map's root: the node flagged isRoot, else the one with the root id. */
export function findRoot(nodes: readonly MindMapNode[]): MindMapNode | undefined {
  return nodes.find((n) => n.isRoot === true) ?? nodes.find((n) => n.id === ROOT_NODE_ID);
}

/** A timestamp id, bumped until it is unique among `existing`. */
export function newNodeId(existing: Iterable<string>, now: () => number = Date.now): string {
  const taken = new Set(existing);
  let stamp = now();
  while (taken.has(String(stamp))) stamp += 1;
  return String(stamp);
}

export function pickPaletteColor(random: () => number = Math.random): string {
  const index = Math.min(NODE_PALETTE.length - 1, Math.floor(random() * NODE_PALETTE.length));
  return NODE_PALETTE[index]!;
}

/** A new 'New Idea' node 150 units from `parent` at a random angle. */
export function createChildNode(
  parent: Pick<MindMapNode, 'x' | 'y'>,
  existingIds: Iterable<string>,
  { now = Date.now, random = Math.random }: NodeFactoryOptions = {},
  /** Nodes already on the map: among a few random angles, the first that overlaps none is used. */
  occupied: readonly Pick<MindMapNode, 'x' | 'y'>[] = [],
): MindMapNode {
  const place = (angle: number) => ({
    x: Math.round((parent.x + NEW_NODE_OFFSET * Math.cos(angle)) * 100) / 100,
    y: Math.round((parent.y + NEW_NODE_OFFSET * Math.sin(angle)) * 100) / 100,
  });
  // Two nodes crowd each other when their 140 × 50 boxes come closer than a small gap.
  const clearance = (p: { x: number; y: number }) => Math.min(Infinity, ...occupied.map((o) => Math.max(Math.abs(o.x - p.x) / 170, Math.abs(o.y - p.y) / 75)));
  let best = place(random() * Math.PI * 2);
  for (let attempt = 1; attempt < 12 && clearance(best) < 1; attempt++) {
    const candidate = place(random() * Math.PI * 2);
    if (clearance(candidate) > clearance(best)) best = candidate;
  }
  return {
    id: newNodeId(existingIds, now),
    ...best,
    title: DEFAULT_NODE_TITLE,
    text: '',
    color: pickPaletteColor(random),
  };
}

/** The point connections attach to. */
export function nodeCenter(node: Pick<MindMapNode, 'x' | 'y'>): { x: number; y: number } {
  return { x: node.x + NODE_CENTER_OFFSET.x, y: node.y + NODE_CENTER_OFFSET.y };
}

/**
 * A node edit as saved from the node editor: title trimmed (blank → 'New Idea'), text trimmed, and
 * both stripped of what the server refuses (a pasted NUL, a line break in the one-line title).
 */
export function normalizeNodeEdit(edit: { title: string; text: string }): { title: string; text: string } {
  return { title: cleanText(edit.title).trim() || DEFAULT_NODE_TITLE, text: cleanText(edit.text, 'multiline').trim() };
}

export function connectionKey(c: Connection): string {
  return `${c.from}->${c.to}`;
}
