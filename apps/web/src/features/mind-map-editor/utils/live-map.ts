// The editor's map and the live document, as plain functions: what an edit writes (only the parts it
// changed), and the editor state once the document changed (here or on another device) — the map read
// back with unchanged nodes kept as they were (so the canvas re-renders only what changed), the local
// selection, node editor and inline edit kept unless their node is gone, a drag under way laid over it.
import { DEFAULT_SCRIPT_TITLE, type Connection, type MapDocument, type MindMapNode } from '@cuemap/shared';
import type { LiveMap } from '@cuemap/shared/live';
import type { EditorState } from './editor-state';

/** The parts of `next` that differ from `prev`, as applyMapToDoc takes them (nodes with their order and links). */
export function mapChanges(prev: MapDocument, next: MapDocument): Partial<LiveMap> {
  const body: Partial<LiveMap> = {};
  if (next.title !== prev.title) body.title = next.title;
  if (next.nodes !== prev.nodes) Object.assign(body, { nodes: next.nodes, connections: next.connections, nodeOrder: next.nodeOrder });
  if (next.connections !== prev.connections) body.connections = next.connections;
  if (next.nodeOrder !== prev.nodeOrder) body.nodeOrder = next.nodeOrder;
  return body;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
}

function sameNode(a: MindMapNode, b: MindMapNode): boolean {
  const keys = Object.keys(a) as (keyof MindMapNode)[];
  return keys.length === Object.keys(b).length && keys.every((k) => sameValue(a[k], b[k]));
}

/** `next` with `prev`'s elements (and `prev` itself) where they are the same. */
function shareArray<T>(prev: readonly T[] | undefined, next: T[], same: (a: T, b: T) => boolean, key: (v: T) => string): T[] {
  if (!prev) return next;
  const byKey = new Map(prev.map((v) => [key(v), v] as const));
  const shared = next.map((v) => {
    const old = byKey.get(key(v));
    return old !== undefined && same(old, v) ? old : v;
  });
  return shared.length === prev.length && shared.every((v, i) => v === prev[i]) ? (prev as T[]) : shared;
}

const connectionKey = (c: Connection) => `${c.from}->${c.to}`;

/** The map read from the document as the editor shows it, sharing what did not change with `prev`. */
export function shareMap(prev: MapDocument | null, read: LiveMap): MapDocument {
  const nodes = shareArray(prev?.nodes, read.nodes, sameNode, (n) => n.id);
  const connections = shareArray(prev?.connections, read.connections, (a, b) => a.from === b.from && a.to === b.to, connectionKey);
  const nodeOrder = prev && sameValue(prev.nodeOrder, read.nodeOrder) ? prev.nodeOrder : read.nodeOrder;
  const title = read.title.trim() ? read.title : DEFAULT_SCRIPT_TITLE;
  if (prev && prev.title === title && prev.nodes === nodes && prev.connections === connections && prev.nodeOrder === nodeOrder) return prev;
  return { title, nodes, connections, nodeOrder };
}

/** A drag under way keeps its nodes where the pointer has them, whatever else the document says meanwhile. */
function overlayGesture(map: MapDocument, state: EditorState): MapDocument {
  if (!state.gesture) return map;
  const before = new Map(state.gesture.nodes.map((n) => [n.id, n] as const));
  const dragged = new Map<string, MindMapNode>();
  for (const n of state.map.nodes) {
    const was = before.get(n.id);
    if (was && (was.x !== n.x || was.y !== n.y)) dragged.set(n.id, n);
  }
  if (dragged.size === 0) return map;
  const nodes = map.nodes.map((n) => {
    const d = dragged.get(n.id);
    return d && (d.x !== n.x || d.y !== n.y) ? { ...n, x: d.x, y: d.y } : n;
  });
  return { ...map, nodes };
}

/**
 * The editor state with the document's map now: selection, node editor and inline edit stay unless
 * their node (or link) is gone; the view, the undo flags and a drag under way are kept.
 */
export function reconcileEditor(state: EditorState, map: MapDocument): EditorState {
  const shown = overlayGesture(map, state);
  if (shown === state.map) return state;
  const ids = new Set(shown.nodes.map((n) => n.id));
  const keep = (id: string | null | undefined) => (id != null && ids.has(id) ? id : null);
  const selectedIds = state.selectedIds?.filter((id) => ids.has(id));
  const selectedLink = state.selectedLink && shown.connections.some((c) => connectionKey(c) === state.selectedLink) ? state.selectedLink : null;
  const inlineEdit = state.inlineEdit && ids.has(state.inlineEdit.id) ? state.inlineEdit : null;
  return {
    ...state,
    map: shown,
    selectedId: keep(state.selectedId),
    ...(state.selectedIds ? { selectedIds: selectedIds?.length === state.selectedIds.length ? state.selectedIds : selectedIds } : {}),
    ...(state.selectedLink !== undefined ? { selectedLink } : {}),
    editingId: keep(state.editingId),
    ...(state.inlineEdit !== undefined ? { inlineEdit } : {}),
    ...(state.gesture ? { gesture: { nodes: state.gesture.nodes.filter((n) => ids.has(n.id)) } } : {}),
  };
}
