// /api/live/:mindMapId: the live document's WebSocket (issue 26; protocol: packages/shared/src/live/protocol.ts).
// The first message carries the session; the hub takes it from there. Before the upgrade, a browser
// page of another site (its Origin) is refused (403); a plain HTTP request is told to use a WebSocket (426).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teleprompterParamsSchema } from '@cuemap/shared';
import { HttpError } from '../../../lib/http-error';
import { LIVE_SERVER_MESSAGES } from '../../../plugins/app/live/messages';
import { errors } from '../../responses';

const live: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'GET',
    url: '/:mindMapId',
    schema: {
      tags: ['mindmaps'],
      operationId: 'openLiveDocument',
      summary: 'Open the live document WebSocket',
      description:
        'WebSocket (426 without an upgrade) carrying the script as one live Yjs document: binary y-protocols sync and awareness messages. ' +
        "The first message must be the session (type 2, the bearer token) within 10 s; another user's script closes with 4404. " +
        'Each stored change is acknowledged (type 3); a change past the 1 MB limit is refused (type 4, then close 4413). ' +
        "An editor's or the owner's cue for the presenter (type 5, ≤ 80 characters, one a second) is shown by the script's other sockets; a viewer's is refused.",
      params: teleprompterParamsSchema,
      response: { 101: z.null().describe('Switching Protocols: the WebSocket is open.'), ...errors(400, 403, 426) },
    },
    onRequest: async (request) => {
      if (!app.stage.originAllowed(request.headers.origin, request.headers.host)) throw new HttpError(403, LIVE_SERVER_MESSAGES.originRefused);
    },
    handler: async () => {
      throw new HttpError(426, LIVE_SERVER_MESSAGES.useWebSocket, {}, { upgrade: 'websocket' });
    },
    wsHandler: (socket, request) => {
      app.live.hub.accept(socket, request.params.mindMapId);
    },
  });
};

export default live;
