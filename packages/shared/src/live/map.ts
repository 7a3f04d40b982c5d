// The map part of the live document: apply a map (or part of one) as a minimal change, read it back.
import type * as Y from 'yjs';
import type { LiveMap } from './layout';

/**
 * Applies `body` (any of the map's fields, as PUT /api/mindmaps/:id sends them) to the document in one
 * transaction with `origin`, changing only what differs: a node's title or text by a character diff,
 * its other fields one by one, nodes and connections by id, nodeOrder by the fewest moves. `nodes`
 * replaces the node set (nodes missing from it are deleted with their connections); without
 * `nodeOrder` the order is the nodes' array order (today's rule). Returns whether anything changed.
 */
export function applyMapToDoc(doc: Y.Doc, body: Partial<LiveMap>, origin?: unknown): boolean {
  void doc;
  void body;
  void origin;
  throw new Error('applyMapToDoc: not implemented yet');
}
