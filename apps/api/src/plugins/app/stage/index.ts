// Decorates `app.stage` (pairing links and the stage's sockets, issue 13) and registers
// @fastify/websocket for /api/stage/socket. With a Redis URL the sockets of one script may sit on
// different instances: the bus carries their messages; without it everything stays in this process.
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { MIND_MAP_MESSAGES, STAGE_MAX_MESSAGE_BYTES, VIEW_LINK_READS_PER_MINUTE } from '@cuemap/shared';
import { notFound } from '../../../lib/http-error';
import { createMemoryBus, createRedisBus, type StageBus } from './stage-bus';
import { createStageHub, type StageHub } from './stage-hub';
import { createStageRepository } from './stage-repository';
import { createStageService, type StageService } from './stage-service';

declare module 'fastify' {
  interface FastifyInstance {
    stage: {
      links: StageService;
      hub: StageHub;
      bus: StageBus;
      /**
       * Whether a socket's upgrade may come from this Origin: none (not a browser), the app's and listed
       * origins, and a page this server served at the address the browser used (its Host).
       */
      originAllowed(origin: string | undefined, host: string | undefined): boolean;
    };
  }
}

export interface StagePluginOptions {
  appUrl: string;
  redisUrl?: string;
  /** Redis channel prefix (tests sharing one Redis isolate themselves with a unique one). */
  redisPrefix?: string;
  clock?: () => Date;
  /** Keep-alive ping period (default 25 s). */
  pingMs?: number;
  /** Browser origins that may open a socket (the app's own and any configured). */
  allowedOrigins: string[];
  socketsPerAddress?: number;
}

export default fp(
  async function stagePlugin(app: FastifyInstance, opts: StagePluginOptions) {
    await app.register(websocket, {
      options: { maxPayload: STAGE_MAX_MESSAGE_BYTES },
      // A frame that breaks the protocol (unmasked, reserved opcode or bits, bad UTF-8, too big) is the
      // client's doing: ws stops reading the socket after its one error, so one warning line, no stack.
      errorHandler(err: Error & { code?: string }, socket, request) {
        if (err.code?.startsWith('WS_ERR_')) {
          request.log.warn({ address: request.ip, code: err.code, reason: err.message }, 'Stage socket closed: a frame broke the WebSocket protocol');
        } else request.log.error({ err }, 'Stage socket failed');
        socket.terminate();
      },
    });
    const bus = opts.redisUrl ? createRedisBus({ url: opts.redisUrl, prefix: opts.redisPrefix, log: app.log }) : createMemoryBus();
    await bus.connected(1000);
    let hub: StageHub | null = null;
    const links = createStageService({
      repo: createStageRepository(app.db),
      appUrl: opts.appUrl,
      // A link reads the script while its maker may still edit it (issue 27): the owner's rows, through the maker's role.
      async savedScript(userId, mindMapId) {
        const found = await app.sharing.accessWithOwner(userId, mindMapId);
        if (!found || found.access === 'viewer') throw notFound(MIND_MAP_MESSAGES.notFound);
        return app.teleprompter.get(found.ownerId, mindMapId);
      },
      mayPresent: async (userId, mindMapId) => (await app.sharing.access(userId, mindMapId)) !== null,
      onRevoked: (mindMapId, linkId) => hub?.revokeLink(mindMapId, linkId),
      onMonitor: (mindMapId, linkId, monitor) => hub?.toLink(mindMapId, linkId, { type: 'monitor', monitor }),
      clock: opts.clock,
    });
    hub = createStageHub({
      bus,
      service: links,
      authenticate: (session) => app.authService.authenticate(session),
      viewLink: async (token) => (await app.sharing.viewLinkScript(token))?.mindMapId ?? null,
      // The same count as GET /api/view/:token's reads from the address.
      viewHelloAllowed: async (address) => (await app.limiter.store.hit(`ip:view-link:${address}`, 60_000)).count <= VIEW_LINK_READS_PER_MINUTE,
      log: app.log,
      clock: opts.clock,
      pingMs: opts.pingMs,
      socketsPerAddress: opts.socketsPerAddress,
    });
    // A changed or reset password, "sign out other devices" and account deletion end the stage links too.
    app.authService.onDevicesRevoked((userId) => links.revokeAll(userId));
    // Removed from a script: their prompters of it close; removed or made a viewer: the remote and display links they made stop (every instance).
    app.sharing.onAccessChanged(async (mindMapId, userId, access) => {
      if (access === null) hub?.userLeft(mindMapId, userId);
      if (access === null || access === 'viewer') await links.revokeAllOn(userId, mindMapId);
    });
    // The view link turned off or replaced (issue 27): pages opened through it hear so at once, on every instance.
    app.sharing.onViewLinkRevoked((mindMapId) => hub?.viewLinkGone(mindMapId));
    const origins = new Set(opts.allowedOrigins);
    app.decorate('stage', { links, hub, bus, originAllowed: (origin, host) => origin === undefined || origins.has(origin) || sameHost(origin, host) });
    // Before the server stops accepting: say goodbye to the other instances and close our sockets.
    app.addHook('preClose', async () => {
      await hub?.close();
    });
  },
  { name: 'stage', dependencies: ['db', 'auth', 'teleprompter', 'sharing', 'rate-limit'] },
);

/**
 * The page came from this server at the address the browser connected to (http://127.0.0.1:3000 when
 * APP_URL says localhost, a LAN address): a browser sets both headers itself, so another site's page
 * cannot pass.
 */
function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}
