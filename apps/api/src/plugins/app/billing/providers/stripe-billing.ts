// The Stripe BillingService: Checkout, the Customer Portal and cancelling on account deletion; webhooks in stripe-webhooks.ts.
import Stripe from 'stripe';
import { planCheckout, refreshStoredSubscription } from '../billing-core';
import { BILLING_MESSAGES } from '../billing-messages';
import { BillingError, noPaymentCustomer, providerError, userNotFound } from '../billing-errors';
import { silentLogger, type BillingLogger, type BillingService, type BillingStore, type BillingUser, type PaidTier } from '../billing-types';
import { customerIdOf, effectiveSubscription, hasLiveSubscription, priceTierMap } from '../subscription-state';
import { createStripeWebhookHandler } from './stripe-webhooks';

export type StripeClientOptions = NonNullable<ConstructorParameters<typeof Stripe>[1]>;

/** A Stripe client; `overrides` let tests point it at a local server ({host, port, protocol}). */
export function createStripeClient(secretKey: string, overrides: StripeClientOptions = {}): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...overrides });
}

export interface StripeBillingOptions {
  stripe: Stripe;
  store: BillingStore;
  /** Public base URL, no trailing slash (config.appUrl). */
  appUrl: string;
  webhookSecret: string;
  prices: { pro: string; elite: string };
  /**
   * Re-read the subscription from Stripe on every event (default true), so the newest state wins
   * whatever order events arrive in. When false, the event's own snapshot is used, guarded by
   * `staleReason` (ended is final, an earlier period is older).
   */
  refetchSubscriptions?: boolean;
  now?: () => Date;
  logger?: BillingLogger;
}

export function createStripeBillingService(opts: StripeBillingOptions): BillingService {
  const { stripe, store, appUrl, webhookSecret } = opts;
  const refetch = opts.refetchSubscriptions ?? true;
  const now = opts.now ?? (() => new Date());
  const logger = opts.logger ?? silentLogger;
  const tiers = priceTierMap({ pricePro: opts.prices.pro, priceElite: opts.prices.elite });
  const priceFor = (tier: PaidTier) => (tier === 'pro' ? opts.prices.pro : opts.prices.elite);
  const successUrl = `${appUrl}/dashboard?checkout=success`;

  async function loadUser(userId: string): Promise<BillingUser> {
    const user = await store.findUserById(userId);
    if (!user) throw userNotFound();
    return user;
  }

  /** One Stripe customer per user: created once (idempotently, against double clicks) and stored. */
  async function ensureCustomer(user: BillingUser): Promise<string> {
    if (user.paymentCustomerId) return user.paymentCustomerId;
    const customer = await stripe.customers.create({ email: user.email, metadata: { userId: user.id } }, { idempotencyKey: `cuemap-customer-${user.id}` });
    await store.setCustomerId(user.id, customer.id);
    return customer.id;
  }

  /** Runs a Stripe call; our own errors pass through, Stripe's become a 502 with the spec's message. */
  async function viaStripe<T>(what: string, message: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof BillingError) throw error;
      logger.error({ err: error }, `billing: ${what} failed`);
      throw providerError(message, error);
    }
  }

  return {
    mode: 'stripe',

    async createCheckoutSession(userId, tier) {
      const user = await loadUser(userId);
      const plan = planCheckout(user, tier, now());
      return viaStripe('checkout session', BILLING_MESSAGES.checkoutFailed, async () => {
        if (plan.switchFrom?.subscriptionId) {
          // A subscriber changing tier confirms the change in the portal instead of paying twice.
          const sub = await stripe.subscriptions.retrieve(plan.switchFrom.subscriptionId);
          const item = sub.items.data[0];
          const customer = user.paymentCustomerId ?? customerIdOf(sub);
          if (!item || !customer) throw new Error(`subscription ${sub.id} has no item or customer`);
          const portal = await stripe.billingPortal.sessions.create({
            customer,
            return_url: `${appUrl}/settings/billing`,
            flow_data: {
              type: 'subscription_update_confirm',
              subscription_update_confirm: {
                subscription: sub.id,
                items: [{ id: item.id, price: priceFor(tier), quantity: 1 }],
              },
              after_completion: { type: 'redirect', redirect: { return_url: successUrl } },
            },
          });
          return { url: portal.url };
        }
        const customer = await ensureCustomer(user);
        const metadata = { userId: user.id, tier };
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: user.id,
          metadata,
          line_items: [{ price: priceFor(tier), quantity: 1 }],
          subscription_data: plan.trialDays > 0 ? { metadata, trial_period_days: plan.trialDays } : { metadata },
          success_url: successUrl,
          cancel_url: `${appUrl}/pricing`,
        });
        if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
        return { url: session.url };
      });
    },

    async createPortalSession(userId) {
      const user = await loadUser(userId);
      const customer = user.paymentCustomerId;
      if (!customer) throw noPaymentCustomer();
      return viaStripe('portal session', BILLING_MESSAGES.portalFailed, async () => {
        const portal = await stripe.billingPortal.sessions.create({ customer, return_url: `${appUrl}/settings/billing` });
        return { url: portal.url };
      });
    },

    handleWebhook: createStripeWebhookHandler({ stripe, store, webhookSecret, tiers, refetch, logger }),

    refreshSubscription(userId, at) {
      return refreshStoredSubscription(store, userId, at ?? now());
    },

    async endForAccountDeletion(userId) {
      const user = await store.findUserById(userId);
      if (!user) return;
      const current = effectiveSubscription(user.subscription, now());
      const subscriptionId = current.subscriptionId;
      if (!hasLiveSubscription(current) || !subscriptionId) return;
      await viaStripe('subscription cancel', BILLING_MESSAGES.cancelForDeletionFailed, async () => {
        try {
          await stripe.subscriptions.cancel(subscriptionId, { prorate: false });
        } catch (error) {
          // Already gone at Stripe: nothing left to bill.
          if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return;
          throw error;
        }
      });
    },
  };
}
