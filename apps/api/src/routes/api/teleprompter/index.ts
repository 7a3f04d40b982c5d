// /api/teleprompter: the spoken text saved for a script (one per script, owner only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  resolveSectionBodySchema,
  scriptEditBodySchema,
  sectionParamsSchema,
  teleprompterParamsSchema,
  teleprompterTextSchema,
  teleprompterUpsertBodySchema,
} from '@cuemap/shared';
import { requireAuth } from '../../../plugins/app/auth/index';
import { bearer, errors } from '../../responses';

const teleprompter: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/',
    {
      schema: {
        tags: ['teleprompter'],
        security: bearer,
        body: teleprompterUpsertBodySchema,
        response: { 200: teleprompterTextSchema, ...errors(400, 401, 404, 413, 415) },
      },
    },
    async (request) => app.teleprompter.upsert(requireAuth(request).userId, request.body),
  );

  app.get(
    '/:mindMapId',
    {
      schema: {
        tags: ['teleprompter'],
        security: bearer,
        params: teleprompterParamsSchema,
        response: { 200: teleprompterTextSchema, ...errors(401, 404) },
      },
    },
    async (request) => app.teleprompter.get(requireAuth(request).userId, request.params.mindMapId),
  );

  // A decision on one section the map left behind (stale: keep mine / use map text; orphaned: keep / remove).
  app.put(
    '/:mindMapId/sections/:index',
    {
      schema: {
        tags: ['teleprompter'],
        security: bearer,
        params: sectionParamsSchema,
        body: resolveSectionBodySchema,
        response: { 200: teleprompterTextSchema, ...errors(400, 401, 404, 409, 415) },
      },
    },
    async (request) => app.teleprompter.resolve(requireAuth(request).userId, request.params.mindMapId, request.params.index, request.body),
  );

  // The script edited by hand: every section's text, against the script's version (409 when it changed).
  app.put(
    '/:mindMapId/script',
    {
      schema: {
        tags: ['teleprompter'],
        security: bearer,
        params: teleprompterParamsSchema,
        body: scriptEditBodySchema,
        response: { 200: teleprompterTextSchema, ...errors(400, 401, 404, 409, 413, 415) },
      },
    },
    async (request) => app.teleprompter.edit(requireAuth(request).userId, request.params.mindMapId, request.body),
  );
};

export default teleprompter;
