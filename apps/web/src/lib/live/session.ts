// One live document in this tab (issue 26; the contract in types.ts): a Y.Doc kept in IndexedDB and synced
// over GET /api/live/:mindMapId with the protocol of @cuemap/shared's live/protocol.ts. Every local change
// is sent while connected and counted until the server acknowledges it as stored (type 3 ack); offline,
// changes wait in IndexedDB and go with the sync exchange of the next connection. Written against small
// structural types (no DOM lib) so the same module runs in a Node test against the real server.
import * as Y from 'yjs';
import { IndexeddbPersistence, clearDocument } from 'y-indexeddb';
import { LIVE_CLOSE, LIVE_KEYS, authMessage, decodeServerMessage, syncStep1Message, syncStep2Message, updateMessage } from '@cuemap/shared';
import { liveDbName } from './db-name';
import type { LiveEnd, LiveSession, LiveStatus } from './types';

/** The origin of changes that came from the server (never sent back). */
export const REMOTE_ORIGIN = Symbol('cuemap-live-remote');
/** Reconnect delays after a lost connection; the last one repeats. */
export const LIVE_RETRY_MS = [300, 1000, 2000, 4000];
/** What the status line says when a 4413 came without its message. */
const TOO_LARGE_FALLBACK = 'This change would make the script too large, so it was not saved.';

/** The WebSocket members the session uses (the browser's WebSocket and `ws` both fit). */
export interface LiveSocket {
  binaryType: string;
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: Uint8Array): void;
  close(code?: number, reason?: string): void;
}
export type LiveSocketConstructor = new (url: string) => LiveSocket;

/** The offline copy: loads into the doc, stores its updates, can be dropped. */
export interface LivePersistence {
  /** The origin of the updates it applies while loading (not local edits: never sent). */
  readonly origin: unknown;
  readonly whenSynced: Promise<unknown>;
  destroy(): Promise<void>;
  /** Closes it and deletes the stored copy. */
  clear(): Promise<void>;
}
export type LivePersistenceFactory = (name: string, doc: Y.Doc) => LivePersistence;

export const indexeddbPersistence: LivePersistenceFactory = (name, doc) => {
  const idb = new IndexeddbPersistence(name, doc);
  return {
    origin: idb,
    whenSynced: idb.whenSynced,
    destroy: () => idb.destroy(),
    clear: () => idb.destroy().then(() => clearDocument(name)),
  };
};

export interface LiveSessionOptions {
  mindMapId: string;
  /** Names the IndexedDB copy (one per user of this browser). */
  userId: string;
  /** The session token for the auth message of each connection; null ends the session as unauthorized. */
  getToken: () => string | null;
  /** Defaults to ws(s)://<this host>/api/live/<mindMapId>. */
  url?: string;
  WebSocketImpl?: LiveSocketConstructor;
  /** The offline copy; null keeps none. Default: IndexedDB (y-indexeddb). */
  persistence?: LivePersistenceFactory | null;
  /** The session ended for good (after a 4413 once the IndexedDB copy is dropped). */
  onEnded?: (end: LiveEnd) => void;
  /** The message of a refused edit that made the previous session of this script start afresh. */
  refusal?: string | null;
}

interface LiveEnv {
  location?: { protocol: string; host: string };
  navigator?: { onLine?: boolean };
  addEventListener?: (type: string, listener: () => void) => void;
  removeEventListener?: (type: string, listener: () => void) => void;
  WebSocket?: LiveSocketConstructor;
}
const env = globalThis as unknown as LiveEnv;
const OPEN = 1;

export class LiveSessionEndedError extends Error {
  constructor(readonly reason: LiveEnd | 'released') {
    super(reason === 'released' ? 'The live session was released' : `The live session ended (${reason.kind})`);
    this.name = 'LiveSessionEndedError';
  }
}

const toBytes = (data: unknown): Uint8Array | null =>
  data instanceof Uint8Array
    ? data
    : data instanceof ArrayBuffer
      ? new Uint8Array(data)
      : ArrayBuffer.isView(data)
        ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
        : null;

/** Whether `doc` holds updates the peer with state vector `sv` lacks (what our step 2 carries). */
function aheadOf(doc: Y.Doc, sv: Uint8Array): boolean {
  const theirs = Y.decodeStateVector(sv);
  for (const [client, clock] of Y.decodeStateVector(Y.encodeStateVector(doc))) if (clock > (theirs.get(client) ?? 0)) return true;
  return false;
}

export function createLiveSession(options: LiveSessionOptions): LiveSession {
  const { mindMapId } = options;
  const doc = new Y.Doc();
  const listeners = new Set<() => void>();
  const url =
    options.url ?? `${env.location?.protocol === 'https:' ? 'wss' : 'ws'}://${env.location?.host ?? 'localhost'}/api/live/${encodeURIComponent(mindMapId)}`;
  const Socket = options.WebSocketImpl ?? env.WebSocket;
  if (!Socket) throw new Error('No WebSocket implementation');

  let socket: LiveSocket | null = null;
  /** Our step 2 went on the current socket: local changes now go one by one. */
  let live = false;
  /** Step 2 / update messages sent on the current socket, and which local changes each carried. */
  let sentOnSocket = 0;
  let inFlight: Array<{ n: number; changes: number }> = [];
  /** Local changes not sent yet (offline, or before the sync exchange). */
  let unsent = 0;
  let attempts = 0;
  /** A connection failed or was lost since the last sync: 'offline'. */
  let failed = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let end: LiveEnd | null = null;
  let released = false;
  let lastError: string | null = null;
  let idbHasScript = false;
  let serverSynced = false;
  const readyWaiters: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  const flushWaiters: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  let lastKey = '';

  const persistence = options.persistence === null ? null : (options.persistence ?? indexeddbPersistence)(liveDbName(options.userId, mindMapId), doc);
  const isReady = () => serverSynced || idbHasScript;
  const pending = () => unsent + inFlight.reduce((sum, m) => sum + m.changes, 0);
  const stopped = () => end !== null || released;
  const online = () => env.navigator?.onLine !== false;

  const getStatus = (): LiveStatus => {
    if (!isReady()) return 'loading';
    if (live) return pending() > 0 ? 'saving' : 'saved';
    return failed || stopped() ? 'offline' : 'saving';
  };

  /** Tells subscribers when what they can see changed; settles the waiters. */
  const changed = () => {
    if (isReady()) for (const w of readyWaiters.splice(0)) w.resolve();
    if (pending() === 0 && !stopped()) for (const w of flushWaiters.splice(0)) w.resolve();
    const key = `${getStatus()}:${pending()}:${end?.kind ?? ''}`;
    if (key === lastKey) return;
    lastKey = key;
    for (const l of [...listeners]) l();
  };

  const send = (ws: LiveSocket, data: Uint8Array, changes: number | null) => {
    ws.send(data);
    if (changes !== null) inFlight.push({ n: ++sentOnSocket, changes });
  };

  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === REMOTE_ORIGIN || (persistence && origin === persistence.origin)) return changed();
    if (live && socket && socket.readyState === OPEN) send(socket, updateMessage(update), 1);
    else unsent += 1;
    changed();
  });

  const receive = (ws: LiveSocket, data: Uint8Array) => {
    const message = decodeServerMessage(data);
    switch (message.type) {
      case 'syncStep1': {
        const changes = Math.max(unsent, aheadOf(doc, message.stateVector) ? 1 : 0);
        unsent = 0;
        send(ws, syncStep2Message(doc, message.stateVector), changes);
        live = true;
        failed = false;
        attempts = 0;
        return;
      }
      case 'syncStep2':
      case 'update':
        Y.applyUpdate(doc, message.update, REMOTE_ORIGIN);
        if (message.type === 'syncStep2') serverSynced = true;
        return;
      case 'ack':
        inFlight = inFlight.filter((m) => m.n > message.count);
        return;
      case 'error':
      case 'denied':
        lastError = message.type === 'error' ? message.message : (lastError ?? message.reason);
        return;
      case 'awareness':
        return; // presence is not shown yet
    }
  };

  const finish = (reason: LiveEnd) => {
    end = reason;
    stop();
    const error = new LiveSessionEndedError(reason);
    for (const w of readyWaiters.splice(0)) w.reject(error);
    for (const w of flushWaiters.splice(0)) w.reject(error);
    changed();
    if (reason.kind !== 'tooLarge' || !persistence) return options.onEnded?.(reason);
    // The refused edit sits in the IndexedDB copy: drop it, so the next session starts from the server's.
    void persistence
      .clear()
      .catch(() => undefined)
      .then(() => options.onEnded?.(reason));
  };

  const closed = (ws: LiveSocket, code: number) => {
    if (socket !== ws) return;
    socket = null;
    live = false;
    sentOnSocket = 0;
    // What was not acknowledged goes again with the next sync exchange (the server's step 1 asks for it).
    unsent += inFlight.reduce((sum, m) => sum + m.changes, 0);
    inFlight = [];
    if (stopped()) return changed();
    if (code === LIVE_CLOSE.unauthorized) return finish({ kind: 'unauthorized' });
    if (code === LIVE_CLOSE.notFound) return finish({ kind: 'notFound' });
    if (code === LIVE_CLOSE.tooLarge) return finish({ kind: 'tooLarge', message: lastError ?? TOO_LARGE_FALLBACK });
    failed = true;
    schedule();
    changed();
  };

  const connect = () => {
    retry = null;
    if (stopped() || socket) return;
    const token = options.getToken();
    if (token === null) return finish({ kind: 'unauthorized' });
    const ws = new Socket(url);
    socket = ws;
    lastError = null;
    ws.binaryType = 'arraybuffer';
    ws.onopen = () => {
      if (socket !== ws) return;
      ws.send(authMessage(token));
      ws.send(syncStep1Message(doc));
    };
    ws.onmessage = (event) => {
      if (socket !== ws) return;
      const data = toBytes(event.data);
      try {
        if (!data) throw new Error('a text frame');
        receive(ws, data);
      } catch {
        // Not understood: this connection is dropped and the next one syncs again.
        ws.close(1000);
        return closed(ws, 1006);
      }
      changed();
    };
    ws.onerror = () => undefined; // the close event follows
    ws.onclose = (event) => closed(ws, event.code);
  };

  const schedule = () => {
    if (stopped() || retry !== null) return;
    const delay = LIVE_RETRY_MS[Math.min(attempts, LIVE_RETRY_MS.length - 1)]!;
    attempts += 1;
    retry = setTimeout(connect, delay);
  };

  /** Back online (or asked to sync now): try at once rather than waiting out the delay. */
  const reconnectNow = () => {
    if (stopped() || socket) return;
    if (retry !== null) clearTimeout(retry);
    connect();
  };

  function stop() {
    env.removeEventListener?.('online', reconnectNow);
    if (retry !== null) clearTimeout(retry);
    retry = null;
    const ws = socket;
    socket = null;
    live = false;
    if (ws && ws.readyState <= OPEN) ws.close(1000);
  }

  env.addEventListener?.('online', reconnectNow);
  if (persistence) {
    void persistence.whenSynced.then(() => {
      if (released) return;
      idbHasScript = doc.getMap(LIVE_KEYS.meta).get('schema') !== undefined;
      changed();
    });
  }
  connect();

  return {
    mindMapId,
    doc,
    getStatus,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pending,
    ready: isReady,
    whenReady() {
      if (isReady()) return Promise.resolve();
      if (stopped()) return Promise.reject(new LiveSessionEndedError(end ?? 'released'));
      return new Promise((resolve, reject) => readyWaiters.push({ resolve, reject }));
    },
    flush() {
      if (stopped()) return pending() === 0 ? Promise.resolve() : Promise.reject(new LiveSessionEndedError(end ?? 'released'));
      if (pending() === 0) return Promise.resolve();
      if (online()) reconnectNow();
      return new Promise((resolve, reject) => flushWaiters.push({ resolve, reject }));
    },
    ended: () => end,
    refusal: () => options.refusal ?? null,
    release() {
      if (released) return;
      released = true;
      stop();
      const error = new LiveSessionEndedError('released');
      for (const w of readyWaiters.splice(0)) w.reject(error);
      for (const w of flushWaiters.splice(0)) w.reject(error);
      listeners.clear();
      void persistence?.destroy();
      doc.destroy();
    },
  };
}
