// /api/mindmaps/:id/stage-links: pairing links that let a remote drive, or a display follow, the
// script's teleprompter (issue 13). Each person's own: editors and the owner make them (a viewer lists none);
// the owner also lists and revokes everyone's (issue 27). The token is in the answer to POST and nowhere else.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createStageLinkBodySchema,
  createdStageLinkSchema,
  idParamSchema,
  listedStageLinksSchema,
  stageLinkParamsSchema,
  stageLinkSchema,
  updateStageLinkBodySchema,
} from '@cuemap/shared';
import { requireAccess } from '../../../plugins/app/sharing/require-access';
import { bearer, errors } from '../../responses';

const stageLinks: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/:id/stage-links',
    {
      schema: {
        tags: ['stage'],
        operationId: 'listStageLinks',
        summary: 'List stage links',
        security: bearer,
        description:
          "The live links (not expired, not revoked), oldest first, each with its maker's name: the owner sees every link of the script, " +
          'anyone else the links they made. Tokens are never listed.',
        params: idParamSchema,
        response: { 200: listedStageLinksSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => app.stage.links.list(await requireAccess(request, request.params.id, 'viewer'), request.params.id),
  );

  app.post(
    '/:id/stage-links',
    {
      schema: {
        tags: ['stage'],
        operationId: 'createStageLink',
        summary: 'Create a stage link',
        security: bearer,
        description:
          'A new link (remote, display, or audience: the map following the prompter) with its token and URL; it works for 4 hours. 409 past 10 live links. A display link may say what its monitor shows (clock, times, pace, next section); a remote or audience link may not (400).',
        params: idParamSchema,
        body: createStageLinkBodySchema,
        response: { 201: createdStageLinkSchema, ...errors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await app.stage.links.create(await requireAccess(request, request.params.id, 'editor'), request.params.id, request.body.mode, request.body.monitor),
        ),
  );

  app.patch(
    '/:id/stage-links/:linkId',
    {
      schema: {
        tags: ['stage'],
        operationId: 'updateStageLink',
        summary: 'Change what a display link shows',
        security: bearer,
        description:
          "Sets a live display link's monitor (issue 24); its connected devices follow at once. 404 for a remote or audience link or one that is not live.",
        params: stageLinkParamsSchema,
        body: updateStageLinkBodySchema,
        response: { 200: stageLinkSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) =>
      app.stage.links.setMonitor(
        (await requireAccess(request, request.params.id, 'editor')).userId,
        request.params.id,
        request.params.linkId,
        request.body.monitor,
      ),
  );

  app.delete(
    '/:id/stage-links/:linkId',
    {
      schema: {
        tags: ['stage'],
        operationId: 'revokeStageLink',
        summary: 'Revoke a stage link',
        security: bearer,
        description:
          "Revokes the link and closes its devices on every server. The owner may revoke any link of the script, an editor their own (404 for another's).",
        params: stageLinkParamsSchema,
        response: { 204: z.null().describe('Revoked.'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.stage.links.revoke(await requireAccess(request, request.params.id, 'editor'), request.params.id, request.params.linkId);
      return reply.code(204).send(null);
    },
  );
};

export default stageLinks;
