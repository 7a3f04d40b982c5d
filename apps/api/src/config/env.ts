// Reads and validates the environment once; everything else receives a typed `AppConfig`.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
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

/** proxy-addr's names for whole address families of private ranges, which Fastify accepts too. */
const NAMED_PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const TRUST_PROXY_EXAMPLE =
  'List the addresses or CIDR ranges of your reverse proxies instead, e.g. TRUST_PROXY=127.0.0.1 or ' +
  'TRUST_PROXY=10.0.0.0/8,fd00::/8 (leave it unset when clients connect directly)';

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For may name the client. `true` (trust every peer) and
 * hop counts cannot tell a proxy from a client that sends the header itself, so they are refused.
 */
const trustProxyList = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const lower = value.toLowerCase();
    if (['false', 'no', 'off', '0', 'none'].includes(lower)) return [];
    if (['true', 'yes', 'on'].includes(lower) || /^\d+$/.test(lower)) {
      ctx.addIssue({
        code: 'custom',
        message:
          `TRUST_PROXY=${value} would let any client choose its own address with X-Forwarded-For ` +
          `(and so slip past the per-address limits). ${TRUST_PROXY_EXAMPLE}.`,
      });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    for (const entry of entries) {
      const problem = proxyEntryProblem(entry);
      if (problem) ctx.addIssue({ code: 'custom', message: `TRUST_PROXY entry "${entry}" ${problem}. ${TRUST_PROXY_EXAMPLE}.` });
    }
    return entries;
  });

function proxyEntryProblem(entry: string): string | undefined {
  if (NAMED_PROXY_RANGES.includes(entry.toLowerCase())) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return 'is not an IP address or CIDR range';
  if (prefix === undefined) return undefined;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) return `has an invalid prefix length /${prefix}`;
  if (bits === 0) return 'covers every address, which is the same as trusting every client';
  return undefined;
}
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
  // Production only: accept mail printed to the log (no SMTP_URL) instead of refusing to start.
  ALLOW_LOG_MAIL: bool('ALLOW_LOG_MAIL').default(false),
  REQUIRE_EMAIL_VERIFICATION: bool('REQUIRE_EMAIL_VERIFICATION').optional(),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://.')
    .optional(),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: trustProxyList.optional(),
  // Browser origins besides APP_URL's that may open the stage socket (comma-separated, e.g. https://cuemap.example).
  STAGE_ALLOWED_ORIGINS: z
    .string()
    .trim()
    .transform((value, ctx) =>
      value
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean)
        .map((entry) => {
          if (URL.canParse(entry) && /^https?:$/.test(new URL(entry).protocol)) return new URL(entry).origin;
          ctx.addIssue({ code: 'custom', message: `STAGE_ALLOWED_ORIGINS entry "${entry}" is not an http(s) origin such as https://cuemap.example.` });
          return '';
        }),
    )
    .optional(),
  // Stage sockets one client address may hold open on an instance.
  STAGE_SOCKETS_PER_ADDRESS: positiveInt.default(100),
  // Import and export jobs on worker threads (plugins/app/jobs).
  JOB_WORKERS: positiveInt.max(64).optional(),
  JOB_QUEUE_MAX: z.coerce.number().int().min(0).default(8),
  JOB_TIME_LIMIT_MS: positiveInt.default(10_000),
  // Default: half the time limit, so a waiting job's answer (503 or its result) comes within ~the time limit.
  JOB_QUEUE_WAIT_MS: positiveInt.optional(),
  JOB_HEAP_MB: z.coerce.number().int().min(16).default(192),
  // Sessions
  SESSION_TTL_DAYS: positiveInt.default(30),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  // Abuse limits (raise them for benchmarks; the defaults are the product's rules).
  RATE_LIMIT_IP_PER_MINUTE: positiveInt.default(30),
  RATE_LIMIT_EMAIL_PER_MINUTE: positiveInt.default(10),
  RATE_LIMIT_FAILED_LOGINS_PER_HOUR: positiveInt.default(100),
  RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS_PER_HOUR: positiveInt.default(10),
  // Idea requests an hour per user when a real (paid) model answers; 0 = no limit. The offline writer is never limited.
  AI_IDEAS_PER_HOUR: z.coerce.number().int().min(0).default(60),
  // HTTP timeouts (lib/http-timeouts.ts): a client that stops sending its request is closed.
  HTTP_HEADERS_TIMEOUT_MS: positiveInt.default(20_000),
  HTTP_IDLE_TIMEOUT_MS: positiveInt.default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: positiveInt.default(300_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: positiveInt.default(72_000),
  // Metrics (/metrics, plugins/app/metrics): unset = not served. A bearer token, and/or a port of its own.
  METRICS_TOKEN: z.string().trim().min(16, 'METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 32).').optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  // Payments (used by the billing module; unset = built-in test mode).
  BILLING_MODE: z.enum(['stripe', 'test']).optional(),
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
  /**
   * Addresses / CIDR ranges (or proxy-addr's 'loopback', 'linklocal', 'uniquelocal') of the reverse
   * proxies whose X-Forwarded-For names the client (rate limits are per IP). Empty: trust no one.
   */
  trustProxy: string[];
  /** Browser origins that may open the stage socket: APP_URL's and STAGE_ALLOWED_ORIGINS. */
  stageAllowedOrigins: string[];
  /** Stage sockets one client address may hold open on an instance. */
  stageSocketsPerAddress: number;
  /** Import and export jobs: worker threads (one per core but one, by default), waiting jobs, time limit, waiting limit, heap per worker. */
  jobs: { size: number; queueMax: number; timeLimitMs: number; queueWaitMs: number; heapMb: number };
  sessionTtlMs: number;
  /**
   * How long a validated session may be answered from memory. Default 5 s on SQLite (one process,
   * which performs every revocation itself, so the cache is exact), 0 on PostgreSQL (several
   * instances may share it; set it to trade that many seconds of cross-instance revocation delay for speed).
   */
  sessionCacheMs: number;
  rateLimit: {
    ipPerMinute: number;
    emailPerMinute: number;
    /** Failed password checks per account and hour; past it only addresses with no failures of their own may try. */
    failedLoginsPerHour: number;
    /** Failed password checks per account and client address and hour. */
    failedLoginsPerAddressPerHour: number;
    /** Idea requests per user and hour when a real model answers (0 = no limit); the offline writer is never limited. */
    aiIdeasPerHour: number;
  };
  /** HTTP server timeouts in milliseconds (lib/http-timeouts.ts). */
  http: {
    /** All of a request's headers must arrive within this. */
    headersTimeoutMs: number;
    /** A request (headers and body) that stops arriving for this long is closed. */
    idleTimeoutMs: number;
    /** All of a request, body included, must arrive within this, however steadily it comes. */
    requestTimeoutMs: number;
    /** An idle keep-alive connection is closed after this. */
    keepAliveTimeoutMs: number;
  };
  /**
   * /metrics: with `port`, on a listener of its own at HOST (and the token required there too when
   * set); else with `token`, on the app's port to that bearer; with neither, not served (404).
   */
  metrics: { token?: string; port?: number };
  /** 'stripe' when STRIPE_SECRET_KEY is set, else the built-in test mode (production needs BILLING_MODE=test for it). */
  billingMode: 'stripe' | 'test';
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
  const billingMode = e.BILLING_MODE ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'test');
  const problems = [...billingProblems(e, billingMode), ...productionProblems(e, billingMode), ...timeoutProblems(e), ...metricsProblems(e)];
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
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
    trustProxy: e.TRUST_PROXY ?? [],
    stageAllowedOrigins: [new URL(e.APP_URL ?? `http://localhost:${e.PORT}`).origin, ...(e.STAGE_ALLOWED_ORIGINS ?? [])],
    stageSocketsPerAddress: e.STAGE_SOCKETS_PER_ADDRESS,
    jobs: {
      size: e.JOB_WORKERS ?? Math.max(1, Math.min(4, availableParallelism() - 1)),
      queueMax: e.JOB_QUEUE_MAX,
      timeLimitMs: e.JOB_TIME_LIMIT_MS,
      queueWaitMs: e.JOB_QUEUE_WAIT_MS ?? Math.ceil(e.JOB_TIME_LIMIT_MS / 2),
      heapMb: e.JOB_HEAP_MB,
    },
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    sessionCacheMs: (e.SESSION_CACHE_SECONDS ?? (e.DATABASE_URL ? 0 : 5)) * 1000,
    rateLimit: {
      ipPerMinute: e.RATE_LIMIT_IP_PER_MINUTE,
      emailPerMinute: e.RATE_LIMIT_EMAIL_PER_MINUTE,
      failedLoginsPerHour: e.RATE_LIMIT_FAILED_LOGINS_PER_HOUR,
      failedLoginsPerAddressPerHour: e.RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS_PER_HOUR,
      aiIdeasPerHour: e.AI_IDEAS_PER_HOUR,
    },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    billingMode,
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

/** The headers are part of the request, so their limit cannot be the longer one (Node refuses to start). */
function timeoutProblems(e: RawEnv): string[] {
  if (e.HTTP_HEADERS_TIMEOUT_MS <= e.HTTP_REQUEST_TIMEOUT_MS) return [];
  return [
    `HTTP_HEADERS_TIMEOUT_MS: ${e.HTTP_HEADERS_TIMEOUT_MS} is longer than HTTP_REQUEST_TIMEOUT_MS (${e.HTTP_REQUEST_TIMEOUT_MS}), ` +
      'which the headers are part of: make it shorter or equal.',
  ];
}

/** The metrics listener needs a port of its own: sharing the app's would fail at start with EADDRINUSE. */
function metricsProblems(e: RawEnv): string[] {
  if (e.METRICS_PORT === undefined || e.METRICS_PORT === 0 || e.METRICS_PORT !== e.PORT) return [];
  return [`METRICS_PORT: ${e.METRICS_PORT} is also PORT; give the metrics a port of their own, or unset METRICS_PORT and use METRICS_TOKEN.`];
}

/** BILLING_MODE must agree with the Stripe key: an explicit mode never silently means the other one. */
function billingProblems(e: RawEnv, mode: 'stripe' | 'test'): string[] {
  if (e.BILLING_MODE === 'stripe' && !e.STRIPE_SECRET_KEY) {
    return ['BILLING_MODE: BILLING_MODE=stripe needs STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_ELITE).'];
  }
  if (mode === 'test' && e.STRIPE_SECRET_KEY) {
    return ['BILLING_MODE: BILLING_MODE=test contradicts STRIPE_SECRET_KEY, which is set: unset one of them.'];
  }
  return [];
}

/**
 * The embedded defaults that are unsafe with real users: log-only mail prints live password-reset
 * links, and test-mode billing lets anyone give themselves any plan. In production they need an opt-in.
 */
function productionProblems(e: RawEnv, billingMode: 'stripe' | 'test'): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!e.SMTP_URL && !e.ALLOW_LOG_MAIL) {
    problems.push(
      'SMTP_URL: NODE_ENV=production and SMTP_URL is not set, so mail (with live password-reset and verification ' +
        'links) would only be printed to the log. Set SMTP_URL, or set ALLOW_LOG_MAIL=1 to accept log-only mail.',
    );
  }
  if (billingMode === 'test' && e.BILLING_MODE !== 'test') {
    problems.push(
      'STRIPE_SECRET_KEY / BILLING_MODE: NODE_ENV=production and STRIPE_SECRET_KEY is not set, so billing would run in ' +
        'test mode, where anyone can give themselves any plan without paying. Set STRIPE_SECRET_KEY (with ' +
        'STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_ELITE), or set BILLING_MODE=test to accept test-mode billing.',
    );
  }
  return problems;
}
