// /api/billing: Checkout and Customer Portal sessions, Stripe's webhook, and the built-in test-mode
// checkout and portal (404 when Stripe is configured).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HTTP_MESSAGES,
  checkoutBodySchema,
  switchPlanBodySchema,
  testCheckoutParamsSchema,
  testCheckoutSchema,
  testPortalResponseSchema,
  urlResponseSchema,
  webhookResponseSchema,
} from '@cuemap/shared';
import { requireAuth } from '../../../plugins/app/auth/index';
import { isTestModeBilling, type SubscriptionState, type TestModeBillingService } from '../../../plugins/app/billing/index';
import { notFound } from '../../../lib/http-error';
import { bearer, errors } from '../../responses';

const subscriptionView = (s: SubscriptionState) => ({
  plan: s.plan,
  status: s.status,
  currentPeriodEnd: s.currentPeriodEnd ? s.currentPeriodEnd.toISOString() : null,
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
});

/**
 * Stripe signs the exact bytes it sent, so the webhook gets the body as a Buffer. The parser lives
 * in this encapsulated context only; every other route keeps the app's JSON parser.
 */
const webhook: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhook',
    {
      schema: {
        tags: ['billing'],
        operationId: 'handleStripeWebhook',
        summary: 'Receive a Stripe webhook',
        description:
          'Stripe webhook endpoint: the Stripe-Signature header is verified on the raw body. Handles ' +
          'checkout.session.completed, customer.subscription.created|updated|deleted, invoice.paid and ' +
          'invoice.payment_failed, once per event id; other events answer 200 and are ignored.',
        response: { 200: webhookResponseSchema, ...errors(400, 413) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      return app.billing.handleWebhook(raw, typeof signature === 'string' ? signature : undefined);
    },
  );
};

/** The test-mode checkout and portal endpoints; answering 404 under Stripe, as if they did not exist. */
const testMode: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const testBilling = (): TestModeBillingService => {
    if (!isTestModeBilling(app.billing)) throw notFound(HTTP_MESSAGES.notFound);
    return app.billing;
  };
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  app.get(
    '/checkout/:sessionId',
    {
      schema: {
        tags: ['billing'],
        operationId: 'getTestCheckout',
        summary: 'Get a test-mode checkout',
        description: 'The built-in test-mode checkout session (when no Stripe key is configured; 404 under Stripe).',
        security: bearer,
        params: testCheckoutParamsSchema,
        response: { 200: testCheckoutSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => testBilling().getTestCheckout(userId(request), request.params.sessionId),
  );

  app.post(
    '/checkout/:sessionId/confirm',
    {
      schema: {
        tags: ['billing'],
        operationId: 'confirmTestCheckout',
        summary: 'Confirm a test-mode checkout',
        description: 'Pays the test-mode checkout: the plan changes as a real payment would change it. Answers with the address to return to.',
        security: bearer,
        params: testCheckoutParamsSchema,
        response: { 200: urlResponseSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { url } = await testBilling().confirmTestCheckout(userId(request), request.params.sessionId);
      return { url };
    },
  );

  app.post(
    '/checkout/:sessionId/cancel',
    {
      schema: {
        tags: ['billing'],
        operationId: 'cancelTestCheckout',
        summary: 'Cancel a test-mode checkout',
        description: 'Leaves the test-mode checkout without paying; answers with the address to return to.',
        security: bearer,
        params: testCheckoutParamsSchema,
        response: { 200: urlResponseSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => testBilling().cancelTestCheckout(userId(request), request.params.sessionId),
  );

  const portalResponse = { 200: testPortalResponseSchema, ...errors(400, 401, 404, 409) };

  app.post(
    '/portal/switch-plan',
    {
      schema: {
        tags: ['billing'],
        operationId: 'switchTestPlan',
        summary: 'Switch plan in the test-mode portal',
        description: 'Test-mode Customer Portal: changes the paid plan.',
        security: bearer,
        body: switchPlanBodySchema,
        response: { ...portalResponse, ...errors(413, 415) },
      },
    },
    async (request) => ({ subscription: subscriptionView(await testBilling().switchPlan(userId(request), request.body.tier)) }),
  );
  app.post(
    '/portal/cancel',
    {
      schema: {
        tags: ['billing'],
        operationId: 'cancelTestSubscription',
        summary: 'Cancel in the test-mode portal',
        description: 'Test-mode Customer Portal: cancels at the end of the current period.',
        security: bearer,
        response: portalResponse,
      },
    },
    async (request) => ({ subscription: subscriptionView(await testBilling().cancelAtPeriodEnd(userId(request))) }),
  );
  app.post(
    '/portal/resume',
    {
      schema: {
        tags: ['billing'],
        operationId: 'resumeTestSubscription',
        summary: 'Resume in the test-mode portal',
        description: 'Test-mode Customer Portal: takes back a cancellation before the period ends.',
        security: bearer,
        response: portalResponse,
      },
    },
    async (request) => ({ subscription: subscriptionView(await testBilling().resume(userId(request))) }),
  );
  app.post(
    '/portal/end-period',
    {
      schema: {
        tags: ['billing'],
        operationId: 'endTestPeriod',
        summary: 'End the test-mode period',
        security: bearer,
        description: 'Test clock: ends the current period now (a trial converts, a cancellation takes effect, a period renews).',
        response: portalResponse,
      },
    },
    async (request) => ({ subscription: subscriptionView(await testBilling().endCurrentPeriod(userId(request))) }),
  );
};

const billing: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create-checkout-session',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        operationId: 'createCheckoutSession',
        summary: 'Start a checkout',
        description: 'A Stripe Checkout session (or the built-in test-mode checkout) for the chosen plan; answers with the address to send the user to.',
        security: bearer,
        body: checkoutBodySchema,
        response: { 200: urlResponseSchema, ...errors(400, 401, 403, 409, 413, 415, 502) },
      },
    },
    async (request) => app.billing.createCheckoutSession(requireAuth(request).userId, request.body.tier),
  );

  app.post(
    '/create-customer-portal-session',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['billing'],
        operationId: 'createCustomerPortalSession',
        summary: 'Open the customer portal',
        description: 'A Stripe Customer Portal session (or the test-mode portal) for managing the subscription; answers with its address.',
        security: bearer,
        response: { 200: urlResponseSchema, ...errors(400, 401, 502) },
      },
    },
    async (request) => app.billing.createPortalSession(requireAuth(request).userId),
  );

  await app.register(webhook);
  await app.register(testMode, { prefix: '/test' });
};

export default billing;
