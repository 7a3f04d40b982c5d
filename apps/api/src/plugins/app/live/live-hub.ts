// The live sockets on this instance (protocol: protocol.ts): the auth message first (a session of
// someone with access to the script), then y-protocols sync and awareness; a viewer's socket is read-only. Limits: a token bucket of updates per socket,
// a bound on what may wait in a socket's send queue (a slow reader is closed, never buffered without
// end), keep-alive pings that also check the session again (a signed-out session's sockets close).
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import * as Y from 'yjs';
import { applyAwarenessUpdate, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import { closedAsTooSlow, pingRound, tokenBucket, tokenGate } from '../realtime/socket-limits';
import type { LiveBus } from './live-bus';
import type { LiveDocs, LoadedDoc } from './live-docs';
import { LIVE_SERVER_MESSAGES as M } from './messages';
import { changesNothing } from './read-only';
import {
  CUE_MESSAGES,
  CUE_PER_SECOND,
  MAP_SIZE_MESSAGES,
  SHARING_MESSAGES,
  normalizeCue,
  type ScriptAccess,
  LIVE_CLOSE,
  ackMessage,
  awarenessMessage,
  awarenessStatesMessage,
  commentsChangedMessage,
  cueRefusedMessage,
  cueSentMessage,
  cueShowMessage,
  decodeClientMessage,
  errorMessage,
  permissionDeniedMessage,
  syncStep1Message,
  syncStep2Message,
  updateMessage,
} from '@cuemap/shared';
import {
  AWARENESS_MAX_BYTES,
  LIVE_MAX_MESSAGE_BYTES,
  LIVE_MAX_QUEUED_BYTES,
  MAX_IN_FLIGHT,
  MAX_QUEUED,
  PAUSE_AT,
  allowMessagesUpTo,
  sleep,
} from './socket-limits';

export interface LiveHubDeps {
  docs: LiveDocs;
  bus: LiveBus;
  authenticate(session: string): Promise<{ userId: string } | null>;
  /** The user's role on the script (null: no access). */
  access(userId: string, mindMapId: string): Promise<ScriptAccess | null>;
  log: FastifyBaseLogger;
  /** Counts each client update by its outcome (metrics). */
  countUpdate?(outcome: 'ok' | 'too-large' | 'throttled' | 'too-fast' | 'malformed' | 'failed'): void;
  pingMs?: number;
  authTimeoutMs?: number;
  /** Updates a socket may send per second (bursts of twice that); past it the socket is read more slowly. */
  updatesPerSecond?: number;
  /** A document got its first socket on this instance. */
  firstSocket?(entry: LoadedDoc): void;
  /**
   * The stage (issue 27 item 6): a cue goes on to the script's displays and view-link teleprompters, which
   * count among the screens the sender is told of; a socket watches its script's screens while it is open.
   */
  stage?: { cue(mindMapId: string, id: string, text: string): void; screens(mindMapId: string): number; watch(mindMapId: string): () => void };
}

interface Conn {
  id: string;
  ws: WebSocket;
  mindMapId: string;
  entry: LoadedDoc | null;
  session: string | null;
  userId: string | null;
  /** A viewer's socket: receives every change, its own changes are refused. */
  readOnly: boolean;
  alive: boolean;
  queue: Promise<void>;
  /** Sync step 2 / update messages received, and how many of them are being stored. */
  received: number;
  inFlight: number;
  /** Takes a token of the socket's update budget: 0, or the milliseconds until one is there. */
  takeToken: () => number;
  /** Takes a token of the socket's cue budget (CUE_PER_SECOND): false past it. */
  takeCue: () => boolean;
  /** Messages received and not yet handled. */
  queued: number;
  awarenessClients: Set<number>;
  /** Stops watching the script's stage screens (set once authenticated). */
  unwatch: (() => void) | null;
  timers: NodeJS.Timeout[];
  send(data: Uint8Array): void;
  close(code: number, reason: string): void;
}

const toBytes = (data: RawData): Uint8Array => (Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : new Uint8Array(data));

export function createLiveHub(deps: LiveHubDeps) {
  const { docs, bus, log } = deps;
  const conns = new Set<Conn>();
  const wired = new WeakSet<LoadedDoc>();
  const rate = deps.updatesPerSecond ?? 60;

  const broadcast = (entry: LoadedDoc, data: Uint8Array, except?: unknown) => {
    for (const c of entry.conns) if (c !== except) c.send(data);
  };
  // An update is framed once per broadcast, not once per socket.
  docs.setFraming(updateMessage);

  /** Presence: relays what a socket (or another instance) said to the document's other sockets. */
  const wire = (entry: LoadedDoc) => {
    if (wired.has(entry)) return;
    wired.add(entry);
    entry.awareness.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
      const changed = [...added, ...updated, ...removed];
      if (origin instanceof Object && conns.has(origin as Conn)) {
        const conn = origin as Conn;
        for (const id of [...added, ...updated]) conn.awarenessClients.add(id);
        for (const id of removed) conn.awarenessClients.delete(id);
      }
      const update = encodeAwarenessUpdate(entry.awareness, changed);
      broadcast(entry, awarenessMessage(update), origin);
      if (origin !== 'remote') bus.publish(entry.id, { kind: 'awareness', update: Buffer.from(update).toString('base64') });
    });
  };

  /**
   * A cue for the presenter (issue 27 item 6): an editor's or the owner's, checked here (the role as of
   * now, its text, one a second per socket), shown by the script's other sockets on this instance and
   * every other; the sender is told it went. Nothing is stored.
   */
  const cue = (conn: Conn, entry: LoadedDoc, id: string, raw: string) => {
    const text = normalizeCue(raw);
    const refused = conn.readOnly ? CUE_MESSAGES.viewerRefused : text === null ? CUE_MESSAGES.invalid : !conn.takeCue() ? CUE_MESSAGES.tooFast : null;
    if (refused !== null || text === null) return conn.send(cueRefusedMessage(id, refused ?? CUE_MESSAGES.invalid));
    showCue(entry, id, text, conn);
    bus.publish(entry.id, { kind: 'cue', id, text });
    deps.stage?.cue(entry.id, id, text);
    conn.send(cueSentMessage(id, prompterCount(entry, conn) + (deps.stage?.screens(entry.id) ?? 0)));
  };
  /** The teleprompters open on other devices, as their presence says (on every instance: presence is relayed). */
  const prompterCount = (entry: LoadedDoc, sender: Conn) => {
    let n = 0;
    for (const [clientId, state] of entry.awareness.getStates()) {
      if (!sender.awarenessClients.has(clientId) && (state as { where?: unknown }).where === 'teleprompter') n += 1;
    }
    return n;
  };
  const showCue = (entry: LoadedDoc, id: string, text: string, except?: unknown) => broadcast(entry, cueShowMessage(id, text), except);

  const refuse = (conn: Conn, code: number, message: string) => {
    conn.send(permissionDeniedMessage(message));
    conn.close(code, message);
  };

  async function authenticate(conn: Conn, token: string) {
    const auth = await deps.authenticate(token);
    if (!auth) return refuse(conn, LIVE_CLOSE.unauthorized, M.sessionInvalid);
    const access = await deps.access(auth.userId, conn.mindMapId);
    if (access === null) return refuse(conn, LIVE_CLOSE.notFound, M.notFound);
    let entry = await docs.open(conn.mindMapId);
    // A document unloading as its last socket left is opened again (not joined on its way out).
    for (let i = 0; entry?.discarded && i < 3; i++) entry = await docs.open(conn.mindMapId);
    if (!entry || entry.discarded) return refuse(conn, LIVE_CLOSE.notFound, M.notFound);
    if (conn.ws.readyState !== conn.ws.OPEN) {
      entry.conns.add(conn);
      return docs.detach(entry, conn);
    }
    clearTimeout(conn.timers.shift());
    Object.assign(conn, { entry, session: token, userId: auth.userId, readOnly: access === 'viewer', unwatch: deps.stage?.watch(conn.mindMapId) ?? null });
    wire(entry);
    if (entry.conns.size === 0) deps.firstSocket?.(entry);
    entry.conns.add(conn);
    conn.send(syncStep1Message(entry.doc));
    if (entry.awareness.getStates().size > 0) conn.send(awarenessStatesMessage(entry.awareness));
  }

  /**
   * A client's update: decoded whole first (a malformed one changes nothing), then stored in order with
   * the document's other writes and acknowledged. Over its budget the socket waits for a token (its
   * queue grows, so it is paused: backpressure, nothing dropped).
   */
  async function update(conn: Conn, entry: LoadedDoc, data: Uint8Array): Promise<void> {
    Y.decodeUpdate(data);
    if (conn.readOnly && !changesNothing(entry.doc, data)) {
      conn.received += 1; // counted (the client numbers what it sent) but never acknowledged: nothing was stored
      return conn.send(errorMessage(SHARING_MESSAGES.viewerReadOnly));
    }
    const wait = conn.takeToken();
    if (wait > 0) {
      deps.countUpdate?.('throttled');
      await sleep(wait);
    }
    const n = ++conn.received;
    conn.inFlight += 1;
    const stored = docs
      .write(entry, data, conn)
      .then((result) => {
        deps.countUpdate?.(result === 'gone' ? 'failed' : result);
        if (result === 'ok') return conn.send(ackMessage(n));
        if (result === 'too-large') {
          conn.send(errorMessage(MAP_SIZE_MESSAGES.tooLarge));
          conn.close(LIVE_CLOSE.tooLarge, M.tooLargeReason);
        }
      })
      .catch((err: unknown) => {
        deps.countUpdate?.('malformed');
        malformed(conn, err);
      })
      .finally(() => {
        conn.inFlight -= 1;
      });
    if (conn.inFlight >= MAX_IN_FLIGHT) await stored;
  }

  const malformed = (conn: Conn, err: unknown) => {
    log.warn(
      { connection: conn.id, mindMapId: conn.mindMapId, reason: err instanceof Error ? err.message : String(err) },
      'Live socket closed: a message was not understood',
    );
    conn.send(errorMessage(M.badMessage));
    conn.close(LIVE_CLOSE.badRequest, M.badMessage);
  };

  async function handle(conn: Conn, raw: RawData, isBinary: boolean): Promise<void> {
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    if (!isBinary) throw new Error('a text frame');
    const message = decodeClientMessage(toBytes(raw));
    const entry = conn.entry;
    if (!entry) {
      if (message.type !== 'auth') return refuse(conn, LIVE_CLOSE.badRequest, M.authFirst);
      return authenticate(conn, message.token);
    }
    switch (message.type) {
      case 'auth':
        throw new Error('a second auth message');
      case 'syncStep1':
        return conn.send(syncStep2Message(entry.doc, message.stateVector));
      case 'update':
        return update(conn, entry, message.update);
      case 'cue':
        return cue(conn, entry, message.id, message.text);
      case 'awareness':
        if (message.update.byteLength > AWARENESS_MAX_BYTES) throw new Error('an awareness update over its bound');
        if (conn.takeToken() > 0) return; // presence is dropped, not queued: the next state replaces it
        return applyAwarenessUpdate(entry.awareness, message.update, conn);
    }
  }

  /** The session, and the role on the script (an access event lost with the bus is caught here, at the next round). */
  const recheck = async (conn: Conn) => {
    let access: ScriptAccess | null;
    try {
      if (!conn.session || !(await deps.authenticate(conn.session))) {
        if (conn.session) refuse(conn, LIVE_CLOSE.unauthorized, M.sessionInvalid);
        return;
      }
      if (!conn.userId) return;
      access = await deps.access(conn.userId, conn.mindMapId);
    } catch (err) {
      return log.warn({ err }, 'Live session check failed'); // the database hiccuped: next round
    }
    if (access === null) refuse(conn, LIVE_CLOSE.notFound, M.accessRemoved);
    else conn.readOnly = access === 'viewer';
  };

  const pingMs = deps.pingMs ?? 25_000;
  const keepAlive = setInterval(() => {
    pingRound(conns, (conn) => void recheck(conn));
  }, pingMs);
  keepAlive.unref();

  return {
    broadcast,
    socketCount: () => conns.size,

    /** Takes a new socket from the route (handlers attached at once, so no message is missed). */
    accept(ws: WebSocket, mindMapId: string): void {
      allowMessagesUpTo(ws, LIVE_MAX_MESSAGE_BYTES);
      const conn: Conn = {
        id: randomBytes(9).toString('base64url'),
        ws,
        mindMapId,
        entry: null,
        session: null,
        userId: null,
        readOnly: false,
        alive: true,
        queue: Promise.resolve(),
        received: 0,
        inFlight: 0,
        takeToken: tokenBucket(rate, rate * 2),
        takeCue: tokenGate(CUE_PER_SECOND, 1),
        queued: 0,
        awarenessClients: new Set(),
        unwatch: null,
        timers: [],
        send(data) {
          if (ws.readyState !== ws.OPEN) return;
          if (closedAsTooSlow(ws, ws.bufferedAmount, LIVE_MAX_QUEUED_BYTES, LIVE_CLOSE.tooSlow, M.tooSlow)) return;
          ws.send(data, { binary: true });
        },
        close(code, reason) {
          if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(code, reason);
        },
      };
      const authTimer = setTimeout(() => {
        if (!conn.entry) refuse(conn, LIVE_CLOSE.badRequest, M.authFirst);
      }, deps.authTimeoutMs ?? 10_000);
      authTimer.unref();
      conn.timers.push(authTimer);
      conns.add(conn);
      ws.on('pong', () => {
        conn.alive = true;
      });
      ws.on('message', (data: RawData, isBinary: boolean) => {
        if (++conn.queued > MAX_QUEUED) {
          deps.countUpdate?.('too-fast');
          conn.send(errorMessage(M.tooFast));
          return conn.close(LIVE_CLOSE.tooFast, M.tooFast);
        }
        if (conn.queued === PAUSE_AT) ws.pause();
        conn.queue = conn.queue
          .then(() => handle(conn, data, isBinary))
          .catch((err: unknown) => malformed(conn, err))
          .finally(() => {
            if (--conn.queued === PAUSE_AT / 4 && ws.isPaused) ws.resume();
          });
      });
      ws.on('error', (err) => log.debug({ err }, 'Live socket error'));
      ws.on('close', () => {
        conns.delete(conn);
        for (const t of conn.timers) clearTimeout(t);
        conn.unwatch?.();
        const entry = conn.entry;
        if (!entry) return;
        if (conn.awarenessClients.size > 0) removeAwarenessStates(entry.awareness, [...conn.awarenessClients], 'closed');
        docs.detach(entry, conn);
      });
    },

    /** Closes the sockets of a session that ended on this instance (logout), at once. */
    sessionEnded(token: string) {
      for (const conn of conns) if (conn.session === token) refuse(conn, LIVE_CLOSE.unauthorized, M.sessionInvalid);
    },

    /** Checks the sessions of the user's sockets now (other devices signed out, password changed). */
    recheckUser(userId: string) {
      for (const conn of conns) if (conn.userId === userId) void recheck(conn);
    },

    /** A cue taken by another instance: shown by this instance's sockets of the script. */
    remoteCue(mindMapId: string, id: string, text: string) {
      const entry = docs.loaded.get(mindMapId);
      if (entry) showCue(entry, id, text);
    },

    /** The script's comments changed (issue 27 item 5): its sockets on this instance read them again. */
    commentsChanged(mindMapId: string) {
      const entry = docs.loaded.get(mindMapId);
      if (entry) broadcast(entry, commentsChangedMessage());
    },

    /** Someone's role on a script changed (issue 27): none closes their sockets, viewer makes them read-only. */
    accessChanged(mindMapId: string, userId: string, access: ScriptAccess | null) {
      for (const conn of conns) {
        if (conn.userId !== userId || conn.mindMapId !== mindMapId) continue;
        if (access === null) refuse(conn, LIVE_CLOSE.notFound, M.accessRemoved);
        else conn.readOnly = access === 'viewer';
      }
    },

    async close(): Promise<void> {
      clearInterval(keepAlive);
      for (const conn of conns) conn.ws.close(1001);
      await docs.drain();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
