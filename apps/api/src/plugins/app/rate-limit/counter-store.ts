// Fixed-window counters for abuse limits: in memory for one process, Redis when several share the load.
import type { Redis } from 'ioredis';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

export interface CounterStore {
  /** Adds one to `key` (window `windowMs` starts at the first hit) and returns the new count. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Current count without adding. */
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    // Expired windows are dropped once a minute so the map cannot grow without bound.
    this.sweeper = setInterval(() => {
      const t = this.now();
      for (const [key, w] of this.windows) if (w.resetAt <= t) this.windows.delete(key);
    }, 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetInMs: w.resetAt - t };
  }

  async peek(key: string): Promise<WindowCount> {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= t) return { count: 0, resetInMs: 0 };
    return { count: w.count, resetInMs: w.resetAt - t };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.windows.clear();
  }
}

/** Where the Redis store reports an outage (the app's logger). */
export interface OutageLogger {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

export interface RedisCounterStoreOptions {
  prefix?: string;
  log: OutageLogger;
  /** Clock of the in-memory fallback (tests move it). */
  now?: () => number;
}

/**
 * Counters shared by every instance through Redis. When Redis cannot answer, each call is counted in
 * this process's memory instead, so the limits keep holding (per instance) and no request fails
 * because of the limiter; the outage is logged once when it starts and once when Redis is back.
 * The client should be created with `redisClientOptions` so a call fails at once instead of waiting.
 */
export class RedisCounterStore implements CounterStore {
  private readonly prefix: string;
  private readonly memory: MemoryCounterStore;
  private outage = false;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly opts: RedisCounterStoreOptions,
  ) {
    this.prefix = opts.prefix ?? 'cuemap:rl:';
    this.memory = new MemoryCounterStore(opts.now);
    // Without an 'error' listener ioredis prints "Unhandled error event" for every reconnect attempt.
    redis.on('error', (err: unknown) => this.markDown(err));
    redis.on('ready', () => this.markUp());
  }

  /** Resolves once the first connection is ready or has failed (at most `timeoutMs`), so a start does not race it. */
  async connected(timeoutMs: number): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done);
        this.redis.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.redis.once('ready', done);
      this.redis.once('error', done);
    });
  }

  /** 'ok' when Redis answers a PING now (for /api/health). */
  async health(): Promise<'ok' | 'down'> {
    return this.attempt(
      async () => {
        await this.redis.ping();
        return 'ok' as const;
      },
      async () => 'down' as const,
    );
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    return this.attempt(
      async () => {
        const k = this.prefix + key;
        // SET NX starts the window atomically; INCR and PTTL in the same MULTI read a consistent state.
        const res = await this.redis.multi().set(k, '0', 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
        if (!res) throw new Error('Redis transaction aborted');
        const failed = res.find(([err]) => err);
        if (failed) throw failed[0];
        const count = Number(res[1]?.[1] ?? 0);
        const ttl = Number(res[2]?.[1] ?? windowMs);
        return { count, resetInMs: ttl > 0 ? ttl : windowMs };
      },
      () => this.memory.hit(key, windowMs),
    );
  }

  async peek(key: string): Promise<WindowCount> {
    return this.attempt(
      async () => {
        const k = this.prefix + key;
        const res = await this.redis.multi().get(k).pttl(k).exec();
        const count = Number(res?.[0]?.[1] ?? 0);
        const ttl = Number(res?.[1]?.[1] ?? 0);
        return ttl > 0 ? { count, resetInMs: ttl } : { count: 0, resetInMs: 0 };
      },
      () => this.memory.peek(key),
    );
  }

  async reset(key: string): Promise<void> {
    // Both: a window counted in memory during an outage must not outlive a reset either.
    await this.memory.reset(key);
    await this.attempt(
      async () => void (await this.redis.del(this.prefix + key)),
      async () => undefined,
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.memory.close();
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }

  /** Runs `viaRedis` when Redis is connected, else (or when it fails) `inMemory`. */
  private async attempt<T>(viaRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') {
      this.markDown(new Error(`Redis connection is ${this.redis.status}`));
      return inMemory();
    }
    try {
      const result = await viaRedis();
      this.markUp();
      return result;
    } catch (err) {
      this.markDown(err);
      return inMemory();
    }
  }

  private markDown(err: unknown): void {
    if (this.outage || this.closed) return;
    this.outage = true;
    this.opts.log.warn({ err }, "Redis is unavailable: rate limits are counted in this instance's memory until it is back");
  }

  private markUp(): void {
    if (!this.outage || this.closed) return;
    this.outage = false;
    this.opts.log.info('Redis is available again: rate limits are shared through it');
  }
}

/**
 * ioredis options that make an outage cost nothing per request: no queue of commands waiting for a
 * reconnect, a short connect timeout, and a command timeout for a Redis that accepts but hangs.
 */
export const redisClientOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 1000,
  commandTimeout: 500,
  enableAutoPipelining: true,
  // Keep trying, at most every 2 s, for as long as the outage lasts.
  retryStrategy: (times: number) => Math.min(times * 100, 2000),
} as const;
