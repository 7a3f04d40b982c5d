// Keeps secrets out of logs: bearer tokens, cookies, passwords, and tokens in query strings
// (the verification link's ?token=).
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

export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|session_id)=)[^&#]*/gi, '$1[REDACTED]');
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
