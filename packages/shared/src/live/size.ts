// A live document's size, held to two bounds: today's map limit on the map as it saves (the editor's
// "too large" rule, unchanged), and a cap on the encoded document itself (what is stored and sent whole).
import * as Y from 'yjs';
import { LIMITS } from '../limits';
import { mapSaveBytes } from '../map/map-size';
import { readLiveMap } from './map';

/**
 * The largest live document: its encoded state (liveDocByteSize) in bytes. Twice the 1 MB map limit:
 * a document costs more than the map's JSON (1.2–1.7× measured, the most for 5 000 tiny nodes: ids as
 * keys, one item per field), so every map within LIMITS.mapBytesMax fits with room for its edit
 * history. The map's own size stays held to LIMITS.mapBytesMax by liveMapBytes.
 */
export const LIVE_DOC_MAX_BYTES = 2 * LIMITS.mapBytesMax;

/** Bytes of the document's encoded state (Y.encodeStateAsUpdate): what storing or sending it whole costs. */
export function liveDocByteSize(doc: Y.Doc): number {
  return Y.encodeStateAsUpdate(doc).byteLength;
}

/** The map's size as the editor saves it (mapSaveBytes of the map read from the document): bounded by LIMITS.mapBytesMax. */
export function liveMapBytes(doc: Y.Doc): number {
  return mapSaveBytes(readLiveMap(doc));
}
