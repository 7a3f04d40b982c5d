// Decorates `app.db`: the Kysely handle and its dialect. Runs migrations before the app is ready.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { migrateToLatest, type Db } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { db: Db; migrate: boolean }) {
    if (opts.migrate) await migrateToLatest(opts.db);
    app.decorate('db', opts.db);
    app.addHook('onClose', async () => opts.db.close());
  },
  { name: 'db' },
);
