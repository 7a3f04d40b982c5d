// The editor's link to the live document (issue 26): every committed edit is written as one transaction
// with LOCAL_ORIGIN holding only what changed; every change of the document — made here, by undo, or
// arriving from another device — is read back into the editor at once. Undo and redo go through a
// Y.UndoManager over the map's nodes, connections and Node Order (not the title, as before) that tracks
// LOCAL_ORIGIN only: this user's own edits, one step per gesture, never a collaborator's.
import * as Y from 'yjs';
import type { MapDocument, ViewState } from '@cuemap/shared';
import { applyMapToDoc, liveParts, observeLive, readLiveMap, type LiveMap } from '@cuemap/shared/live';
import { LOCAL_ORIGIN } from '../../../lib/live/types';
import { mapChanges } from '../utils/live-map';

/** Long enough that steps never merge by time: each gesture ends its step itself (stopCapturing). */
const NEVER_MERGE_BY_TIME_MS = 2 ** 31;

export interface UndoState {
  canUndo: boolean;
  canRedo: boolean;
}

export interface LiveMapListener {
  /** The document's map changed (read after the transaction, before anything else runs). */
  map: (map: LiveMap) => void;
  undoState: (state: UndoState) => void;
}

export interface LiveMapBinding {
  readonly doc: Y.Doc;
  /** Writes what differs between `prev` and `next` as one change: one undo step (unless only the title changed). */
  write: (prev: MapDocument, next: MapDocument) => void;
  /** The saved view (pan and zoom): not an undo step. */
  writeView: (view: ViewState) => void;
  /** The map as the document holds it now. */
  read: () => LiveMap;
  undo: () => boolean;
  redo: () => boolean;
  undoState: () => UndoState;
  destroy: () => void;
}

export function bindLiveMap(doc: Y.Doc, listener: LiveMapListener): LiveMapBinding {
  const parts = liveParts(doc);
  const undoManager = new Y.UndoManager([parts.nodes, parts.connections, parts.nodeOrder], {
    trackedOrigins: new Set([LOCAL_ORIGIN]),
    captureTimeout: NEVER_MERGE_BY_TIME_MS,
  });
  const undoState = (): UndoState => ({ canUndo: undoManager.canUndo(), canRedo: undoManager.canRedo() });
  const onStack = () => listener.undoState(undoState());
  for (const event of ['stack-item-added', 'stack-item-popped', 'stack-cleared'] as const) undoManager.on(event, onStack);
  const stopObserving = observeLive(doc, (change) => {
    if (change.parts.has('map')) listener.map(readLiveMap(doc));
  });

  return {
    doc,
    write(prev, next) {
      const body = mapChanges(prev, next);
      if (Object.keys(body).length === 0) return;
      // Every change is a step of its own (never merged with the one before by time).
      undoManager.stopCapturing();
      applyMapToDoc(doc, body, LOCAL_ORIGIN);
    },
    writeView(view) {
      applyMapToDoc(doc, { viewState: view }, LOCAL_ORIGIN);
    },
    read: () => readLiveMap(doc),
    undo: () => undoManager.undo() !== null,
    redo: () => undoManager.redo() !== null,
    undoState,
    destroy() {
      stopObserving();
      undoManager.destroy();
    },
  };
}
