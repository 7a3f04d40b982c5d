// /api/mindmaps/:id/versions: a script's version history (map + teleprompter text): every role reads it, only the owner restores.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, restoreVersionResponseSchema, versionListSchema, versionParamsSchema, versionSchema } from '@cuemap/shared';
import { requireAccess } from '../../../plugins/app/sharing/require-access';
import { bearer, errors } from '../../responses';

const versions: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/:id/versions',
    {
      schema: {
        tags: ['versions'],
        operationId: 'listVersions',
        summary: "List a script's versions",
        security: bearer,
        description: 'Newest first. Saves within a minute of each other share one version; identical content is stored once.',
        params: idParamSchema,
        response: { 200: versionListSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => app.versions.list((await requireAccess(request, request.params.id, 'viewer')).ownerId, request.params.id),
  );

  app.get(
    '/:id/versions/:versionId',
    {
      schema: {
        tags: ['versions'],
        operationId: 'getVersion',
        summary: 'Get one version',
        security: bearer,
        description: 'The map and the teleprompter text as they were (`script` is null when there was none).',
        params: versionParamsSchema,
        response: { 200: versionSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => app.versions.get((await requireAccess(request, request.params.id, 'viewer')).ownerId, request.params.id, request.params.versionId),
  );

  app.post(
    '/:id/versions/:versionId/restore',
    {
      schema: {
        tags: ['versions'],
        operationId: 'restoreVersion',
        summary: 'Restore a version',
        security: bearer,
        description:
          "Makes the version the current map and script. The map's `version` is bumped like a save (an editor holding the " +
          'old one gets a 409) and the restore is itself a new version.',
        params: versionParamsSchema,
        response: { 200: restoreVersionResponseSchema, ...errors(400, 401, 403, 404, 413) },
      },
    },
    async (request) => app.live.rest.restoreVersion(await requireAccess(request, request.params.id, 'owner'), request.params.id, request.params.versionId),
  );
};

export default versions;
