// GET /api/health: 200 when the process can reach its database, 503 otherwise (load balancers, e2e).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@cuemap/shared';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: messageSchema } } },
    async (request, reply) => {
      try {
        await app.db.ping();
      } catch (err) {
        request.log.error({ err }, 'Health check: database unreachable');
        return reply.code(503).send({ message: 'Database unavailable.' });
      }
      return { status: 'ok' as const, database: app.db.dialect };
    },
  );
};

export default health;
