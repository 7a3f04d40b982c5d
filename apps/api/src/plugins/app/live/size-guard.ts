// The two size bounds a live change is held to before it is applied (packages/shared/src/live/size.ts):
// the map as it saves ≤ LIMITS.mapBytesMax (the editor's 1 MB rule) and the encoded document ≤
// LIVE_DOC_MAX_BYTES. Far from both, an estimate answers (no copy); near either, the update is tried on a
// copy of the document, so a refused update never touches the real one.
import * as Y from 'yjs';
import { LIMITS, LIVE_DOC_MAX_BYTES, liveDocByteSize, liveMapBytes, mapSaveBytes, type LiveMap } from '@cuemap/shared';

/**
 * What an update may add to the map's saved JSON, per byte of update: inserted text is at most as long
 * as the update, and JSON escapes a character in at most 6 bytes (\u0001).
 */
const JSON_GROWTH_PER_BYTE = 6;

export interface SizeState {
  /** Upper estimate of liveDocByteSize (exact at load and after a check near the limit, plus every update since). */
  docBytes: number;
  /** The map's saved size after the last change (exact). */
  mapBytes: number;
}

export const measureMap = (map: LiveMap) => mapSaveBytes(map);

export function initialSize(doc: Y.Doc, map: LiveMap): SizeState {
  return { docBytes: liveDocByteSize(doc), mapBytes: measureMap(map) };
}

/** Whether `doc` stays within both bounds with `update` applied (`doc` itself is never changed). */
export function fitsWith(doc: Y.Doc, size: SizeState, update: Uint8Array): boolean {
  const far = size.docBytes + update.byteLength <= LIVE_DOC_MAX_BYTES && size.mapBytes + JSON_GROWTH_PER_BYTE * update.byteLength <= LIMITS.mapBytesMax;
  if (far) return true;
  const trial = new Y.Doc();
  try {
    Y.applyUpdate(trial, Y.encodeStateAsUpdate(doc));
    size.docBytes = liveDocByteSize(trial);
    Y.applyUpdate(trial, update);
    return liveDocByteSize(trial) <= LIVE_DOC_MAX_BYTES && liveMapBytes(trial) <= LIMITS.mapBytesMax;
  } finally {
    trial.destroy();
  }
}
