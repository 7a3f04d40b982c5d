// Decorates `app.sharing` (issue 27): who may open a script and with which role, invitations, transfer,
// the view link and (`account`) deleting an account that owns shared scripts. The script routes check roles
// through require-access.ts; the live hub and the stage listen to the access events.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createAccountClosing, type AccountClosing } from './account-closing';
import { createInvitationMail } from './invitation-mail';
import { createSharingRepository } from './sharing-repository';
import { createSharingService, type SharingService } from './sharing-service';
import { createViewLinksRepository } from './view-links-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** `account`: deleting an account that owns shared scripts (account-closing.ts). */
    sharing: SharingService & { account: AccountClosing };
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
    const account = createAccountClosing({
      db: app.db,
      deleteUser: (auth, first) => app.authService.deleteAccount(auth, first),
      announce: service.announce,
      logError: (err, what) => app.log.error({ err }, what),
      clock: opts.clock,
    });
    // A script gone with its owner's account closes like a deleted one: its live sockets and stage devices, on every
    // instance. The live and stage plugins load after this one; the listener runs only once the app serves.
    account.onScriptDeleted((mindMapId) => {
      app.live.docs.deleted(mindMapId);
      app.live.bus.publish(mindMapId, { kind: 'deleted' });
      app.stage.hub.closeScript(mindMapId);
    });
    app.decorate('sharing', { ...service, account });
    app.addHook('onClose', async () => service.flushMail());
  },
  { name: 'sharing', dependencies: ['db', 'auth', 'mailer', 'rate-limit', 'mind-maps'] },
);
