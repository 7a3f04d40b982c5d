// GET /api/health: each dependency's state. 503 when the database is unreachable (nothing works without
// it); Redis down is 'degraded' with 200, because rate limits then count in memory and every route still
// works — a 503 there would make the load balancer drop every instance at once (docs/decisions.md).
// GET /api/health/live: the process answers (a liveness probe restarts it otherwise; no dependency is
// asked, so a database outage never restarts every instance). GET /api/health/ready: the database
// answers a real query and the migrations have run (a readiness probe holds traffic back otherwise).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkReadiness } from '../../db/readiness';
import { APP_VERSION } from '../../lib/version';

const healthSchema = z.object({
  /** ok: every configured dependency answers; degraded: Redis is down (limits per instance); down: no database. */
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.enum(['ok', 'down']),
  databaseEngine: z.enum(['sqlite', 'postgres']),
  redis: z.enum(['ok', 'down', 'not configured']),
  /** The running build's version (apps/api/package.json). */
  version: z.string(),
});
const unhealthySchema = healthSchema.extend({ message: z.string() });
const liveSchema = z.object({ status: z.literal('ok'), version: z.string() });
const readySchema = z.object({ status: z.literal('ready'), version: z.string() });
const notReadySchema = z.object({ status: z.literal('not ready'), message: z.string(), version: z.string() });

const NOT_READY_MESSAGES = {
  database: 'Database unavailable.',
  migrations: 'Database migrations have not run.',
} as const;

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Report each dependency',
        description: 'The database, its engine and Redis, and the build version. 503 when the database is down; Redis down is `degraded` with 200.',
        response: { 200: healthSchema, 503: unhealthySchema },
      },
    },
    async (request, reply) => {
      const [database, redis] = await Promise.all([
        app.db.ping().then(
          () => 'ok' as const,
          (err: unknown) => {
            request.log.error({ err }, 'Health check: database unreachable');
            return 'down' as const;
          },
        ),
        app.rateLimitStoreHealth(),
      ]);
      const report = { database, databaseEngine: app.db.dialect, redis, version: APP_VERSION };
      if (database === 'down') return reply.code(503).send({ status: 'down' as const, message: 'Database unavailable.', ...report });
      return { status: redis === 'down' ? ('degraded' as const) : ('ok' as const), ...report };
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        operationId: 'getLiveness',
        summary: 'Liveness probe',
        description: 'The process answers; no dependency is asked.',
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'ok' as const, version: APP_VERSION }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        operationId: 'getReadiness',
        summary: 'Readiness probe',
        description: 'The database answers a query and the migrations have run; 503 (with the reason) otherwise.',
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async (request, reply) => {
      const readiness = await checkReadiness(app.db);
      if (readiness.ready) return { status: 'ready' as const, version: APP_VERSION };
      request.log.error({ err: readiness.error, reason: readiness.reason }, 'Readiness check failed');
      return reply.code(503).send({ status: 'not ready' as const, message: NOT_READY_MESSAGES[readiness.reason], version: APP_VERSION });
    },
  );
};

export default health;
