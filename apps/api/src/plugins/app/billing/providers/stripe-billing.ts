// The one module that talks to Stripe: Checkout, the Customer Portal and webhooks.
import Stripe from 'stripe';
import { applySubscription, planCheckout, refreshStoredSubscription } from '../billing-core';
import { BILLING_MESSAGES } from '../billing-messages';
import { BillingError, invalidSignature, noPaymentCustomer, providerError, userNotFound } from '../billing-errors';
import {
  silentLogger,
  type BillingLogger,
  type BillingService,
  type BillingStore,
  type BillingUser,
  type PaidTier,
  type WebhookResult,
} from '../billing-types';
import {
  customerIdOf,
  effectiveSubscription,
  hasLiveSubscription,
  priceTierMap,
  subscriptionStateFromStripe,
  type PriceTierMap,
  type StripeSubscriptionLike,
} from '../subscription-state';

/** The event types handled; anything else is acknowledged (200) and ignored. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
const HANDLED = new Set<string>(HANDLED_EVENT_TYPES);

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

interface InvoiceLike {
  id?: string;
  customer?: string | { id: string } | null;
  subscription?: string | { id: string } | null;
  parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
}

interface CheckoutSessionLike {
  id: string;
  mode?: string | null;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  customer: string | { id: string } | null;
  subscription?: string | StripeSubscriptionLike | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

export function createStripeBillingService(opts: StripeBillingOptions): BillingService {
  const { stripe, store, appUrl, webhookSecret } = opts;
  const refetch = opts.refetchSubscriptions ?? true;
  const now = opts.now ?? (() => new Date());
  const logger = opts.logger ?? silentLogger;
  const tiers: PriceTierMap = priceTierMap({ pricePro: opts.prices.pro, priceElite: opts.prices.elite });
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
    const customer = await stripe.customers.create(
      { email: user.email, metadata: { userId: user.id } },
      { idempotencyKey: `cuemap-customer-${user.id}` },
    );
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

  async function retrieveSubscription(id: string): Promise<StripeSubscriptionLike | null> {
    try {
      return await stripe.subscriptions.retrieve(id);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async function userForSubscription(sub: StripeSubscriptionLike): Promise<BillingUser | null> {
    const customerId = customerIdOf(sub);
    const byCustomer = customerId ? await store.findUserByCustomerId(customerId) : null;
    if (byCustomer) return byCustomer;
    const userId = sub.metadata?.userId;
    const byMetadata = userId ? await store.findUserById(userId) : null;
    if (byMetadata && customerId && !byMetadata.paymentCustomerId) {
      await store.setCustomerId(byMetadata.id, customerId);
      return { ...byMetadata, paymentCustomerId: customerId };
    }
    return byMetadata;
  }

  /** Applies a subscription (re-read from Stripe when configured, so the newest state wins). */
  async function syncSubscription(snapshot: StripeSubscriptionLike | null, subscriptionId: string, eventId: string) {
    let sub = snapshot;
    let fromSnapshot = true;
    if (refetch) {
      const fresh = await retrieveSubscription(subscriptionId);
      if (fresh) {
        sub = fresh;
        fromSnapshot = false;
      }
    }
    if (!sub) {
      logger.info({ eventId, subscriptionId }, 'billing: subscription state comes with its own event');
      return;
    }
    const user = await userForSubscription(sub);
    if (!user) {
      logger.warn({ eventId, subscriptionId, customerId: customerIdOf(sub) }, 'billing: no user for subscription');
      return;
    }
    await applySubscription(store, user, subscriptionStateFromStripe(sub, tiers), { fromSnapshot, logger });
  }

  async function onCheckoutCompleted(session: CheckoutSessionLike, eventId: string) {
    if (session.mode !== 'subscription') return;
    const customerId = idOf(session.customer);
    const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
    let user = userId ? await store.findUserById(userId) : null;
    if (!user && customerId) user = await store.findUserByCustomerId(customerId);
    if (!user) {
      logger.warn({ eventId, sessionId: session.id, userId }, 'billing: no user for checkout session');
      return;
    }
    if (customerId && !user.paymentCustomerId) await store.setCustomerId(user.id, customerId);
    else if (customerId && user.paymentCustomerId !== customerId) {
      logger.warn({ eventId, userId: user.id, customerId }, 'billing: checkout customer differs from the stored one');
    }
    const subscription = session.subscription;
    if (!subscription) return;
    if (typeof subscription === 'string') await syncSubscription(null, subscription, eventId);
    else await syncSubscription(subscription, subscription.id, eventId);
  }

  async function dispatch(event: Stripe.Event) {
    const object = event.data.object as unknown;
    switch (event.type) {
      case 'checkout.session.completed':
        return onCheckoutCompleted(object as CheckoutSessionLike, event.id);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const sub = object as StripeSubscriptionLike;
        return syncSubscription(sub, sub.id, event.id);
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        // The subscription moved to invoice.parent.subscription_details in API 2025-03-31; older versions have invoice.subscription.
        const invoice = object as InvoiceLike;
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
        if (!subscriptionId) return;
        if (!refetch) {
          // Without a fresh read an invoice says nothing certain about the subscription; its own events follow.
          logger.info({ eventId: event.id, subscriptionId, type: event.type }, 'billing: invoice event noted');
          return;
        }
        return syncSubscription(null, subscriptionId, event.id);
      }
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
          subscription_data:
            plan.trialDays > 0 ? { metadata, trial_period_days: plan.trialDays } : { metadata },
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

    async handleWebhook(rawBody, signature): Promise<WebhookResult> {
      if (!signature) throw invalidSignature();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        logger.warn({ err: error }, 'billing: webhook signature rejected');
        throw invalidSignature();
      }
      const base = { received: true as const, eventId: event.id, type: event.type };
      if (!HANDLED.has(event.type)) return { ...base, outcome: 'ignored' };
      if (!(await store.recordEventOnce(event.id, event.type))) return { ...base, outcome: 'duplicate' };
      try {
        await dispatch(event);
      } catch (error) {
        // Forget the event so Stripe's retry is processed rather than skipped as a duplicate.
        await store.forgetEvent(event.id).catch(() => undefined);
        logger.error({ err: error, eventId: event.id, type: event.type }, 'billing: webhook handling failed');
        throw error;
      }
      return { ...base, outcome: 'processed' };
    },

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
