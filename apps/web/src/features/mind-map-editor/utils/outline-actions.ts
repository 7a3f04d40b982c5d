// The outline view (issue 14 item 4) as action objects: switching Map ↔ Outline, and the outline's edits
// — rename, a new line, indent, outdent, move among siblings — plus 'Order as outline' for the Node Order.
// Each edit is one undo step in the same history as the canvas (pure functions in @cuemap/shared's
// map/outline.ts); a refusal says why and changes nothing.
import {
  LIMITS,
  addOutlineLine,
  cleanText,
  deleteNode,
  followsOutline,
  indentInOutline,
  moveInOutline,
  outdentInOutline,
  outlineOrder,
  outlineRows,
  outlineView,
  updateNodeContent,
  type OutlineEdit,
  type OutlineRefusal,
} from '@cuemap/shared';
import { EDITOR_MESSAGES } from '../messages';
import { readPreferredView } from '../outline/view-preference';
import { always, command, dialogOpen, isKey, type ActionResult, type EditorAction } from './action-types';
import { withMap, type EditorState } from './editor-state';

export const OUTLINE_MESSAGES = {
  ordered: 'Node Order now follows the outline.',
  alreadyOrdered: 'The Node Order already follows the outline.',
  noSiblingAbove: 'There is no line above at this level to indent under.',
  topLevel: 'This line is already at the top level.',
  root: 'The main idea stays at the top of the outline.',
  linked: 'This node is also linked to another node, so the outline cannot move it there. Change its links on the map.',
  linkedToRoot: 'Linked to the main idea.',
  hasChildren: 'This line has lines under it: move or delete them first, or delete it from the toolbar.',
} as const;

export type EditorView = 'map' | 'outline';

/** The view on screen: the one chosen in this editor, else the one this browser used last. */
export function currentView(state: Pick<EditorState, 'view'>): EditorView {
  return state.view ?? readPreferredView();
}

/** Ctrl/⌘+Shift+O: Map ↔ Outline — from anywhere, a title field included (only a dialog keeps it). */
export const actionToggleOutline: EditorAction = {
  name: 'toggleOutline',
  label: 'Switch between the map and the outline',
  shortcut: 'Ctrl+Shift+O',
  keyTest: (e) => command(e) && e.shiftKey && isKey(e, 'o') && !dialogOpen(),
  predicate: always,
  perform: (state) => ({ state: { ...state, view: currentView(state) === 'outline' ? 'map' : 'outline', inlineEdit: null } }),
};

/** A row took the focus: its node is the selected one (and a title the canvas was about to edit is the outline's now). */
export const actionOutlineFocus: EditorAction<string> = {
  name: 'outlineFocus',
  label: 'Select node',
  predicate: always,
  perform(state, _ctx, id) {
    if (state.selectedId === id && !state.inlineEdit && !state.selectedIds) return {};
    return { state: { ...state, selectedId: id, selectedIds: undefined, selectedLink: null, inlineEdit: null } };
  },
};

/** A row's title, committed on Enter, Tab or leaving the row: blank keeps the old title, as on the canvas. */
export const actionOutlineRename: EditorAction<{ id: string; title: string }> = {
  name: 'outlineRename',
  label: 'Rename node',
  predicate: always,
  perform(state, _ctx, { id, title }) {
    const node = state.map.nodes.find((n) => n.id === id);
    const typed = cleanText(title).trim().slice(0, LIMITS.nodeTitleMax);
    if (!node || !typed || typed === node.title) return {};
    return { state: withMap(state, updateNodeContent(state.map, id, { title: typed, text: node.text })) };
  },
};

const REFUSALS: Record<Exclude<OutlineRefusal, 'missing'>, string> = {
  noPlace: OUTLINE_MESSAGES.noSiblingAbove,
  root: OUTLINE_MESSAGES.root,
  linked: OUTLINE_MESSAGES.linked,
};

function applied(state: EditorState, id: string, edit: OutlineEdit, noPlace: string | null): ActionResult {
  if (edit.ok) return { state: { ...withMap(state, edit.map), selectedId: id, selectedIds: undefined } };
  if (edit.reason === 'missing') return {};
  const message = edit.reason === 'noPlace' ? noPlace : REFUSALS[edit.reason];
  return message ? { message, tone: 'error' } : {};
}

/** Enter: a new line below (on the main idea: its first child), selected, its title ready to type over. */
export const actionOutlineAddLine: EditorAction<string> = {
  name: 'outlineAddLine',
  label: 'New line below',
  shortcut: 'Enter',
  predicate: always,
  perform(state, ctx, id) {
    const result = addOutlineLine(state.map, id, ctx.factory);
    if (!result.ok) return {};
    return { state: { ...withMap(state, result.map), selectedId: result.node.id, selectedIds: undefined }, message: EDITOR_MESSAGES.nodeAdded };
  },
};

/** Tab: the line becomes the last child of the line above at its level (a line not linked to the main idea is linked to it). */
export const actionOutlineIndent: EditorAction<string> = {
  name: 'outlineIndent',
  label: 'Indent',
  shortcut: 'Tab',
  predicate: always,
  perform(state, _ctx, id) {
    const linking = state.map.nodes.some((n) => n.id === id) && !reachable(state, id);
    const result = applied(state, id, indentInOutline(state.map, id), OUTLINE_MESSAGES.noSiblingAbove);
    return linking && result.state ? { ...result, message: OUTLINE_MESSAGES.linkedToRoot } : result;
  },
};

/** Whether the main idea reaches `id` (a node it does not reach is linked to it by Tab). */
function reachable(state: EditorState, id: string): boolean {
  const view = outlineView(state.map);
  return !!view && (id === view.rootId || view.parent.has(id));
}

/** Shift+Tab: the line becomes the sibling just after its parent. */
export const actionOutlineOutdent: EditorAction<string> = {
  name: 'outlineOutdent',
  label: 'Outdent',
  shortcut: 'Shift+Tab',
  predicate: always,
  perform: (state, _ctx, id) => applied(state, id, outdentInOutline(state.map, id), OUTLINE_MESSAGES.topLevel),
};

/** Alt+↑ / Alt+↓: the line swaps places with its sibling above or below (nothing at either end). */
export const actionOutlineMove: EditorAction<{ id: string; direction: -1 | 1 }> = {
  name: 'outlineMove',
  label: 'Move up or down among its siblings',
  shortcut: 'Alt+↑ / Alt+↓',
  predicate: always,
  perform: (state, _ctx, { id, direction }) => applied(state, id, moveInOutline(state.map, id, direction), null),
};

/**
 * Backspace in an empty title: the line goes and the line above takes the focus. A line with lines
 * under it stays (they would fall out of the tree): the toolbar's Delete Node still removes it.
 */
export const actionOutlineDelete: EditorAction<string> = {
  name: 'outlineDelete',
  label: 'Delete an empty line',
  shortcut: 'Backspace',
  predicate: always,
  perform(state, _ctx, id) {
    const view = outlineView(state.map);
    if (!view || id === view.rootId) return {};
    if ((view.children.get(id) ?? []).length > 0) return { message: OUTLINE_MESSAGES.hasChildren, tone: 'error' };
    const rows = outlineRows(view, new Set(state.map.nodes.filter((n) => n.collapsed).map((n) => n.id)));
    const above = rows[rows.findIndex((r) => r.id === id) - 1]?.id ?? view.rootId;
    const result = deleteNode(state.map, id);
    if (!result.ok) return {};
    return { state: { ...withMap(state, result.map), selectedId: above, selectedIds: undefined, editingId: null }, message: EDITOR_MESSAGES.nodeDeleted };
  },
};

/** The Node Order set to the outline's order (depth-first; unlinked nodes after, as they were). */
export const actionOrderAsOutline: EditorAction = {
  name: 'orderAsOutline',
  label: 'Order as outline',
  predicate: (state) => state.map.nodes.length > 1 && !followsOutline(state.map),
  perform(state) {
    if (followsOutline(state.map)) return { message: OUTLINE_MESSAGES.alreadyOrdered };
    return { state: withMap(state, { ...state.map, nodeOrder: outlineOrder(state.map) }), message: OUTLINE_MESSAGES.ordered };
  },
};
