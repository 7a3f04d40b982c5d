// Decorates `app.mindMaps` (the scripts service).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createMindMapsRepository } from './mind-maps-repository';
import { createMindMapsService, type MindMapsService } from './mind-maps-service';

declare module 'fastify' {
  interface FastifyInstance {
    mindMaps: MindMapsService;
  }
}

export default fp(
  async function mindMapsPlugin(app: FastifyInstance, opts: { clock?: () => Date }) {
    // The script follows every map save; the map is saved either way, so a failed merge is only logged.
    const scripts = {
      mapSaved: (...args: Parameters<typeof app.teleprompter.mapSaved>) =>
        app.teleprompter.mapSaved(...args).catch((err: unknown) => app.log.error({ err, mindMapId: args[1] }, 'Merging the script after a map save failed')),
    };
    app.decorate(
      'mindMaps',
      createMindMapsService(createMindMapsRepository(app.db), { soleWriter: app.db.dialect === 'sqlite', clock: opts.clock, scripts, versions: app.versions }),
    );
  },
  { name: 'mind-maps', dependencies: ['db', 'teleprompter', 'versions'] },
);
