// HTTP timeouts (issue 23): a client that stops sending its request — headers trickled in, or a body
// that stops arriving — is closed and what it sent so far is let go. What takes long on our side (an AI
// model thinking before its first word, a streamed answer, a big download) and WebSocket upgrades
// (Node hands their socket over without these timers) are left alone.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';

/** Fastify's server options for the configured timeouts. */
export function serverTimeouts(t: AppConfig['http']) {
  return {
    // The socket's idle timer: while a request is arriving it closes a stalled one (see closeStalledRequests).
    connectionTimeout: t.idleTimeoutMs,
    requestTimeout: t.requestTimeoutMs,
    keepAliveTimeout: t.keepAliveTimeoutMs,
    http: {
      headersTimeout: t.headersTimeoutMs,
      requestTimeout: t.requestTimeoutMs,
      // Node enforces the two limits above on this period (30 s by default, which a stalled request would
      // get on top of them): at most a quarter of the headers' limit, and no more than a second.
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(t.headersTimeoutMs / 4)),
    },
  };
}

/**
 * Node closes a socket that stays quiet for the idle timeout whatever it is doing. Here the quiet closes it
 * only while the request has not fully arrived (the client stalled its headers or body); once it has, the
 * wait is ours — a model's first word, a long export — and the connection stays.
 */
export function closeStalledRequests(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    // Listening on the response takes the decision from Node, which otherwise destroys the socket.
    reply.raw.on('timeout', () => {
      if (request.raw.complete) return;
      request.log.info('Request closed: it stopped arriving');
      request.raw.socket.destroy();
    });
    done();
  });
}
