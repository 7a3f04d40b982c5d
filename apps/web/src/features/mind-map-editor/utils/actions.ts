// Editor commands as action objects (Excalidraw style): the toolbar, the keyboard and the screen's
// callbacks (canvas, Node Order, node editor, title) dispatch the same objects. `perform` is pure: it
// returns the next state plus what to tell the user and which side effect (undo, sync, teleprompter) follows.
// Each action decides its own applicability: `predicate` enables its toolbar button, `keyTest` says
// whether a key press is its shortcut (never a key the focused control needs), and `perform` returns
// nothing to do when there is nothing to do.
import { addNode, deleteNode, isRootNode, moveNode, reorderNodes, resolveMapTitle, updateNodeContent } from '@cuemap/shared';
import { EDITOR_MESSAGES } from '../messages';
import { always, command, isKey, keyBelongsElsewhere, noModifiers, selectedNode, type EditorAction } from './action-types';
import { KEYBOARD_ACTIONS, keepPendingTitle } from './keyboard-actions';
import { actionTidyMindMap, actionTidyTree } from './structure-actions';
import { actionToggleOutline } from './outline-actions';
import { BRANCH_ACTIONS } from './branch-actions';
import { SELECTION_ACTIONS, deleteSelection } from './selection-actions';
import { selectionOf } from './selection';
import { endMapGesture, withMap, withMapInGesture, type EditorState } from './editor-state';

export type { ActionContext, ActionEffect, ActionName, ActionResult, EditorAction } from './action-types';
export { actionTidyMindMap, actionTidyTree } from './structure-actions';

export const actionAddNode: EditorAction = {
  name: 'addNode',
  label: 'Add Node',
  shortcut: 'N',
  keyTest: (e) => noModifiers(e) && (e.key === 'n' || e.key === 'N' || e.key === 'Insert') && !keyBelongsElsewhere(e),
  // §5: enabled only when a node (or the root) is selected.
  predicate: (state) => !!selectedNode(state),
  perform(state, ctx) {
    // Parent: the selected node, else the root (§4); with neither there is nothing to attach to.
    const result = addNode(state.map, state.selectedId, ctx.factory);
    if (!result.ok) return { message: EDITOR_MESSAGES.selectFirst, tone: 'error' };
    return {
      state: { ...withMap(state, result.map), selectedId: result.node.id, editingId: result.node.id },
      message: EDITOR_MESSAGES.nodeAdded,
    };
  },
};

export const actionEditNode: EditorAction = {
  name: 'editNode',
  label: 'Edit Node',
  // Issue 14: Enter adds a sibling now; Shift+Enter (or a double-click) opens 'Edit Node Content'.
  shortcut: 'Shift+Enter',
  keyTest: (e) => noModifiers(e) && e.shiftKey && e.key === 'Enter' && !keyBelongsElsewhere(e),
  predicate: (state) => !!selectedNode(state),
  // With nothing selected there is nothing to open (the button is disabled; Enter does nothing).
  perform: (state) => (selectedNode(state) ? { state: { ...state, editingId: state.selectedId } } : {}),
};

export const actionDeleteNode: EditorAction = {
  name: 'deleteNode',
  label: 'Delete Node',
  shortcut: 'Del',
  // With a link selected the key deletes the link (actionDeleteLink), not a node.
  keyTest: (e, state) => noModifiers(e) && (e.key === 'Delete' || e.key === 'Backspace') && !state.selectedLink && !keyBelongsElsewhere(e),
  // §5: disabled when nothing is selected or the root is selected (the key says why instead).
  predicate: (state) => {
    const node = selectedNode(state);
    return (!!node && !isRootNode(node)) || selectionOf(state).length > 1;
  },
  perform(state) {
    if (!state.selectedId) return { message: EDITOR_MESSAGES.selectFirst, tone: 'error' };
    // Several selected (issue 14 item 2): all of them go (never the root), one undo step.
    if (selectionOf(state).length > 1) return deleteSelection(state);
    const result = deleteNode(state.map, state.selectedId);
    if (!result.ok) return { message: EDITOR_MESSAGES.cannotDelete, tone: 'error' };
    return { state: { ...withMap(state, result.map), selectedId: null, editingId: null }, message: EDITOR_MESSAGES.nodeDeleted };
  },
};

/**
 * Ctrl+S: every edit is already on its way to the server as it is made (issue 26); this sends what is
 * waiting now (a "sync now") and keeps the browser's "Save page" from opening. Not on the toolbar.
 */
export const actionSave: EditorAction = {
  name: 'save',
  label: 'Sync now',
  shortcut: 'Ctrl+S',
  // From anywhere, text fields included.
  keyTest: (e) => command(e) && isKey(e, 's'),
  predicate: always,
  perform: () => ({ effect: 'save' }),
};

export const actionTeleprompter: EditorAction = {
  name: 'teleprompter',
  label: 'Teleprompter',
  predicate: (_state, ctx) => !ctx.saving,
  perform: () => ({ effect: 'teleprompter' }),
};

export const actionDeselect: EditorAction = {
  name: 'deselect',
  label: 'Clear selection',
  shortcut: 'Esc',
  keyTest: (e) => noModifiers(e) && e.key === 'Escape' && !keyBelongsElsewhere(e),
  predicate: (state) => state.selectedId !== null || !!state.selectedLink,
  perform: (state) => (state.selectedId === null && !state.selectedLink ? {} : { state: { ...state, selectedId: null, selectedLink: null } }),
};

// Undo/redo take back this user's own steps on nodes, connections and Node Order (not the title, not a
// collaborator's edits): the live document's undo manager (stores/live-map-binding.ts).
export const actionUndo: EditorAction = {
  name: 'undo',
  label: 'Undo',
  shortcut: 'Ctrl+Z',
  keyTest: (e) => command(e) && !e.shiftKey && isKey(e, 'z') && !keyBelongsElsewhere(e),
  predicate: (state) => !!state.canUndo,
  perform: (state) => (state.canUndo ? { effect: 'undo' } : {}),
};

export const actionRedo: EditorAction = {
  name: 'redo',
  label: 'Redo',
  shortcut: 'Ctrl+Shift+Z',
  keyTest: (e) => command(e) && ((e.shiftKey && isKey(e, 'z')) || (!e.shiftKey && isKey(e, 'y'))) && !keyBelongsElsewhere(e),
  predicate: (state) => !!state.canRedo,
  perform: (state) => (state.canRedo ? { effect: 'redo' } : {}),
};

// ---- commands with a value: the canvas, the Node Order, the node editor and the title ----------

/** Selects a node (canvas click, Node Order), or clears the selection (null: a click on the pane). */
export const actionSelect: EditorAction<string | null> = {
  name: 'select',
  label: 'Select node',
  predicate: always,
  perform(state, ctx, id) {
    if (state.selectedId === id) return {};
    return { state: { ...keepPendingTitle(state, ctx, id), selectedId: id } };
  },
};

/** Opens 'Edit Node Content' on a node (double-click, Node Order's edit). */
export const actionOpenEditor: EditorAction<string> = {
  name: 'openEditor',
  label: 'Edit node',
  predicate: always,
  perform: (state, _ctx, id) => ({ state: { ...state, selectedId: id, editingId: id } }),
};

export const actionCloseEditor: EditorAction = {
  name: 'closeEditor',
  label: 'Close node editor',
  predicate: (state) => state.editingId !== null,
  perform: (state) => ({ state: { ...state, editingId: null } }),
};

export interface NodeMoves {
  moves: { id: string; x: number; y: number }[];
  /** True while a drag goes on: only its end makes an undo step (a keyboard nudge is one at once). */
  inProgress: boolean;
}

export const actionMoveNodes: EditorAction<NodeMoves> = {
  name: 'moveNodes',
  label: 'Move nodes',
  predicate: always,
  perform(state, _ctx, { moves, inProgress }) {
    const next = withMapInGesture(
      state,
      moves.reduce((m, mv) => moveNode(m, mv.id, mv), state.map),
    );
    return { state: inProgress ? next : endMapGesture(next) };
  },
};

/** Node Order drag: `activeId` goes to where `overId` is. */
export const actionReorder: EditorAction<{ activeId: string; overId: string }> = {
  name: 'reorder',
  label: 'Reorder nodes',
  predicate: always,
  perform: (state, _ctx, { activeId, overId }) => ({ state: withMap(state, reorderNodes(state.map, activeId, overId)) }),
};

/** The header's title edit: the §5 title rule applies (not an undo step: the title is outside the history). */
export const actionCommitTitle: EditorAction<string> = {
  name: 'commitTitle',
  label: 'Rename script',
  predicate: always,
  perform(state, _ctx, value) {
    const title = resolveMapTitle(value, state.map.title);
    if (title === state.map.title) return {};
    return { state: withMap(state, { ...state.map, title }) };
  },
};

export interface NodeContent {
  title: string;
  text: string;
}

/** 'Edit Node Content' → Save: the node's title and text (one undo step), the editor closes. */
export const actionSaveNodeEdit: EditorAction<NodeContent> = {
  name: 'saveNodeEdit',
  label: 'Save node',
  predicate: (state) => state.editingId !== null,
  perform(state, _ctx, edit) {
    if (!state.editingId) return {};
    return {
      state: { ...withMap(state, updateNodeContent(state.map, state.editingId, edit)), editingId: null },
      message: EDITOR_MESSAGES.scriptUpdated,
    };
  },
};

/** AI Helper: an idea becomes a child of `parentId`; the node editor stays open. */
export const actionAddChild: EditorAction<{ parentId: string; content: NodeContent }> = {
  name: 'addChild',
  label: 'Add as child node',
  predicate: always,
  perform(state, ctx, { parentId, content }) {
    const result = addNode(state.map, parentId, ctx.factory);
    if (!result.ok) return {};
    return { state: withMap(state, updateNodeContent(result.map, result.node.id, content)), message: EDITOR_MESSAGES.nodeAdded };
  },
};

/** The actions with a shortcut, in the order their key tests are tried. */
export const EDITOR_ACTIONS: readonly EditorAction[] = [
  actionAddNode,
  actionEditNode,
  actionDeleteNode,
  actionSave,
  actionTeleprompter,
  actionDeselect,
  actionUndo,
  actionRedo,
  actionTidyMindMap,
  actionTidyTree,
  actionToggleOutline,
  ...KEYBOARD_ACTIONS,
  ...SELECTION_ACTIONS,
  ...BRANCH_ACTIONS,
];

/** The action a key press triggers, if any. */
export function actionForKey(event: KeyboardEvent, state: EditorState): EditorAction | undefined {
  return EDITOR_ACTIONS.find((a) => a.keyTest?.(event, state));
}
