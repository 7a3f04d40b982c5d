// Serves the built SPA (apps/web/dist) and answers every other non-API page request with index.html,
// so client-side routes survive a reload. Unknown /api paths stay JSON 404s, and so does /metrics when
// it is not served here (issue 25: a scraper must not read the app's page as a healthy 200).
// Issue 16: every file goes out as the build's brotli/gzip copy when the browser takes one
// (`preCompressed`, with `Vary: Accept-Encoding`), and the public pages the build pre-rendered
// (dist/prerendered/<path>/index.html, apps/web/scripts/prerender.mjs) are sent for their own paths.
// Issue 14: a signed-in screen opened cold gets its route shell (dist/shells/<segment>.html), which
// preloads that screen's chunks beside the app's.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@cuemap/shared';
import { isApiPath } from '../../lib/api-path';
import { isMetricsPath, STATIC_FILES_ROUTE } from '../app/metrics/endpoint';

const SHELL_PAGE = 'index.html';
const PRERENDERED_DIR = 'prerendered';
const ROUTE_SHELLS_DIR = 'shells';

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

/** Page path → its pre-rendered file (relative to the dist root), e.g. '/pricing' → 'prerendered/pricing/index.html'. */
function findPrerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(root, PRERENDERED_DIR);
  if (!existsSync(dir)) return pages;
  const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  for (const entry of entries) {
    const rel = entry.split(path.sep).join('/');
    if (rel !== SHELL_PAGE && !rel.endsWith(`/${SHELL_PAGE}`)) continue;
    const pagePath = `/${rel.slice(0, -SHELL_PAGE.length).replace(/\/$/, '')}`;
    pages.set(pagePath, `${PRERENDERED_DIR}/${rel}`);
  }
  return pages;
}

/**
 * The route shells the build wrote (apps/web/scripts/prerender.mjs): first path segment → file, e.g.
 * 'mindmap' → 'shells/mindmap.html', the client shell that also preloads the editor's chunks.
 */
function findRouteShells(root: string): Map<string, string> {
  const shells = new Map<string, string>();
  const dir = path.join(root, ROUTE_SHELLS_DIR);
  if (!existsSync(dir)) return shells;
  for (const entry of readdirSync(dir)) {
    if (entry.endsWith('.html')) shells.set(entry.slice(0, -'.html'.length), `${ROUTE_SHELLS_DIR}/${entry}`);
  }
  return shells;
}

/** The page for a client-side route: its route shell when the build wrote one, else the plain shell. */
function shellFor(url: string, shells: Map<string, string>): string {
  const segment = (url.split('?')[0] ?? '').split('/')[1] ?? '';
  return shells.get(segment) ?? SHELL_PAGE;
}

export default fp(
  async function spaPlugin(app: FastifyInstance, opts: { webDistDir: string }) {
    const root = path.resolve(opts.webDistDir);
    const hasSpa = existsSync(path.join(root, SHELL_PAGE));
    const prerendered = hasSpa ? findPrerenderedPages(root) : new Map<string, string>();
    const routeShells = hasSpa ? findRouteShells(root) : new Map<string, string>();
    if (hasSpa) {
      // One route per built file (below): in the metrics they are one series, as the wildcard was.
      // @fastify/static gives each file's route the file and its root in the route's config (its handler
      // reads them there), which tells its routes from the app's own without listing dist/ a second time.
      app.addHook('onRoute', (route) => {
        const config = route.config as { file?: unknown; rootPath?: unknown } | undefined;
        if (typeof config?.file === 'string' && typeof config.rootPath === 'string') route.config = { ...route.config, metricsRoute: STATIC_FILES_ROUTE };
      });
      await app.register(fastifyStatic, {
        root,
        // One route per built file, listed once at start-up (a release's dist never changes while it
        // runs), not a wildcard: @fastify/static checks a wildcard path's spelling against the directory
        // listings on every request (a readdir of dist/ and of assets/, ~300 entries, per file served:
        // 1.06 → 0.80 ms of CPU a script here). No index routes: '/' is the pre-rendered landing page
        // below, and a client-side route gets its shell from the not-found handler.
        wildcard: false,
        index: false,
        // dist holds a .br and a .gz beside every text file (apps/web/scripts/compress.mjs).
        preCompressed: true,
        // Vite fingerprints everything under assets/, so those may be cached for good; pages never.
        setHeaders(res, filePath: string) {
          const rel = path.relative(root, filePath);
          res.header('cache-control', rel.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      for (const [pagePath, file] of prerendered) {
        app.get(pagePath, async (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(file, root));
      }
    } else {
      app.log.warn({ webDistDir: root }, 'No built web app found; serving the API only');
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url;
      if (hasSpa && !isApiPath(url) && !isMetricsPath(url) && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml(request)) {
        return reply.header('cache-control', 'no-cache').sendFile(shellFor(url, routeShells), root);
      }
      return reply.code(404).send({ message: HTTP_MESSAGES.notFound });
    });
  },
  { name: 'spa' },
);
