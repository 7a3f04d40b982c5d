// Decorates `app.comments` (issue 27 item 5): comment threads on a script's nodes and sections. Every
// change tells the script's live sockets on every instance (type 6); mentions are mailed after the answer.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createCommentsRepository } from './comments-repository';
import { createCommentsService, type CommentsService } from './comments-service';
import { createMentionMail } from './mention-mail';

declare module 'fastify' {
  interface FastifyInstance {
    comments: CommentsService;
  }
}

export interface CommentsPluginOptions {
  appUrl: string;
  clock?: () => Date;
}

export default fp(
  async function commentsPlugin(app: FastifyInstance, opts: CommentsPluginOptions) {
    const service = createCommentsService({
      repo: createCommentsRepository(app.db),
      limiter: app.limiter,
      mail: createMentionMail(app.mailer, app.log),
      appUrl: opts.appUrl,
      clock: opts.clock,
      changed: (mindMapId) => app.live.commentsChanged(mindMapId),
    });
    app.decorate('comments', service);
    app.addHook('onClose', async () => service.flushMail());
  },
  { name: 'comments', dependencies: ['db', 'mailer', 'rate-limit', 'live'] },
);
