// Abuse limits for the account routes: per-IP and per-e-mail request windows, failed-login windows.
// Our own small plugin instead of @fastify/rate-limit because "failed logins per account" must
// count only failures and be checked before the password is verified; one store serves all three.
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HTTP_MESSAGES } from '@cuemap/shared';
import { HttpError } from '../../../lib/http-error';
import { MemoryCounterStore, RedisCounterStore, redisClientOptions, type CounterStore } from './counter-store';

export interface LimitRule {
  /** Distinguishes counters of different rules and routes. */
  name: string;
  max: number;
  windowMs: number;
  /** The thing being limited (IP, e-mail…); `undefined` skips the check. */
  key(request: FastifyRequest): string | undefined;
}

export interface Limiter {
  store: CounterStore;
  /** A preHandler that counts the request and answers 429 over the limit. */
  guard(rule: LimitRule): preHandlerAsyncHookHandler;
  tooMany(resetInMs: number, message?: string): HttpError;
}

/** The shared store's state for /api/health: Redis answering, down (counting in memory meanwhile), or not configured. */
export type RateLimitStoreHealth = () => Promise<'ok' | 'down' | 'not configured'>;

declare module 'fastify' {
  interface FastifyInstance {
    limiter: Limiter;
    rateLimitStoreHealth: RateLimitStoreHealth;
  }
}

export interface RateLimitPluginOptions {
  redisUrl?: string;
  /** Key prefix in Redis (tests isolate themselves with a unique one). */
  redisPrefix?: string;
  clock?: () => Date;
}

function tooMany(resetInMs: number, message?: string): HttpError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return new HttpError(429, message ?? HTTP_MESSAGES.tooManyRequests(seconds), {}, { 'retry-after': String(seconds) });
}

export default fp(
  async function rateLimit(app: FastifyInstance, opts: RateLimitPluginOptions) {
    const clock = opts.clock;
    const now = clock ? () => clock().getTime() : Date.now;
    let store: CounterStore;
    let storeHealth: RateLimitStoreHealth = async () => 'not configured';
    if (!opts.redisUrl) {
      store = new MemoryCounterStore(now);
    } else {
      // Redis down never fails a request: the store counts in memory meanwhile (docs/decisions.md).
      const redisStore = new RedisCounterStore(new Redis(opts.redisUrl, redisClientOptions), {
        prefix: opts.redisPrefix,
        log: app.log.child({ module: 'rate-limit' }),
        now,
      });
      await redisStore.connected(redisClientOptions.connectTimeout * 2);
      store = redisStore;
      storeHealth = () => redisStore.health();
    }

    const limiter: Limiter = {
      store,
      tooMany,
      guard(rule) {
        return async (request: FastifyRequest, _reply: FastifyReply) => {
          const key = rule.key(request);
          if (key === undefined) return;
          const { count, resetInMs } = await store.hit(`${rule.name}:${key}`, rule.windowMs);
          if (count > rule.max) throw tooMany(resetInMs);
        };
      },
    };
    app.decorate('limiter', limiter);
    app.decorate('rateLimitStoreHealth', storeHealth);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'rate-limit' },
);
