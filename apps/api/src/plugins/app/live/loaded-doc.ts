// One live document as this instance holds it: its Yjs copy, presence, sockets, and what it knows of the
// stored log and the tables; built from the stored document, and released (its Yjs objects destroyed).
// live-docs.ts loads, changes and unloads these.
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import type { LiveSnapshot } from '@cuemap/shared';
import type { StoredLiveDoc } from './live-repository';
import { mergeKey, projectedParts, snapshotOf, type ProjectedParts } from './projection';
import { initialSize, type SizeState } from './size-guard';

/** What the documents need of a socket. */
export interface LiveDocConn {
  /** Whose socket it is (history and the dashboard name who made a change). */
  readonly userId?: string | null;
  send(data: Uint8Array): void;
  close(code: number, reason: string): void;
}

export interface LoadedDoc {
  id: string;
  /** The script's owner (read with the tables at load). */
  ownerId: string;
  doc: Y.Doc;
  awareness: Awareness;
  conns: Set<LiveDocConn>;
  /** The last log seq this copy holds. */
  seenSeq: number;
  /** Log rows written since the last compaction (by this instance). */
  logged: number;
  /** Its sizes, for the bounds (size-guard.ts). */
  size: SizeState;
  /** What the tables were last given (compared to project only the parts that changed). */
  projected: ProjectedParts;
  mergeKey: string;
  /** Writes to this document, one at a time. */
  queue: Promise<unknown>;
  /** Counts updates applied from the bus (a snapshot read before one is stale). */
  remoteApplied: number;
  /** Set once the copy was dropped (failed write, deleted script): queued writes do nothing. */
  discarded: boolean;
}

/** Origins: a change from the database (another instance's), from Redis. */
export const DB_ORIGIN = 'db';
export const REMOTE_ORIGIN = 'remote';

/** The copy of a stored document (its state and then its log applied), with no sockets and no presence yet. */
export function loadedDocOf(mindMapId: string, stored: StoredLiveDoc): LoadedDoc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, stored.state, DB_ORIGIN);
  for (const u of stored.updates) Y.applyUpdate(doc, u.update, DB_ORIGIN);
  const snapshot: LiveSnapshot = snapshotOf(doc);
  const entry: LoadedDoc = {
    id: mindMapId,
    ownerId: '',
    doc,
    awareness: new Awareness(doc),
    conns: new Set(),
    seenSeq: stored.lastSeq,
    logged: stored.updates.length,
    size: initialSize(doc, snapshot.map),
    projected: projectedParts(snapshot),
    mergeKey: mergeKey(snapshot.map),
    queue: Promise.resolve(),
    discarded: false,
    remoteApplied: 0,
  };
  // The server holds no presence of its own: only the clients' states are relayed.
  entry.awareness.setLocalState(null);
  return entry;
}

/** Frees the copy's Yjs objects (it was unloaded or discarded). */
export function releaseDoc(entry: LoadedDoc) {
  entry.awareness.destroy();
  entry.doc.destroy();
}

/** Runs `run` on the document, adding the updates it produces to `into` (listening only meanwhile). */
export function collectUpdates(doc: Y.Doc, into: Uint8Array[], run: () => void): void {
  const collect = (u: Uint8Array) => into.push(u);
  doc.on('update', collect);
  try {
    run();
  } finally {
    doc.off('update', collect);
  }
}
