// The offline copy of a live document (issue 26): y-indexeddb behind a small interface, so a session can
// drop it (after a refused edit) and tests can do without it.
import type * as Y from 'yjs';
import { IndexeddbPersistence, clearDocument } from 'y-indexeddb';

/** Loads into the doc, stores its updates, can be dropped. */
export interface LivePersistence {
  /** The origin of the updates it applies while loading (not local edits: never sent). */
  readonly origin: unknown;
  readonly whenSynced: Promise<unknown>;
  destroy(): Promise<void>;
  /** Closes it and deletes the stored copy. */
  clear(): Promise<void>;
}

export type LivePersistenceFactory = (name: string, doc: Y.Doc) => LivePersistence;

export const indexeddbPersistence: LivePersistenceFactory = (name, doc) => {
  const idb = new IndexeddbPersistence(name, doc);
  return {
    origin: idb,
    whenSynced: idb.whenSynced,
    destroy: () => idb.destroy(),
    // y-indexeddb's clearData() does not wait for the deletion; the next session must open an empty copy.
    clear: () => idb.destroy().then(() => clearDocument(name)),
  };
};
