// /api/mindmaps: the signed-in user's scripts. A script opens to its owner and the people it is shared with
// (issue 27: viewers read, editors also save, only the owner deletes); to anyone else it answers 404, never 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  LIMITS,
  MAP_SIZE_MESSAGES,
  MIND_MAP_MESSAGES,
  createMindMapBodySchema,
  idParamSchema,
  limitReachedSchema,
  messageSchema,
  mindMapListSchema,
  mindMapSchema,
  mindMapSummarySchema,
  updateMindMapBodySchema,
} from '@cuemap/shared';
import { requireAuth } from '../../../plugins/app/auth/index';
import { requireAccess } from '../../../plugins/app/sharing/require-access';
import { bearer, errors } from '../../responses';

/**
 * Sends JSON the service has already encoded: Fastify passes a string or Buffer with a JSON content
 * type through untouched, so the 200 schema documents the shape without re-encoding 2 000 nodes.
 */
function sendJson(reply: FastifyReply, json: string | Buffer, status = 200) {
  return reply.code(status).type('application/json; charset=utf-8').send(json);
}

const mindMaps: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags: ['mindmaps'],
        operationId: 'listMindMaps',
        summary: 'List scripts',
        description: "The signed-in user's scripts (summaries, without nodes), most recently updated first.",
        security: bearer,
        response: { 200: mindMapListSchema, ...errors(401) },
      },
    },
    // Built by typed code from stored rows (and possibly cached); the schema documents it.
    async (request, reply) => sendJson(reply, await app.mindMaps.listJson(requireAuth(request).userId)),
  );

  app.post(
    '/',
    {
      // The script limit reads the plan as of now (see app.refreshPlan).
      preHandler: app.refreshPlan,
      // A body over the limit is a map over LIMITS.mapBytesMax: say so in the editor's words.
      config: { bodyTooLargeMessage: MAP_SIZE_MESSAGES.tooLarge },
      schema: {
        tags: ['mindmaps'],
        operationId: 'createMindMap',
        summary: 'Create a script',
        description:
          "Creates a script (a mind map) and answers with it. 403 (`limitReached`) when the plan's script limit is reached; 413 over the map size limit.",
        security: bearer,
        body: createMindMapBodySchema,
        response: { 201: mindMapSchema, 403: limitReachedSchema, ...errors(400, 401, 413, 415) },
      },
    },
    async (request, reply) => sendJson(reply, await app.mindMaps.createJson(requireAuth(request).userId, request.body), 201),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['mindmaps'],
        operationId: 'getMindMap',
        summary: 'Get a script',
        description: 'The whole map: nodes, connections, node order and view state. Open to every role.',
        security: bearer,
        params: idParamSchema,
        response: { 200: mindMapSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { ownerId } = await requireAccess(request, request.params.id, 'viewer');
      return sendJson(reply, (await app.mindMaps.getJson(ownerId, request.params.id)).body);
    },
  );

  app.put(
    '/:id',
    {
      config: { bodyTooLargeMessage: MAP_SIZE_MESSAGES.tooLarge },
      schema: {
        tags: ['mindmaps'],
        operationId: 'updateMindMap',
        summary: 'Save a script',
        security: bearer,
        description:
          'Send the full map, or only {title} to rename. With `version`, a stale write is a 409 that changes nothing. ' +
          'Answers with the summary (new version, updatedAt, description), not the nodes. A map larger than ' +
          `${LIMITS.mapBytesMax} bytes (UTF-8 JSON of {title, nodes, connections, nodeOrder, viewState}) is a 413.`,
        params: idParamSchema,
        body: updateMindMapBodySchema,
        response: { 200: mindMapSummarySchema, ...errors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    // Editors save and rename too (the title is part of the map they edit).
    async (request) => app.live.rest.updateMap(await requireAccess(request, request.params.id, 'editor'), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['mindmaps'],
        operationId: 'deleteMindMap',
        summary: 'Delete a script',
        description: 'Deletes the script with its teleprompter text, versions, rehearsals and stage links; connected stage devices are told.',
        security: bearer,
        params: idParamSchema,
        response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await app.mindMaps.remove((await requireAccess(request, request.params.id, 'owner')).userId, request.params.id);
      // Its stage links went with it (ON DELETE CASCADE); phones and displays still connected are told now.
      app.stage.hub.closeScript(request.params.id);
      return { message: MIND_MAP_MESSAGES.deleted };
    },
  );
};

export default mindMaps;
