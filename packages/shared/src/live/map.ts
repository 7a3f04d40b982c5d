// The map part of the live document: apply a map (or part of one) as a minimal change, read it back.
import * as Y from 'yjs';
import { mindMapNodeSchema, type Connection, type MindMapNode, type ViewState } from '../schemas/mind-maps';
import { LIVE_SCHEMA_VERSION, liveConnectionKey, liveParts, type LiveMap, type LiveParts } from './layout';
import { childMap, readNumber, readString, readStringOrNull, readText, setPlain, setText } from './fields';
import { applyOrder, normalizeOrder } from './order';

/** The node's texts: Y.Text each, so concurrent typing merges. */
const NODE_TEXTS = ['title', 'text'] as const;
/**
 * The node's optional plain fields (isRoot, collapsed, audience, …): every field of the node schema
 * besides id, x, y, color and the texts, so a field added to the schema is carried without a change here.
 */
const NODE_FLAGS = Object.keys(mindMapNodeSchema.shape).filter((key) => !['id', 'x', 'y', 'color', ...NODE_TEXTS].includes(key)) as (keyof MindMapNode)[];

/**
 * Applies `body` (any of the map's fields, as PUT /api/mindmaps/:id sends them) to the document in one
 * transaction with `origin`, changing only what differs: a node's title or text by a character diff,
 * its other fields one by one, nodes and connections by id, nodeOrder by the fewest moves. `nodes`
 * replaces the node set (nodes missing from it are deleted with their connections); without
 * `nodeOrder` the order is the nodes' array order (today's rule). Returns whether anything changed.
 */
export function applyMapToDoc(doc: Y.Doc, body: Partial<LiveMap>, origin?: unknown): boolean {
  let changed = false;
  doc.transact(() => {
    const parts = liveParts(doc);
    changed = stampSchema(parts);
    if (body.title !== undefined) changed = setPlain(parts.map, 'title', body.title, readString) || changed;
    for (const key of ['description', 'category', 'type'] as const) {
      if (body[key] !== undefined) changed = setPlain(parts.map, key, body[key], readStringOrNull) || changed;
    }
    if (body.viewState) changed = applyViewState(parts.viewState, body.viewState) || changed;
    if (body.nodes) changed = applyNodes(parts, body.nodes) || changed;
    const ids = body.nodes ? body.nodes.map((n) => n.id) : [...parts.nodes.keys()].sort();
    if (body.connections) changed = applyConnections(parts, body.connections, new Set(ids)) || changed;
    else if (body.nodes) changed = dropDanglingConnections(parts, new Set(ids)) || changed;
    if (body.nodeOrder || body.nodes) {
      const target = body.nodeOrder ? normalizeOrder(body.nodeOrder, body.nodes ? ids : readNodeOrder(parts)) : ids;
      changed = applyOrder(parts.nodeOrder, target) || changed;
    }
  }, origin);
  return changed;
}

/** Writes meta.schema when it is not the current version. */
export function stampSchema(parts: Pick<LiveParts, 'meta'>): boolean {
  return setPlain(parts.meta, 'schema', LIVE_SCHEMA_VERSION);
}

function applyViewState(map: Y.Map<unknown>, view: ViewState): boolean {
  let changed = setPlain(map, 'translateX', view.translateX);
  changed = setPlain(map, 'translateY', view.translateY) || changed;
  changed = setPlain(map, 'zoom', view.zoom) || changed;
  const phone = view.phone && {
    translateX: view.phone.translateX,
    translateY: view.phone.translateY,
    ...(view.phone.zoom !== undefined && { zoom: view.phone.zoom }),
  };
  return setPlain(map, 'phone', phone) || changed;
}

function applyNodes(parts: LiveParts, nodes: readonly MindMapNode[]): boolean {
  let changed = false;
  const keep = new Set<string>();
  for (const node of nodes) {
    keep.add(node.id);
    const { map, created } = childMap(parts.nodes, node.id);
    changed = created || changed;
    changed = setPlain(map, 'x', node.x, readNumber) || changed;
    changed = setPlain(map, 'y', node.y, readNumber) || changed;
    for (const key of NODE_TEXTS) changed = setText(map, key, node[key]) || changed;
    changed = setPlain(map, 'color', node.color, readString) || changed;
    for (const key of NODE_FLAGS) changed = setPlain(map, key, node[key]) || changed;
  }
  for (const id of [...parts.nodes.keys()]) {
    if (!keep.has(id)) {
      parts.nodes.delete(id);
      changed = true;
    }
  }
  return changed;
}

function applyConnections(parts: LiveParts, connections: readonly Connection[], ids: ReadonlySet<string>): boolean {
  let changed = false;
  const keep = new Set<string>();
  for (const c of connections) {
    if (!ids.has(c.from) || !ids.has(c.to)) continue;
    const key = liveConnectionKey(c.from, c.to);
    keep.add(key);
    changed = setPlain(parts.connections, key, { from: c.from, to: c.to }) || changed;
  }
  for (const key of [...parts.connections.keys()]) {
    if (!keep.has(key)) {
      parts.connections.delete(key);
      changed = true;
    }
  }
  return changed;
}

function dropDanglingConnections(parts: LiveParts, ids: ReadonlySet<string>): boolean {
  let changed = false;
  for (const [key, value] of [...parts.connections.entries()]) {
    const c = value as Partial<Connection> | null;
    if (!ids.has(String(c?.from)) || !ids.has(String(c?.to))) {
      parts.connections.delete(key);
      changed = true;
    }
  }
  return changed;
}

/** The node ids in script order: the stored order normalised, nodes it misses appended by id. */
function readNodeOrder(parts: LiveParts): string[] {
  const known = [...parts.nodes.entries()]
    .filter(([, n]) => n instanceof Y.Map)
    .map(([id]) => id)
    .sort();
  return normalizeOrder(parts.nodeOrder.toArray(), known);
}

/** A node as the REST API returns it: fields in the schema's order, flags that fail the schema left out. */
export function readNode(id: string, map: Y.Map<unknown>): MindMapNode {
  const node: MindMapNode = {
    id,
    x: readNumber(map.get('x')),
    y: readNumber(map.get('y')),
    title: readText(map.get('title')),
    text: readText(map.get('text')),
    color: readString(map.get('color')),
  };
  for (const key of NODE_FLAGS) {
    const value = map.get(key);
    if (value === undefined) continue;
    const parsed = mindMapNodeSchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) Object.assign(node, { [key]: parsed.data });
  }
  return node;
}

function readViewState(map: Y.Map<unknown>): ViewState {
  const view: ViewState = { translateX: readNumber(map.get('translateX')), translateY: readNumber(map.get('translateY')) };
  const zoom = map.get('zoom');
  if (typeof zoom === 'number' && Number.isFinite(zoom)) view.zoom = zoom;
  const phone = map.get('phone') as Record<string, unknown> | undefined;
  if (phone && typeof phone === 'object') {
    view.phone = { translateX: readNumber(phone.translateX), translateY: readNumber(phone.translateY) };
    if (typeof phone.zoom === 'number' && Number.isFinite(phone.zoom)) view.phone.zoom = phone.zoom;
  }
  return view;
}

/** Connections between existing nodes, each once, ordered by their `to` then `from` node's place in the order. */
export function orderConnections(connections: Iterable<unknown>, nodeOrder: readonly string[]): Connection[] {
  const rank = new Map(nodeOrder.map((id, i) => [id, i] as const));
  const byKey = new Map<string, Connection>();
  for (const value of connections) {
    const c = value as Partial<Connection> | null;
    if (typeof c?.from !== 'string' || typeof c.to !== 'string' || !rank.has(c.from) || !rank.has(c.to)) continue;
    byKey.set(liveConnectionKey(c.from, c.to), { from: c.from, to: c.to });
  }
  return [...byKey.values()].sort((a, b) => rank.get(a.to)! - rank.get(b.to)! || rank.get(a.from)! - rank.get(b.from)!);
}

/** The map as the REST API returns it (see readLiveSnapshot for the normalisation). */
export function readLiveMap(doc: Y.Doc): LiveMap {
  const parts = liveParts(doc);
  const nodeOrder = readNodeOrder(parts);
  const nodes = nodeOrder.map((id) => readNode(id, parts.nodes.get(id)!));
  return {
    title: readString(parts.map.get('title')),
    description: readStringOrNull(parts.map.get('description')),
    category: readStringOrNull(parts.map.get('category')),
    type: readStringOrNull(parts.map.get('type')),
    nodes,
    connections: orderConnections(parts.connections.values(), nodeOrder),
    nodeOrder,
    viewState: readViewState(parts.viewState),
  };
}
