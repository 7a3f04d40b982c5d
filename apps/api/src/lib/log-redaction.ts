// Keeps secrets out of logs: bearer tokens, cookies, passwords, tokens in query strings (the
// verification and reset links' ?token=) and in paths (the stage's /remote/, /display/ and /audience/<token>
// pages and the sharing's /invite/ and /view/<token> pages, which the server serves like any other page).
import type { FastifyRequest } from 'fastify';

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
];

/** Query parameters that carry a secret. */
const SECRET_QUERY = /([?&](?:token|code|session_id)=)[^&#]*/gi;
/** Path segments that are a secret: the one after /remote/, /display/, /audience/, /invite/ or /view/ (any case: the web app's router ignores it). */
const SECRET_PATH = /(\/(?:remote|display|audience|invite|view)\/)[^/?#]+/gi;

/** The URL as logs may show it: every secret replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[REDACTED]').replace(SECRET_QUERY, '$1[REDACTED]');
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
