// Tests only: runs actions as the editor does — through a store bound to a live document — so that
// tests of a pure action can also undo it (undo lives in the document's undo manager, not in the state).
import * as Y from 'yjs';
import { applyMapToDoc } from '@cuemap/shared/live';
import { actionRedo, actionUndo, type ActionContext, type ActionResult, type EditorAction } from '../utils/actions';
import type { EditorState } from '../utils/editor-state';
import { createEditorStore, type EditorStore } from './editor-store';

export interface LiveTestEditor {
  /** Starts afresh on a new document holding `state`'s map, with `state`'s selection; returns the state as shown. */
  open: (state: EditorState) => EditorState;
  /** Runs `action` on `state` (the one last returned, or a variation of it) through the store. */
  run: <V>(state: EditorState, action: EditorAction<V>, value: V) => ActionResult;
  undo: (state: EditorState) => EditorState;
  redo: (state: EditorState) => EditorState;
}

/** `ctx`: what the actions are given (a fixed id factory keeps ids predictable). */
export function liveTestEditor(ctx: ActionContext = { saving: false }): LiveTestEditor {
  let store: EditorStore = createEditorStore();
  const editor = () => store.getState().editor!;
  // As stores/editor-store.ts dispatchAction does, with `ctx`.
  const run = <V>(state: EditorState, action: EditorAction<V>, value: V): ActionResult => {
    store.setState({ editor: { ...state, canUndo: editor().canUndo, canRedo: editor().canRedo } });
    const result = action.perform(editor(), ctx, value);
    if (result.state && result.state !== editor() && !store.getState().commit(result.state)) return {};
    if (result.effect === 'undo') store.getState().undo();
    if (result.effect === 'redo') store.getState().redo();
    return result.state ? { ...result, state: editor() } : result;
  };
  return {
    open(state) {
      store.getState().dispose();
      store = createEditorStore();
      const doc = new Y.Doc();
      applyMapToDoc(doc, state.map);
      store.getState().attach(doc);
      store.setState({ editor: { ...state, map: editor().map, canUndo: false, canRedo: false } });
      return editor();
    },
    run,
    undo: (state) => (run(state, actionUndo, undefined), editor()),
    redo: (state) => (run(state, actionRedo, undefined), editor()),
  };
}
