// Builds the Fastify app in three phases: external plugins -> app plugins (db, services) -> routes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '@cuemap/shared';
import type { AppConfig } from './config/env';
import { configuredDatabase, openDatabase, type Db } from './db/database';
import { frameworkErrorHandler } from './lib/bad-url';
import { errorHandler } from './lib/error-handler';
import { closeStalledRequests, serverTimeouts } from './lib/http-timeouts';
import { compiledValidatorCompiler } from './lib/validator-compiler';
import { redactPaths, serializeRequest } from './lib/log-redaction';
import { requestIds } from './lib/request-id';
import helmetPlugin from './plugins/external/helmet';
import spaPlugin from './plugins/external/spa';
import swaggerPlugin from './plugins/external/swagger';
import aiPlugin from './plugins/app/ai/index';
import type { AiWriter } from './plugins/app/ai/providers';
import aiServicePlugin from './plugins/app/ai/service-plugin';
import authPlugin from './plugins/app/auth/index';
import billingPlugin from './plugins/app/billing/billing-plugin';
import type { StripeClientOptions } from './plugins/app/billing/providers/stripe-billing';
import dbPlugin from './plugins/app/db';
import mailerPlugin from './plugins/app/mailer/index';
import metricsPlugin from './plugins/app/metrics/index';
import type { Mailer } from './plugins/app/mailer/mailer';
import ioPlugin from './plugins/app/io/index';
import jobsPlugin from './plugins/app/jobs/index';
import livePlugin from './plugins/app/live/index';
import mindMapsPlugin from './plugins/app/mind-maps/index';
import rateLimitPlugin from './plugins/app/rate-limit/index';
import rehearsalsPlugin from './plugins/app/rehearsals/index';
import sharingPlugin from './plugins/app/sharing/index';
import commentsPlugin from './plugins/app/comments/index';
import presenterSettingsPlugin from './plugins/app/presenter-settings/index';
import stagePlugin from './plugins/app/stage/index';
import teleprompterPlugin from './plugins/app/teleprompter/index';
import versionsPlugin from './plugins/app/versions/index';
import aiRoutes from './routes/api/ai/index';
import authRoutes from './routes/api/auth/index';
import billingRoutes from './routes/api/billing/index';
import healthRoutes from './routes/api/health';
import liveRoutes from './routes/api/live/index';
import mindMapRoutes from './routes/api/mindmaps/index';
import importExportRoutes from './routes/api/mindmaps/import-export';
import rehearsalRoutes from './routes/api/mindmaps/rehearsals';
import scriptSharingRoutes from './routes/api/mindmaps/sharing';
import commentRoutes from './routes/api/mindmaps/comments';
import presenterSettingsRoutes from './routes/api/mindmaps/presenter-settings';
import stageLinkRoutes from './routes/api/mindmaps/stage-links';
import versionRoutes from './routes/api/mindmaps/versions';
import sharedRoutes from './routes/api/sharing/index';
import stageRoutes from './routes/api/stage/index';
import teleprompterRoutes from './routes/api/teleprompter/index';

export interface BuildOptions {
  /** An open database (tests); otherwise opened from the config. */
  db?: Db;
  /** Run pending migrations while starting (default true). */
  migrate?: boolean;
  /** Replaces the SMTP / log mailer (tests). */
  mailer?: Mailer;
  /** Fastify logger options; default: pino at the configured level with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (tests read the log back); default stdout. */
  logStream?: { write(line: string): void };
  /** Redis key prefix for rate-limit counters (tests sharing one Redis). */
  redisPrefix?: string;
  /** Overrides config.sessionCacheMs (see config/env.ts). */
  sessionCacheMs?: number;
  /** The app's notion of "now" (tests move it to expire tokens and windows). */
  clock?: () => Date;
  /** Stripe client options, e.g. {host, port, protocol} of a local server speaking Stripe's API (tests). */
  stripeClientOptions?: StripeClientOptions;
  /** Replaces the configured AI writer (tests). */
  aiWriter?: AiWriter;
  /** Keep-alive ping period of the stage's sockets (default 25 s; tests shorten it). */
  stagePingMs?: number;
  /** Keep-alive ping period of the live documents' sockets (default 25 s; tests shorten it). */
  livePingMs?: number;
  /** Updates a live socket may send per second, twice that in a burst (default 60; tests lower it). */
  liveUpdatesPerSecond?: number;
  /** Called for every route as it is added (tests enumerate the routes, e.g. the fuzz test). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * A plain (encapsulated) route plugin, named for Fastify by its function's name, the name Fastify gives it
 * anyway: without a name of its own, Fastify first looks for the plugin among the exports of every module
 * in require.cache, at each register (about a tenth of an app's build in a test process, which holds
 * thousands of modules; the test suites build hundreds of apps).
 */
function named<T extends { name: string }>(plugin: T): T {
  const meta = plugin as unknown as Record<symbol, unknown>;
  meta[Symbol.for('fastify.display-name')] ??= plugin.name;
  return plugin;
}

/** apps/web/dist, found from this file whether it runs from src/ (tsx, tests) or the bundled dist/. */
export function defaultWebDistDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, 'apps', 'web'))) return path.join(dir, 'apps', 'web', 'dist');
    dir = path.dirname(dir);
  }
  return path.resolve('apps/web/dist');
}

export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: '[REDACTED]' },
      serializers: { req: serializeRequest },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    // A trusted proxy's X-Request-Id is adopted (lib/request-id.ts), and echoed like our own below.
    genReqId: requestIds(config.trustProxy),
    bodyLimit: LIMITS.bodyLimitBytes,
    // Header, idle and whole-request limits, so a stalled client cannot hold a connection and its bytes.
    ...serverTimeouts(config.http),
    // Only the listed proxies may name the client in X-Forwarded-For; an empty list trusts no one.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot read (a broken %-escape): our 400, not Fastify's raw JSON (lib/bad-url.ts).
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(compiledValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  closeStalledRequests(app);

  // JSON only: text/plain bodies are a 415, and an empty JSON body (a bare POST /logout from a
  // client that always sets Content-Type) counts as no body rather than a parse error.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // Only a short body can be blank; do not copy a large one just to look.
    if (text.length < 64 && text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // First, so its HTTP hook reaches every route, and the services can count into it.
  await app.register(metricsPlugin, { ...config.metrics, host: config.host });

  // Phase 1: external plugins.
  await app.register(helmetPlugin);
  await app.register(swaggerPlugin, { appUrl: config.appUrl });
  await app.register(spaPlugin, { webDistDir: config.webDistDir ?? defaultWebDistDir() });

  // Phase 2: app plugins (data, services, providers).
  const db = opts.db ?? openDatabase(configuredDatabase(config));
  await app.register(dbPlugin, { db, migrate: opts.migrate ?? true });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, redisPrefix: opts.redisPrefix, clock: opts.clock });
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, mailer: opts.mailer });
  await app.register(authPlugin, {
    appUrl: config.appUrl,
    requireEmailVerification: config.requireEmailVerification,
    sessionTtlMs: config.sessionTtlMs,
    failedLoginsPerHour: config.rateLimit.failedLoginsPerHour,
    failedLoginsPerAddressPerHour: config.rateLimit.failedLoginsPerAddressPerHour,
    sessionCacheMs: opts.sessionCacheMs ?? config.sessionCacheMs,
    clock: opts.clock,
  });
  await app.register(billingPlugin, { config, stripeClientOptions: opts.stripeClientOptions, clock: opts.clock });
  await app.register(versionsPlugin, { clock: opts.clock });
  await app.register(rehearsalsPlugin, { clock: opts.clock });
  await app.register(presenterSettingsPlugin);
  await app.register(teleprompterPlugin, { clock: opts.clock });
  await app.register(mindMapsPlugin, { clock: opts.clock });
  await app.register(sharingPlugin, { appUrl: config.appUrl, clock: opts.clock });
  await app.register(jobsPlugin, config.jobs);
  await app.register(ioPlugin);
  await app.register(stagePlugin, {
    appUrl: config.appUrl,
    redisUrl: config.redisUrl,
    redisPrefix: opts.redisPrefix,
    clock: opts.clock,
    pingMs: opts.stagePingMs,
    allowedOrigins: config.stageAllowedOrigins,
    socketsPerAddress: config.stageSocketsPerAddress,
  });
  await app.register(livePlugin, {
    redisUrl: config.redisUrl,
    redisPrefix: opts.redisPrefix,
    clock: opts.clock,
    pingMs: opts.livePingMs,
    updatesPerSecond: opts.liveUpdatesPerSecond,
  });
  await app.register(commentsPlugin, { appUrl: config.appUrl, clock: opts.clock });
  await app.register(aiPlugin, { ...config.ai, writer: opts.aiWriter });
  await app.register(aiServicePlugin, { clock: opts.clock, ideasPerHour: config.rateLimit.aiIdeasPerHour });

  // Phase 3: routes (HTTP only).
  await app.register(
    async (api) => {
      await api.register(named(healthRoutes));
      await api.register(named(authRoutes), {
        prefix: '/auth',
        appUrl: config.appUrl,
        ipPerMinute: config.rateLimit.ipPerMinute,
        emailPerMinute: config.rateLimit.emailPerMinute,
      });
      await api.register(named(mindMapRoutes), { prefix: '/mindmaps' });
      await api.register(named(importExportRoutes), { prefix: '/mindmaps' });
      await api.register(named(versionRoutes), { prefix: '/mindmaps' });
      await api.register(named(rehearsalRoutes), { prefix: '/mindmaps' });
      await api.register(named(presenterSettingsRoutes), { prefix: '/mindmaps' });
      await api.register(named(stageLinkRoutes), { prefix: '/mindmaps' });
      await api.register(named(scriptSharingRoutes), { prefix: '/mindmaps' });
      await api.register(named(commentRoutes), { prefix: '/mindmaps' });
      await api.register(named(sharedRoutes));
      await api.register(named(stageRoutes), { prefix: '/stage' });
      await api.register(named(liveRoutes), { prefix: '/live' });
      await api.register(named(teleprompterRoutes), { prefix: '/teleprompter' });
      await api.register(named(aiRoutes), { prefix: '/ai' });
      await api.register(named(billingRoutes), { prefix: '/billing' });
    },
    { prefix: '/api' },
  );

  return app;
}
