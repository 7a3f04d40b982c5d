// A script's size: the UTF-8 bytes of the map as the editor saves it, the measure LIMITS.mapBytesMax
// bounds. The editor warns and refuses edits by it; the server refuses a save over it (413).
import type { Connection, MindMapNode, ViewState } from '../schemas/mind-maps';

/** The map a save carries: exactly what `JSON.stringify` writes for the editor's save body (less `version`). */
export interface MapSaveParts {
  title: string;
  nodes: readonly MindMapNode[];
  connections: readonly Connection[];
  nodeOrder: readonly string[];
  viewState: ViewState;
}

/** The same map as JSON text per part (what the server encodes to store anyway). */
export type MapSaveJson = Record<keyof MapSaveParts, string>;

/** Bytes of `{"title":,"nodes":,"connections":,"nodeOrder":,"viewState":}` around the parts' JSON. */
const ENVELOPE_BYTES = '{"title":,"nodes":,"connections":,"nodeOrder":,"viewState":}'.length;

/** UTF-8 length of a string (what `Buffer.byteLength` answers, also in the browser). */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // a surrogate pair: 2 UTF-16 units, 4 bytes
      i++;
    } else bytes += 2; // the rest of the BMP (and a lone surrogate, written as U+FFFD): 3 bytes
  }
  return bytes;
}

/** The map's size from its parts' JSON texts; `byteLength` may be a faster native one (Buffer.byteLength). */
export function mapSaveBytesFromJson(json: MapSaveJson, byteLength: (text: string) => number = utf8Length): number {
  return (
    ENVELOPE_BYTES + byteLength(json.title) + byteLength(json.nodes) + byteLength(json.connections) + byteLength(json.nodeOrder) + byteLength(json.viewState)
  );
}

// Node and array sizes by object identity: the map is immutable data, so an edit re-measures only the
// objects it replaced (one node per drag frame), not 2 000 unchanged nodes.
const measured = new WeakMap<object, number>();

function jsonBytes(value: object): number {
  let bytes = measured.get(value);
  if (bytes === undefined) {
    bytes = utf8Length(JSON.stringify(value));
    measured.set(value, bytes);
  }
  return bytes;
}

function arrayBytes(items: readonly object[]): number {
  let bytes = measured.get(items);
  if (bytes === undefined) {
    bytes = 2 + Math.max(0, items.length - 1);
    for (const item of items) bytes += jsonBytes(item);
    measured.set(items, bytes);
  }
  return bytes;
}

/** `utf8Length(JSON.stringify({title, nodes, connections, nodeOrder, viewState}))`, re-measuring only what changed. */
export function mapSaveBytes(map: MapSaveParts): number {
  return (
    ENVELOPE_BYTES +
    utf8Length(JSON.stringify(map.title)) +
    arrayBytes(map.nodes) +
    arrayBytes(map.connections) +
    jsonBytes(map.nodeOrder) +
    utf8Length(JSON.stringify(map.viewState))
  );
}
