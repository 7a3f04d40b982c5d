// A live document's size, held to two bounds: today's map limit on the map as it saves (the editor's
// "too large" rule, unchanged), and a cap on the encoded document itself (what is stored and sent whole).
import * as Y from 'yjs';
import { LIMITS } from '../limits';
import { mapSaveBytes } from '../map/map-size';
import { readLiveMap } from './map';

/**
 * The largest live document: its encoded state (liveDocByteSize) in bytes, a backstop for the whole
 * document: map, script and edit history. Four times the 1 MB map limit, because a document holds
 * more than the map: the script's sections (their text, bounded by LIMITS.teleprompterContentMax,
 * and the node text each was written from) beside it, and Yjs costs 1.2–1.7× the JSON (the most for
 * 5 000 tiny nodes: ids as keys, one item per field). The largest map today allows with a full script
 * encodes to about 2.4 MB (test/live/size.test.ts). What the user meets stays as today: the map held to
 * LIMITS.mapBytesMax (liveMapBytes), the script's content to LIMITS.teleprompterContentMax.
 */
export const LIVE_DOC_MAX_BYTES = 4 * LIMITS.mapBytesMax;

/** Bytes of the document's encoded state (Y.encodeStateAsUpdate): what storing or sending it whole costs. */
export function liveDocByteSize(doc: Y.Doc): number {
  return Y.encodeStateAsUpdate(doc).byteLength;
}

/** The map's size as the editor saves it (mapSaveBytes of the map read from the document): bounded by LIMITS.mapBytesMax. */
export function liveMapBytes(doc: Y.Doc): number {
  return mapSaveBytes(readLiveMap(doc));
}
