// Watching a live document: which parts a transaction changed, and by whom.
import type * as Y from 'yjs';
import { LIVE_KEYS } from './layout';

/** A part of the document a transaction may change. */
export type LivePart = 'map' | 'script' | 'settings';

/** What one transaction changed. */
export interface LiveChange {
  /** The parts it touched: `map` (map fields, view, nodes, connections, order), `script`, `settings`. */
  parts: Set<LivePart>;
  /** The transaction's origin (what applyXToDoc or Y.applyUpdate was given). */
  origin: unknown;
  /** False for an update applied from elsewhere (Y.applyUpdate), true for a change made here. */
  local: boolean;
}

const PART_OF: Record<string, LivePart | undefined> = {
  [LIVE_KEYS.map]: 'map',
  [LIVE_KEYS.viewState]: 'map',
  [LIVE_KEYS.nodes]: 'map',
  [LIVE_KEYS.connections]: 'map',
  [LIVE_KEYS.nodeOrder]: 'map',
  [LIVE_KEYS.sections]: 'script',
  [LIVE_KEYS.sectionOrder]: 'script',
  [LIVE_KEYS.settings]: 'settings',
  [LIVE_KEYS.meta]: undefined,
};

/**
 * Calls `cb` after every transaction that changed the map, the script or the settings (deep changes
 * included, e.g. typing into a node's text). Returns the function that stops watching.
 */
export function observeLive(doc: Y.Doc, cb: (change: LiveChange) => void): () => void {
  const handler = (tr: Y.Transaction) => {
    const parts = new Set<LivePart>();
    for (const type of tr.changedParentTypes.keys()) {
      const part = partOf(doc, type);
      if (part) parts.add(part);
    }
    for (const type of tr.changed.keys()) {
      const part = partOf(doc, type);
      if (part) parts.add(part);
    }
    if (parts.size > 0) cb({ parts, origin: tr.origin, local: tr.local });
  };
  doc.on('afterTransaction', handler);
  return () => doc.off('afterTransaction', handler);
}

/** The top-level type a (possibly nested) type lives in, as a part. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Yjs types its parents as AbstractType<any>
function partOf(doc: Y.Doc, type: Y.AbstractType<any>): LivePart | undefined {
  let top = type;
  while (top._item?.parent) top = top._item.parent as typeof top;
  for (const [name, candidate] of doc.share) if (candidate === top) return PART_OF[name];
  return undefined;
}

/** Per document: how many transactions have changed each part since `livePartVersion` first saw it. */
const partVersions = new WeakMap<Y.Doc, Record<LivePart, number>>();

/**
 * A count that grows with every transaction that changes `part` of `doc` (counted from this function's
 * first call for the document). A view that reads a part when it renders and subscribes only later (a
 * React effect) keys its copy on this, so a change that lands in between is seen when it subscribes
 * instead of being missed until the next one.
 */
export function livePartVersion(doc: Y.Doc, part: LivePart): number {
  let counts = partVersions.get(doc);
  if (!counts) {
    const fresh: Record<LivePart, number> = { map: 0, script: 0, settings: 0 };
    partVersions.set(doc, fresh);
    observeLive(doc, (change) => {
      for (const p of change.parts) fresh[p]++;
    });
    counts = fresh;
  }
  return counts[part];
}
