// A script's whole state in and out of its live document: create, read, normalise.
import * as Y from 'yjs';
import type { LiveSnapshot } from './layout';

/**
 * A new document holding `snapshot` (its normalised form: see normalizeLiveSnapshot). Two calls for
 * the same snapshot give documents that read back equal (not the same bytes: each has its own client id).
 */
export function createLiveDoc(snapshot: LiveSnapshot): Y.Doc {
  void snapshot;
  throw new Error('createLiveDoc: not implemented yet');
}

/**
 * The document's state in the REST API's shapes, normalised: nodes in script order; nodeOrder lists
 * every node exactly once (repeats and deleted ids dropped, unlisted nodes appended by id); connections
 * only between existing nodes, without repeats, ordered by their nodes' places in nodeOrder; sections in
 * sectionOrder (same rules). Every replica holding the same updates reads the same snapshot.
 */
export function readLiveSnapshot(doc: Y.Doc): LiveSnapshot {
  void doc;
  throw new Error('readLiveSnapshot: not implemented yet');
}

/** What readLiveSnapshot(createLiveDoc(snapshot)) gives: the snapshot with the normalisation above applied. */
export function normalizeLiveSnapshot(snapshot: LiveSnapshot): LiveSnapshot {
  void snapshot;
  throw new Error('normalizeLiveSnapshot: not implemented yet');
}
