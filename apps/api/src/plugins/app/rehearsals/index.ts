// Decorates `app.rehearsals` (rehearsal runs per map).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createRehearsalsRepository } from './rehearsals-repository';
import { createRehearsalsService, type RehearsalsService } from './rehearsals-service';

declare module 'fastify' {
  interface FastifyInstance {
    rehearsals: RehearsalsService;
  }
}

export default fp(
  async function rehearsalsPlugin(app: FastifyInstance, opts: { clock?: () => Date }) {
    app.decorate('rehearsals', createRehearsalsService({ repo: createRehearsalsRepository(app.db), clock: opts.clock }));
  },
  { name: 'rehearsals', dependencies: ['db'] },
);
