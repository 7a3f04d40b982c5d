// A request whose path the router cannot read (a broken percent-escape such as `/mindmap/%E0%A4%A`) never
// reaches a route, a hook or the error handler: Fastify calls `frameworkErrors` instead, whose default answer
// is a raw JSON object with Fastify's own code. Here an API client gets the API's `{message}` with a 400, and
// a browser a small page that says what happened and leads back into the app, with security headers of its own.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@cuemap/shared';
import { isApiPath } from './api-path';
import { redactUrl } from './log-redaction';

const page = (message: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Broken link · Cuemap</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{color:#475569;margin:0 0 1.5rem}
a{display:inline-block;margin:0 .25rem;padding:.6rem 1.1rem;border-radius:.5rem;text-decoration:none;font-weight:600}
.primary{background:#4f46e5;color:#fff}
.secondary{color:#4f46e5;border:1px solid #c7d2fe}
a:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>This link is broken</h1>
<p>${message}</p>
<a class="primary" href="/dashboard">Go to your scripts</a><a class="secondary" href="/">Cuemap home</a>
</main>
</body>
</html>
`;

/** Security headers (helmet does not run for these answers): nothing but the page's own style may load. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code, url: redactUrl(request.url) }, 'Unreadable request path');
  reply.code(status).header('x-request-id', request.id);
  const accept = request.headers.accept ?? '';
  if (!isApiPath(request.url) && (request.method === 'GET' || request.method === 'HEAD') && accept.includes('text/html')) {
    return reply.headers(PAGE_HEADERS).send(page(HTTP_MESSAGES.badUrl));
  }
  return reply.header('cache-control', 'no-store').send({ message: HTTP_MESSAGES.badUrl });
}
