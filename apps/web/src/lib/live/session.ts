// One live document in this tab (issue 26; the contract in types.ts): a Y.Doc kept in IndexedDB and synced
// over GET /api/live/:mindMapId with the protocol of @cuemap/shared's live/protocol.ts. Every local change
// is sent while connected and counted until the server acknowledges it as stored (type 3 ack); offline,
// changes wait in IndexedDB and go with the sync exchange of the next connection. Written against small
// structural types (socket.ts, no DOM lib) so the same module runs in a Node test against the real server.
import * as Y from 'yjs';
import {
  LIVE_CLOSE,
  LIVE_KEYS,
  MAP_SIZE_MESSAGES,
  SHARING_MESSAGES,
  authMessage,
  decodeServerMessage,
  syncStep1Message,
  syncStep2Message,
  updateMessage,
} from '@cuemap/shared';
import { createAckLedger } from './ack-ledger';
import { linkCues } from './cue-link';
import { linkAwareness } from './awareness-link';
import { liveDbName } from './db-name';
import { indexeddbPersistence, type LivePersistenceFactory } from './persistence';
import { OPEN, liveEnv as env, liveSocketUrl, messageBytes, type LiveSocket, type LiveSocketConstructor } from './socket';
import type { LiveEnd, LiveSession, LiveStatus } from './types';

export type { LiveSocket, LiveSocketConstructor } from './socket';
export type { LivePersistence, LivePersistenceFactory } from './persistence';

/** The origin of changes that came from the server (never sent back). */
export const REMOTE_ORIGIN = Symbol('cuemap-live-remote');
/** The origin of the session's first catch-up from the server (what changed since this device's copy: not "live"). */
export const FIRST_SYNC_ORIGIN = Symbol('cuemap-live-first-sync');
/** Reconnect delays after a lost connection; the last one repeats. */
export const LIVE_RETRY_MS = [300, 1000, 2000, 4000];
/** A connection that neither syncs nor acknowledges within this long is taken as lost (a half-open socket after sleep or a network change). */
export const LIVE_STALL_MS = 15_000;

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
  /** Default LIVE_STALL_MS. */
  stallMs?: number;
}

export class LiveSessionEndedError extends Error {
  constructor(readonly reason: LiveEnd | 'released') {
    super(reason === 'released' ? 'The live session was released' : `The live session ended (${reason.kind})`);
    this.name = 'LiveSessionEndedError';
  }
}

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
  const url = options.url ?? liveSocketUrl(mindMapId);
  const Socket = options.WebSocketImpl ?? env.WebSocket;
  if (!Socket) throw new Error('No WebSocket implementation');

  let socket: LiveSocket | null = null;
  /** Our step 2 went on the current socket: local changes now go one by one. */
  let live = false;
  const ledger = createAckLedger();
  let attempts = 0;
  /** A connection failed or was lost since the last sync: 'offline'. */
  let failed = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  /** Armed while we wait for the server (connecting, syncing, an ack); reset by every message from it. */
  let stall: ReturnType<typeof setTimeout> | null = null;
  let end: LiveEnd | null = null;
  let released = false;
  let lastError: string | null = null;
  /** The server said this person may only view (issue 27): local changes are neither sent nor kept waiting. */
  let viewerOnly = false;
  let idbHasScript = false;
  let serverSynced = false;
  const readyWaiters: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  const flushWaiters: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  let lastKey = '';

  // Presence (awareness-link.ts): sent only once our step 2 went, so the server knows whose doc it is.
  const presence = linkAwareness(doc, (message) => {
    if (!live || socket?.readyState !== OPEN) return false;
    socket.send(message);
    return true;
  });

  // Cues to the presenter (cue-link.ts): only over a live connection.
  const cues = linkCues((message) => {
    if (!live || socket?.readyState !== OPEN) return false;
    socket.send(message);
    return true;
  });

  // "The comments changed" (type 6, issue 27 item 5): screens read them again over REST.
  const commentListeners = new Set<() => void>();

  const persistence = options.persistence === null ? null : (options.persistence ?? indexeddbPersistence)(liveDbName(options.userId, mindMapId), doc);
  const isReady = () => serverSynced || idbHasScript;
  const pending = ledger.pending;
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

  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === REMOTE_ORIGIN || origin === FIRST_SYNC_ORIGIN || (persistence && origin === persistence.origin)) return changed();
    // A viewer's session (issue 27): nothing is sent, nothing waits.
    if (viewerOnly) return changed();
    const ws = live && socket?.readyState === OPEN ? socket : null;
    ws?.send(updateMessage(update));
    ledger.local(ws !== null);
    // Not re-armed while armed: typing into a dead connection must not keep postponing the verdict.
    if (ws && stall === null) watch(ws);
    changed();
  });

  /** Takes the connection as lost when the server says nothing for LIVE_STALL_MS while we wait for it. */
  function watch(ws: LiveSocket) {
    clearStall();
    if (live && !ledger.awaitingAck()) return;
    stall = setTimeout(() => {
      stall = null;
      lose(ws);
    }, options.stallMs ?? LIVE_STALL_MS);
  }
  /** Drops a connection we no longer trust (silent, offline, or saying what we do not understand). */
  function lose(ws: LiveSocket) {
    if (socket !== ws) return;
    ws.close(1000);
    closed(ws, 1006);
  }
  function clearStall() {
    if (stall !== null) clearTimeout(stall);
    stall = null;
  }

  const receive = (ws: LiveSocket, data: Uint8Array) => {
    const message = decodeServerMessage(data);
    switch (message.type) {
      case 'syncStep1': {
        ws.send(syncStep2Message(doc, message.stateVector));
        ledger.synced(aheadOf(doc, message.stateVector));
        live = true;
        failed = false;
        attempts = 0;
        presence.connected();
        return;
      }
      case 'syncStep2':
      case 'update':
        Y.applyUpdate(doc, message.update, message.type === 'syncStep2' && !serverSynced ? FIRST_SYNC_ORIGIN : REMOTE_ORIGIN);
        if (message.type === 'syncStep2') serverSynced = true;
        return;
      case 'ack':
        return ledger.ack(message.count);
      case 'error':
      case 'denied':
        lastError = message.type === 'error' ? message.message : (lastError ?? message.reason);
        if (message.type === 'error' && message.message === SHARING_MESSAGES.viewerReadOnly) readOnlyFromNowOn();
        return;
      case 'cue':
      case 'cueSent':
      case 'cueRefused':
        return cues.receive(message);
      case 'awareness':
        return presence.receive(message.update);
      case 'comments':
        for (const l of [...commentListeners]) l();
        return;
    }
  };

  /**
   * The server refused a change because this person may only view (issue 27): the session sends nothing
   * more, nothing waits (the status says Saved, not "changes waiting"), and the refused change leaves the
   * offline copy, so the next opening starts from the server's document.
   */
  function readOnlyFromNowOn() {
    viewerOnly = true;
    ledger.discard();
    clearStall();
    void persistence?.clear().catch(() => undefined);
    changed();
  }

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
    clearStall();
    presence.disconnected();
    cues.disconnected();
    // What was not acknowledged goes again with the next sync exchange (the server's step 1 asks for it).
    ledger.socketLost();
    if (stopped()) return changed();
    if (code === LIVE_CLOSE.unauthorized) return finish({ kind: 'unauthorized' });
    if (code === LIVE_CLOSE.notFound) return finish(lastError ? { kind: 'notFound', message: lastError } : { kind: 'notFound' });
    if (code === LIVE_CLOSE.tooLarge) return finish({ kind: 'tooLarge', message: lastError ?? MAP_SIZE_MESSAGES.tooLarge });
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
      const data = messageBytes(event.data);
      try {
        if (!data) throw new Error('a text frame');
        receive(ws, data);
        watch(ws);
      } catch {
        // Not understood: this connection is dropped and the next one syncs again.
        return lose(ws);
      }
      changed();
    };
    ws.onerror = () => undefined; // the close event follows
    ws.onclose = (event) => closed(ws, event.code);
    watch(ws);
  };

  const schedule = () => {
    if (stopped() || retry !== null) return;
    const delay = LIVE_RETRY_MS[Math.min(attempts, LIVE_RETRY_MS.length - 1)]!;
    attempts += 1;
    retry = setTimeout(connect, delay);
  };

  /** The browser lost the network: say so now rather than when the socket times out. */
  const wentOffline = () => socket && lose(socket);

  /** Back online (or asked to sync now): try at once rather than waiting out the delay. */
  const reconnectNow = () => {
    if (stopped() || socket) return;
    if (retry !== null) clearTimeout(retry);
    connect();
  };

  function stop() {
    env.removeEventListener?.('online', reconnectNow);
    env.removeEventListener?.('offline', wentOffline);
    clearStall();
    if (retry !== null) clearTimeout(retry);
    retry = null;
    const ws = socket;
    socket = null;
    live = false;
    if (ws && ws.readyState <= OPEN) ws.close(1000);
  }

  env.addEventListener?.('online', reconnectNow);
  env.addEventListener?.('offline', wentOffline);
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
    awareness: presence.awareness,
    sendCue: cues.send,
    onCue: cues.listen,
    onComments(listener) {
      commentListeners.add(listener);
      return () => commentListeners.delete(listener);
    },
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
      presence.destroy(); // our presence is cleared for the others first
      released = true;
      stop();
      const error = new LiveSessionEndedError('released');
      for (const w of readyWaiters.splice(0)) w.reject(error);
      for (const w of flushWaiters.splice(0)) w.reject(error);
      listeners.clear();
      commentListeners.clear();
      void persistence?.destroy();
      doc.destroy();
    },
  };
}
