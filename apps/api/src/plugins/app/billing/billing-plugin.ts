// Decorates `app.billing` (Stripe or the built-in test mode) and `app.refreshPlan`, the preHandler that
// brings a user's stored plan up to date (period end passed, trial over) before anything reads it.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { createStripeClient, type StripeClientOptions } from './providers/stripe-billing';
import { createBillingRepository } from './billing-repository';
import { createBillingService } from './index';
import type { BillingConfig, BillingService } from './billing-types';

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingService;
    /**
     * preHandler for routes that read the plan (GET /api/auth/me, script creation, AI quotas): applies
     * `effectiveSubscription` as of now and persists it, so a cancelled plan ends and a trial converts
     * at its period end even when no webhook arrives (test mode never has one). Runs after `authenticate`.
     */
    refreshPlan(request: FastifyRequest): Promise<void>;
  }
}

export interface BillingPluginOptions {
  config: BillingConfig;
  /** A ready Stripe client (tests). */
  stripe?: Stripe;
  /** Options for the Stripe client built from STRIPE_SECRET_KEY, e.g. {host, port, protocol} of a local server (tests). */
  stripeClientOptions?: StripeClientOptions;
  clock?: () => Date;
}

export default fp(
  async function billingPlugin(app: FastifyInstance, opts: BillingPluginOptions) {
    const { secretKey } = opts.config.stripe;
    const stripe = opts.stripe ?? (secretKey && opts.stripeClientOptions ? createStripeClient(secretKey, opts.stripeClientOptions) : undefined);
    const log = app.log.child({ module: 'billing' });
    const service = createBillingService({
      config: opts.config,
      store: createBillingRepository(app.db, opts.clock),
      logger: {
        info: (obj, msg) => log.info(obj, msg),
        warn: (obj, msg) => log.warn(obj, msg),
        error: (obj, msg) => log.error(obj, msg),
      },
      now: opts.clock,
      stripe,
    });
    app.decorate('billing', service);
    app.decorate('refreshPlan', async function refreshPlan(request: FastifyRequest) {
      if (request.auth) await service.refreshSubscription(request.auth.userId);
    });
    app.log.info({ mode: service.mode }, service.mode === 'stripe' ? 'Billing: Stripe' : 'Billing: built-in test mode (no card is charged)');
  },
  { name: 'billing', dependencies: ['db'] },
);
