// Serves the built SPA (apps/web/dist) and answers every other non-API page request with index.html,
// so client-side routes survive a reload. Unknown /api paths stay JSON 404s.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@cuemap/shared';

/**
 * A page navigation: a path without a file extension from a client that takes HTML (browsers say
 * text/html, curl and link checkers say *\/*). A missing script or image (has an extension) stays a 404.
 */
function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '*/*';
  const pathname = request.url.split('?')[0] ?? '';
  if (path.extname(pathname)) return false;
  return accept.includes('text/html') || accept.includes('*/*');
}

export default fp(
  async function spaPlugin(app: FastifyInstance, opts: { webDistDir: string }) {
    const root = path.resolve(opts.webDistDir);
    const hasSpa = existsSync(path.join(root, 'index.html'));
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        // Vite fingerprints everything under assets/, so those may be cached for good; index.html never.
        setHeaders(res, filePath: string) {
          const rel = path.relative(root, filePath);
          res.header('cache-control', rel.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn({ webDistDir: root }, 'No built web app found; serving the API only');
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url;
      const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
      if (hasSpa && !isApi && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml(request)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
      }
      return reply.code(404).send({ message: HTTP_MESSAGES.notFound });
    });
  },
  { name: 'spa' },
);
