// /api/auth: register, login, logout, me, e-mail verification, profile and password changes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AUTH_MESSAGES,
  authResponseSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  meResponseSchema,
  messageSchema,
  registerBodySchema,
  requiresVerificationErrorSchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
  verifyEmailQuerySchema,
} from '@cuemap/shared';
import { requireAuth } from '../../../plugins/app/auth/index';
import { bearer, errors } from '../../responses';
import { prefersHtml } from './accept';

export interface AuthRouteOptions {
  appUrl: string;
  ipPerMinute: number;
  emailPerMinute: number;
}

const MINUTE = 60_000;

const auth: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, opts) => {
  /** Per-IP and per-e-mail windows for one route (people share addresses, so the IP window is wider). */
  const limits = (route: string) => ({
    onRequest: app.limiter.guard({ name: `ip:${route}`, max: opts.ipPerMinute, windowMs: MINUTE, key: (r) => r.ip }),
    preHandler: app.limiter.guard({
      name: `email:${route}`,
      max: opts.emailPerMinute,
      windowMs: MINUTE,
      key: (r: FastifyRequest) => (r.body as { email?: string } | undefined)?.email,
    }),
  });

  app.post(
    '/register',
    {
      ...limits('register'),
      schema: {
        tags: ['auth'],
        operationId: 'register',
        summary: 'Create an account',
        description:
          'Creates an account and answers with a session token, or, with e-mail verification on, mails a verification link and answers without one (`requiresVerification`). 409 when the address is taken.',
        body: registerBodySchema,
        response: { 201: authResponseSchema, ...errors(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await app.authService.register(request.body)),
  );

  app.post(
    '/login',
    {
      ...limits('login'),
      schema: {
        tags: ['auth'],
        operationId: 'login',
        summary: 'Sign in',
        description:
          'Answers with a session token for `Authorization: Bearer`. 401 for a wrong e-mail or password; 403 (`requiresVerification`) while the address is not verified; 429 after too many failed attempts.',
        body: loginBodySchema,
        response: { 200: authResponseSchema, 403: requiresVerificationErrorSchema, ...errors(400, 401, 413, 415, 429) },
      },
    },
    async (request) => app.authService.login(request.body, request.ip),
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'Sign out',
        description: 'Ends this session: its token stops working at once.',
        security: bearer,
        response: { 200: messageSchema, ...errors(401) },
      },
    },
    async (request) => {
      await app.authService.logout(requireAuth(request));
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.post(
    '/logout-others',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        operationId: 'logoutOthers',
        summary: 'Sign out other sessions',
        security: bearer,
        description: 'Signs out every other session of the account (other browsers and devices); this one stays.',
        response: { 200: messageSchema, ...errors(401) },
      },
    },
    async (request) => ({ message: AUTH_MESSAGES.otherSessionsEnded(await app.authService.logoutOthers(requireAuth(request))) }),
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      // The plan as of now (a cancellation past its period end is Free), before it is read.
      preHandler: app.refreshPlan,
      schema: {
        tags: ['auth'],
        operationId: 'getCurrentUser',
        summary: 'Get the signed-in user',
        description: 'The account with its plan and usage as of now.',
        security: bearer,
        response: { 200: meResponseSchema, ...errors(401) },
      },
    },
    async (request) => ({ user: await app.authService.me(requireAuth(request)) }),
  );

  app.post(
    '/resend-verification',
    {
      ...limits('resend-verification'),
      schema: {
        tags: ['auth'],
        operationId: 'resendVerification',
        summary: 'Resend the verification e-mail',
        description: 'Mails a new verification link when the address has an unverified account; the answer is the same either way.',
        body: resendVerificationBodySchema,
        response: { 200: messageSchema, ...errors(400, 413, 415, 429) },
      },
    },
    async (request) => {
      app.authService.resendVerification(request.body.email);
      // The same answer whether or not the address is registered or already verified.
      return { message: AUTH_MESSAGES.resendSent };
    },
  );

  app.post(
    '/forgot-password',
    {
      ...limits('forgot-password'),
      schema: {
        tags: ['auth'],
        operationId: 'forgotPassword',
        summary: 'Request a password reset',
        description: 'Mails a one-hour, single-use reset link when the address has an account; the answer is the same either way.',
        body: forgotPasswordBodySchema,
        response: { 200: messageSchema, ...errors(400, 413, 415, 429) },
      },
    },
    async (request) => {
      app.authService.forgotPassword(request.body.email);
      return { message: AUTH_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/reset-password',
    {
      onRequest: app.limiter.guard({ name: 'ip:reset-password', max: opts.ipPerMinute, windowMs: MINUTE, key: (r) => r.ip }),
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        summary: 'Reset the password',
        description: 'Sets a new password from a mailed reset link; every session of the account is signed out.',
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, ...errors(400, 413, 415, 429) },
      },
    },
    async (request) => {
      await app.authService.resetPassword(request.body, request.ip);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.get(
    '/verify-email',
    {
      schema: {
        tags: ['auth'],
        operationId: 'verifyEmail',
        summary: 'Verify an e-mail address',
        description:
          'JSON {message}; a request preferring text/html (a link opened from a mail client) is redirected to /email-verified?status=success|failure.',
        querystring: verifyEmailQuerySchema,
        response: { 200: messageSchema, ...errors(400) },
      },
    },
    async (request, reply) => {
      const ok = await app.authService.verifyEmail(request.query.token);
      if (prefersHtml(request.headers.accept)) {
        return reply.redirect(`${opts.appUrl}/email-verified?status=${ok ? 'success' : 'failure'}`, 302);
      }
      return ok ? reply.send({ message: AUTH_MESSAGES.verified }) : reply.code(400).send({ message: AUTH_MESSAGES.verifyFailed });
    },
  );

  app.put(
    '/update-profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        operationId: 'updateProfile',
        summary: 'Update the profile',
        security: bearer,
        body: updateProfileBodySchema,
        description:
          'Changing the e-mail needs `currentPassword` (wrong guesses share the failed-password limit with login). ' +
          'The old address is told; with e-mail verification on, the new one stays `pendingEmail` until the link mailed to it is opened.',
        response: { 200: updateProfileResponseSchema, ...errors(400, 401, 409, 413, 415, 429) },
      },
    },
    async (request) => app.authService.updateProfile(requireAuth(request), request.body, request.ip),
  );

  app.put(
    '/change-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        operationId: 'changePassword',
        summary: 'Change the password',
        description: 'Needs the current password; other sessions are signed out, this one stays.',
        security: bearer,
        body: changePasswordBodySchema,
        response: { 200: messageSchema, ...errors(400, 401, 413, 415, 429) },
      },
    },
    async (request) => {
      await app.authService.changePassword(requireAuth(request), request.body, request.ip);
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.delete(
    '/account',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        operationId: 'deleteAccount',
        summary: 'Delete the account',
        security: bearer,
        description:
          'Deletes the account and everything it owns (scripts, teleprompter texts, sessions) after checking the password. ' +
          '`transfers` hands some of its shared scripts to one of their editors each instead (GET /api/shared-by-me lists them); ' +
          'a script that is not the account’s, listed twice, or a target who is not its editor is a 400 and nothing is deleted. ' +
          'The hand-overs and the deletion are one transaction; then the people who lost access are closed out everywhere. ' +
          'A live paid subscription is cancelled with the payment provider first; if that fails (502) nothing is deleted.',
        body: deleteAccountBodySchema,
        response: { 200: messageSchema, ...errors(400, 401, 403, 413, 415, 429, 502) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const transfers = request.body.transfers ?? [];
      await app.authService.confirmPassword(auth, request.body.password, request.ip);
      await app.sharing.account.check(auth.userId, transfers);
      await app.billing.endForAccountDeletion(auth.userId);
      await app.sharing.account.deleteAccount(auth, transfers);
      request.log.info({ userId: auth.userId }, 'Account deleted');
      return { message: AUTH_MESSAGES.accountDeleted };
    },
  );
};

export default auth;
