import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createStripeBillingService } from '../../src/plugins/app/billing/providers/stripe-billing';
import { BillingError } from '../../src/plugins/app/billing/billing-errors';
import { BILLING_MESSAGES } from '../../src/plugins/app/billing/billing-messages';
import type { BillingService } from '../../src/plugins/app/billing/billing-types';
import { effectiveSubscription } from '../../src/plugins/app/billing/subscription-state';
import { APP_URL, DAY, PRICE_ELITE, PRICE_PRO, WEBHOOK_SECRET, event, signed, subscription, unix } from './fixtures';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { createMemoryStore, type MemoryStore } from './memory-store';

const now = new Date('2026-06-01T00:00:00Z');
const t0 = unix(now);
const trialEnd = t0 + 7 * DAY;
const paidEnd = trialEnd + 30 * DAY;

function service(store: MemoryStore, stripe: Stripe, refetchSubscriptions: boolean): BillingService {
  return createStripeBillingService({
    stripe,
    store,
    appUrl: APP_URL,
    webhookSecret: WEBHOOK_SECRET,
    prices: { pro: PRICE_PRO, elite: PRICE_ELITE },
    refetchSubscriptions,
    now: () => now,
  });
}

const deliver = (billing: BillingService, payload: object) => {
  const { body, header } = signed(payload);
  return billing.handleWebhook(Buffer.from(body), header);
};

const trialing = subscription({ status: 'trialing', trialStart: t0, trialEnd, periodEnd: trialEnd, customer: 'cus_1' });
const active = subscription({ status: 'active', trialStart: t0, trialEnd, periodEnd: paidEnd, customer: 'cus_1' });
const cancelling = subscription({ ...{ status: 'active', trialStart: t0, trialEnd, periodEnd: paidEnd }, cancelAtPeriodEnd: true });
const deleted = subscription({ status: 'canceled', trialStart: t0, trialEnd, periodEnd: paidEnd });

describe('Stripe webhooks (event snapshots, no re-fetch)', () => {
  let store: MemoryStore;
  let billing: BillingService;
  // The SDK instance is only used for constructEvent here: no network.
  const offline = new Stripe('sk_test_offline');

  beforeEach(() => {
    store = createMemoryStore();
    store.addUser('u1', { paymentCustomerId: 'cus_1' });
    billing = service(store, offline, false);
  });

  it('rejects a bad, missing or stale signature with a 400 and changes nothing', async () => {
    const payload = event('customer.subscription.created', active);
    const { body } = signed(payload);
    const forged = signed(payload, 'whsec_someone_else').header;
    const tampered = signed(payload).header;
    const old = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: t0 - 3600 });
    for (const [raw, header] of [
      [body, forged],
      [body, undefined],
      [body.replace('"active"', '"trialing"'), tampered],
      [body, old],
    ] as const) {
      const error = await billing.handleWebhook(raw, header).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BillingError);
      expect(error).toMatchObject({ statusCode: 400, code: 'invalid_signature', message: BILLING_MESSAGES.invalidSignature });
    }
    expect(store.writes).toBe(0);
    expect(store.events.size).toBe(0);
  });

  it('acknowledges unknown events and ignores them', async () => {
    const result = await deliver(billing, event('customer.updated', { id: 'cus_1', object: 'customer' }));
    expect(result).toMatchObject({ received: true, outcome: 'ignored' });
    expect(store.writes).toBe(0);
  });

  it('links the customer on checkout.session.completed, found by client_reference_id', async () => {
    store.addUser('u2');
    const session = { id: 'cs_1', object: 'checkout.session', mode: 'subscription', client_reference_id: 'u2', customer: 'cus_2', subscription: 'sub_2' };
    await deliver(billing, event('checkout.session.completed', session));
    expect(store.user('u2').paymentCustomerId).toBe('cus_2');
  });

  it('goes trial → active, claiming the trial', async () => {
    await deliver(billing, event('customer.subscription.created', trialing));
    expect(store.user('u1')).toMatchObject({
      freeTrialClaimed: true,
      subscription: { plan: 'pro', status: 'trialing', currentPeriodEnd: new Date(trialEnd * 1000), subscriptionId: 'sub_1' },
    });
    await deliver(billing, event('customer.subscription.updated', active));
    expect(store.user('u1').subscription).toEqual({
      plan: 'pro',
      status: 'active',
      currentPeriodEnd: new Date(paidEnd * 1000),
      cancelAtPeriodEnd: false,
      subscriptionId: 'sub_1',
    });
  });

  it('processes each event id once: a replay changes nothing', async () => {
    const created = event('customer.subscription.created', trialing);
    expect((await deliver(billing, created)).outcome).toBe('processed');
    expect((await deliver(billing, created)).outcome).toBe('duplicate');
    await deliver(billing, event('customer.subscription.updated', active));
    const writes = store.writes;
    // Stripe redelivers the old trialing event after the subscription became active.
    expect((await deliver(billing, created)).outcome).toBe('duplicate');
    expect(store.writes).toBe(writes);
    expect(store.user('u1').subscription.status).toBe('active');
  });

  it('is safe out of order: updated before created, and deleted before updated', async () => {
    await deliver(billing, event('customer.subscription.updated', active));
    await deliver(billing, event('customer.subscription.created', trialing));
    expect(store.user('u1').subscription).toMatchObject({ plan: 'pro', status: 'active', currentPeriodEnd: new Date(paidEnd * 1000) });
    expect(store.user('u1').freeTrialClaimed).toBe(true);

    await deliver(billing, event('customer.subscription.deleted', deleted));
    await deliver(billing, event('customer.subscription.updated', cancelling));
    expect(store.user('u1').subscription).toMatchObject({ plan: 'free', status: 'canceled' });
  });

  it('cancel at period end keeps Pro until the period ends, then Free', async () => {
    await deliver(billing, event('customer.subscription.created', active));
    await deliver(billing, event('customer.subscription.updated', cancelling));
    const stored = store.user('u1').subscription;
    expect(stored).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
    // Before Stripe's deleted event arrives, reading the user after the period already says Free.
    const after = new Date((paidEnd + 60) * 1000);
    expect(effectiveSubscription(stored, after)).toMatchObject({ plan: 'free', status: 'canceled' });
    await deliver(billing, event('customer.subscription.deleted', deleted));
    expect(store.user('u1').subscription).toEqual({
      plan: 'free',
      status: 'canceled',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      subscriptionId: 'sub_1',
    });
  });

  it('does not downgrade a user for the end of a subscription that is not their current one', async () => {
    await deliver(billing, event('customer.subscription.created', subscription({ id: 'sub_new', price: PRICE_ELITE, periodEnd: paidEnd })));
    await deliver(billing, event('customer.subscription.deleted', subscription({ id: 'sub_old', status: 'canceled' })));
    expect(store.user('u1').subscription).toMatchObject({ plan: 'elite', status: 'active', subscriptionId: 'sub_new' });
  });

  it('finds the user by subscription metadata when the customer is not linked yet, and links it', async () => {
    store.addUser('u3');
    await deliver(billing, event('customer.subscription.created', subscription({ id: 'sub_3', customer: 'cus_3', userId: 'u3' })));
    expect(store.user('u3')).toMatchObject({ paymentCustomerId: 'cus_3', subscription: { plan: 'pro', status: 'active' } });
  });
});

describe('Stripe webhooks (re-fetching the subscription from Stripe)', () => {
  let fake: FakeStripe;
  let store: MemoryStore;
  let billing: BillingService;

  beforeEach(async () => {
    fake = await startFakeStripe();
    store = createMemoryStore();
    store.addUser('u1', { paymentCustomerId: 'cus_1' });
    billing = service(store, fake.stripe, true);
  });
  afterEach(() => fake.close());

  it('applies the newest state whatever order events arrive in', async () => {
    fake.subscriptions.set('sub_1', cancelling);
    // Delivered newest first, then the stale ones: every event re-reads sub_1 from Stripe.
    await deliver(billing, event('customer.subscription.updated', cancelling));
    await deliver(billing, event('customer.subscription.created', trialing));
    await deliver(billing, event('customer.subscription.updated', active));
    expect(store.user('u1')).toMatchObject({
      freeTrialClaimed: true,
      subscription: { plan: 'pro', status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(paidEnd * 1000) },
    });
    expect(fake.requestsTo('GET', '/v1/subscriptions/sub_1')).toHaveLength(3);
  });

  it('checkout.session.completed links the customer and applies the subscription it created', async () => {
    store.addUser('u2');
    fake.subscriptions.set('sub_2', subscription({ id: 'sub_2', customer: 'cus_2', price: PRICE_ELITE, periodEnd: paidEnd }));
    const session = { id: 'cs_2', object: 'checkout.session', mode: 'subscription', client_reference_id: 'u2', customer: 'cus_2', subscription: 'sub_2' };
    await deliver(billing, event('checkout.session.completed', session));
    expect(store.user('u2')).toMatchObject({ paymentCustomerId: 'cus_2', subscription: { plan: 'elite', status: 'active', subscriptionId: 'sub_2' } });
  });

  it('invoice.payment_failed and invoice.paid refresh the subscription (past_due keeps the tier)', async () => {
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_1',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
    };
    fake.subscriptions.set('sub_1', subscription({ status: 'past_due', periodEnd: paidEnd }));
    await deliver(billing, event('invoice.payment_failed', invoice));
    expect(store.user('u1').subscription).toMatchObject({ plan: 'pro', status: 'past_due' });
    fake.subscriptions.set('sub_1', subscription({ status: 'active', periodEnd: paidEnd }));
    // Older API versions put the subscription id on the invoice itself.
    await deliver(billing, event('invoice.paid', { id: 'in_2', object: 'invoice', customer: 'cus_1', subscription: 'sub_1' }));
    expect(store.user('u1').subscription).toMatchObject({ plan: 'pro', status: 'active' });
  });

  it('forgets an event whose handling failed, so Stripe’s retry is processed', async () => {
    fake.subscriptions.set('sub_1', active);
    const created = event('customer.subscription.created', active);
    fake.failNext('/v1/subscriptions/sub_1', 500, 'boom');
    await expect(deliver(billing, created)).rejects.toThrow();
    expect(store.events.has(created.id)).toBe(false);
    expect(store.user('u1').subscription.plan).toBe('free');
    expect((await deliver(billing, created)).outcome).toBe('processed');
    expect(store.user('u1').subscription.plan).toBe('pro');
  });
});
