// One stored change of a live document, as it runs inside its transaction (live-repository persist):
// the updates other instances stored first, then the clients' updates of a batch (each held to the size
// bounds on its own) and/or a server change (a REST write, which checks its `version` right there), then
// the merge rule once, then the projection of only the parts the change touched.
import * as Y from 'yjs';
import { observeLive, readLiveMap, type LiveMap, type LivePart } from '@cuemap/shared';
import type { LiveCatchUp, LiveReads, LiveStep } from './live-repository';
import { DB_ORIGIN, type LiveDocConn, type LoadedDoc } from './loaded-doc';
import { mergeKey, projectTouched, runMergeRule, type ProjectOptions, type ProjectedParts } from './projection';
import { fitsWith } from './size-guard';

export type WriteResult = 'ok' | 'too-large' | 'gone' | 'failed';
export type ChangedPart = LivePart;

/** A client's update waiting in a batch. */
export interface ClientItem {
  update: Uint8Array;
  from: LiveDocConn;
  resolve(result: WriteResult): void;
  reject(error: unknown): void;
}

/** What a server change does, decided under the document's lock (null: nothing to change). */
export interface PreparedChange extends ProjectOptions {
  apply(doc: Y.Doc): void;
  /** The write sets the script as it must stay: the merge rule does not run over it. */
  keepScript?: boolean;
}

/** A server change (a REST write): `prepare` reads what it must and throws to refuse (nothing is stored then). */
export type PrepareChange = (ctx: { reads: LiveReads; doc: Y.Doc }) => Promise<PreparedChange | null>;

/** What a stored change did, for the caller to broadcast and report. */
export interface ChangeOutcome {
  /** Every update made, in order (logged and published). */
  produced: Uint8Array[];
  /** The updates each client's own batch items made (it has them already). */
  byConn: Map<LiveDocConn, Uint8Array[]>;
  /** What other instances had stored, applied here first. */
  caught: Uint8Array[];
  parts: ProjectedParts;
  mapBytes?: number;
  /** The parts of the tables it changed. */
  changed: ChangedPart[];
  /** The refusal a server change threw (stored nothing). */
  refused?: unknown;
  /** Set per item: ok, too-large, or the error applying it threw. */
  results: Map<ClientItem, WriteResult | { error: unknown }>;
}

/** The persist step for `items` and/or `prepare`, and the outcome it fills in. */
export function changeStep(entry: LoadedDoc, items: readonly ClientItem[], prepare?: PrepareChange): { step: LiveStep; outcome: ChangeOutcome } {
  const { doc } = entry;
  const outcome: ChangeOutcome = { produced: [], byConn: new Map(), caught: [], parts: entry.projected, changed: [], results: new Map() };
  const step: LiveStep = {
    caughtUp(c: LiveCatchUp) {
      const collect = (u: Uint8Array) => outcome.caught.push(u);
      doc.on('update', collect);
      try {
        if (c.state) Y.applyUpdate(doc, c.state, DB_ORIGIN);
        for (const u of c.updates) Y.applyUpdate(doc, u, DB_ORIGIN);
      } finally {
        doc.off('update', collect);
      }
    },

    async change(reads) {
      let prepared: PreparedChange | null = null;
      if (prepare) {
        try {
          prepared = await prepare({ reads, doc });
        } catch (err) {
          outcome.refused = err;
          throw err;
        }
        if (!prepared) return null;
      }
      const touched = new Set<LivePart>();
      const stopObserving = observeLive(doc, (c) => {
        if (c.origin !== DB_ORIGIN) for (const part of c.parts) touched.add(part);
      });
      let own: Uint8Array[] | null = null;
      const collect = (u: Uint8Array) => {
        outcome.produced.push(u);
        own?.push(u);
      };
      doc.on('update', collect);
      let map: LiveMap | undefined;
      try {
        for (const item of items) {
          if (!fitsWith(doc, entry.size, item.update)) {
            outcome.results.set(item, 'too-large');
            continue;
          }
          own = outcome.byConn.get(item.from) ?? [];
          outcome.byConn.set(item.from, own);
          try {
            Y.applyUpdate(doc, item.update, item.from);
            outcome.results.set(item, 'ok');
            // Upper bounds until the projection measures the map (a batch is held to them item by item).
            entry.size.docBytes += item.update.byteLength;
            entry.size.mapBytes += 6 * item.update.byteLength;
          } catch (error) {
            outcome.results.set(item, { error });
          } finally {
            own = null;
          }
        }
        prepared?.apply(doc);
        if (touched.has('map')) {
          map = readLiveMap(doc);
          const key = mergeKey(map);
          if (key !== entry.mergeKey) {
            entry.mergeKey = key;
            if (!prepared?.keepScript) runMergeRule(doc, map);
          }
        }
      } finally {
        doc.off('update', collect);
        stopObserving();
      }
      if (outcome.produced.length === 0 && !prepared?.force?.length) return null;
      const projected = projectTouched(doc, touched, entry.projected, prepared ?? {}, map);
      outcome.parts = projected.parts;
      outcome.mapBytes = projected.mapBytes;
      const p = projected.projection;
      outcome.changed = (['map', 'script', 'settings'] as const).filter((part) => p[part] !== undefined);
      return { updates: outcome.produced, projection: p };
    },
  };
  return { step, outcome };
}
