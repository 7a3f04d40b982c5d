// REST writes that the live documents must hear of: the writes of the map, the script and the settings
// are changes of the document already (rest-through-doc.ts, script-through-doc.ts); any other successful
// write under a script's routes is read into its loaded document in case it touched the tables (here
// and, over the bus, on other instances); a deleted script closes its sockets; a logout closes that
// session's sockets at once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveBus } from './live-bus';
import type { LiveDocs } from './live-docs';
import type { LiveHub } from './live-hub';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The routes that write through the document: nothing to read in after them. */
const THROUGH_DOC = new Set([
  'PUT /api/mindmaps/:id',
  'PUT /api/mindmaps/:id/presenter-settings',
  'POST /api/mindmaps/:id/versions/:versionId/restore',
  'POST /api/teleprompter',
  'POST /api/teleprompter/',
  'PUT /api/teleprompter/:mindMapId/script',
  'PUT /api/teleprompter/:mindMapId/sections/:index',
]);

/** The script a successful REST write changed, by its route (undefined: none). */
function writtenScript(request: FastifyRequest): string | undefined {
  const route = request.routeOptions.url ?? '';
  const params = request.params as Record<string, string | undefined> | undefined;
  if (THROUGH_DOC.has(`${request.method} ${route}`)) return undefined;
  // Comments live in their own tables, never in the document (their sockets hear of them as type 6).
  if (route.startsWith('/api/mindmaps/:id/comments')) return undefined;
  if (route === '/api/teleprompter' || route === '/api/teleprompter/') return (request.body as { mindMapId?: string } | undefined)?.mindMapId;
  if (route.startsWith('/api/teleprompter/:mindMapId')) return params?.mindMapId;
  if (route === '/api/mindmaps/:id' || route.startsWith('/api/mindmaps/:id/')) return params?.id;
  return undefined;
}

export function tablesWritten(app: FastifyInstance, live: { docs: LiveDocs; bus: LiveBus; hub: LiveHub }) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 300) return;
    if (request.routeOptions.url === '/api/auth/logout') {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (token) live.hub.sessionEnded(token);
      return;
    }
    const mindMapId = writtenScript(request);
    if (!mindMapId) return;
    if (request.method === 'DELETE' && request.routeOptions.url === '/api/mindmaps/:id') {
      live.docs.deleted(mindMapId);
      live.bus.publish(mindMapId, { kind: 'deleted' });
      return;
    }
    live.bus.publish(mindMapId, { kind: 'tables' });
    try {
      await live.docs.tablesChanged(mindMapId);
    } catch (err) {
      app.log.error({ err, mindMapId }, 'Reading a REST write into the live document failed');
    }
  };
}
