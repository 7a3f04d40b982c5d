// Carries a realtime feature's events between server instances: Redis pub/sub on one channel per room
// (a script), subscribed while this instance needs the room, or, without Redis, nothing to carry (one
// instance). Every event names the instance that sent it; an instance ignores its own (it already
// delivered locally). A Redis outage is logged once (and its end once); the subscriber queues
// (re)subscriptions while disconnected and ioredis re-subscribes after a reconnect, whereupon
// `onReconnect` handlers run (what was missed meanwhile is caught up by each feature; live/catch-up.ts).
// Used by the stage (stage/stage-bus.ts) and the live documents (live/live-bus.ts).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisClientOptions, type OutageLogger } from '../rate-limit/counter-store';

export type RoomBusHandler<E> = (room: string, from: string, event: E) => void;

export interface RoomBus<E> {
  readonly instanceId: string;
  readonly kind: 'memory' | 'redis';
  /** Start receiving the room's events (resolves once subscribed). */
  join(room: string): Promise<void>;
  leave(room: string): void;
  publish(room: string, event: E): void;
  onEvent(handler: RoomBusHandler<E>): void;
  /** Called when Redis is reachable again after an outage. */
  onReconnect(handler: () => void): void;
  /** Resolves once connected or after `timeoutMs` (a start does not race the first connection). */
  connected(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

const newInstanceId = () => randomBytes(6).toString('hex');

/** One instance, no Redis: nothing leaves the process. */
export function createMemoryRoomBus<E>(): RoomBus<E> {
  return {
    instanceId: newInstanceId(),
    kind: 'memory',
    join: async () => {},
    leave: () => {},
    publish: () => {},
    onEvent: () => {},
    onReconnect: () => {},
    connected: async () => {},
    close: async () => {},
  };
}

interface Envelope<E> {
  from: string;
  map: string;
  event: E;
}

export interface RedisRoomBusOptions {
  url: string;
  /** The deployment's key prefix (default `cuemap:`). */
  prefix?: string;
  /** The feature's channel name after the prefix, e.g. `stage` (channels are `<prefix><feature>:<room>`). */
  feature: string;
  log: OutageLogger;
  /** Logged (warn) once when Redis cannot be reached, and (info) once when it is back. */
  messages: { down: string; up: string };
}

export function createRedisRoomBus<E>(opts: RedisRoomBusOptions): RoomBus<E> {
  const instanceId = newInstanceId();
  const prefix = `${opts.prefix ?? 'cuemap:'}${opts.feature}:`;
  const publisher = new Redis(opts.url, { ...redisClientOptions, enableAutoPipelining: false });
  // The subscriber queues (re)subscriptions while disconnected, and ioredis re-subscribes after a reconnect.
  const subscriber = new Redis(opts.url, {
    ...redisClientOptions,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
    autoResubscribe: true,
  });
  const handlers: RoomBusHandler<E>[] = [];
  const reconnectHandlers: Array<() => void> = [];
  const joined = new Set<string>();
  let outage = false;
  let closed = false;
  let wasReady = false;

  const down = (err: unknown) => {
    if (outage || closed) return;
    outage = true;
    opts.log.warn({ err }, opts.messages.down);
  };
  const up = () => {
    if (!outage || closed) return;
    outage = false;
    opts.log.info(opts.messages.up);
  };
  /**
   * Both clients ready: after the first time, either came back from an outage (events were missed, or
   * publishing failed), so the handlers run — once ioredis has re-subscribed (it sends the SUBSCRIBEs
   * right after 'ready'; a PING sent after them is answered after them), so nothing published from then on is missed.
   */
  const ready = () => {
    up();
    if (closed || publisher.status !== 'ready' || subscriber.status !== 'ready') return;
    // The first connection: nothing was missed, unless rooms were joined before it (a start during an outage).
    if (!wasReady && joined.size === 0) return void (wasReady = true);
    wasReady = true;
    queueMicrotask(() => {
      subscriber.ping().then(() => {
        for (const h of reconnectHandlers) h();
      }, down);
    });
  };
  publisher.on('error', down);
  subscriber.on('error', down);
  publisher.on('ready', ready);
  subscriber.on('ready', ready);

  subscriber.on('message', (channel: string, raw: string) => {
    if (!channel.startsWith(prefix)) return;
    let envelope: Envelope<E>;
    try {
      envelope = JSON.parse(raw) as Envelope<E>;
    } catch {
      return;
    }
    if (envelope.from === instanceId) return;
    const room = channel.slice(prefix.length);
    for (const h of handlers) h(room, envelope.from, envelope.event);
  });

  const whenReady = (client: Redis, timeoutMs: number) =>
    client.status === 'ready'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            client.off('ready', done);
            resolve();
          };
          const timer = setTimeout(done, timeoutMs);
          client.once('ready', done);
        });

  return {
    instanceId,
    kind: 'redis',
    async join(room) {
      if (joined.has(room)) return;
      joined.add(room);
      const subscribed = subscriber.subscribe(prefix + room).catch(down);
      // While Redis is away the subscription waits in ioredis' queue, the caller does not (what it misses meanwhile, onReconnect catches up).
      if (subscriber.status === 'ready') await subscribed;
    },
    leave(room) {
      if (!joined.delete(room)) return;
      subscriber.unsubscribe(prefix + room).catch(down);
    },
    publish(room, event) {
      if (closed) return;
      if (publisher.status !== 'ready') return down(new Error(`Redis connection is ${publisher.status}`));
      const envelope: Envelope<E> = { from: instanceId, map: room, event };
      publisher.publish(prefix + room, JSON.stringify(envelope)).catch(down);
    },
    onEvent: (handler) => void handlers.push(handler),
    onReconnect: (handler) => void reconnectHandlers.push(handler),
    async connected(timeoutMs) {
      await Promise.all([whenReady(publisher, timeoutMs), whenReady(subscriber, timeoutMs)]);
    },
    async close() {
      closed = true;
      for (const client of [publisher, subscriber]) {
        if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
        else client.disconnect();
      }
    },
  };
}
