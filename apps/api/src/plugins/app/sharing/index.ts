// Decorates `app.sharing` (issue 27): who may open a script and with which role, invitations, transfer
// and the view link. The script routes check roles through require-access.ts; the live hub and the stage
// listen to the access events.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createInvitationMail } from './invitation-mail';
import { createSharingRepository } from './sharing-repository';
import { createSharingService, type SharingService } from './sharing-service';
import { createViewLinksRepository } from './view-links-repository';

declare module 'fastify' {
  interface FastifyInstance {
    sharing: SharingService;
  }
}

export interface SharingPluginOptions {
  appUrl: string;
  clock?: () => Date;
}

export default fp(
  async function sharingPlugin(app: FastifyInstance, opts: SharingPluginOptions) {
    const service = createSharingService({
      repo: createSharingRepository(app.db),
      viewLinks: createViewLinksRepository(app.db),
      limiter: app.limiter,
      mail: createInvitationMail(app.mailer, app.log),
      appUrl: opts.appUrl,
      clock: opts.clock,
      logError: (err, what) => app.log.error({ err }, what),
    });
    // A transfer moves a script between two dashboards, and the owner's dashboard names who has access: cached lists
    // are stale (any change is rare and cheap to drop).
    service.onAccessChanged(() => app.mindMaps.allListsChanged());
    app.decorate('sharing', service);
    app.addHook('onClose', async () => service.flushMail());
  },
  { name: 'sharing', dependencies: ['db', 'mailer', 'rate-limit', 'mind-maps'] },
);
