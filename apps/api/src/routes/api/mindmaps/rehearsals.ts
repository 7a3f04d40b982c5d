// /api/mindmaps/:id/rehearsals: runs of a script in Rehearse mode (time per section). Each person's own:
// every role lists theirs, editors and the owner record them; 404 for anyone without access.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REHEARSAL_LIMITS,
  createRehearsalBodySchema,
  idParamSchema,
  rehearsalListQuerySchema,
  rehearsalListSchema,
  rehearsalParamsSchema,
  rehearsalSchema,
  rehearsalTrendQuerySchema,
  rehearsalTrendSchema,
} from '@cuemap/shared';
import { requireAccess } from '../../../plugins/app/sharing/require-access';
import { bearer, errors } from '../../responses';

const rehearsals: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/:id/rehearsals',
    {
      schema: {
        tags: ['rehearsals'],
        operationId: 'listRehearsals',
        summary: 'List rehearsal runs',
        security: bearer,
        description:
          `A page of runs without their sections, newest first (a map keeps its last ${REHEARSAL_LIMITS.kept}): ` +
          `\`limit\` runs (default ${REHEARSAL_LIMITS.pageDefault}, at most ${REHEARSAL_LIMITS.pageMax}); pass \`nextCursor\` as ` +
          "`cursor` for the next page (null: none). One run's sections: GET …/rehearsals/:runId.",
        params: idParamSchema,
        querystring: rehearsalListQuerySchema,
        response: { 200: rehearsalListSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => app.rehearsals.list((await requireAccess(request, request.params.id, 'viewer')).userId, request.params.id, request.query),
  );

  app.get(
    '/:id/rehearsals/trend',
    {
      schema: {
        tags: ['rehearsals'],
        operationId: 'getRehearsalTrend',
        summary: 'Rehearsal runs per section',
        security: bearer,
        description:
          'The newest `limit` runs (oldest first) and, for each section of the newest run (by node; an opening or closing by its place), ' +
          "its planned and actual time in each run, and the coach's pace and filler count where the run was rehearsed with Listen (null otherwise, and where a run had no such section).",
        params: idParamSchema,
        querystring: rehearsalTrendQuerySchema,
        response: { 200: rehearsalTrendSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => app.rehearsals.trend((await requireAccess(request, request.params.id, 'viewer')).userId, request.params.id, request.query.limit),
  );

  app.get(
    '/:id/rehearsals/:runId',
    {
      schema: {
        tags: ['rehearsals'],
        operationId: 'getRehearsal',
        summary: 'Get one rehearsal run',
        security: bearer,
        description: 'One run with its sections.',
        params: rehearsalParamsSchema,
        response: { 200: rehearsalSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => app.rehearsals.get((await requireAccess(request, request.params.id, 'viewer')).userId, request.params.id, request.params.runId),
  );

  app.post(
    '/:id/rehearsals',
    {
      schema: {
        tags: ['rehearsals'],
        operationId: 'createRehearsal',
        summary: 'Record a rehearsal run',
        security: bearer,
        description:
          "Stores one run (`targetMs` null or left out: no target). `coach` (null or left out: none) holds the rehearsal coach's figures when the run was " +
          'rehearsed with Listen on: one entry in `coach.sections` per section, every list bounded. Storing a 51st run deletes the oldest.',
        params: idParamSchema,
        body: createRehearsalBodySchema,
        response: { 201: rehearsalSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.rehearsals.create((await requireAccess(request, request.params.id, 'editor')).userId, request.params.id, request.body)),
  );
};

export default rehearsals;
