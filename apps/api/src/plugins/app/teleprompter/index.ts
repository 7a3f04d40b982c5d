// Decorates `app.teleprompter` (the teleprompter text's reads; its writes go through the live document).
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
  async function teleprompterPlugin(app: FastifyInstance) {
    app.decorate('teleprompter', createTeleprompterService(createTeleprompterRepository(app.db)));
  },
  { name: 'teleprompter', dependencies: ['db'] },
);
