// Decorates `app.aiService` (plan rules, quotas, saving the script) on top of `app.ai`, the writer.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createAiRepository } from './ai-repository';
import { createAiService, type AiService } from './ai-service';

declare module 'fastify' {
  interface FastifyInstance {
    aiService: AiService;
  }
}

export default fp(
  async function aiServicePlugin(app: FastifyInstance, opts: { clock?: () => Date; ideasPerHour?: number }) {
    app.decorate(
      'aiService',
      createAiService({
        repo: createAiRepository(app.db),
        writer: app.ai,
        teleprompter: app.teleprompter,
        scripts: app.live.rest,
        versions: app.versions,
        now: opts.clock,
        ideasPerHour: opts.ideasPerHour ? { max: opts.ideasPerHour, store: app.limiter.store } : undefined,
      }),
    );
  },
  { name: 'ai-service', dependencies: ['db', 'ai', 'teleprompter', 'versions', 'live', 'rate-limit'] },
);
