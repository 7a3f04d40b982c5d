// The editable map as plain immutable data and the commands on it (add, delete, edit, move, reorder).
import type { Connection, MindMapNode } from '../schemas/mind-maps';
import { DEFAULT_SCRIPT_TITLE } from '../limits';
import { createChildNode, createRootNode, findRoot, isRootNode, normalizeNodeEdit, type NodeFactoryOptions } from './nodes';
import { placeChild } from './layout';
import { moveInOrder, normalizeNodeOrder, orderNodes } from './order';
import { EDITOR_ROOT_TITLE } from './constants';
import { outlineView } from './outline';
import { branchColour, orderAfterBranch } from './new-node';

export interface MapDocument {
  title: string;
  nodes: MindMapNode[];
  connections: Connection[];
  nodeOrder: string[];
}

/** A new script as the editor starts it: one root node. */
export function createEmptyMap(rootTitle: string = EDITOR_ROOT_TITLE): MapDocument {
  const root = createRootNode(rootTitle);
  return { title: DEFAULT_SCRIPT_TITLE, nodes: [root], connections: [], nodeOrder: [root.id] };
}

/** A map as loaded: nodes sorted by nodeOrder (missing appended), connections to unknown nodes dropped. */
export function normalizeMap(input: {
  title?: string | null;
  nodes?: readonly MindMapNode[] | null;
  connections?: readonly Connection[] | null;
  nodeOrder?: readonly string[] | null;
}): MapDocument {
  const nodes = orderNodes(input.nodes ?? [], input.nodeOrder);
  const ids = new Set(nodes.map((n) => n.id));
  return {
    title: input.title?.trim() || DEFAULT_SCRIPT_TITLE,
    nodes,
    connections: (input.connections ?? []).filter((c) => ids.has(c.from) && ids.has(c.to)),
    nodeOrder: normalizeNodeOrder(nodes, input.nodeOrder),
  };
}

/** The parent a new node attaches to: the selected node, else the root. */
export function resolveParent(map: MapDocument, selectedId: string | null | undefined): MindMapNode | undefined {
  return (selectedId ? map.nodes.find((n) => n.id === selectedId) : undefined) ?? findRoot(map.nodes);
}

export type AddNodeResult = { ok: true; map: MapDocument; node: MindMapNode } | { ok: false };

/**
 * Adds a 'New Idea' node connected from the selected node (or the root), placed where it overlaps
 * nothing; in Node Order after its parent's branch and in its branch's colour (issue 24 item 5).
 */
export function addNode(map: MapDocument, selectedId: string | null | undefined, options?: NodeFactoryOptions): AddNodeResult {
  const parent = resolveParent(map, selectedId);
  if (!parent) return { ok: false };
  // Placed by the layout (issue 14 item 3): one column out from its parent, overlapping no node.
  const root = findRoot(map.nodes);
  const at = placeChild({ nodes: map.nodes, connections: map.connections, rootId: root?.id ?? parent.id }, parent.id);
  const created = {
    ...createChildNode(
      parent,
      map.nodes.map((n) => n.id),
      options,
    ),
    ...at,
  };
  const view = outlineView(map);
  const node = { ...created, color: branchColour(map, parent.id, view) ?? created.color };
  return {
    ok: true,
    node,
    map: {
      ...map,
      nodes: [...map.nodes, node],
      connections: [...map.connections, { from: parent.id, to: node.id }],
      nodeOrder: orderAfterBranch(map, parent.id, node.id, view),
    },
  };
}

export type DeleteNodeResult = { ok: true; map: MapDocument } | { ok: false; reason: 'root' | 'missing' };

/** Removes a node with its connections and its place in the order; the root is refused. */
export function deleteNode(map: MapDocument, id: string): DeleteNodeResult {
  const node = map.nodes.find((n) => n.id === id);
  if (!node) return { ok: false, reason: 'missing' };
  if (isRootNode(node)) return { ok: false, reason: 'root' };
  return {
    ok: true,
    map: {
      ...map,
      nodes: map.nodes.filter((n) => n.id !== id),
      connections: map.connections.filter((c) => c.from !== id && c.to !== id),
      nodeOrder: map.nodeOrder.filter((nid) => nid !== id),
    },
  };
}

/** Applies a node-editor save (title trimmed, blank → 'New Idea'; text trimmed). */
export function updateNodeContent(map: MapDocument, id: string, edit: { title: string; text: string }): MapDocument {
  const clean = normalizeNodeEdit(edit);
  return { ...map, nodes: map.nodes.map((n) => (n.id === id ? { ...n, ...clean } : n)) };
}

export function moveNode(map: MapDocument, id: string, position: { x: number; y: number }): MapDocument {
  return { ...map, nodes: map.nodes.map((n) => (n.id === id ? { ...n, x: position.x, y: position.y } : n)) };
}

export function reorderNodes(map: MapDocument, activeId: string, overId: string): MapDocument {
  return { ...map, nodeOrder: moveInOrder(map.nodeOrder, activeId, overId) };
}

/** Same content (title, nodes, connections, order)? Used to decide whether a draft is worth offering. */
export function sameMapContent(a: MapDocument, b: MapDocument): boolean {
  return (
    a.title === b.title &&
    JSON.stringify(a.nodes) === JSON.stringify(b.nodes) &&
    JSON.stringify(a.connections) === JSON.stringify(b.connections) &&
    JSON.stringify(a.nodeOrder) === JSON.stringify(b.nodeOrder)
  );
}
