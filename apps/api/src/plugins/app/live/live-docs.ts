// The live documents loaded on this instance: loaded on a first connection (built from today's tables
// on the very first open), changed one write at a time per document (validated, applied, the merge
// rule, persisted with the projection, then broadcast), and unloaded after their last connection
// closes (the log folded into the state first).
import * as Y from 'yjs';
import type { FastifyBaseLogger } from 'fastify';
import { liveDocByteSize, type LiveMap, type LiveSnapshot } from '@cuemap/shared';
import type { LiveBus } from './live-bus';
import type { LiveRepository } from './live-repository';
import { foldLog, storedDocument } from './live-store';
import { DB_ORIGIN, REMOTE_ORIGIN, collectUpdates, loadedDocOf, releaseDoc, type LiveDocConn, type LoadedDoc } from './loaded-doc';
import { mergeKey, projectedParts, projectionOf, runMergeRule, snapshotFromSource, snapshotOf } from './projection';
import { LIVE_SERVER_MESSAGES as M } from './messages';
import { reconcileWithTables } from './reconcile';
import { fitsWith, measureMap } from './size-guard';

export type { LiveDocConn, LoadedDoc } from './loaded-doc';

export type WriteResult = 'ok' | 'too-large' | 'gone' | 'failed';
export type ChangedPart = 'map' | 'script' | 'settings';
interface RestWrite {
  parts: ChangedPart[];
  arrange?: (map: LiveMap) => LiveMap;
}

/** Fold the log into the state once this many rows piled up while loaded. */
const COMPACT_EVERY = 500;

export interface LiveDocsDeps {
  repo: LiveRepository;
  bus: LiveBus;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** After a persisted change (version history; counted in metrics). */
  changed?(ownerId: string, mindMapId: string, parts: ChangedPart[]): void;
  /** Sends to every connection of the document but `except`. */
  broadcast(entry: LoadedDoc, data: Uint8Array, except?: LiveDocConn): void;
}

export function createLiveDocs(deps: LiveDocsDeps) {
  const { repo, bus, log } = deps;
  const loaded = new Map<string, LoadedDoc>();
  const loading = new Map<string, Promise<LoadedDoc | undefined>>();
  const now = () => deps.clock().toISOString();

  const ensureStored = (mindMapId: string) => storedDocument(repo, mindMapId, now());

  async function load(mindMapId: string): Promise<LoadedDoc | undefined> {
    const stored = await ensureStored(mindMapId);
    if (!stored) return undefined;
    const entry = loadedDocOf(mindMapId, stored);
    await bus.join(mindMapId);
    // A REST write made while the document was not loaded is in the tables only: take it in first.
    const result = await reconcile(entry);
    return result === 'ok' ? entry : undefined;
  }

  /** Runs `job` after the document's earlier writes. */
  function enqueue<T>(entry: LoadedDoc, job: () => Promise<T>): Promise<T> {
    const run = entry.queue.then(job, job);
    entry.queue = run.catch(() => {});
    return run;
  }

  /** Drops a document whose copy can no longer be trusted (a failed write): its sockets reconnect and reload it. */
  function discard(entry: LoadedDoc, code: number, reason: string) {
    if (entry.discarded) return;
    entry.discarded = true;
    if (loaded.get(entry.id) === entry) loaded.delete(entry.id);
    for (const conn of entry.conns) conn.close(code, reason);
    entry.conns.clear();
    bus.leave(entry.id);
    releaseDoc(entry);
  }

  /**
   * One change: `update` from `from` (a client's, already decoded) and/or `change` (the server's, run
   * on the document), then the merge rule, persisted with the projection in one transaction, then
   * broadcast (here and to other instances). Only then does the caller acknowledge it.
   */
  async function write(
    entry: LoadedDoc,
    update: Uint8Array | null,
    from: LiveDocConn | null,
    change?: (doc: Y.Doc) => void,
    /**
     * Given by a REST write: the parts that changed are put here for the caller to report, instead of
     * `deps.changed`; `arrange` orders the map's rows as the REST client knows them (the comparison stays on the document's).
     */
    out?: RestWrite,
  ): Promise<WriteResult> {
    if (entry.discarded) return 'failed';
    if (update && !fitsWith(entry.doc, entry.size, update)) return 'too-large';
    const own: Uint8Array[] = [];
    const server: Uint8Array[] = [];
    /** The document's snapshot, read once per change (undefined once something changed it again). */
    let current: LiveSnapshot | undefined;
    const remoteAt = entry.remoteApplied;
    let target = own;
    const collect = (u: Uint8Array) => target.push(u);
    entry.doc.on('update', collect);
    try {
      if (update) Y.applyUpdate(entry.doc, update, from);
      target = server;
      change?.(entry.doc);
      if (own.length + server.length > 0) {
        current = snapshotOf(entry.doc);
        const key = mergeKey(current);
        if (key !== entry.mergeKey) {
          entry.mergeKey = key;
          if (runMergeRule(entry.doc, current)) current = undefined;
        }
      }
    } finally {
      entry.doc.off('update', collect);
    }
    const produced = [...own, ...server];
    if (produced.length === 0) return 'ok';
    const caught: Uint8Array[] = [];
    let parts = entry.projected;
    let snapshot: LiveSnapshot | undefined;
    let seq: number | undefined;
    try {
      seq = await repo.persist(
        entry.id,
        entry.seenSeq,
        produced,
        (c) => {
          collectUpdates(entry.doc, caught, () => {
            if (c.state) Y.applyUpdate(entry.doc, c.state, DB_ORIGIN);
            for (const u of c.updates) Y.applyUpdate(entry.doc, u, DB_ORIGIN);
          });
          if (caught.length > 0) current = undefined;
        },
        () => {
          snapshot = current && entry.remoteApplied === remoteAt ? current : snapshotOf(entry.doc);
          parts = projectedParts(snapshot);
          const rows = out?.arrange ? { ...snapshot, map: out.arrange(snapshot.map) } : snapshot;
          return projectionOf(rows, parts, entry.projected, '');
        },
        now(),
      );
    } catch (err) {
      log.error({ err, mindMapId: entry.id }, 'Storing a live document change failed');
      discard(entry, 1011, M.retry);
      return 'failed';
    }
    if (seq === undefined) {
      discard(entry, 4404, M.deleted);
      return 'gone';
    }
    const changedParts = (['map', 'script', 'settings'] as const).filter((p) => parts[p] !== entry.projected[p]);
    entry.seenSeq = seq;
    entry.projected = parts;
    entry.logged += produced.length;
    for (const u of produced) entry.size.docBytes += u.byteLength;
    if (snapshot) entry.size.mapBytes = measureMap(snapshot.map);
    // The sender has its own update: it gets the server's and other instances' changes; everyone else gets all.
    const forOthers = Y.mergeUpdates([...caught, ...produced]);
    deps.broadcast(entry, updateMessageOf(forOthers), from ?? undefined);
    if (from && (server.length > 0 || caught.length > 0)) from.send(updateMessageOf(Y.mergeUpdates([...caught, ...server])));
    bus.publish(entry.id, { kind: 'update', update: Buffer.from(Y.mergeUpdates(produced)).toString('base64'), after: seq - produced.length, seq });
    if (out) out.parts = changedParts;
    else if (changedParts.length > 0) deps.changed?.(entry.ownerId, entry.id, changedParts);
    if (entry.logged >= COMPACT_EVERY) void enqueue(entry, () => compact(entry));
    return 'ok';
  }

  async function compact(entry: LoadedDoc) {
    try {
      await repo.compact(entry.id, foldLog, now());
      entry.logged = 0;
      entry.size.docBytes = liveDocByteSize(entry.doc);
    } catch (err) {
      log.warn({ err, mindMapId: entry.id }, 'Compacting a live document failed (its log is kept)');
    }
  }

  /** Reads today's tables into the document where they say something else (a REST write), as the server's change. */
  async function reconcile(entry: LoadedDoc): Promise<WriteResult> {
    const source = await repo.source(entry.id);
    if (!source) {
      discard(entry, 4404, M.deleted);
      return 'gone';
    }
    entry.ownerId = source.userId;
    const apply = reconcileWithTables(snapshotFromSource(source), entry);
    return apply ? write(entry, null, null, apply) : 'ok';
  }

  let updateMessageOf: (update: Uint8Array) => Uint8Array = () => new Uint8Array();

  /** The loaded document (loading it, or building it on its first open); undefined: no such script. */
  async function open(mindMapId: string): Promise<LoadedDoc | undefined> {
    const existing = loaded.get(mindMapId);
    if (existing) return existing;
    let pending = loading.get(mindMapId);
    if (!pending) {
      pending = load(mindMapId).finally(() => loading.delete(mindMapId));
      loading.set(mindMapId, pending);
      const entry = await pending;
      if (entry) loaded.set(mindMapId, entry);
      return entry;
    }
    return pending;
  }

  /** Unloads the document once its queued writes are stored and its log folded, unless a socket holds it. */
  function unloadIfIdle(entry: LoadedDoc) {
    if (entry.conns.size > 0) return;
    void enqueue(entry, async () => {
      if (entry.conns.size > 0 || loaded.get(entry.id) !== entry) return;
      await compact(entry);
      if (entry.conns.size > 0 || loaded.get(entry.id) !== entry) return;
      entry.discarded = true;
      loaded.delete(entry.id);
      bus.leave(entry.id);
      releaseDoc(entry);
    });
  }

  return {
    loaded,
    /** Set by the hub: how an update is framed for a socket. */
    setFraming(frame: (update: Uint8Array) => Uint8Array) {
      updateMessageOf = frame;
    },

    open,

    /** A client's update: validated, applied, persisted, broadcast — in order with the document's other writes. */
    write: (entry: LoadedDoc, update: Uint8Array, from: LiveDocConn) => enqueue(entry, () => write(entry, update, from)),

    /** The REST tables changed (a write outside the document): read them in, if loaded here. */
    tablesChanged(mindMapId: string): Promise<WriteResult> | undefined {
      const entry = loaded.get(mindMapId);
      return entry ? enqueue(entry, () => reconcile(entry)) : undefined;
    },

    /** Updates another instance stored (over the bus): applied, passed to this instance's sockets. */
    applyRemote(mindMapId: string, update: Uint8Array) {
      const entry = loaded.get(mindMapId);
      if (!entry) return;
      const fresh: Uint8Array[] = [];
      try {
        collectUpdates(entry.doc, fresh, () => Y.applyUpdate(entry.doc, update, REMOTE_ORIGIN));
      } catch (err) {
        log.warn({ err, mindMapId }, 'A live update from another instance could not be applied');
      }
      if (fresh.length > 0) entry.remoteApplied += 1;
      for (const u of fresh) {
        entry.size.docBytes += u.byteLength;
        entry.size.mapBytes += 6 * u.byteLength; // an upper bound until the next write measures it
        deps.broadcast(entry, updateMessageOf(u));
      }
    },

    /** Closes the document's sockets here (the script was deleted). */
    deleted(mindMapId: string) {
      const entry = loaded.get(mindMapId);
      if (entry) discard(entry, 4404, M.deleted);
    },

    /** A connection left; the last one unloads the document once its writes are stored and its log folded. */
    detach(entry: LoadedDoc, conn: LiveDocConn) {
      if (entry.conns.delete(conn)) unloadIfIdle(entry);
    },

    /**
     * A REST write as one change of the document (loaded for it, and unloaded after when no socket holds
     * it): in order with the document's other writes, `prepare` checks what it must (it throws to refuse:
     * a stale version) and returns the change, which is then stored like a client's update (the merge
     * rule, the projection in the same transaction) and broadcast. Answers with the parts of the tables
     * it changed, for the caller to report (version history, lists); 'gone': no such script.
     */
    async change(
      mindMapId: string,
      prepare: () => Promise<{ apply: (doc: Y.Doc) => void; arrange?: (map: LiveMap) => LiveMap } | null>,
    ): Promise<{ result: WriteResult; parts: ChangedPart[] }> {
      // A copy unloaded (or dropped) while this write waited its turn is loaded again.
      for (let attempt = 0; attempt < 3; attempt++) {
        const entry = await open(mindMapId);
        if (!entry) return { result: 'gone', parts: [] };
        const out: RestWrite = { parts: [] };
        let unloaded = false as boolean;
        try {
          const result = await enqueue(entry, async (): Promise<WriteResult> => {
            if (entry.discarded) {
              unloaded = true;
              return 'failed';
            }
            const prepared = await prepare();
            if (!prepared) return 'ok';
            out.arrange = prepared.arrange;
            return write(entry, null, null, prepared.apply, out);
          });
          if (!unloaded) return { result, parts: out.parts };
        } finally {
          unloadIfIdle(entry);
        }
      }
      return { result: 'failed', parts: [] };
    },

    /** Makes sure the script has its stored document (the migration of one script); false: no such script. */
    migrate: async (mindMapId: string) => (await ensureStored(mindMapId)) !== undefined,

    /** Waits for every queued write (shutdown). */
    async drain() {
      await Promise.all([...loaded.values()].map((e) => e.queue));
    },
  };
}

export type LiveDocs = ReturnType<typeof createLiveDocs>;
