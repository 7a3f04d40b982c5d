// The editor's state in one zustand store, one per open editor: the map being edited (selection, node
// editor, undo history), where it stands with the server (id, version, load, save, conflict), the
// draft on offer and the status message. Event handlers and async code read `getState()` when they
// run, so nothing is mirrored into refs; components subscribe to the slices they show.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { titleFollowingRoot, type ViewState } from '@cuemap/shared';
import { sessionStore } from '../../../lib/session';
import type { StatusMessage, StatusTone } from '../components/status-bar';
import { EDITOR_MESSAGES } from '../messages';
import type { ActionContext, ActionResult, EditorAction } from '../utils/actions';
import { clearDraft, draftKey, draftToKeep, writeDraft, type Draft, type NodeEditDraft } from '../utils/draft';
import type { EditorState } from '../utils/editor-state';
import { allowsEdit } from '../utils/map-size';
import type { Viewport } from '../utils/save-rules';

/** `retry`: the load may work if tried again (offline, the server busy or failing), unlike a script not found. */
export type LoadState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; message: string; needsLogin?: boolean; retry?: boolean };

/** How long a status message stays (§9): 3 s after an action, 2 s after a finished load or save; errors stay. */
export type StatusDuration = 'action' | 'finish' | 'sticky';
const DURATIONS = { action: 3_000, finish: 2_000 } as const;
/**
 * How long an action's message is shown before a save it starts may replace it (§4: a saved node edit
 * says 'Script updated!', then saves): the save's messages wait this long, errors do not.
 */
export const STATUS_HOLD_MS = 1_000;

export interface EditorData {
  /** The map with selection, open node editor and undo history; null until there is one to show. */
  editor: EditorState | null;
  load: LoadState;
  /** The script the load query fetches (null: nothing to fetch — a new script, or no session). */
  loadTarget: string | null;
  /** The script's id on the server (null until a new script's first save) and the version edits start from. */
  mapId: string | null;
  version: number | null;
  /** The mutation scope of this script's saves: they run one at a time. A new script keeps its scope through its first save. */
  saveScope: string;
  /** Pan and zoom as the user left them (saved with the map); the one the canvas opens with. */
  viewport: Viewport | null;
  initialViewport: Viewport | null;
  /** The view as the server has it (both screen classes): a save keeps the other class's view. */
  savedView: ViewState | null;
  saving: boolean;
  /** Whether the last save that ran put the edits on the server (what a save with nothing left to do reports). */
  lastSaveOk: boolean;
  /** Unsaved edits found in this browser, offered back. */
  pendingDraft: Draft | null;
  /** A save was refused with 409: the user chooses reload or overwrite. */
  conflict: boolean;
  /** The editor leaves on its own (first save's URL, teleprompter, session ended): the leave guard lets it pass. */
  leaving: boolean;
  /** The id a first save created: the route's switch to it is not a new script to load. */
  createdId: string | null;
  /** Whether the last failed save failed because the network was down (the teleprompter then opens the local copy). */
  lastSaveOffline: boolean;
  /** The open node editor's fields while they differ from its node: kept in the draft. */
  nodeEdit: NodeEditDraft | null;
  /** The fields a restored draft reopened the node editor with; `nodeEditRestores` counts restores (a fresh mount each). */
  restoredNodeEdit: NodeEditDraft | null;
  nodeEditRestores: number;
  status: StatusMessage | null;
  /** Counts what the editor has opened (a script, a new one, a reload): the canvas starts afresh for each, fitted to it. */
  opened: number;
}

export interface StatusOptions {
  /** Keeps this message up at least this long: messages shown meanwhile (except errors) wait for it. */
  holdMs?: number;
}

export interface EditorCommands {
  showStatus: (text: string, tone?: StatusTone, duration?: StatusDuration, options?: StatusOptions) => void;
  /**
   * Applies an edit unless it would push the script over the size limit (LIMITS.mapBytesMax): such a
   * map could not be saved, so the edit is not made and the user is told why. True when applied.
   */
  commit: (next: EditorState) => boolean;
  /** The signed-in user's draft key for this script as it is now (null without a session). */
  draftKey: () => string | null;
  /** Writes unsaved edits to this browser's draft of the script. */
  flushDraft: () => void;
  clearDraft: () => void;
  dispose: () => void;
}

export type EditorStoreState = EditorData & EditorCommands;
export type EditorStore = StoreApi<EditorStoreState>;

let newScripts = 0;
/** The save scope for a script: its id, or one of its own for a script not saved yet. */
export function saveScopeFor(mapId: string | null): string {
  return mapId ? `mind-map:${mapId}` : `mind-map:new:${++newScripts}`;
}

export function initialEditorData(): EditorData {
  return {
    editor: null,
    load: { kind: 'loading' },
    loadTarget: null,
    mapId: null,
    version: null,
    saveScope: saveScopeFor(null),
    viewport: null,
    initialViewport: null,
    savedView: null,
    saving: false,
    lastSaveOk: false,
    pendingDraft: null,
    conflict: false,
    leaving: false,
    createdId: null,
    lastSaveOffline: false,
    nodeEdit: null,
    restoredNodeEdit: null,
    nodeEditRestores: 0,
    status: null,
    opened: 0,
  };
}

export function createEditorStore(): EditorStore {
  let statusTimer: ReturnType<typeof setTimeout> | null = null;
  let holdTimer: ReturnType<typeof setTimeout> | null = null;
  /** The latest message asked for while one is held: shown when the hold ends. */
  let waiting: { text: string; tone: StatusTone; duration: StatusDuration } | null = null;
  let nextStatusId = 1;
  const store = createStore<EditorStoreState>()((set, get) => {
    function display(text: string, tone: StatusTone, duration: StatusDuration) {
      if (statusTimer) clearTimeout(statusTimer);
      statusTimer = null;
      const id = nextStatusId++;
      set({ status: { id, text, tone } });
      if (duration !== 'sticky') {
        statusTimer = setTimeout(() => {
          if (get().status?.id === id) set({ status: null });
        }, DURATIONS[duration]);
      }
    }
    function endHold() {
      if (holdTimer) clearTimeout(holdTimer);
      holdTimer = null;
      waiting = null;
    }
    return {
      ...initialEditorData(),

      showStatus(text, tone = 'info', duration = 'action', options = {}) {
        // A held message stays up; what comes meanwhile waits (the latest wins), an error does not.
        if (holdTimer && tone !== 'error') {
          waiting = { text, tone, duration };
          return;
        }
        endHold();
        display(text, tone, duration);
        if (options.holdMs) {
          holdTimer = setTimeout(() => {
            holdTimer = null;
            const next = waiting;
            waiting = null;
            if (next) display(next.text, next.tone, next.duration);
          }, options.holdMs);
        }
      },

      commit(proposed) {
        const before = get().editor;
        // A root renamed (on the canvas, in the node editor or the outline, or by undo) renames a
        // script whose title still follows it (issue 24 item 9).
        const map = before ? titleFollowingRoot(before.map, proposed.map) : proposed.map;
        const next = map === proposed.map ? proposed : { ...proposed, map };
        if (before && !allowsEdit(before.map, next.map)) {
          get().showStatus(EDITOR_MESSAGES.editTooLarge, 'error', 'action');
          return false;
        }
        set({ editor: next });
        return true;
      },

      draftKey() {
        const email = sessionStore.get()?.user.email;
        return email ? draftKey(email, get().mapId) : null;
      },

      flushDraft() {
        const { editor, version, nodeEdit } = get();
        const map = draftToKeep(editor, nodeEdit);
        const key = get().draftKey();
        if (map && key) writeDraft(key, map, version, nodeEdit);
      },

      clearDraft() {
        const key = get().draftKey();
        if (key) clearDraft(key);
      },

      dispose() {
        if (statusTimer) clearTimeout(statusTimer);
        statusTimer = null;
        endHold();
      },
    };
  });
  // The node editor's fields belong to the node it is open on: whatever closes it (Save, Cancel,
  // Discard, another script loading) lets them go. (The draft follows: see use-drafts.ts.)
  store.subscribe((s) => {
    if (s.nodeEdit && s.editor?.editingId !== s.nodeEdit.nodeId) store.setState({ nodeEdit: null });
  });
  return store;
}

export function actionContext(state: Pick<EditorData, 'saving'>): ActionContext {
  return { saving: state.saving };
}

/**
 * Runs an action against the current state: its next state (unless too large), its message. Returns
 * what it did (for its side effect), or null when there was no map or the edit was refused.
 */
export function dispatchAction<V>(store: EditorStore, action: EditorAction<V>, value: V): ActionResult | null {
  const current = store.getState();
  if (!current.editor) return null;
  const result = action.perform(current.editor, actionContext(current), value);
  if (result.state && result.state !== current.editor && !current.commit(result.state)) return null;
  // A message followed by a save ('Script updated!') stays up a moment before the save's own take over.
  if (result.message) {
    current.showStatus(result.message, result.tone ?? 'success', 'action', result.effect === 'save' ? { holdMs: STATUS_HOLD_MS } : undefined);
  }
  return result;
}
