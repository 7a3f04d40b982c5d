// Security headers. The CSP lets the Vite-built SPA run from our own origin (its scripts and styles,
// plus inline styles that React and the canvas library set) and nothing from elsewhere.
//
// @fastify/helmet rebuilds every header (the CSP string included) on each request, which halved
// throughput in the API benchmark. Our policy is static, so helmet computes the headers once, on a
// throwaway instance, and one hook copies them onto every response.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const options: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // No upgrade-insecure-requests: the product is served over plain HTTP on localhost too.
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

async function computeHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name, value]) => !skip.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, String(value)]),
  );
}

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const headers = await computeHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
