// Decorates `app.versions` (version history). Registered before the mind-maps, teleprompter and AI
// services, which take it as their save hook; a restore reaches those services when it runs.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createVersionsRepository } from './versions-repository';
import { createVersionsService, type VersionsService } from './versions-service';

declare module 'fastify' {
  interface FastifyInstance {
    versions: VersionsService;
  }
}

export default fp(
  async function versionsPlugin(app: FastifyInstance, opts: { clock?: () => Date }) {
    const service = createVersionsService({
      repo: createVersionsRepository(app.db),
      mindMaps: () => app.mindMaps,
      teleprompter: () => app.teleprompter,
      log: app.log,
      clock: opts.clock,
    });
    app.decorate('versions', service);
    // Edits still waiting for their minute's version are kept before the database closes.
    app.addHook('onClose', () => service.flushAll());
  },
  { name: 'versions', dependencies: ['db'] },
);
