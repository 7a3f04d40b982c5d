// Decorates `app.teleprompter` (the teleprompter text service).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createTeleprompterRepository } from './teleprompter-repository';
import { createTeleprompterService, type TeleprompterService } from './teleprompter-service';

declare module 'fastify' {
  interface FastifyInstance {
    teleprompter: TeleprompterService;
  }
}

export default fp(
  async function teleprompterPlugin(app: FastifyInstance, opts: { clock?: () => Date }) {
    app.decorate('teleprompter', createTeleprompterService(createTeleprompterRepository(app.db), opts.clock, app.versions));
  },
  { name: 'teleprompter', dependencies: ['db', 'versions'] },
);
