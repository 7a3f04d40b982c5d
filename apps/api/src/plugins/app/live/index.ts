// Decorates `app.live` (issue 26): one live Yjs document per script, served over GET /api/live/:mindMapId
// (y-protocols sync + awareness, protocol.ts), stored in live_documents/live_updates and projected into
// today's tables. With a Redis URL the instances share edits over pub/sub; without, one instance.
// Every REST write of the map, the script and the presenter settings is a change of the document
// (rest-through-doc.ts, script-through-doc.ts); the onResponse hook below reads any other write of the
// tables into a loaded document and closes the sockets of a deleted script (issue 26 item 6).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { applyAwarenessUpdate } from 'y-protocols/awareness';
import { createTeleprompterRepository } from '../teleprompter/teleprompter-repository';
import { createLiveDocs, type LiveDocs } from './live-docs';
import { LIVE_SESSIONS_ROOM, createMemoryLiveBus, createRedisLiveBus, type LiveBus } from './live-bus';
import { createLiveCatchUp } from './catch-up';
import { createLiveHub, type LiveHub } from './live-hub';
import { createLiveRepository } from './live-repository';
import { migrateAllToLive } from './migrate-all';
import { tablesWritten } from './rest-writes';
import { createRestThroughDoc, type RestThroughDoc } from './rest-through-doc';
import { createScriptThroughDoc, type ScriptThroughDoc } from './script-through-doc';

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      docs: LiveDocs;
      hub: LiveHub;
      bus: LiveBus;
      /** The REST writes made as changes of the document: the map's and the settings' PUT, every write of the script, a restore. */
      rest: RestThroughDoc & ScriptThroughDoc;
      /** The script's comments changed: its sockets on every instance are told (type 6). */
      commentsChanged(mindMapId: string): void;
      /** Builds the stored document of every script that has none yet (the lossless migration); returns how many. */
      migrateAll(): Promise<number>;
    };
  }
}

export interface LivePluginOptions {
  redisUrl?: string;
  redisPrefix?: string;
  clock?: () => Date;
  pingMs?: number;
  /** A socket's update budget per second (default 60, bursts of twice that). */
  updatesPerSecond?: number;
}

export default fp(
  async function livePlugin(app: FastifyInstance, opts: LivePluginOptions) {
    const repo = createLiveRepository(app.db);
    const bus = opts.redisUrl ? createRedisLiveBus({ url: opts.redisUrl, prefix: opts.redisPrefix, log: app.log }) : createMemoryLiveBus();
    await bus.connected(1000);
    let hub: LiveHub | null = null;
    const docs = createLiveDocs({
      repo,
      bus,
      log: app.log,
      clock: opts.clock ?? (() => new Date()),
      broadcast: (entry, data, except) => hub?.broadcast(entry, data, except),
      changed(ownerId, mindMapId, parts, authors) {
        app.mindMaps.listChanged(ownerId);
        void app.versions.snapshot(ownerId, mindMapId, parts.includes('map') ? 'edit' : 'script-edit', authors);
      },
    });
    hub = createLiveHub({
      docs,
      bus,
      authenticate: (session) => app.authService.authenticate(session),
      access: (userId, mindMapId) => app.sharing.access(userId, mindMapId),
      log: app.log,
      countUpdate: (outcome) => app.metrics.families.liveUpdates.inc({ outcome }),
      pingMs: opts.pingMs,
      updatesPerSecond: opts.updatesPerSecond,
      stage: app.stage.hub,
      // A copy just loaded may have missed an update published while it loaded: it reads the log once.
      firstSocket: (entry) => void (bus.kind === 'redis' && catchUp.catchUp(entry)),
    });
    const catchUp = createLiveCatchUp({ docs, repo, bus, log: app.log });
    bus.onReconnect(() => void catchUp.reconnected());
    bus.onEvent((mindMapId, _from, event) => {
      if (event.kind === 'update') return catchUp.remote(mindMapId, event);
      if (event.kind === 'head') return catchUp.head(mindMapId, event.seq);
      if (event.kind === 'tables') return void docs.tablesChanged(mindMapId);
      if (event.kind === 'deleted') return docs.deleted(mindMapId);
      if (event.kind === 'recheck') return hub?.recheckUser(event.userId);
      if (event.kind === 'access') return hub?.accessChanged(mindMapId, event.userId, event.access);
      if (event.kind === 'cue') return hub?.remoteCue(mindMapId, event.id, event.text);
      if (event.kind === 'comments') return hub?.commentsChanged(mindMapId);
      const entry = docs.loaded.get(mindMapId);
      if (entry) {
        try {
          applyAwarenessUpdate(entry.awareness, Buffer.from(event.update, 'base64'), 'remote');
        } catch (err) {
          app.log.warn({ err, mindMapId }, 'A presence update from another instance could not be applied');
        }
      }
    });
    const liveHub = hub;
    // Signed out elsewhere, a changed password, a deleted account: the user's sockets are checked now, on every instance.
    await bus.join(LIVE_SESSIONS_ROOM);
    app.authService.onDevicesRevoked(async (userId) => {
      liveHub.recheckUser(userId);
      bus.publish(LIVE_SESSIONS_ROOM, { kind: 'recheck', userId });
    });
    // A person removed or given another role (issue 27): their sockets on this script follow within the second, on every instance.
    app.sharing.onAccessChanged((mindMapId, userId, access) => {
      liveHub.accessChanged(mindMapId, userId, access);
      bus.publish(mindMapId, { kind: 'access', userId, access });
    });
    app.addHook('onResponse', tablesWritten(app, { docs, bus, hub: liveHub }));
    const restThroughDoc = createRestThroughDoc({ docs, repo, versions: app.versions, listChanged: (userId) => app.mindMaps.listChanged(userId) });
    const scripts = createScriptThroughDoc({ rest: restThroughDoc, scripts: createTeleprompterRepository(app.db), versions: app.versions });
    const rest = { ...restThroughDoc, ...scripts };
    const commentsChanged = (mindMapId: string) => {
      liveHub.commentsChanged(mindMapId);
      bus.publish(mindMapId, { kind: 'comments' });
    };
    app.decorate('live', { docs, hub: liveHub, bus, rest, commentsChanged, migrateAll: () => migrateAllToLive(app.db, docs) });
    app.addHook('preClose', async () => {
      await liveHub.close();
      await bus.close();
    });
  },
  { name: 'live', dependencies: ['db', 'auth', 'mind-maps', 'versions', 'metrics', 'sharing', 'stage'] },
);
