// Billing module entry: picks Stripe when STRIPE_SECRET_KEY is set, the built-in test mode otherwise.
import type Stripe from 'stripe';
import { createStripeBillingService, createStripeClient } from './providers/stripe-billing';
import { createTestModeBillingService, type TestModeBillingService } from './providers/test-mode-billing';
import type { BillingConfig, BillingLogger, BillingService, BillingStore } from './billing-types';

export * from './billing-types';
export * from './billing-errors';
export { BILLING_MESSAGES } from './billing-messages';
export { effectiveSubscription, hasLiveSubscription, subscriptionStateFromStripe } from './subscription-state';
export { createStripeBillingService, createStripeClient } from './providers/stripe-billing';
export { HANDLED_EVENT_TYPES } from './providers/stripe-webhooks';
export { createBillingRepository } from './billing-repository';
export { createTestModeBillingService, type TestCheckoutView, type TestModeBillingService } from './providers/test-mode-billing';

export class BillingConfigError extends Error {
  override name = 'BillingConfigError';
}

export interface CreateBillingServiceOptions {
  config: BillingConfig;
  store: BillingStore;
  logger?: BillingLogger;
  now?: () => Date;
  /** Injected Stripe client (tests); by default one is built from STRIPE_SECRET_KEY. */
  stripe?: Stripe;
}

/**
 * Stripe needs all four variables; a secret key without the others stops the start with a
 * message naming what is missing, rather than failing at the first checkout.
 */
export function createBillingService(opts: CreateBillingServiceOptions): BillingService {
  const { secretKey, webhookSecret, pricePro, priceElite } = opts.config.stripe;
  if (!secretKey) return createTestModeBillingService({ store: opts.store, appUrl: opts.config.appUrl, now: opts.now, logger: opts.logger });
  const missing = [
    ['STRIPE_WEBHOOK_SECRET', webhookSecret],
    ['STRIPE_PRICE_PRO', pricePro],
    ['STRIPE_PRICE_ELITE', priceElite],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0 || !webhookSecret || !pricePro || !priceElite) {
    throw new BillingConfigError(`STRIPE_SECRET_KEY is set, so ${missing.join(', ')} must be set too.`);
  }
  return createStripeBillingService({
    stripe: opts.stripe ?? createStripeClient(secretKey),
    store: opts.store,
    appUrl: opts.config.appUrl,
    webhookSecret,
    prices: { pro: pricePro, elite: priceElite },
    now: opts.now,
    logger: opts.logger,
  });
}

export function isTestModeBilling(service: BillingService): service is TestModeBillingService {
  return service.mode === 'test';
}
