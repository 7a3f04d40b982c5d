// OpenAPI generated from the routes' zod schemas; JSON at /api/docs/json, UI at /api/docs. Issue 25: a
// document a client generator can use: named component schemas (openapi/components.ts), described
// responses and media types, only /api routes (openapi/transform.ts), declared tags (openapi/tags.ts),
// and this instance's address and build version. docs/api.md says how to generate a client from it.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../lib/version';
import { registerComponentSchemas } from './openapi/components';
import { OPENAPI_TAGS } from './openapi/tags';
import { documentTransform, routeTransform } from './openapi/transform';

export interface SwaggerOptions {
  /** The public address (APP_URL): the document's server, so a generated client needs no base URL. */
  appUrl: string;
}

export default fp(
  async function swaggerPlugin(app: FastifyInstance, opts: SwaggerOptions) {
    registerComponentSchemas();
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Cuemap API',
          description:
            'Scripts (mind maps), teleprompter texts, rehearsals, stage links, AI writing, accounts and billing. ' +
            'Sign in with POST /api/auth/login and send the token as `Authorization: Bearer <token>`. ' +
            'Every error answers JSON `{message}` (the Error schema).',
          version: APP_VERSION,
          contact: { name: 'Cuemap on this server', url: opts.appUrl },
        },
        servers: [{ url: opts.appUrl.replace(/\/+$/, ''), description: 'This Cuemap server (APP_URL)' }],
        tags: [...OPENAPI_TAGS],
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      },
      transform: routeTransform,
      transformObject: documentTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
