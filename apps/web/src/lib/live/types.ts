// The client's side of the live document (issue 26): one LiveSession per open script in a tab, shared by
// every screen that shows it (editor, outline, Node Order, script editor, teleprompter). The session owns
// the Y.Doc, keeps it in IndexedDB (y-indexeddb) and syncs it over GET /api/live/:mindMapId (the
// protocol in @cuemap/shared's live/protocol.ts). Screens read the document (readLiveMap, readLiveScript,
// readLiveSettings, observeLive) and change it only in transactions with LOCAL_ORIGIN, which is what
// the undo managers track and what the session sends.
import type * as Y from 'yjs';
import type { Awareness } from 'y-protocols/awareness';
import type { CueSent } from './cue-link';

/** The origin of this tab's own edits (Y.UndoManager tracks it; the session sends every local change). */
export const LOCAL_ORIGIN = Symbol('cuemap-local-edit');

/**
 * What the status line says (issue 26 item 3), and nothing else:
 *  - 'loading'  nothing to show yet (no IndexedDB copy and the server not reached)
 *  - 'saving'   edits sent, not yet acknowledged (type 3 ack) by the server
 *  - 'saved'    everything made here is stored on the server
 *  - 'offline'  not connected; `pending` edits wait in IndexedDB and go when the connection is back
 */
export type LiveStatus = 'loading' | 'saving' | 'saved' | 'offline';

/** Why a session ended for good (it stops reconnecting). */
export type LiveEnd =
  | { kind: 'unauthorized' } // 4401: the one session-expired path
  | { kind: 'notFound'; message?: string } // 4404: deleted or not this user's (message: the server's words, e.g. access removed)
  | { kind: 'tooLarge'; message: string }; // 4413: the edit was refused (the local change is rolled back)

export interface LiveSession {
  readonly mindMapId: string;
  readonly doc: Y.Doc;
  /** Presence (issue 27 item 4): who else is here and where, never stored (absent in test stand-ins). */
  readonly awareness?: Awareness;
  /** Sends a cue to the script's prompters (issue 27 item 6): resolves with its text once relayed, rejects with why not (absent in test stand-ins). */
  sendCue?(text: string): Promise<CueSent>;
  /** Listens for cues sent from other devices; returns the function that stops listening (absent in test stand-ins). */
  onCue?(listener: (cue: { id: string; text: string }) => void): () => void;
  /** Listens for "the comments changed" (issue 27 item 5); returns the function that stops listening (absent in test stand-ins). */
  onComments?(listener: () => void): () => void;
  /** Current status; subscribe for changes (returns unsubscribe). */
  getStatus(): LiveStatus;
  subscribe(listener: () => void): () => void;
  /** Local changes not yet acknowledged by the server. */
  pending(): number;
  /** True once the document holds the script: loaded from IndexedDB or synced with the server. */
  ready(): boolean;
  /** Resolves when ready() (rejects when the session ends before). */
  whenReady(): Promise<void>;
  /** Resolves when everything made here is acknowledged (Ctrl+S "sync now"; leaving the page). */
  flush(): Promise<void>;
  /** The reason it stopped, if it did. */
  ended(): LiveEnd | null;
  /**
   * The editor's message for an edit the server refused (4413) that made this script's previous session
   * end: this session started afresh from the server's copy. Null (or absent, in test stand-ins) otherwise.
   */
  refusal?(): string | null;
  /** Closes the socket and IndexedDB and destroys the doc (screens share sessions through registry.ts instead). */
  release(): void;
}
