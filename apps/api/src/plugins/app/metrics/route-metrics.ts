// Counts imports, exports and open AI script streams by hooking only their routes (an onRoute hook
// adds the hooks as the routes are declared), so every other request pays nothing for them.
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { EXPORT_FORMATS, FORMAT_LABELS } from '@cuemap/shared';
import type { MetricFamilies } from './families';

const IMPORT_ROUTE = '/api/mindmaps/import';
const EXPORT_ROUTE = '/api/mindmaps/:id/export';
const STREAM_ROUTE = '/api/ai/generate-teleprompter/stream';
const KNOWN_FORMATS: ReadonlySet<string> = new Set(EXPORT_FORMATS);

/** ok for 2xx; refused for what the client or the load caused (4xx, the busy 503); error for the rest. */
function outcome(status: number): 'ok' | 'refused' | 'error' {
  if (status < 400) return 'ok';
  return status < 500 || status === 503 ? 'refused' : 'error';
}

/** The import's answer names the format it read; a refused file has none. */
function importedFormat(payload: unknown): string {
  if (typeof payload !== 'string') return 'unknown';
  try {
    const format = (JSON.parse(payload) as { format?: unknown }).format;
    return typeof format === 'string' && Object.hasOwn(FORMAT_LABELS, format) ? format : 'unknown';
  } catch {
    return 'unknown';
  }
}

type Hook = (...args: never[]) => unknown;
function addHook(route: RouteOptions, name: 'onRequest' | 'onSend', hook: Hook) {
  const existing = route[name] as Hook | Hook[] | undefined;
  (route as unknown as Record<string, Hook[]>)[name] = [...(existing === undefined ? [] : [existing].flat()), hook];
}

/** The onRoute hook; `streams` counts the open AI script streams (read by the live-connections gauge). */
export function routeCounters(families: MetricFamilies, streams: { open: number }) {
  return (route: RouteOptions): void => {
    const methods = [route.method].flat();
    if (route.url === IMPORT_ROUTE && methods.includes('POST')) {
      addHook(route, 'onSend', async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const result = outcome(reply.statusCode);
        families.imports.inc({ format: result === 'ok' ? importedFormat(payload) : 'unknown', outcome: result });
        return payload;
      });
    } else if (route.url === EXPORT_ROUTE && methods.includes('GET')) {
      addHook(route, 'onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const asked = (request.query as { format?: unknown } | undefined)?.format;
        const format = typeof asked === 'string' && KNOWN_FORMATS.has(asked) ? asked : 'unknown';
        families.exports.inc({ format, outcome: outcome(reply.statusCode) });
        return payload;
      });
    } else if (route.url === STREAM_ROUTE && methods.includes('POST')) {
      // The stream's response is hijacked (no onResponse): count the connection until it closes.
      addHook(route, 'onRequest', async (_request: FastifyRequest, reply: FastifyReply) => {
        streams.open += 1;
        reply.raw.once('close', () => (streams.open -= 1));
      });
    }
  };
}
