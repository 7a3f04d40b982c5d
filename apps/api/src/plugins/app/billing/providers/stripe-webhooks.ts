// Stripe webhooks: verifies the signature, records each event once and applies the subscription it concerns.
import Stripe from 'stripe';
import { applySubscription } from '../billing-core';
import { invalidSignature } from '../billing-errors';
import type { BillingLogger, BillingStore, BillingUser, WebhookResult } from '../billing-types';
import { customerIdOf, subscriptionStateFromStripe, type PriceTierMap, type StripeSubscriptionLike } from '../subscription-state';

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

export interface StripeWebhookOptions {
  stripe: Stripe;
  store: BillingStore;
  webhookSecret: string;
  tiers: PriceTierMap;
  /** Re-read the subscription from Stripe on every event (see StripeBillingOptions.refetchSubscriptions). */
  refetch: boolean;
  logger: BillingLogger;
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

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** Returns `handleWebhook` for the Stripe BillingService. */
export function createStripeWebhookHandler({ stripe, store, webhookSecret, tiers, refetch, logger }: StripeWebhookOptions) {
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

  return async function handleWebhook(rawBody: Buffer | string, signature: string | undefined): Promise<WebhookResult> {
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
  };
}
