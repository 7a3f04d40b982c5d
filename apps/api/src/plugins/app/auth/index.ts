// Wires the auth repository and service, and provides `app.authenticate` for protected routes.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@cuemap/shared';
import { HttpError } from '../../../lib/http-error';
import { createAuthRepository } from './auth-repository';
import { createAuthService, type AuthContext, type AuthService } from './auth-service';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    /** preHandler: 401 unless the request carries a live `Authorization: Bearer` session token. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; routes that use it may rely on it. */
    auth: AuthContext | null;
  }
}

export interface AuthPluginOptions {
  appUrl: string;
  requireEmailVerification: boolean;
  sessionTtlMs: number;
  failedLoginsPerHour: number;
  failedLoginsPerAddressPerHour: number;
  sessionCacheMs: number;
  clock?: () => Date;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i;

export default fp(
  async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
    const service = createAuthService({
      repo: createAuthRepository(app.db),
      mailer: app.mailer,
      limiter: app.limiter,
      log: app.log,
      appUrl: opts.appUrl,
      requireEmailVerification: opts.requireEmailVerification,
      sessionTtlMs: opts.sessionTtlMs,
      failedLoginsPerHour: opts.failedLoginsPerHour,
      failedLoginsPerAddressPerHour: opts.failedLoginsPerAddressPerHour,
      sessionCacheMs: opts.sessionCacheMs,
      now: opts.clock,
    });
    app.decorate('authService', service);
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const header = request.headers.authorization;
      if (!header) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
      const match = BEARER.exec(header);
      const auth = match ? await service.authenticate(match[1]!) : null;
      if (!auth) throw new HttpError(401, AUTH_MESSAGES.sessionInvalid);
      request.auth = auth;
    });

    const sweeper = setInterval(
      () => {
        service.sweep().catch((err: unknown) => app.log.warn({ err }, 'Session sweep failed'));
      },
      60 * 60 * 1000,
    );
    sweeper.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweeper);
      await service.flushMail();
    });
  },
  { name: 'auth', dependencies: ['db', 'mailer', 'rate-limit'] },
);

/** The authenticated context of a request that passed `app.authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
  return request.auth;
}
