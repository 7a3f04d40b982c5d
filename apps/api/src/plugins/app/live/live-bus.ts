// Carries live-document events between instances: Redis pub/sub on one channel per document, subscribed
// while this instance has it loaded (the stage bus' pattern, plugins/app/stage/stage-bus.ts), or nothing
// without Redis (one instance). The database stays the truth: an instance that missed an event catches
// up from the update log at its next write or its next load, so Redis only makes edits arrive sooner.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisClientOptions, type OutageLogger } from '../rate-limit/counter-store';

export type LiveBusEvent =
  /** Updates stored by the sender (base64 of one merged Yjs update): apply and pass to local sockets. */
  | { kind: 'update'; update: string }
  /** A y-protocols awareness update (base64). */
  | { kind: 'awareness'; update: string }
  /** The REST tables changed outside the document: the instance holding it reads them into it. */
  | { kind: 'tables' }
  /** The script was deleted: close its sockets. */
  | { kind: 'deleted' };

export type LiveBusHandler = (mindMapId: string, event: LiveBusEvent) => void;

export interface LiveBus {
  readonly kind: 'memory' | 'redis';
  join(mindMapId: string): Promise<void>;
  leave(mindMapId: string): void;
  publish(mindMapId: string, event: LiveBusEvent): void;
  onEvent(handler: LiveBusHandler): void;
  /** Called when Redis is reachable again after an outage (documents catch up from the database). */
  onReconnect(handler: () => void): void;
  connected(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryLiveBus(): LiveBus {
  return {
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

export function createRedisLiveBus(opts: { url: string; prefix?: string; log: OutageLogger }): LiveBus {
  const instanceId = randomBytes(6).toString('hex');
  const prefix = `${opts.prefix ?? 'cuemap:'}live:`;
  const publisher = new Redis(opts.url, { ...redisClientOptions, enableAutoPipelining: false });
  const subscriber = new Redis(opts.url, { ...redisClientOptions, enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined, autoResubscribe: true });
  const handlers: LiveBusHandler[] = [];
  const reconnectHandlers: Array<() => void> = [];
  const joined = new Set<string>();
  let outage = false;
  let closed = false;
  let wasReady = false;

  const down = (err: unknown) => {
    if (outage || closed) return;
    outage = true;
    opts.log.warn({ err }, 'Live bus: Redis cannot be reached; edits reach other instances through the database until it is back');
  };
  publisher.on('error', down);
  subscriber.on('error', down);
  const up = () => {
    if (!outage || closed) return;
    outage = false;
    opts.log.info('Live bus: Redis reached again');
  };
  publisher.on('ready', up);
  subscriber.on('ready', () => {
    up();
    if (wasReady) for (const h of reconnectHandlers) h();
    wasReady = true;
  });
  subscriber.on('message', (channel: string, raw: string) => {
    if (!channel.startsWith(prefix)) return;
    let envelope: { from: string; event: LiveBusEvent };
    try {
      envelope = JSON.parse(raw) as { from: string; event: LiveBusEvent };
    } catch {
      return;
    }
    if (envelope.from === instanceId) return;
    const mindMapId = channel.slice(prefix.length);
    for (const h of handlers) h(mindMapId, envelope.event);
  });

  return {
    kind: 'redis',
    async join(mindMapId) {
      if (joined.has(mindMapId)) return;
      joined.add(mindMapId);
      try {
        await subscriber.subscribe(prefix + mindMapId);
      } catch (err) {
        down(err);
      }
    },
    leave(mindMapId) {
      if (!joined.delete(mindMapId)) return;
      subscriber.unsubscribe(prefix + mindMapId).catch(down);
    },
    publish(mindMapId, event) {
      if (closed) return;
      if (publisher.status !== 'ready') return down(new Error(`Redis connection is ${publisher.status}`));
      publisher.publish(prefix + mindMapId, JSON.stringify({ from: instanceId, event })).catch(down);
    },
    onEvent: (h) => void handlers.push(h),
    onReconnect: (h) => void reconnectHandlers.push(h),
    async connected(timeoutMs) {
      const wait = (client: Redis) =>
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
      await Promise.all([wait(publisher), wait(subscriber)]);
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
