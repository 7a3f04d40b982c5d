// Editor commands as action objects (Excalidraw style): toolbar buttons and keyboard shortcuts
// dispatch the same object; `perform` is pure and returns the next state plus what to tell the user.
import { addNode, deleteNode, isRootNode, type NodeFactoryOptions } from '@cuemap/shared';
import { EDITOR_MESSAGES } from '../messages';
import { redoMap, undoMap, withMap, type EditorState } from './editor-state';
import { canRedo, canUndo } from './history';

export type ActionName = 'addNode' | 'editNode' | 'deleteNode' | 'save' | 'teleprompter' | 'deselect' | 'undo' | 'redo';
/** Side effects the screen runs after `perform` (they need the network or the router). */
export type ActionEffect = 'save' | 'teleprompter';

export interface ActionContext {
  saving: boolean;
  factory?: NodeFactoryOptions;
}

export interface ActionResult {
  state?: EditorState;
  message?: string;
  effect?: ActionEffect;
}

export interface EditorAction {
  name: ActionName;
  label: string;
  /** Shortcut shown in tooltips. */
  shortcut?: string;
  keyTest?: (event: KeyboardEvent, state: EditorState) => boolean;
  /** Whether the action is available now (toolbar enable rule). */
  predicate: (state: EditorState, ctx: ActionContext) => boolean;
  perform: (state: EditorState, ctx: ActionContext) => ActionResult;
}

const noModifiers = (e: KeyboardEvent) => !e.ctrlKey && !e.metaKey && !e.altKey;
/** Ctrl on Windows/Linux, ⌘ on macOS. */
const command = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey;
// Chrome's autofill sends keydown events without a key.
const isKey = (e: KeyboardEvent, letter: string) => typeof e.key === 'string' && e.key.toLowerCase() === letter;
const selectedNode = (state: EditorState) => state.map.nodes.find((n) => n.id === state.selectedId);

export const actionAddNode: EditorAction = {
  name: 'addNode',
  label: 'Add Node',
  shortcut: 'N',
  keyTest: (e) => noModifiers(e) && (e.key === 'n' || e.key === 'N' || e.key === 'Insert'),
  // §5: enabled only when a node (or the root) is selected.
  predicate: (state) => !!selectedNode(state),
  perform(state, ctx) {
    // Parent: the selected node, else the root (§4); with neither there is nothing to attach to.
    const result = addNode(state.map, state.selectedId, ctx.factory);
    if (!result.ok) return { message: EDITOR_MESSAGES.selectFirst };
    return {
      state: { ...withMap(state, result.map), selectedId: result.node.id, editingId: result.node.id },
      message: EDITOR_MESSAGES.nodeAdded,
    };
  },
};

export const actionEditNode: EditorAction = {
  name: 'editNode',
  label: 'Edit Node',
  shortcut: 'Enter',
  keyTest: (e) => noModifiers(e) && e.key === 'Enter',
  predicate: (state) => !!selectedNode(state),
  perform(state) {
    if (!selectedNode(state)) return { message: EDITOR_MESSAGES.selectFirst };
    return { state: { ...state, editingId: state.selectedId } };
  },
};

export const actionDeleteNode: EditorAction = {
  name: 'deleteNode',
  label: 'Delete Node',
  shortcut: 'Del',
  keyTest: (e) => noModifiers(e) && (e.key === 'Delete' || e.key === 'Backspace'),
  // §5: disabled when nothing is selected or the root is selected.
  predicate: (state) => {
    const node = selectedNode(state);
    return !!node && !isRootNode(node);
  },
  perform(state) {
    if (!state.selectedId) return { message: EDITOR_MESSAGES.selectFirst };
    const result = deleteNode(state.map, state.selectedId);
    if (!result.ok) return { message: EDITOR_MESSAGES.cannotDelete };
    return { state: { ...withMap(state, result.map), selectedId: null, editingId: null }, message: EDITOR_MESSAGES.nodeDeleted };
  },
};

export const actionSave: EditorAction = {
  name: 'save',
  label: 'Save',
  shortcut: 'Ctrl+S',
  keyTest: (e) => command(e) && isKey(e, 's'),
  predicate: (_state, ctx) => !ctx.saving,
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
  keyTest: (e) => noModifiers(e) && e.key === 'Escape',
  predicate: (state) => state.selectedId !== null,
  perform: (state) => ({ state: { ...state, selectedId: null } }),
};

// Undo/redo restore nodes, connections and Node Order (not the title); the map stays unsaved until Save.
export const actionUndo: EditorAction = {
  name: 'undo',
  label: 'Undo',
  shortcut: 'Ctrl+Z',
  keyTest: (e) => command(e) && !e.shiftKey && isKey(e, 'z'),
  predicate: (state) => canUndo(state.history),
  perform: (state) => {
    const next = undoMap(state);
    return next ? { state: next } : {};
  },
};

export const actionRedo: EditorAction = {
  name: 'redo',
  label: 'Redo',
  shortcut: 'Ctrl+Shift+Z',
  keyTest: (e) => command(e) && ((e.shiftKey && isKey(e, 'z')) || (!e.shiftKey && isKey(e, 'y'))),
  predicate: (state) => canRedo(state.history),
  perform: (state) => {
    const next = redoMap(state);
    return next ? { state: next } : {};
  },
};

export const EDITOR_ACTIONS: readonly EditorAction[] = [
  actionAddNode,
  actionEditNode,
  actionDeleteNode,
  actionSave,
  actionTeleprompter,
  actionDeselect,
  actionUndo,
  actionRedo,
];

/** The action a key press triggers, if any. */
export function actionForKey(event: KeyboardEvent, state: EditorState): EditorAction | undefined {
  return EDITOR_ACTIONS.find((a) => a.keyTest?.(event, state));
}
