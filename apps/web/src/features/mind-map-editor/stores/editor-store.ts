// The editor's state in one zustand store, one per open editor: the map as the live document holds it
// (stores/live-map-binding.ts keeps it in step with every change, here or on another device) with this
// tab's selection and node editor, how the script opened, and the status message. Event handlers and
// async code read `getState()` when they run; components subscribe to the slices they show.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type * as Y from 'yjs';
import { titleFollowingRoot } from '@cuemap/shared';
import type { StatusMessage, StatusTone } from '../components/status-bar';
import { EDITOR_MESSAGES } from '../messages';
import type { ActionContext, ActionResult, EditorAction } from '../utils/actions';
import { initialEditorState, type EditorState } from '../utils/editor-state';
import { reconcileEditor, shareMap } from '../utils/live-map';
import { allowsEdit } from '../utils/map-size';
import { mergeText } from '../utils/text-merge';
import type { Viewport } from '../utils/view-state';
import { bindLiveMap, type LiveMapBinding } from './live-map-binding';

/** `retry`: the load may work if tried again (offline, the server busy or failing), unlike a script not found. */
export type LoadState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; message: string; needsLogin?: boolean; retry?: boolean };

/** How long a status message stays (§9): 3 s after an action, 2 s after a finished load; errors stay. */
export type StatusDuration = 'action' | 'finish' | 'sticky';
const DURATIONS = { action: 3_000, finish: 2_000 } as const;

export interface EditorData {
  /** The map with selection and open node editor; null until there is one to show. */
  editor: EditorState | null;
  load: LoadState;
  /** The script's id on the server (null for a new script until its first change creates it). */
  mapId: string | null;
  /** A new script's first change is creating it on the server (POST): the teleprompter and export wait for it. */
  creating: boolean;
  /** A new script has changes and is not created yet (its creation failed): they are only in this tab. */
  uncreatedChanges: boolean;
  /** Pan and zoom as the user left them (kept in the document); the one the canvas opens with. */
  viewport: Viewport | null;
  initialViewport: Viewport | null;
  /** The editor leaves on its own (teleprompter, session ended): the leave guard lets it pass. */
  leaving: boolean;
  /** The id a new script's first change created: the route's switch to it is not a new script to open. */
  createdId: string | null;
  status: StatusMessage | null;
  /** Counts what the editor has opened (a script, a new one): the canvas starts afresh for each, fitted to it. */
  opened: number;
}

export interface EditorCommands {
  showStatus: (text: string, tone?: StatusTone, duration?: StatusDuration) => void;
  /**
   * Applies an edit unless it would push the script over the size limit (LIMITS.mapBytesMax): such a
   * map could not be stored, so the edit is not made and the user is told why. The edit is written to
   * the live document as one change (a drag under way only when it ends). True when applied.
   */
  commit: (next: EditorState) => boolean;
  /** Shows `doc`'s map and edits it from now on (null: none, e.g. the script is switching documents). */
  attach: (doc: Y.Doc | null) => void;
  /** The document the editor writes to, if any. */
  binding: () => LiveMapBinding | null;
  /**
   * 'Edit Node Content' → Save: what to write, merged with what another device changed in that node since
   * the editor opened on it (utils/text-merge.ts), so neither side's words are lost.
   */
  mergeNodeEdit: (edit: { title: string; text: string }) => { title: string; text: string };
  /** Takes back (or again) this user's last step; the title follows a renamed root as with any edit. */
  undo: () => void;
  redo: () => void;
  dispose: () => void;
}

export type EditorStoreState = EditorData & EditorCommands;
export type EditorStore = StoreApi<EditorStoreState>;

export function initialEditorData(): EditorData {
  return {
    editor: null,
    load: { kind: 'loading' },
    mapId: null,
    creating: false,
    uncreatedChanges: false,
    viewport: null,
    initialViewport: null,
    leaving: false,
    createdId: null,
    status: null,
    opened: 0,
  };
}

export function createEditorStore(): EditorStore {
  let statusTimer: ReturnType<typeof setTimeout> | null = null;
  let nextStatusId = 1;
  let binding: LiveMapBinding | null = null;
  /** The node 'Edit Node Content' opened on, as it was then. */
  let editBase: { id: string; title: string; text: string } | null = null;
  const store = createStore<EditorStoreState>()((set, get) => {
    /** The document's map now, into the editor (selection and node editor kept unless their node went). */
    function showDocMap(map: ReturnType<LiveMapBinding['read']>) {
      const editor = get().editor;
      const shown = shareMap(editor?.map ?? null, map);
      set({ editor: editor ? reconcileEditor(editor, shown) : { ...initialEditorState(shown), ...binding?.undoState() } });
    }
    function history(direction: 'undo' | 'redo') {
      const before = get().editor;
      if (!binding || !before) return;
      // The undone step may remove or change what is being typed: the node editor and inline edit close.
      set({ editor: { ...before, editingId: null, inlineEdit: null, gesture: null } });
      const changed = direction === 'undo' ? binding.undo() : binding.redo();
      // (A step that changed nothing in the end is dropped without an event: read the flags afresh.)
      set({ editor: { ...get().editor!, ...binding.undoState() } });
      if (!changed) return;
      const after = get().editor!;
      const titled = titleFollowingRoot(before.map, after.map);
      if (titled !== after.map) binding.write(after.map, titled);
    }
    return {
      ...initialEditorData(),

      showStatus(text, tone = 'info', duration = 'action') {
        if (statusTimer) clearTimeout(statusTimer);
        statusTimer = null;
        const id = nextStatusId++;
        set({ status: { id, text, tone } });
        if (duration !== 'sticky') {
          statusTimer = setTimeout(() => {
            if (get().status?.id === id) set({ status: null });
          }, DURATIONS[duration]);
        }
      },

      commit(proposed) {
        const before = get().editor;
        // A root renamed (on the canvas, in the node editor or the outline) renames a script whose title
        // still follows it (issue 24 item 9).
        const map = before ? titleFollowingRoot(before.map, proposed.map) : proposed.map;
        const next = map === proposed.map ? proposed : { ...proposed, map };
        if (before && next.map !== before.map && !allowsEdit(before.map, next.map)) {
          get().showStatus(EDITOR_MESSAGES.editTooLarge, 'error', 'action');
          return false;
        }
        set({ editor: next });
        // The document still holds the map from before a drag under way: the drag is written from there.
        if (before && binding && !next.gesture) binding.write(before.gesture ? { ...before.map, nodes: [...before.gesture.nodes] } : before.map, next.map);
        return true;
      },

      attach(doc) {
        binding?.destroy();
        binding = null;
        if (!doc) return;
        binding = bindLiveMap(doc, {
          map: showDocMap,
          undoState: (state) => {
            const editor = get().editor;
            if (editor && (editor.canUndo !== state.canUndo || editor.canRedo !== state.canRedo)) set({ editor: { ...editor, ...state } });
          },
        });
        showDocMap(binding.read());
        const editor = get().editor;
        if (editor) set({ editor: { ...editor, ...binding.undoState() } });
      },

      binding: () => binding,
      mergeNodeEdit(edit) {
        const { editor } = get();
        const node = editor?.map.nodes.find((n) => n.id === editor.editingId);
        if (!node || editBase?.id !== node.id) return edit;
        return { title: mergeText(editBase.title, edit.title, node.title), text: mergeText(editBase.text, edit.text, node.text) };
      },
      undo: () => history('undo'),
      redo: () => history('redo'),

      dispose() {
        if (statusTimer) clearTimeout(statusTimer);
        statusTimer = null;
        binding?.destroy();
        binding = null;
      },
    };
  });
  store.subscribe((s, prev) => {
    const id = s.editor?.editingId ?? null;
    if (id === (prev.editor?.editingId ?? null) && (id === null || editBase?.id === id)) return;
    const node = id ? s.editor!.map.nodes.find((n) => n.id === id) : undefined;
    editBase = node ? { id: node.id, title: node.title, text: node.text } : null;
  });
  return store;
}

export function actionContext(state: Pick<EditorData, 'creating'>): ActionContext {
  return { saving: state.creating };
}

/**
 * Runs an action against the current state: its next state (unless too large), its message, and undo or
 * redo. Returns what it did (for the screen's side effects), or null when there was no map or the edit was refused.
 */
export function dispatchAction<V>(store: EditorStore, action: EditorAction<V>, value: V): ActionResult | null {
  const current = store.getState();
  if (!current.editor) return null;
  const result = action.perform(current.editor, actionContext(current), value);
  if (result.state && result.state !== current.editor && !current.commit(result.state)) return null;
  if (result.effect === 'undo') current.undo();
  if (result.effect === 'redo') current.redo();
  if (result.message) current.showStatus(result.message, result.tone ?? 'success', 'action');
  return result;
}
