// /api/teleprompter: the spoken text saved for a script (one per script): every role reads it, editors and the owner write it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  resolveSectionBodySchema,
  scriptEditBodySchema,
  sectionParamsSchema,
  teleprompterParamsSchema,
  teleprompterTextSchema,
  teleprompterUpsertBodySchema,
} from '@cuemap/shared';
import { requireAccess } from '../../../plugins/app/sharing/require-access';
import { bearer, errors } from '../../responses';

const teleprompter: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/',
    {
      schema: {
        tags: ['teleprompter'],
        operationId: 'saveTeleprompterScript',
        summary: 'Save a teleprompter script',
        description: 'Creates or replaces the teleprompter script of a mind map (one script per map) and answers with it.',
        security: bearer,
        body: teleprompterUpsertBodySchema,
        response: { 200: teleprompterTextSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => app.live.rest.upsert(await requireAccess(request, request.body.mindMapId, 'editor'), request.body),
  );

  app.get(
    '/:mindMapId',
    {
      schema: {
        tags: ['teleprompter'],
        operationId: 'getTeleprompterScript',
        summary: 'Get a teleprompter script',
        description: 'The script of a mind map with its sections (each says whether the map changed under it). 404 when the map has none.',
        security: bearer,
        params: teleprompterParamsSchema,
        response: { 200: teleprompterTextSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => app.teleprompter.get((await requireAccess(request, request.params.mindMapId, 'viewer')).ownerId, request.params.mindMapId),
  );

  // A decision on one section the map left behind (stale: keep mine / use map text; orphaned: keep / remove).
  app.put(
    '/:mindMapId/sections/:index',
    {
      schema: {
        tags: ['teleprompter'],
        operationId: 'resolveScriptSection',
        summary: 'Resolve a stale or orphaned section',
        description:
          "A decision on one section the map left behind: a stale one keeps its text or takes the map's; an orphaned one is kept or removed. 409 when the script changed since `version`; 400 when the section is not in that state.",
        security: bearer,
        params: sectionParamsSchema,
        body: resolveSectionBodySchema,
        response: { 200: teleprompterTextSchema, ...errors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const actor = await requireAccess(request, request.params.mindMapId, 'editor');
      return app.live.rest.resolveSection(actor, request.params.mindMapId, request.params.index, request.body);
    },
  );

  // The script edited by hand: every section's text, against the script's version (409 when it changed).
  app.put(
    '/:mindMapId/script',
    {
      schema: {
        tags: ['teleprompter'],
        operationId: 'editTeleprompterScript',
        summary: 'Edit a teleprompter script by hand',
        description: "Every section's text, against the script's version: 409 (nothing changed) when the script changed since.",
        security: bearer,
        params: teleprompterParamsSchema,
        body: scriptEditBodySchema,
        response: { 200: teleprompterTextSchema, ...errors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => app.live.rest.editScript(await requireAccess(request, request.params.mindMapId, 'editor'), request.params.mindMapId, request.body),
  );
};

export default teleprompter;
