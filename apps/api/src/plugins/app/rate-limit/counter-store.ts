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

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'cuemap:rl:',
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const k = this.prefix + key;
    // SET NX starts the window atomically; INCR and PTTL in the same MULTI read a consistent state.
    const res = await this.redis.multi().set(k, '0', 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
    if (!res) throw new Error('Redis transaction aborted');
    const count = Number(res[1]?.[1] ?? 0);
    const ttl = Number(res[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<WindowCount> {
    const k = this.prefix + key;
    const res = await this.redis.multi().get(k).pttl(k).exec();
    const count = Number(res?.[0]?.[1] ?? 0);
    const ttl = Number(res?.[1]?.[1] ?? 0);
    return ttl > 0 ? { count, resetInMs: ttl } : { count: 0, resetInMs: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
