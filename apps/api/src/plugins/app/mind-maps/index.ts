// Decorates `app.mindMaps` (the scripts service: list, read, create, delete; a save goes through the live document).
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
    app.decorate('mindMaps', createMindMapsService(createMindMapsRepository(app.db), { soleWriter: app.db.dialect === 'sqlite', clock: opts.clock }));
  },
  { name: 'mind-maps', dependencies: ['db'] },
);
