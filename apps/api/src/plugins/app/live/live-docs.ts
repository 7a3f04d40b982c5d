// The live documents loaded on this instance: loaded on a first connection (built from today's tables
// on the very first open), changed one write at a time per document (doc-change.ts: validated, applied,
// the merge rule, persisted with the projection, then broadcast; the client updates that arrive while a
// write runs are stored together by the next one), and unloaded after their last connection closes
// (the log folded into the state first).
import * as Y from 'yjs';
import type { FastifyBaseLogger } from 'fastify';
import { liveDocByteSize } from '@cuemap/shared';
import type { LiveBus } from './live-bus';
import type { LiveRepository, ProjectedRows } from './live-repository';
import { foldLog, storedDocument } from './live-store';
import { changeStep, type ChangeOutcome, type ChangedPart, type ClientItem, type PrepareChange, type WriteResult } from './doc-change';
import { REMOTE_ORIGIN, collectUpdates, loadedDocOf, releaseDoc, type LiveDocConn, type LoadedDoc } from './loaded-doc';
import { snapshotFromSource } from './projection';
import { LIVE_SERVER_MESSAGES as M } from './messages';
import { reconcileWithTables } from './reconcile';

export type { LiveDocConn, LoadedDoc } from './loaded-doc';
export type { ChangedPart, PrepareChange, PreparedChange, WriteResult } from './doc-change';

/** A stored change: its result, the parts of the tables it changed and the rows it wrote. */
export interface Stored {
  result: WriteResult;
  changed: ChangedPart[];
  rows: ProjectedRows;
}

/** Fold the log into the state once this many rows piled up while loaded. */
const COMPACT_EVERY = 500;
/** At most this many client updates are stored in one transaction. */
const BATCH_MAX = 64;

export interface LiveDocsDeps {
  repo: LiveRepository;
  bus: LiveBus;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** After a persisted change of clients' updates (version history; counted in metrics): `authors` made it, the latest last. */
  changed?(ownerId: string, mindMapId: string, parts: ChangedPart[], authors: string[]): void;
  /** Sends to every connection of the document but `except`. */
  broadcast(entry: LoadedDoc, data: Uint8Array, except?: LiveDocConn): void;
}

export function createLiveDocs(deps: LiveDocsDeps) {
  const { repo, bus, log } = deps;
  const loaded = new Map<string, LoadedDoc>();
  const loading = new Map<string, Promise<LoadedDoc | undefined>>();
  /** The client updates of each document waiting for its queue (the next batch). */
  const batches = new WeakMap<LoadedDoc, ClientItem[]>();
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
   * One stored change: the clients' updates of a batch and/or a server change (changeStep), persisted
   * with the projection in one transaction, then broadcast (here and to other instances). Only then is
   * each client's update acknowledged. A refusal a server change throws is thrown to its caller.
   * `by` made a server change (a REST writer); a batch's authors are its sockets' users.
   */
  async function store(entry: LoadedDoc, items: readonly ClientItem[], prepare?: PrepareChange, by?: string): Promise<Stored> {
    const settle = (result: WriteResult): Stored => {
      for (const item of items) item.resolve(result);
      return { result, changed: [], rows: {} };
    };
    if (entry.discarded) return settle('failed');
    const { step, outcome } = changeStep(entry, items, prepare);
    let persisted: Awaited<ReturnType<LiveRepository['persist']>>;
    try {
      persisted = await repo.persist(entry.id, entry.seenSeq, step, now(), () => by ?? authorsOf(items, outcome).at(-1));
    } catch (err) {
      if (outcome.refused === err) {
        // What other instances stored is in the copy now: its sockets get it (the log is read again at the next write).
        if (outcome.caught.length > 0) broadcastChange(entry, outcome);
        settle('failed');
        throw err;
      }
      log.error({ err, mindMapId: entry.id }, 'Storing a live document change failed');
      discard(entry, 1011, M.retry);
      return settle('failed');
    }
    if (persisted === undefined) {
      discard(entry, 4404, M.deleted);
      return settle('gone');
    }
    const { seq, rows } = persisted;
    const { produced, caught } = outcome;
    entry.seenSeq = seq;
    entry.projected = outcome.parts;
    entry.logged += produced.length;
    if (outcome.mapBytes !== undefined) entry.size.mapBytes = outcome.mapBytes;
    for (const u of caught) entry.size.docBytes += u.byteLength;
    // Client updates were counted as they were applied; the server's (the merge rule's, a REST write's) now.
    const clientBytes = [...outcome.byConn.values()].flat().reduce((n, u) => n + u.byteLength, 0);
    entry.size.docBytes += produced.reduce((n, u) => n + u.byteLength, 0) - clientBytes;
    if (produced.length > 0 || caught.length > 0) broadcastChange(entry, outcome);
    if (produced.length > 0) {
      const update = Buffer.from(Y.mergeUpdates(produced)).toString('base64');
      bus.publish(entry.id, { kind: 'update', update, after: seq - produced.length, seq });
    }
    for (const item of items) {
      const r = outcome.results.get(item) ?? 'failed';
      if (typeof r === 'string') item.resolve(r);
      else item.reject(r.error);
    }
    if (!prepare && outcome.changed.length > 0) deps.changed?.(entry.ownerId, entry.id, outcome.changed, authorsOf(items, outcome));
    if (entry.logged >= COMPACT_EVERY) void enqueue(entry, () => compact(entry));
    return { result: 'ok', changed: outcome.changed, rows };
  }

  /** The users whose updates of a batch were applied, each once at their latest place (the latest last). */
  function authorsOf(items: readonly ClientItem[], outcome: ChangeOutcome): string[] {
    const ids = new Set<string>();
    for (const item of items) {
      const id = item.from.userId;
      if (!id || outcome.results.get(item) !== 'ok') continue;
      ids.delete(id);
      ids.add(id);
    }
    return [...ids];
  }

  /** Each socket gets what it does not hold yet: a client whose updates were in the change gets everything else. */
  function broadcastChange(entry: LoadedDoc, outcome: ChangeOutcome) {
    const all = [...outcome.caught, ...outcome.produced];
    const everything = updateMessageOf(Y.mergeUpdates(all));
    for (const conn of entry.conns) {
      const mine = outcome.byConn.get(conn);
      if (!mine) {
        conn.send(everything);
        continue;
      }
      const own = new Set(mine);
      const rest = all.filter((u) => !own.has(u));
      if (rest.length > 0) conn.send(updateMessageOf(Y.mergeUpdates(rest)));
    }
  }

  /**
   * A client's update joins the batch waiting for the document's queue (one transaction stores every
   * update that arrived while the previous write ran); it is acknowledged once its batch is stored.
   */
  function submit(entry: LoadedDoc, update: Uint8Array, from: LiveDocConn): Promise<WriteResult> {
    return new Promise<WriteResult>((resolve, reject) => {
      let batch = batches.get(entry);
      if (!batch || batch.length >= BATCH_MAX) {
        const open: ClientItem[] = [];
        batch = open;
        batches.set(entry, open);
        void enqueue(entry, async () => {
          if (batches.get(entry) === open) batches.delete(entry);
          await store(entry, open);
        });
      }
      batch.push({ update, from, resolve, reject });
    });
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
    return apply ? (await store(entry, [], async () => ({ apply }))).result : 'ok';
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
    write: submit,

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
     * it), in order with the document's other writes: `prepare` runs inside the storing transaction,
     * under the document's lock — it checks what it must (it throws to refuse: a stale version, and
     * nothing is stored) and returns the change, which is then stored like a client's update (the merge
     * rule, the projection in the same transaction) and broadcast. Answers with the parts of the tables
     * it changed, for the caller to report (version history, lists); 'gone': no such script. `by` is the
     * writer, named as the script's last editor when its map or script changed.
     */
    async change(mindMapId: string, prepare: PrepareChange, by?: string): Promise<Stored> {
      // A copy unloaded (or dropped) while this write waited its turn is loaded again.
      for (let attempt = 0; attempt < 3; attempt++) {
        const entry = await open(mindMapId);
        if (!entry) return { result: 'gone', changed: [], rows: {} };
        try {
          const done = await enqueue(entry, async () => (entry.discarded ? undefined : store(entry, [], prepare, by)));
          if (done) return done;
        } finally {
          unloadIfIdle(entry);
        }
      }
      return { result: 'failed', changed: [], rows: {} };
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
