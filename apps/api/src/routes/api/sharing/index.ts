// /api/invitations/{preview,accept}, /api/shared, /api/shared-by-me and /api/view/:token: the invitee's and the link holder's side of sharing (issue 27).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VIEW_LINK_READS_PER_MINUTE,
  invitationTokenBodySchema,
  acceptedInvitationSchema,
  invitationPreviewSchema,
  sharedByMeListSchema,
  sharedScriptListSchema,
  viewTokenParamsSchema,
  viewedScriptSchema,
} from '@cuemap/shared';
import { requireAuth } from '../../../plugins/app/auth/index';
import { readViewLink } from '../../../plugins/app/sharing/view-link-read';
import { bearer, errors } from '../../responses';

const sharedRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sharing'];

  app.post(
    '/invitations/preview',
    {
      schema: {
        tags,
        operationId: 'previewInvitation',
        summary: 'What an invitation offers',
        description:
          "The script's title, its owner's address, the invited address and role, for the invitation page before sign-in. " +
          'The token is in the body (never in a logged URL). 404 for an unknown token, 410 when it was used, withdrawn or has expired.',
        body: invitationTokenBodySchema,
        response: { 200: invitationPreviewSchema, ...errors(400, 404, 410, 413, 415) },
      },
    },
    async (request) => app.sharing.preview(request.body.token),
  );

  app.post(
    '/invitations/accept',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation',
        security: bearer,
        description:
          "Gives the signed-in user the invitation's role on its script (it then shows in Shared with me). The token works once; " +
          '403 when the account has another address than the invitation, 404 for an unknown token, 410 when it was used, withdrawn or has expired.',
        body: invitationTokenBodySchema,
        response: { 200: acceptedInvitationSchema, ...errors(400, 401, 403, 404, 409, 410, 413, 415) },
      },
    },
    async (request) => app.sharing.accept(requireAuth(request).userId, request.body.token),
  );

  app.get(
    '/shared',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'listSharedScripts',
        summary: 'Scripts shared with me',
        security: bearer,
        description:
          "Other people's scripts the signed-in user may open, with their role and the owner's address; most recently changed first. They do not count towards the user's plan.",
        response: { 200: sharedScriptListSchema, ...errors(401) },
      },
    },
    async (request) => app.sharing.shared(requireAuth(request).userId),
  );

  app.get(
    '/shared-by-me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        operationId: 'listScriptsSharedByMe',
        summary: 'My scripts shared with others',
        security: bearer,
        description:
          "The signed-in user's own scripts that are shared with at least one person, with those people and their roles (most recently changed first); " +
          'deleting the account offers to hand each one to an editor.',
        response: { 200: sharedByMeListSchema, ...errors(401) },
      },
    },
    async (request) => app.sharing.account.sharedByMe(requireAuth(request).userId),
  );

  app.get(
    '/view/:token',
    {
      onRequest: app.limiter.guard({ name: 'ip:view-link', max: VIEW_LINK_READS_PER_MINUTE, windowMs: 60_000, key: (r) => r.ip }),
      schema: {
        tags,
        operationId: 'readViewLink',
        summary: 'Read a script through its view link',
        description:
          'No account needed: the token is the capability. The map as the audience sees it (titles, colours, places, Node Order), ' +
          "the script in its sections and the presenter settings — never the owner's address. 404 for an unknown, turned-off or " +
          `replaced link; 429 past ${VIEW_LINK_READS_PER_MINUTE} reads a minute from one address.`,
        params: viewTokenParamsSchema,
        response: { 200: viewedScriptSchema, ...errors(400, 404, 429) },
      },
    },
    async (request) => readViewLink(app, request.params.token),
  );
};

export default sharedRoutes;
