// Reads and validates the environment once; everything else receives a typed `AppConfig`.
import { z } from 'zod';

const bool = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(v), {
      message: `${name} must be true or false.`,
    })
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const positiveInt = z.coerce.number().int().positive();
const optionalString = z.string().trim().min(1).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^(postgres|postgresql):\/\//, 'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite).')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://.')
    .optional(),
  MAIL_FROM: z.string().trim().min(1).default('Cuemap <no-reply@cuemap.local>'),
  REQUIRE_EMAIL_VERIFICATION: bool('REQUIRE_EMAIL_VERIFICATION').optional(),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://.')
    .optional(),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: bool('TRUST_PROXY').default(false),
  // Sessions
  SESSION_TTL_DAYS: positiveInt.default(30),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  // Abuse limits (raise them for benchmarks; the defaults are the product's rules).
  RATE_LIMIT_IP_PER_MINUTE: positiveInt.default(30),
  RATE_LIMIT_EMAIL_PER_MINUTE: positiveInt.default(10),
  RATE_LIMIT_FAILED_LOGINS_PER_HOUR: positiveInt.default(100),
  // Payments (used by the billing module; unset = built-in test mode).
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_PRO: optionalString,
  STRIPE_PRICE_ELITE: optionalString,
  // AI (used by the AI module; unset = offline writer).
  AI_PROVIDER: z.enum(['offline', 'openai-compatible', 'openai', 'anthropic']).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  // Offline writer: pause between streamed pieces (default 8 ms); a larger value makes streaming easy to watch.
  AI_OFFLINE_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(1000).optional(),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface AppConfig {
  env: RawEnv['NODE_ENV'];
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: RawEnv['LOG_LEVEL'];
  smtpUrl: string | undefined;
  mailFrom: string;
  requireEmailVerification: boolean;
  redisUrl: string | undefined;
  webDistDir: string | undefined;
  /** Behind a reverse proxy, take the client IP from X-Forwarded-For (rate limits are per IP). */
  trustProxy: boolean;
  sessionTtlMs: number;
  /**
   * How long a validated session may be answered from memory. Default 5 s on SQLite (one process,
   * which performs every revocation itself, so the cache is exact), 0 on PostgreSQL (several
   * instances may share it; set it to trade that many seconds of cross-instance revocation delay for speed).
   */
  sessionCacheMs: number;
  rateLimit: { ipPerMinute: number; emailPerMinute: number; failedLoginsPerHour: number };
  stripe: { secretKey?: string; webhookSecret?: string; pricePro?: string; priceElite?: string };
  ai: {
    provider: 'offline' | 'openai-compatible' | 'openai' | 'anthropic';
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    offlineChunkDelayMs?: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates `source` (default `process.env`); throws ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings mean "unset", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION ?? Boolean(e.SMTP_URL),
    redisUrl: e.REDIS_URL,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    sessionCacheMs: (e.SESSION_CACHE_SECONDS ?? (e.DATABASE_URL ? 0 : 5)) * 1000,
    rateLimit: {
      ipPerMinute: e.RATE_LIMIT_IP_PER_MINUTE,
      emailPerMinute: e.RATE_LIMIT_EMAIL_PER_MINUTE,
      failedLoginsPerHour: e.RATE_LIMIT_FAILED_LOGINS_PER_HOUR,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      pricePro: e.STRIPE_PRICE_PRO,
      priceElite: e.STRIPE_PRICE_ELITE,
    },
    ai: {
      provider: e.AI_PROVIDER ?? (e.AI_API_KEY || e.AI_BASE_URL ? 'openai-compatible' : 'offline'),
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      offlineChunkDelayMs: e.AI_OFFLINE_CHUNK_DELAY_MS,
    },
  };
}
