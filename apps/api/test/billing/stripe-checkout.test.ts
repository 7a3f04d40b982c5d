import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBillingService, BillingConfigError } from '../../src/plugins/app/billing/index';
import { BILLING_MESSAGES } from '../../src/plugins/app/billing/billing-messages';
import type { BillingService } from '../../src/plugins/app/billing/billing-types';
import { APP_URL, PRICE_ELITE, PRICE_PRO, WEBHOOK_SECRET, subscription, unix } from './fixtures';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { createMemoryStore, type MemoryStore } from './memory-store';

const now = new Date('2026-06-01T00:00:00Z');
const config = {
  appUrl: APP_URL,
  stripe: { secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, pricePro: PRICE_PRO, priceElite: PRICE_ELITE },
};

describe('Checkout and Customer Portal through the Stripe SDK', () => {
  let fake: FakeStripe;
  let store: MemoryStore;
  let billing: BillingService;

  beforeEach(async () => {
    fake = await startFakeStripe();
    store = createMemoryStore();
    billing = createBillingService({ config, store, stripe: fake.stripe, now: () => now });
  });
  afterEach(() => fake.close());

  const posts = (path: string) => fake.requestsTo('POST', path);

  it('starts a Pro checkout with the 7-day trial, creating the customer once', async () => {
    store.addUser('u1');
    const { url } = await billing.createCheckoutSession('u1', 'pro');
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [customer] = posts('/v1/customers');
    expect(customer?.params).toEqual({ email: 'u1@example.com', 'metadata[userId]': 'u1' });
    expect(customer?.headers['idempotency-key']).toBe('cuemap-customer-u1');
    const customerId = store.user('u1').paymentCustomerId;
    expect(customerId).toMatch(/^cus_/);

    const [session] = posts('/v1/checkout/sessions');
    expect(session?.params).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: 'u1',
      'metadata[userId]': 'u1',
      'metadata[tier]': 'pro',
      'line_items[0][price]': PRICE_PRO,
      'line_items[0][quantity]': '1',
      'subscription_data[metadata][userId]': 'u1',
      'subscription_data[metadata][tier]': 'pro',
      'subscription_data[trial_period_days]': '7',
      success_url: `${APP_URL}/dashboard?checkout=success`,
      cancel_url: `${APP_URL}/pricing`,
    });
  });

  it('reuses the customer, and Elite has no trial', async () => {
    store.addUser('u1');
    await billing.createCheckoutSession('u1', 'elite');
    await billing.createCheckoutSession('u1', 'elite');
    expect(posts('/v1/customers')).toHaveLength(1);
    const sessions = posts('/v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    for (const s of sessions) {
      expect(s.params['line_items[0][price]']).toBe(PRICE_ELITE);
      expect(s.params.customer).toBe(store.user('u1').paymentCustomerId);
      expect(s.params).not.toHaveProperty('subscription_data[trial_period_days]');
    }
  });

  it('refuses a second Pro trial with the spec message, calling Stripe not at all', async () => {
    store.addUser('u1', { paymentCustomerId: 'cus_1', freeTrialClaimed: true });
    await expect(billing.createCheckoutSession('u1', 'pro')).rejects.toMatchObject({
      statusCode: 403,
      message: 'You have already claimed your free trial. Please subscribe to a paid plan or contact support.',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a checkout for the plan the user already has', async () => {
    store.addUser('u1', {
      paymentCustomerId: 'cus_1',
      subscription: { plan: 'pro', status: 'active', currentPeriodEnd: new Date('2026-07-01Z'), cancelAtPeriodEnd: false, subscriptionId: 'sub_1' },
    });
    await expect(billing.createCheckoutSession('u1', 'pro')).rejects.toMatchObject({
      statusCode: 409,
      message: 'You are already subscribed to the Pro plan.',
    });
  });

  it('sends a subscriber changing tier to the portal to confirm the change, not to a second checkout', async () => {
    store.addUser('u1', {
      paymentCustomerId: 'cus_1',
      freeTrialClaimed: true,
      subscription: { plan: 'pro', status: 'trialing', currentPeriodEnd: new Date('2026-06-08Z'), cancelAtPeriodEnd: false, subscriptionId: 'sub_1' },
    });
    fake.subscriptions.set('sub_1', subscription({ status: 'trialing', periodEnd: unix(new Date('2026-06-08Z')) }));
    const { url } = await billing.createCheckoutSession('u1', 'elite');
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(posts('/v1/checkout/sessions')).toHaveLength(0);
    const [portal] = posts('/v1/billing_portal/sessions');
    expect(portal?.params).toEqual({
      customer: 'cus_1',
      return_url: `${APP_URL}/settings/billing`,
      'flow_data[type]': 'subscription_update_confirm',
      'flow_data[subscription_update_confirm][subscription]': 'sub_1',
      'flow_data[subscription_update_confirm][items][0][id]': 'si_sub_1',
      'flow_data[subscription_update_confirm][items][0][price]': PRICE_ELITE,
      'flow_data[subscription_update_confirm][items][0][quantity]': '1',
      'flow_data[after_completion][type]': 'redirect',
      'flow_data[after_completion][redirect][return_url]': `${APP_URL}/dashboard?checkout=success`,
    });
  });

  it('opens the portal for a customer, returning to Settings → Billing', async () => {
    store.addUser('u1', { paymentCustomerId: 'cus_1' });
    const { url } = await billing.createPortalSession('u1');
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(posts('/v1/billing_portal/sessions')[0]?.params).toEqual({ customer: 'cus_1', return_url: `${APP_URL}/settings/billing` });
  });

  it('refuses the portal without a payment customer (subscribe first)', async () => {
    store.addUser('u1');
    await expect(billing.createPortalSession('u1')).rejects.toMatchObject({
      statusCode: 400,
      code: 'no_payment_customer',
      message: BILLING_MESSAGES.noPaymentCustomer,
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers a Stripe failure with a 502 and the spec message, hiding the cause', async () => {
    store.addUser('u1', { paymentCustomerId: 'cus_1' });
    fake.failNext('/v1/checkout/sessions', 500, 'internal detail');
    await expect(billing.createCheckoutSession('u1', 'elite')).rejects.toMatchObject({
      statusCode: 502,
      message: 'Failed to create checkout session.',
    });
    fake.failNext('/v1/billing_portal/sessions', 500, 'internal detail');
    await expect(billing.createPortalSession('u1')).rejects.toMatchObject({
      statusCode: 502,
      message: 'Failed to create customer portal session.',
    });
  });
});

describe('createBillingService', () => {
  it('uses the built-in test mode when no Stripe key is configured', () => {
    expect(createBillingService({ config: { appUrl: APP_URL, stripe: {} }, store: createMemoryStore() }).mode).toBe('test');
  });

  it('names the missing variables when the Stripe configuration is partial', () => {
    const partial = { appUrl: APP_URL, stripe: { secretKey: 'sk_test_x', pricePro: PRICE_PRO } };
    expect(() => createBillingService({ config: partial, store: createMemoryStore() })).toThrow(BillingConfigError);
    expect(() => createBillingService({ config: partial, store: createMemoryStore() })).toThrow(
      'STRIPE_SECRET_KEY is set, so STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ELITE must be set too.',
    );
  });
});
