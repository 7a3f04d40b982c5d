// /api/mindmaps/:id/{sharing,invitations,members,transfer,view-link}: who may open a script (issue 27).
// Owner only (a member may remove themselves; any role reads its own access); someone without access gets 404, a member 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeRoleBodySchema,
  createdViewLinkSchema,
  idParamSchema,
  invitationParamsSchema,
  invitedSchema,
  inviteBodySchema,
  memberParamsSchema,
  messageSchema,
  scriptAccessInfoSchema,
  scriptPersonSchema,
  scriptSharingSchema,
  shareRefusedSchema,
  transferBodySchema,
} from '@cuemap/shared';
import { requireAuth } from '../../../plugins/app/auth/index';
import { bearer, errors } from '../../responses';

const sharing: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['sharing'];

  app.get(
    '/:id/access',
    {
      schema: {
        tags,
        operationId: 'getScriptAccess',
        summary: 'My role on a script',
        security: bearer,
        description: "The caller's role (owner, editor or viewer) and the owner's address: the screens hide what the role may not do. 404 without access.",
        params: idParamSchema,
        response: { 200: scriptAccessInfoSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => app.sharing.accessInfo(requireAuth(request).userId, request.params.id),
  );

  app.get(
    '/:id/sharing',
    {
      schema: {
        tags,
        operationId: 'getScriptSharing',
        summary: 'Who has access to a script',
        security: bearer,
        description: "The owner and the people the script is shared with, pending invitations, whether the view link is on, and the plan's limit.",
        params: idParamSchema,
        response: { 200: scriptSharingSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => app.sharing.get(requireAuth(request).userId, request.params.id),
  );

  app.post(
    '/:id/invitations',
    {
      schema: {
        tags,
        operationId: 'inviteToScript',
        summary: 'Invite someone by e-mail',
        security: bearer,
        description:
          'Mails a single-use link (14 days) that gives the role to whoever signs in with that address. The answer is the same whether ' +
          'or not the address has an account; a new invitation to the same address replaces a pending one. 403 (`limitReached`) past ' +
          "the plan's number of people, 409 when the person already has access, 429 past the invitations an owner may send per hour.",
        params: idParamSchema,
        body: inviteBodySchema,
        response: { 201: invitedSchema, 403: shareRefusedSchema, ...errors(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.sharing.invite(requireAuth(request).userId, request.params.id, request.body)),
  );

  app.delete(
    '/:id/invitations/:invitationId',
    {
      schema: {
        tags,
        operationId: 'revokeInvitation',
        summary: 'Withdraw an invitation',
        security: bearer,
        description: 'Its link stops working. 404 when it is not pending (accepted, withdrawn or expired).',
        params: invitationParamsSchema,
        response: { 204: z.null().describe('Withdrawn.'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.sharing.revokeInvitation(requireAuth(request).userId, request.params.id, request.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/:id/members/:userId',
    {
      schema: {
        tags,
        operationId: 'changeMemberRole',
        summary: "Change a person's role",
        security: bearer,
        description: 'Viewer or editor; their open connections follow the new role.',
        params: memberParamsSchema,
        body: changeRoleBodySchema,
        response: { 200: scriptPersonSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => app.sharing.changeRole(requireAuth(request).userId, request.params.id, request.params.userId, request.body.role),
  );

  app.delete(
    '/:id/members/:userId',
    {
      schema: {
        tags,
        operationId: 'removeMember',
        summary: 'Remove a person',
        security: bearer,
        description: 'The owner removes someone, or a member leaves (their own user id). Their access ends at once, open connections included.',
        params: memberParamsSchema,
        response: { 204: z.null().describe('Removed.'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.sharing.remove(requireAuth(request).userId, request.params.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/transfer',
    {
      schema: {
        tags,
        operationId: 'transferScript',
        summary: 'Transfer ownership',
        security: bearer,
        description:
          'Makes a person who has access the owner, with the script and its history; the former owner stays on as an editor. ' +
          "403 when the new owner's plan has no room for the script or for the people it is shared with.",
        params: idParamSchema,
        body: transferBodySchema,
        response: { 200: messageSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => app.sharing.transfer(requireAuth(request).userId, request.params.id, request.body.userId),
  );

  app.post(
    '/:id/view-link',
    {
      schema: {
        tags,
        operationId: 'createViewLink',
        summary: 'Turn on, or regenerate, the view link',
        security: bearer,
        description:
          'Anyone with the link can view the script (map, outline, teleprompter) without an account. The token is in this answer only; ' +
          'calling again gives a new one and the old link stops working.',
        params: idParamSchema,
        response: { 201: createdViewLinkSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.sharing.createViewLink(requireAuth(request).userId, request.params.id)),
  );

  app.delete(
    '/:id/view-link',
    {
      schema: {
        tags,
        operationId: 'revokeViewLink',
        summary: 'Turn off the view link',
        security: bearer,
        description: 'The link stops working and its open views close. 404 when the script has no view link.',
        params: idParamSchema,
        response: { 204: z.null().describe('Turned off.'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.sharing.revokeViewLink(requireAuth(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default sharing;
