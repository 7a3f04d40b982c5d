// The stage's WebSockets on this instance: the hello (a prompter's session or a device's link), the
// messages each role may send, limits (commands per link, script requests, devices per link, sockets
// per address), link expiry, keep-alive pings (a prompter's session and a device's link are checked
// again each round, so a revocation whose bus message was lost costs at most one round) and revocation.
// A page opened through a script's view link says hello too (issue 27): it hears cues and the link's end.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { SHARING_MESSAGES, STAGE_CLOSE, STAGE_DEVICES_PER_LINK, STAGE_MESSAGES, stageClientMessageSchema, type StageClientMessage } from '@cuemap/shared';
import { pingRound, tokenGate } from '../realtime/socket-limits';
import { deviceLabel } from './device-label';
import { STAGE_SERVER_MESSAGES as M } from './messages';
import type { StageBus } from './stage-bus';
import { createStageRooms, send, type StageConn } from './stage-rooms';
import type { StageService } from './stage-service';

export interface StageHubDeps {
  bus: StageBus;
  service: StageService;
  /** The user of a live session token, or null (the auth service's authenticate). */
  authenticate(session: string): Promise<{ userId: string } | null>;
  /** The script a view link's token opens now, or null (unknown, turned off or replaced). */
  viewLink(token: string): Promise<string | null>;
  /** Counts a view page's hello against its address's view-link reads: false past the limit. */
  viewHelloAllowed(address: string): Promise<boolean>;
  log: FastifyBaseLogger;
  clock?: () => Date;
  /** How long a socket may stay without its hello (default 10 s). */
  helloTimeoutMs?: number;
  /** Keep-alive ping period; a socket that missed the previous pong is dropped (default 25 s). */
  pingMs?: number;
  /** Commands the sockets of one link may send per second together (default 30). */
  commandsPerSecond?: number;
  /** Sockets one client address may hold open on this instance (default 100). */
  socketsPerAddress?: number;
}

/** A display may ask for the script in bursts of 5, then once every 2 s. */
const SCRIPT_BURST = 5;
const SCRIPT_PER_SECOND = 0.5;

interface Conn extends StageConn {
  alive: boolean;
  timers: NodeJS.Timeout[];
  /** Messages are handled one at a time, in order (the hello is asynchronous). */
  queue: Promise<void>;
  address: string;
  /** Set once a socket without a hello was refused (and logged): later frames are ignored. */
  refused: boolean;
  /** A display's script requests, and the version it was last sent (undefined: none yet). */
  allowScript: () => boolean;
  scriptVersion: number | null | undefined;
  /** A device's link expiry (ms); Infinity for a prompter. */
  expiresAt: number;
  /** A prompter's session token, checked again every keep-alive round (it may be signed out). */
  session: string | null;
  /** A view page's link token, checked again every keep-alive round (the link may be gone). */
  viewToken: string | null;
}

/** setTimeout's largest delay; a later expiry is re-armed when the timer fires. */
const MAX_DELAY = 2 ** 31 - 1;

export function createStageHub(deps: StageHubDeps) {
  const clock = deps.clock ?? (() => new Date());
  const rate = deps.commandsPerSecond ?? 30;
  const socketsPerAddress = deps.socketsPerAddress ?? 100;
  const rooms = createStageRooms(deps.bus);
  const conns = new Set<Conn>();
  const perAddress = new Map<string, number>();
  /**
   * One command budget per link, shared by its sockets on this instance (each instance keeps its own:
   * a link's devices spread over N instances may send N times the rate).
   */
  const linkBudgets = new Map<string, { allow: () => boolean; sockets: number }>();

  /** Says why (the message, and an error's text as the close reason), then closes. */
  const fail = (conn: Conn, code: number, message: StageMessage) => {
    send(conn, message);
    conn.ws.close(code, message.type === 'error' && Buffer.byteLength(message.message) <= 123 ? message.message : undefined);
  };
  type StageMessage = Parameters<typeof send>[1];
  const linkEnded = (conn: Conn) => fail(conn, STAGE_CLOSE.unauthorized, { type: 'revoked', message: STAGE_MESSAGES.linkInvalid });

  /** A socket that has not said hello sent something else: one warning line (no stack), then it is closed. */
  const refuseBeforeHello = (conn: Conn, reason: unknown) => {
    if (conn.refused) return;
    conn.refused = true;
    deps.log.warn(
      { connection: conn.id, address: conn.address, reason: reason instanceof Error ? reason.message : String(reason) },
      'Stage socket closed: its first message was not a valid hello',
    );
    fail(conn, STAGE_CLOSE.badRequest, { type: 'error', message: M.helloFirst });
  };

  /**
   * A device stays only while its link does (not revoked, not expired, its script and owner still
   * there): checked in one query per round for every device here, whatever the bus delivered.
   */
  const recheckLinks = async (devices: Conn[]) => {
    let live: Set<string>;
    try {
      live = await deps.service.liveLinkIds([...new Set(devices.map((c) => c.linkId!))]);
    } catch (err) {
      deps.log.warn({ err }, 'Stage link check failed'); // the database hiccuped: try again next round
      return;
    }
    for (const conn of devices) if (!live.has(conn.linkId!)) linkEnded(conn);
  };

  /**
   * A prompter stays only while its session and its access to the script do: signed out (here or from another
   * device), a changed password, a deleted account or a removal closes its socket within one round, as the hello would have refused it.
   */
  const recheckSession = async (conn: Conn, session: string) => {
    let present: boolean;
    try {
      if (!(await deps.authenticate(session))) {
        if (conn.ws.readyState === conn.ws.OPEN) fail(conn, STAGE_CLOSE.unauthorized, { type: 'error', message: M.sessionInvalid });
        return;
      }
      // Still someone with access to the script (issue 27: a lost 'userLeft' event is caught here).
      present = await deps.service.mayPresent(conn.ownerId!, conn.mindMapId!);
    } catch (err) {
      deps.log.warn({ err }, 'Stage session check failed'); // the database hiccuped: try again next round
      return;
    }
    if (!present && conn.ws.readyState === conn.ws.OPEN) fail(conn, STAGE_CLOSE.notFound, { type: 'error', message: M.notFound });
  };

  /** A view page stays only while its link opens the same script (a lost 'viewGone' bus message is caught here). */
  const recheckView = async (conn: Conn, token: string) => {
    let mindMapId: string | null;
    try {
      mindMapId = await deps.viewLink(token);
    } catch (err) {
      deps.log.warn({ err }, 'View link check failed'); // the database hiccuped: try again next round
      return;
    }
    if (mindMapId !== conn.mindMapId) viewEnded(conn);
  };
  const viewEnded = (conn: Conn) => fail(conn, STAGE_CLOSE.unauthorized, { type: 'revoked', message: SHARING_MESSAGES.viewLinkGone });

  const pingMs = deps.pingMs ?? 25_000;
  const keepAlive = setInterval(() => {
    // Other instances hear from this one every round; one silent for 3 rounds is forgotten.
    rooms.heartbeat(3 * pingMs);
    const devices: Conn[] = [];
    pingRound(conns, (conn) => {
      if (conn.session !== null) void recheckSession(conn, conn.session);
      if (conn.viewToken !== null) void recheckView(conn, conn.viewToken);
      if (conn.linkId !== null) devices.push(conn);
    });
    if (devices.length > 0) void recheckLinks(devices);
  }, pingMs);
  keepAlive.unref();

  /** The link stops working at its expiry: its socket is closed as if revoked. */
  const armExpiry = (conn: Conn, expiresAt: string) => {
    const delay = Date.parse(expiresAt) - clock().getTime();
    const timer = setTimeout(
      () => {
        if (Date.parse(expiresAt) > clock().getTime()) return armExpiry(conn, expiresAt);
        linkEnded(conn);
      },
      Math.min(Math.max(delay, 0), MAX_DELAY),
    );
    timer.unref();
    conn.timers.push(timer);
  };

  /** A view-link page: counted as a read of the link by its address (a reconnect loop is bounded), then the token checked. */
  async function helloView(conn: Conn, message: Extract<StageClientMessage, { as: 'view' }>): Promise<void> {
    if (!(await deps.viewHelloAllowed(conn.address))) return fail(conn, 1013, { type: 'error', message: M.viewTooFast });
    const mindMapId = await deps.viewLink(message.token);
    if (mindMapId === null) return viewEnded(conn);
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    Object.assign(conn, { role: 'view', mindMapId, viewScreen: message.screen, viewToken: message.token });
    // The page has no use for the script's id: the welcome leaves it out.
    send(conn, { type: 'welcome', role: 'view', mindMapId: '', connectionId: conn.id, expiresAt: null });
    rooms.add(conn);
  }

  async function hello(conn: Conn, message: Extract<StageClientMessage, { type: 'hello' }>, userAgent: string | undefined): Promise<void> {
    if (message.as === 'view') return helloView(conn, message);
    if (message.as === 'prompter') {
      const auth = await deps.authenticate(message.session);
      if (!auth) return fail(conn, STAGE_CLOSE.unauthorized, { type: 'error', message: M.sessionInvalid });
      if (!(await deps.service.mayPresent(auth.userId, message.mindMapId))) return fail(conn, STAGE_CLOSE.notFound, { type: 'error', message: M.notFound });
      if (conn.ws.readyState !== conn.ws.OPEN) return;
      Object.assign(conn, { role: 'prompter', mindMapId: message.mindMapId, ownerId: auth.userId, session: message.session });
      send(conn, { type: 'welcome', role: 'prompter', mindMapId: message.mindMapId, connectionId: conn.id, expiresAt: null });
      rooms.add(conn);
      return;
    }
    const link = await deps.service.resolve(message.token);
    if (!link) return linkEnded(conn);
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    if (rooms.linkDevices(link.mindMapId, link.id) >= STAGE_DEVICES_PER_LINK) {
      return fail(conn, STAGE_CLOSE.linkFull, { type: 'error', message: STAGE_MESSAGES.linkFull });
    }
    const budget = linkBudgets.get(link.id) ?? { allow: tokenGate(rate, rate), sockets: 0 };
    budget.sockets += 1;
    linkBudgets.set(link.id, budget);
    const device = { connectionId: conn.id, linkId: link.id, mode: link.mode, label: deviceLabel(userAgent), connectedAt: clock().toISOString() };
    Object.assign(conn, { role: link.mode, mindMapId: link.mindMapId, linkId: link.id, ownerId: link.userId, device });
    const monitor = link.monitor ? { monitor: link.monitor } : {};
    send(conn, { type: 'welcome', role: link.mode, mindMapId: link.mindMapId, connectionId: conn.id, expiresAt: link.expiresAt, ...monitor });
    conn.expiresAt = Date.parse(link.expiresAt);
    armExpiry(conn, link.expiresAt);
    rooms.add(conn);
  }

  /**
   * The saved script for a display: read, then the link checked (a revoke committed before the read
   * is seen, so a revoked device never gets a later edit); a version this socket already has gets a
   * small answer instead of the text again.
   */
  async function sendScript(conn: Conn): Promise<void> {
    if (!conn.allowScript()) return send(conn, { type: 'error', message: M.scriptTooFast });
    const script = await deps.service.script(conn.ownerId!, conn.mindMapId!);
    if (!(await deps.service.liveLinkIds([conn.linkId!])).has(conn.linkId!)) return linkEnded(conn);
    if (script.version === conn.scriptVersion) return send(conn, { type: 'scriptUnchanged', version: script.version });
    conn.scriptVersion = script.version;
    send(conn, { type: 'script', script }, true);
  }

  /** The map for an audience: read, then the link checked (as the script is), rate-limited as the script is. */
  async function sendMap(conn: Conn): Promise<void> {
    if (!conn.allowScript()) return send(conn, { type: 'error', message: M.scriptTooFast });
    const map = await deps.service.audienceMap(conn.mindMapId!);
    if (!map || !(await deps.service.liveLinkIds([conn.linkId!])).has(conn.linkId!)) return linkEnded(conn);
    send(conn, { type: 'map', map }, true);
  }

  async function handle(conn: Conn, data: RawData, userAgent: string | undefined): Promise<void> {
    let parsed: StageClientMessage | null = null;
    try {
      const result = stageClientMessageSchema.safeParse(JSON.parse(rawText(data)));
      if (result.success) parsed = result.data;
    } catch {
      // Not JSON: answered below like any message not understood.
    }
    if (conn.role === null) {
      // Before the hello nothing else is understood: a protocol error ends the socket.
      if (conn.refused) return;
      if (parsed?.type !== 'hello') return refuseBeforeHello(conn, parsed ? `a ${parsed.type} message` : 'a message that is not understood');
      clearTimeout(conn.timers.shift());
      return hello(conn, parsed, userAgent);
    }
    // An expired link stops at once, even if its timer has not fired (the app's clock moved).
    if (conn.expiresAt <= clock().getTime()) return linkEnded(conn);
    if (!parsed) return send(conn, { type: 'error', message: STAGE_MESSAGES.badMessage });
    const mindMapId = conn.mindMapId!;
    const role = conn.role;
    switch (parsed.type) {
      case 'hello':
        return send(conn, { type: 'error', message: M.alreadyHello });
      case 'ping':
        return send(conn, { type: 'pong', t: parsed.t });
      case 'state':
        if (role !== 'prompter') return send(conn, { type: 'error', message: M.notForRole });
        return rooms.relayToDevices(mindMapId, { type: 'state', state: parsed.state, at: Date.now() });
      case 'ack':
        if (role !== 'prompter') return send(conn, { type: 'error', message: M.notForRole });
        return rooms.relayToDevices(mindMapId, { type: 'ack', id: parsed.id, sentAt: parsed.sentAt });
      case 'command': {
        if (role === 'display') return send(conn, { type: 'error', message: M.displayCannotCommand });
        if (role === 'audience') return send(conn, { type: 'error', message: M.audienceCannotCommand });
        if (role !== 'remote') return send(conn, { type: 'error', message: M.notForRole });
        if (!linkBudgets.get(conn.linkId!)?.allow()) return send(conn, { type: 'error', message: M.tooFast });
        if (!rooms.prompterThere(mindMapId)) return send(conn, { type: 'error', message: STAGE_MESSAGES.notConnected });
        const { id, sentAt, command } = parsed;
        return rooms.relayToPrompters(mindMapId, { type: 'command', id, sentAt, relayedAt: Date.now(), command, from: conn.id });
      }
      case 'getScript':
        if (role !== 'display') return send(conn, { type: 'error', message: M.scriptOnlyForDisplay });
        return sendScript(conn);
      case 'getMap':
        if (role !== 'audience') return send(conn, { type: 'error', message: M.mapOnlyForAudience });
        return sendMap(conn);
    }
  }

  return {
    /** Open sockets here by role (pending: no hello yet); read when metrics are scraped, not per message. */
    socketCounts(): { prompter: number; remote: number; display: number; audience: number; view: number; pending: number } {
      const counts = { prompter: 0, remote: 0, display: 0, audience: 0, view: 0, pending: 0 };
      for (const conn of conns) counts[conn.role ?? 'pending'] += 1;
      return counts;
    },

    /** Whether the address already holds its share of sockets here (the route then refuses the upgrade). */
    addressFull: (address: string) => (perAddress.get(address) ?? 0) >= socketsPerAddress,

    /** Takes a new socket from the route; its handlers are attached at once so no message is missed. */
    accept(ws: WebSocket, userAgent: string | undefined, address: string): void {
      // Upgrades checked at the same moment may pass the route's check together: this one is over.
      if ((perAddress.get(address) ?? 0) >= socketsPerAddress) return ws.close(1013, M.tooManySockets);
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      const conn: Conn = {
        id: randomBytes(9).toString('base64url'),
        ws,
        role: null,
        viewScreen: null,
        mindMapId: null,
        linkId: null,
        ownerId: null,
        device: null,
        bulkBytes: 0,
        alive: true,
        timers: [],
        queue: Promise.resolve(),
        address,
        refused: false,
        allowScript: tokenGate(SCRIPT_PER_SECOND, SCRIPT_BURST),
        scriptVersion: undefined,
        expiresAt: Infinity,
        session: null,
        viewToken: null,
      };
      const helloTimer = setTimeout(() => {
        if (conn.role === null && !conn.refused) fail(conn, STAGE_CLOSE.badRequest, { type: 'error', message: M.helloFirst });
      }, deps.helloTimeoutMs ?? 10_000);
      helloTimer.unref();
      conn.timers.push(helloTimer);
      conns.add(conn);
      ws.on('pong', () => {
        conn.alive = true;
      });
      ws.on('message', (data: RawData) => {
        conn.queue = conn.queue
          .then(() => handle(conn, data, userAgent))
          .catch((err: unknown) => {
            if (conn.role === null) return refuseBeforeHello(conn, err);
            deps.log.error({ err }, 'Stage message failed');
            send(conn, { type: 'error', message: STAGE_MESSAGES.badMessage });
          });
      });
      ws.on('error', (err) => deps.log.debug({ err }, 'Stage socket error'));
      ws.on('close', () => {
        conns.delete(conn);
        for (const t of conn.timers) clearTimeout(t);
        rooms.remove(conn);
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
        const budget = conn.linkId === null ? undefined : linkBudgets.get(conn.linkId);
        if (budget && --budget.sockets === 0) linkBudgets.delete(conn.linkId!);
      });
    },

    /** To the link's devices on every instance (its monitor changed). */
    toLink(mindMapId: string, linkId: string, message: StageMessage): void {
      rooms.toLink(mindMapId, linkId, message);
    },

    /** An editor's cue (issue 27 item 6) to the script's displays and view-link teleprompters on every instance. */
    cue: (mindMapId: string, id: string, text: string) => rooms.cue(mindMapId, id, text),
    /** The displays and view-link teleprompters of the script open now (every instance, while the script is watched). */
    screens: (mindMapId: string) => rooms.screens(mindMapId),
    /** Keeps up with the script's screens on every instance while an editor may cue it; returns the release. */
    watch: (mindMapId: string) => rooms.watch(mindMapId),
    /** The script's view link was turned off or replaced: pages opened through it end, on every instance. */
    viewLinkGone(mindMapId: string): void {
      rooms.closeViews(mindMapId, SHARING_MESSAGES.viewLinkGone);
    },

    /** Closes the link's sockets on every instance (the link was revoked). */
    revokeLink(mindMapId: string, linkId: string): void {
      rooms.revokeLink(mindMapId, linkId, STAGE_MESSAGES.linkInvalid);
    },

    /** The user lost access to the script (issue 27): their prompters of it close on every instance. */
    userLeft(mindMapId: string, userId: string): void {
      rooms.closeUser(mindMapId, userId);
    },

    /** Closes the script's sockets on every instance (the script was deleted; its links went with it). */
    closeScript(mindMapId: string): void {
      rooms.closeScript(mindMapId, STAGE_MESSAGES.scriptDeleted);
    },

    async close(): Promise<void> {
      clearInterval(keepAlive);
      rooms.leaveAll();
      for (const conn of conns) {
        for (const t of conn.timers) clearTimeout(t);
        conn.ws.close(1001);
      }
      conns.clear();
      await deps.bus.close();
    },
  };
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

export type StageHub = ReturnType<typeof createStageHub>;
