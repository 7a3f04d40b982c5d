// Decorates `app.versions` (version history). Registered before the live documents and the AI service,
// which take it as their save hook (a restore is a change of the live document: live/script-through-doc.ts).
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
      log: app.log,
      clock: opts.clock,
    });
    app.decorate('versions', service);
    // Edits still waiting for their minute's version are kept before the database closes.
    app.addHook('onClose', () => service.flushAll());
  },
  { name: 'versions', dependencies: ['db'] },
);
