// Carries stage events between server instances: Redis pub/sub (one channel per script, subscribed
// while this instance has a socket of it) or, without Redis, nothing to carry (one instance). Every
// event names the instance that sent it; an instance ignores its own (it already delivered locally).
// A Redis outage is logged once; local sockets keep working meanwhile and presence is re-announced
// when Redis is back.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { StageDevice, StageServerMessage } from '@cuemap/shared';
import { redisClientOptions, type OutageLogger } from '../rate-limit/counter-store';

export type StageBusEvent =
  /** Deliver to the script's devices (state, ack, prompter status). */
  | { kind: 'devices'; message: StageServerMessage }
  /** Deliver to the script's prompters (commands). */
  | { kind: 'prompters'; message: StageServerMessage }
  /** The sender's sockets of the script now. */
  | { kind: 'presence'; devices: StageDevice[]; prompters: number }
  /** Ask every instance to send its presence (an instance just joined the script, or Redis came back). */
  | { kind: 'sync' }
  /** Deliver to the link's devices (its monitor changed). */
  | { kind: 'link'; linkId: string; message: StageServerMessage }
  /** Close the link's sockets. */
  | { kind: 'revoke'; linkId: string; message: string }
  /** The script was deleted: close every device and prompter socket of it. */
  | { kind: 'closeScript'; message: string };

export type StageBusHandler = (mindMapId: string, from: string, event: StageBusEvent) => void;

export interface StageBus {
  readonly instanceId: string;
  readonly kind: 'memory' | 'redis';
  /** Start receiving the script's events (resolves once subscribed). */
  join(mindMapId: string): Promise<void>;
  leave(mindMapId: string): void;
  publish(mindMapId: string, event: StageBusEvent): void;
  onEvent(handler: StageBusHandler): void;
  /** Called when Redis is reachable again after an outage (re-announce presence). */
  onReconnect(handler: () => void): void;
  /** Resolves once connected or after `timeoutMs` (a start does not race the first connection). */
  connected(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

const newInstanceId = () => randomBytes(6).toString('hex');

/** One instance, no Redis: nothing leaves the process. */
export function createMemoryBus(): StageBus {
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

interface Envelope {
  from: string;
  map: string;
  event: StageBusEvent;
}

export function createRedisBus(opts: { url: string; prefix?: string; log: OutageLogger }): StageBus {
  const instanceId = newInstanceId();
  const prefix = `${opts.prefix ?? 'cuemap:'}stage:`;
  const publisher = new Redis(opts.url, { ...redisClientOptions, enableAutoPipelining: false });
  // The subscriber queues (re)subscriptions while disconnected, and ioredis re-subscribes after a reconnect.
  const subscriber = new Redis(opts.url, { ...redisClientOptions, enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
    autoResubscribe: true,
  });
  const handlers: StageBusHandler[] = [];
  const reconnectHandlers: Array<() => void> = [];
  const joined = new Set<string>();
  let outage = false;
  let closed = false;
  let wasReady = false;

  const down = (err: unknown) => {
    if (outage || closed) return;
    outage = true;
    opts.log.warn({ err }, 'Stage bus: Redis cannot be reached; remote and display messages reach only the sockets on this instance until it is back');
  };
  const up = () => {
    if (!outage || closed) return;
    outage = false;
    opts.log.info('Stage bus: Redis reached again; remote and display messages are shared through it');
  };
  publisher.on('error', down);
  subscriber.on('error', down);
  publisher.on('ready', up);
  subscriber.on('ready', () => {
    up();
    // After the first connection: a reconnect may have missed presence changes.
    if (wasReady) for (const h of reconnectHandlers) h();
    wasReady = true;
  });

  subscriber.on('message', (channel: string, raw: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === instanceId || !channel.startsWith(prefix)) return;
    for (const h of handlers) h(envelope.map, envelope.from, envelope.event);
  });

  return {
    instanceId,
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
      const envelope: Envelope = { from: instanceId, map: mindMapId, event };
      if (publisher.status !== 'ready') return down(new Error(`Redis connection is ${publisher.status}`));
      publisher.publish(prefix + mindMapId, JSON.stringify(envelope)).catch(down);
    },
    onEvent(handler) {
      handlers.push(handler);
    },
    onReconnect(handler) {
      reconnectHandlers.push(handler);
    },
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
