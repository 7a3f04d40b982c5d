// The action object's shape (Excalidraw style) and the key tests every action module shares: an action
// decides its own applicability (`predicate`), its shortcut (`keyTest`, never a key the focused control
// needs) and what it does (`perform`, pure).
import type { NodeFactoryOptions } from '@cuemap/shared';
import { isTypingTarget } from '../../../lib/keyboard';
import type { EditorState } from './editor-state';

export type ActionName =
  | 'addNode'
  | 'editNode'
  | 'deleteNode'
  | 'save'
  | 'teleprompter'
  | 'deselect'
  | 'undo'
  | 'redo'
  | 'select'
  | 'openEditor'
  | 'closeEditor'
  | 'moveNodes'
  | 'reorder'
  | 'commitTitle'
  | 'saveNodeEdit'
  | 'addChild'
  | 'tidyMindMap'
  | 'tidyTree'
  | 'addChildKey'
  | 'addSibling'
  | 'renameInline'
  | 'startInlineEdit'
  | 'endInlineEdit'
  | 'selectNeighbour'
  // Structure (issue 14 item 2): selection-actions.ts, branch-actions.ts
  | 'selectionChange'
  | 'selectAll'
  | 'boxSelect'
  | 'setColour'
  | 'toggleBranch'
  | 'setBranchFolded'
  | 'revealNode'
  | 'reparent'
  | 'addLink'
  | 'selectLink'
  | 'deleteLink'
  // The outline view (issue 14 item 4): outline-actions.ts
  | 'toggleOutline'
  | 'outlineFocus'
  | 'outlineRename'
  | 'outlineAddLine'
  | 'outlineIndent'
  | 'outlineOutdent'
  | 'outlineMove'
  | 'outlineDelete'
  | 'orderAsOutline'
  // The audience view (issue 29 item 2): audience-actions.ts
  | 'setAudience';
/**
 * Side effects after `perform`: undo and redo (the store runs them on the live document), and those the
 * screen runs (they need the network or the router): 'save' sends what waits now (Ctrl+S), 'teleprompter'.
 */
export type ActionEffect = 'save' | 'teleprompter' | 'undo' | 'redo';

export interface ActionContext {
  /** A new script is being created on the server by its first change (the teleprompter waits for it). */
  saving: boolean;
  factory?: NodeFactoryOptions;
}

export interface ActionResult {
  state?: EditorState;
  message?: string;
  /** How `message` reads in the status bar (default 'success'). */
  tone?: 'success' | 'error';
  effect?: ActionEffect;
}

export interface EditorAction<V = void> {
  name: ActionName;
  label: string;
  /** Shortcut shown in tooltips. */
  shortcut?: string;
  /** Whether this key press is the action's shortcut (a key the focused control needs never is). */
  keyTest?: (event: KeyboardEvent, state: EditorState) => boolean;
  /** Whether the action is available now (toolbar enable rule). */
  predicate: (state: EditorState, ctx: ActionContext) => boolean;
  perform: (state: EditorState, ctx: ActionContext, value: V) => ActionResult;
}

export const always = () => true;
export const noModifiers = (e: KeyboardEvent) => !e.ctrlKey && !e.metaKey && !e.altKey;
/** Ctrl on Windows/Linux, ⌘ on macOS. */
export const command = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey;
// Chrome's autofill sends keydown events without a key.
export const isKey = (e: KeyboardEvent, letter: string) => typeof e.key === 'string' && e.key.toLowerCase() === letter;
export const selectedNode = (state: EditorState) => state.map.nodes.find((n) => n.id === state.selectedId);

/**
 * A value action as it is listed among the shortcuts: the help shows its label and gesture (a click or a
 * drag on the canvas, which runs the action itself); pressing a key never runs it.
 */
export function helpEntry<V>(action: EditorAction<V>): EditorAction {
  return { name: action.name, label: action.label, shortcut: action.shortcut, predicate: action.predicate, perform: () => ({}) };
}

/** An open dialog or menu has the keyboard. */
export const dialogOpen = () => typeof document !== 'undefined' && document.querySelector('[role="dialog"], [role="menu"]') !== null;
/**
 * Keys that belong elsewhere: text fields take every key, buttons and links take Enter, and an open
 * dialog takes them all. Only Ctrl+S ignores this (the browser's "Save page" never opens in the editor).
 */
export function keyBelongsElsewhere(e: KeyboardEvent): boolean {
  if (isTypingTarget(e.target)) return true;
  if (e.key === 'Enter' && e.target instanceof HTMLElement && e.target.closest('button, a')) return true;
  return dialogOpen();
}
