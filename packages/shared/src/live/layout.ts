// The live document (issue 26): one Yjs document per script holding its map, its script sections and
// its presenter settings. This file is the layout; map.ts, script.ts and settings.ts write and read it.
//
// Top-level types (doc.getMap/getArray names; a top-level type is never deleted, so concurrent
// first writes on two replicas land in the same type):
//
//   meta          Y.Map    schema: number (LIVE_SCHEMA_VERSION); hasScript: boolean; hasSettings: boolean
//   map           Y.Map    title, description, category, type — plain values, last writer wins per field
//   viewState     Y.Map    translateX, translateY, zoom?, phone? ({translateX, translateY, zoom?}) — per field
//   nodes         Y.Map    node id → Y.Map { x, y, color, isRoot?, collapsed?, audience? … (plain), title, text (Y.Text) }
//   connections   Y.Map    liveConnectionKey(from, to) → { from, to } (plain JSON)
//   nodeOrder     Y.Array  node ids (raw: may hold repeats and deleted ids after concurrent edits)
//   sections      Y.Map    section id → Y.Map { nodeId, origin, mapText?, stale?, nodeText?, orphaned? (plain), text (Y.Text) }
//   sectionOrder  Y.Array  section ids (raw, normalised on read like nodeOrder)
//   settings      Y.Map    PresenterSettings field → value, last writer wins per field
//
// Keyed by id, not by array position: two devices editing different nodes (or sections) touch
// different Y.Maps, so both edits survive; titles and texts are Y.Text changed by a character diff,
// so two devices typing into the same text both keep what they typed. Orders are separate arrays of
// ids, normalised on read (first occurrence wins, unknown ids dropped, unlisted entries appended).
import type * as Y from 'yjs';
import type { Connection, MindMapNode, ViewState } from '../schemas/mind-maps';
import type { ScriptSection } from '../schemas/teleprompter';
import type { PresenterSettings } from '../schemas/presenter-settings';

/** Bumped when the layout above changes incompatibly; stored in meta.schema. */
export const LIVE_SCHEMA_VERSION = 1;

/** The map part of a script as the REST API returns it (less _id, version and the timestamps). */
export interface LiveMap {
  title: string;
  description: string | null;
  category: string | null;
  type: string | null;
  nodes: MindMapNode[];
  connections: Connection[];
  nodeOrder: string[];
  viewState: ViewState;
}

/** A script's whole state as plain data: what a live document holds, in the REST API's shapes. */
export interface LiveSnapshot {
  map: LiveMap;
  /** The script's sections (GET /api/teleprompter's `sections`), or null while the script has none stored. */
  script: { sections: ScriptSection[] } | null;
  /** The presenter settings, or null while none were ever saved (the API's `stored: false`). */
  settings: PresenterSettings | null;
}

/** The names of the document's top-level types (see the layout above). */
export const LIVE_KEYS = {
  meta: 'meta',
  map: 'map',
  viewState: 'viewState',
  nodes: 'nodes',
  connections: 'connections',
  nodeOrder: 'nodeOrder',
  sections: 'sections',
  sectionOrder: 'sectionOrder',
  settings: 'settings',
} as const;

/**
 * The document's top-level types (for observers and, later, the editors). Values are `unknown`: a
 * document is data from the network, read defensively (see readLiveSnapshot).
 */
export interface LiveParts {
  meta: Y.Map<unknown>;
  map: Y.Map<unknown>;
  viewState: Y.Map<unknown>;
  nodes: Y.Map<Y.Map<unknown>>;
  connections: Y.Map<unknown>;
  nodeOrder: Y.Array<string>;
  sections: Y.Map<Y.Map<unknown>>;
  sectionOrder: Y.Array<string>;
  settings: Y.Map<unknown>;
}

export function liveParts(doc: Y.Doc): LiveParts {
  return {
    meta: doc.getMap(LIVE_KEYS.meta),
    map: doc.getMap(LIVE_KEYS.map),
    viewState: doc.getMap(LIVE_KEYS.viewState),
    nodes: doc.getMap(LIVE_KEYS.nodes),
    connections: doc.getMap(LIVE_KEYS.connections),
    nodeOrder: doc.getArray(LIVE_KEYS.nodeOrder),
    sections: doc.getMap(LIVE_KEYS.sections),
    sectionOrder: doc.getArray(LIVE_KEYS.sectionOrder),
    settings: doc.getMap(LIVE_KEYS.settings),
  };
}

/** The key of the connection from → to in `connections` (JSON, so no pair of ids can collide). */
export function liveConnectionKey(from: string, to: string): string {
  return JSON.stringify([from, to]);
}
