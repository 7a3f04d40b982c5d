// Building a map from the keyboard (issue 14 item 1), as in XMind or MindMeister: with a node selected
// and no field focused, Tab adds a child and Enter a sibling (a child of the root), both typing the new
// title on the canvas at once; F2 (or any letter) edits the title there; the arrows move the selection
// to the parent, a child or a sibling in that direction. Every one is an action object and undoable.
import { LIMITS, addNode, findRoot, isRootNode, mapTree, updateNodeContent, type MindMapNode } from '@cuemap/shared';
import { EDITOR_MESSAGES } from '../messages';
import { keyBelongsElsewhere, noModifiers, selectedNode, type EditorAction } from './action-types';
import { withMap, type EditorState } from './editor-state';

/** Keys that reach the canvas: not typed into a field, not a menu's or dialog's; Tab only from the page or canvas. */
function canvasKey(e: KeyboardEvent): boolean {
  if (keyBelongsElsewhere(e)) return false;
  if (e.key !== 'Tab') return true;
  const target = e.target;
  return !(target instanceof HTMLElement) || target === document.body || !!target.closest('.react-flow');
}

/** Each node's parent in the map's tree (breadth-first from the root, as Tidy up lays it out). */
function parents(state: EditorState): Map<string, string> {
  const root = findRoot(state.map.nodes);
  const out = new Map<string, string>();
  if (!root) return out;
  const { tree } = mapTree({ nodes: state.map.nodes, connections: state.map.connections, rootId: root.id, nodeOrder: state.map.nodeOrder });
  const walk = (node: typeof tree) => {
    for (const child of node.children) {
      out.set(child.id, node.id);
      walk(child);
    }
  };
  walk(tree);
  return out;
}

function addAndType(state: EditorState, parentId: string, ctx: Parameters<EditorAction['perform']>[1]) {
  const result = addNode(state.map, parentId, ctx.factory);
  if (!result.ok) return {};
  return {
    state: { ...withMap(state, result.map), selectedId: result.node.id, editingId: null, inlineEdit: { id: result.node.id, seed: null } },
    message: EDITOR_MESSAGES.nodeAdded,
  };
}

export const actionAddChildKey: EditorAction = {
  name: 'addChildKey',
  label: 'Add child node',
  shortcut: 'Tab',
  keyTest: (e, state) => noModifiers(e) && !e.shiftKey && e.key === 'Tab' && !!selectedNode(state) && canvasKey(e),
  predicate: (state) => !!selectedNode(state),
  perform: (state, ctx) => (state.selectedId ? addAndType(state, state.selectedId, ctx) : {}),
};

export const actionAddSibling: EditorAction = {
  name: 'addSibling',
  label: 'Add sibling node',
  shortcut: 'Enter',
  keyTest: (e, state) => noModifiers(e) && !e.shiftKey && e.key === 'Enter' && !!selectedNode(state) && canvasKey(e),
  predicate: (state) => !!selectedNode(state),
  perform(state, ctx) {
    const node = selectedNode(state);
    if (!node) return {};
    // On the root (or a node the root cannot reach) a sibling makes no sense: a child instead.
    const parent = isRootNode(node) ? node.id : (parents(state).get(node.id) ?? node.id);
    return addAndType(state, parent, ctx);
  },
};

/** F2, or a typed character (`seed`) that becomes the start of the new title. */
export const actionStartInlineEdit: EditorAction<string | null> = {
  name: 'startInlineEdit',
  label: 'Edit title',
  shortcut: 'F2',
  predicate: (state) => !!selectedNode(state),
  perform: (state, _ctx, seed) => (state.selectedId ? { state: { ...state, inlineEdit: { id: state.selectedId, seed } } } : {}),
};

/** The F2 key (a value-less action, so it can sit in the shortcut list). */
export const actionF2: EditorAction = {
  ...(actionStartInlineEdit as unknown as EditorAction),
  keyTest: (e, state) => noModifiers(e) && e.key === 'F2' && !!selectedNode(state) && canvasKey(e),
  perform: (state, ctx) => actionStartInlineEdit.perform(state, ctx, null),
};

/** A printable character typed with a node selected (and nothing else claiming it) starts its title. */
export function typedSeed(e: KeyboardEvent, state: EditorState): string | null {
  // `?` opens the shortcut help (shortcuts-dialog.tsx listens for it on its own): never a title's first letter.
  if (e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1 || e.key === ' ' || e.key === '?' || !selectedNode(state) || !canvasKey(e)) return null;
  return e.key;
}

/**
 * A key typed for a title whose field cannot take it yet (not focusable while React Flow measures the new
 * node, or not drawn until its node comes into view on a large map): what the field would have done with
 * it. Letters add to `text`, Backspace takes one off, Enter or Esc keep the title, Tab keeps it and adds
 * a child. Null: not a key for the title.
 */
export function earlyTitleKey(e: KeyboardEvent, text: string): { text: string } | { end: 'keep' | 'child' } | null {
  if (e.ctrlKey || e.metaKey || e.altKey || typeof e.key !== 'string') return null;
  if (e.key === 'Enter' || e.key === 'Escape') return { end: 'keep' };
  if (e.key === 'Tab') return e.shiftKey ? null : { end: 'child' };
  if (e.key === 'Backspace') return { text: text.slice(0, -1) };
  return e.key.length === 1 ? { text: (text + e.key).slice(0, LIMITS.titleMax) } : null;
}

/**
 * The inline title is committed (Enter, Esc, or a click elsewhere): one undo step if it changed. Only while
 * that node's title is being typed: a field taken off the page after its edit already ended (kept by a
 * shortcut, then undone) changes nothing.
 */
export const actionRenameInline: EditorAction<{ id: string; title: string }> = {
  name: 'renameInline',
  label: 'Rename node',
  predicate: (state) => !!state.inlineEdit,
  perform(state, _ctx, { id, title }) {
    if (state.inlineEdit?.id !== id) return {};
    const node = state.map.nodes.find((n) => n.id === id);
    const closed = { ...state, inlineEdit: null };
    const typed = title.trim().slice(0, LIMITS.titleMax);
    if (!node || !typed || typed === node.title) return { state: closed };
    return { state: { ...withMap(state, updateNodeContent(state.map, id, { title: typed, text: node.text })), inlineEdit: null } };
  },
};

/**
 * The selection is leaving the node whose title is being typed before its field exists (off screen on a
 * large map, so no blur commits it): the typed title is kept on that node (one undo step) and the edit
 * ends — never carried to the next node. `state` when nothing is pending or the selection stays on it.
 */
export function keepPendingTitle(state: EditorState, ctx: Parameters<EditorAction['perform']>[1], nextId: string | null): EditorState {
  const pending = state.inlineEdit;
  if (!pending || pending.id === nextId) return state;
  return actionRenameInline.perform(state, ctx, { id: pending.id, title: pending.seed ?? '' }).state ?? { ...state, inlineEdit: null };
}

type Direction = 'left' | 'right' | 'up' | 'down';
const ARROWS: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/** The node the arrow leads to: out to a child or in to the parent by side of the root, or the next sibling up or down. */
export function neighbourOf(state: EditorState, direction: Direction): MindMapNode | undefined {
  const node = selectedNode(state);
  const root = findRoot(state.map.nodes);
  if (!node || !root) return undefined;
  const parentOf = parents(state);
  const byId = new Map(state.map.nodes.map((n) => [n.id, n] as const));
  const childrenOf = (id: string) => state.map.nodes.filter((n) => parentOf.get(n.id) === id);
  const nearest = (list: MindMapNode[]) => [...list].sort((a, b) => Math.abs(a.y - node.y) - Math.abs(b.y - node.y))[0];
  if (direction === 'left' || direction === 'right') {
    const sign = direction === 'right' ? 1 : -1;
    // Out: the children on that side; in: the parent, when it lies that way.
    const out = childrenOf(node.id).filter((c) => (c.x - node.x) * sign > 0);
    if (out.length) return nearest(out);
    const parent = byId.get(parentOf.get(node.id) ?? '');
    return parent && (parent.x - node.x) * sign > 0 ? parent : undefined;
  }
  const parentId = parentOf.get(node.id);
  if (parentId === undefined) return undefined;
  const sign = direction === 'down' ? 1 : -1;
  const side = Math.sign(node.x - (byId.get(parentId)?.x ?? node.x));
  const siblings = childrenOf(parentId).filter((s) => s.id !== node.id && Math.sign(s.x - byId.get(parentId)!.x) === side && (s.y - node.y) * sign > 0);
  return nearest(siblings);
}

function arrowAction(key: string, direction: Direction): EditorAction {
  return {
    name: 'selectNeighbour',
    label: `Select the node ${direction === 'left' || direction === 'right' ? `to the ${direction}` : direction === 'up' ? 'above' : 'below'}`,
    shortcut: key.replace('Arrow', ''),
    keyTest: (e, state) => noModifiers(e) && !e.shiftKey && e.key === key && !!selectedNode(state) && canvasKey(e),
    predicate: (state) => !!selectedNode(state),
    perform(state) {
      const next = neighbourOf(state, direction);
      return next ? { state: { ...state, selectedId: next.id } } : {};
    },
  };
}

export const KEYBOARD_ACTIONS: readonly EditorAction[] = [
  actionAddChildKey,
  actionAddSibling,
  actionF2,
  ...Object.entries(ARROWS).map(([key, direction]) => arrowAction(key, direction)),
];
