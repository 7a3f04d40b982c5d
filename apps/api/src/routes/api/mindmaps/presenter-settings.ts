// /api/mindmaps/:id/presenter-settings (issue 24 item 2): the script's speed, target length, countdown,
// markers and display settings, so they follow the script to every device. Every role reads them, editors and the owner
// change them; 404 for anyone else.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, presenterSettingsResponseSchema, presenterSettingsSchema } from '@cuemap/shared';
import { requireAccess } from '../../../plugins/app/sharing/require-access';
import { bearer, errors } from '../../responses';

const presenterSettings: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/:id/presenter-settings',
    {
      schema: {
        tags: ['mindmaps'],
        operationId: 'getPresenterSettings',
        summary: "Get a script's presenter settings",
        security: bearer,
        description:
          'The speed, target length, countdown, section markers and display settings stored with the script. ' +
          "A field not set takes the app's default; `stored` is false until they were saved once.",
        params: idParamSchema,
        response: { 200: presenterSettingsResponseSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => app.presenterSettings.get((await requireAccess(request, request.params.id, 'viewer')).ownerId, request.params.id),
  );

  app.put(
    '/:id/presenter-settings',
    {
      schema: {
        tags: ['mindmaps'],
        operationId: 'savePresenterSettings',
        summary: "Save a script's presenter settings",
        security: bearer,
        description:
          'Replaces the settings stored with the script (every field optional, each within its bounds; unknown fields are ' +
          "refused with 400). Does not change the script's version.",
        params: idParamSchema,
        body: presenterSettingsSchema,
        response: { 200: presenterSettingsResponseSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => app.live.rest.putSettings(await requireAccess(request, request.params.id, 'editor'), request.params.id, request.body),
  );
};

export default presenterSettings;
