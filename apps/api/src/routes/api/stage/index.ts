// /api/stage/socket: one WebSocket per prompter or device (protocol: @cuemap/shared schemas/stage.ts).
// The first message says who it is (hello); the hub takes it from there. Before the upgrade, a browser
// page of another site (its Origin) is refused (403) and so is an address holding too many sockets
// (429); a plain HTTP request (no upgrade) is told to use a WebSocket (426).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../lib/http-error';
import { STAGE_SERVER_MESSAGES } from '../../../plugins/app/stage/messages';
import { errors } from '../../responses';

const stage: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'GET',
    url: '/socket',
    schema: {
      tags: ['stage'],
      operationId: 'openStageSocket',
      summary: 'Open the stage WebSocket',
      description:
        'WebSocket (426 without an upgrade). The first message must be hello within 10 s: `{type:"hello", as:"prompter", mindMapId, session}`, `{type:"hello", as:"link", token}` or, for a page opened through a view link, `{type:"hello", as:"view", token, screen:"page"|"prompter"}` (told of cues and of the link ending; counted as reads of the view link).',
      response: { 101: z.null().describe('Switching Protocols: the WebSocket is open.'), ...errors(403, 426, 429) },
    },
    onRequest: async (request) => {
      if (!app.stage.originAllowed(request.headers.origin, request.headers.host)) throw new HttpError(403, STAGE_SERVER_MESSAGES.originRefused);
      if (app.stage.hub.addressFull(request.ip)) throw new HttpError(429, STAGE_SERVER_MESSAGES.tooManySockets);
    },
    handler: async () => {
      throw new HttpError(426, STAGE_SERVER_MESSAGES.useWebSocket, {}, { upgrade: 'websocket' });
    },
    wsHandler: (socket, request) => {
      app.stage.hub.accept(socket, request.headers['user-agent'], request.ip);
    },
  });
};

export default stage;
