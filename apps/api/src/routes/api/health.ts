// GET /api/health: each dependency's state. 503 when the database is unreachable (nothing works without
// it); Redis down is 'degraded' with 200, because rate limits then count in memory and every route still
// works — a 503 there would make the load balancer drop every instance at once (docs/decisions.md).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthSchema = z.object({
  /** ok: every configured dependency answers; degraded: Redis is down (limits per instance); down: no database. */
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.enum(['ok', 'down']),
  databaseEngine: z.enum(['sqlite', 'postgres']),
  redis: z.enum(['ok', 'down', 'not configured']),
});
const unhealthySchema = healthSchema.extend({ message: z.string() });

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: unhealthySchema } } },
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
      const report = { database, databaseEngine: app.db.dialect, redis };
      if (database === 'down') return reply.code(503).send({ status: 'down' as const, message: 'Database unavailable.', ...report });
      return { status: redis === 'down' ? ('degraded' as const) : ('ok' as const), ...report };
    },
  );
};

export default health;
