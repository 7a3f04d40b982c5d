// Who may read /metrics: nobody by default; with METRICS_TOKEN, a bearer of that token; with
// METRICS_PORT, whoever reaches that port (its own listener, which the operator keeps off the public
// network), plus the token when both are set.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

/** The route label of every file of the built web app (one route each, spa.ts): one series for all of them. */
export const STATIC_FILES_ROUTE = '/*';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route label in the metrics when it is not the route's own pattern. */
    metricsRoute?: string;
  }
}

export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required (Authorization: Bearer …).';

/** `/metrics`, `/metrics/…` or `/metrics?…`: never a page of the web app. */
export function isMetricsPath(url: string): boolean {
  return url === METRICS_PATH || url.startsWith(`${METRICS_PATH}/`) || url.startsWith(`${METRICS_PATH}?`);
}

/**
 * Whether the Authorization header carries `token`. Both sides are hashed first, so the comparison
 * takes the same time whatever the length or content of the guess.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  const given = createHash('sha256')
    .update(match?.[1] ?? '')
    .digest();
  const expected = createHash('sha256').update(token).digest();
  return timingSafeEqual(given, expected) && match !== null;
}

/** The separate listener for METRICS_PORT: GET /metrics and nothing else. */
export function createMetricsServer(registry: Registry, token: string | undefined, onError: (err: unknown) => void): Server {
  return createServer((req: IncomingMessage, res) => {
    const pathname = (req.url ?? '').split('?')[0];
    res.setHeader('cache-control', 'no-store');
    if (pathname !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: 'Not found.' }));
      return;
    }
    if (token !== undefined && !bearerMatches(req.headers.authorization, token)) {
      res
        .writeHead(401, { 'content-type': 'application/json; charset=utf-8', 'www-authenticate': 'Bearer' })
        .end(JSON.stringify({ message: METRICS_TOKEN_REQUIRED }));
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(req.method === 'HEAD' ? undefined : text),
      (err: unknown) => {
        onError(err);
        res.writeHead(500).end();
      },
    );
  });
}
