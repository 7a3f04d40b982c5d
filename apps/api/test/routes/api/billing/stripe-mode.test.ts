// /api/billing with Stripe configured: the app's own Stripe client talks to a local server speaking
// Stripe's API, and webhooks arrive through the app with real signatures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { BILLING_MESSAGES } from '../../../../src/plugins/app/billing/billing-messages';
import { startFakeStripe, type FakeStripe } from '../../../billing/fake-stripe';
import { DAY, PRICE_ELITE, PRICE_PRO, WEBHOOK_SECRET, event, signed, subscription, unix } from '../../../billing/fixtures';
import { bearer, build, mapBody, registerUser, type TestApp } from '../../../helper';

let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await build({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_cuemap',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PRO: PRICE_PRO,
      STRIPE_PRICE_ELITE: PRICE_ELITE,
    },
    stripeClientOptions: fake.clientOptions,
  });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Me = {
  subscription: { plan: string; status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean };
  freeTrialClaimed: boolean;
  paymentCustomerId: string | null;
};

const me = async (token: string) => (await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json<{ user: Me }>().user;
const checkout = (token: string, tier: string) =>
  t.inject({ method: 'POST', url: '/api/billing/create-checkout-session', headers: bearer(token), payload: { tier } });
const portal = (token: string) => t.inject({ method: 'POST', url: '/api/billing/create-customer-portal-session', headers: bearer(token) });
const posts = (path: string) => fake.requestsTo('POST', path);

/** Delivers a signed event the way Stripe does: raw JSON body, Stripe-Signature header. */
function deliver(payload: object, header?: string) {
  const s = signed(payload);
  return t.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header ?? s.header },
    payload: s.body,
  });
}

/** A registered user who has started (not finished) a Pro checkout: its user id and Stripe customer. */
async function userInCheckout() {
  const { token } = await registerUser(t);
  const res = await checkout(token, 'pro');
  expect(res.statusCode, res.body).toBe(200);
  const session = posts('/v1/checkout/sessions').at(-1)!;
  return { token, userId: session.params.client_reference_id!, customer: session.params.customer! };
}

describe('Checkout and portal through the stripe SDK', () => {
  it('creates one customer per user and a subscription Checkout with the trial, price and URLs', async () => {
    const before = posts('/v1/customers').length;
    const { token } = await registerUser(t);
    const res = await checkout(token, 'pro');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ url: string }>().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const params = posts('/v1/checkout/sessions').at(-1)!.params;
    expect(params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICE_PRO,
      'line_items[0][quantity]': '1',
      'subscription_data[trial_period_days]': '7',
      success_url: 'http://cuemap.test/dashboard?checkout=success',
      cancel_url: 'http://cuemap.test/pricing',
    });
    const customer = params.customer;
    expect(customer).toMatch(/^cus_/);
    expect((await me(token)).paymentCustomerId).toBe(customer);

    // Elite next: the same customer, no trial.
    expect((await checkout(token, 'elite')).statusCode).toBe(200);
    const elite = posts('/v1/checkout/sessions').at(-1)!.params;
    expect(elite.customer).toBe(customer);
    expect(elite['line_items[0][price]']).toBe(PRICE_ELITE);
    expect(elite).not.toHaveProperty('subscription_data[trial_period_days]');
    expect(posts('/v1/customers').length - before).toBe(1);
  });

  it('portal: without a customer the subscribe-first 400; with one, Stripe’s portal returning to Settings → Billing', async () => {
    const { token } = await registerUser(t);
    const none = await portal(token);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: BILLING_MESSAGES.noPaymentCustomer });

    await checkout(token, 'elite');
    const res = await portal(token);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ url: string }>().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(posts('/v1/billing_portal/sessions').at(-1)!.params).toEqual({
      customer: (await me(token)).paymentCustomerId,
      return_url: 'http://cuemap.test/settings/billing',
    });
  });

  it('answers a Stripe failure with 502 and the spec’s message, never the cause', async () => {
    const { token } = await registerUser(t);
    fake.failNext('/v1/checkout/sessions', 500, 'secret internal detail');
    const res = await checkout(token, 'elite');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'Failed to create checkout session.' });
  });

  it('the test-mode checkout and portal do not exist', async () => {
    const { token } = await registerUser(t);
    for (const [method, url] of [
      ['GET', '/api/billing/test/checkout/cs_test_1'],
      ['POST', '/api/billing/test/checkout/cs_test_1/confirm'],
      ['POST', '/api/billing/test/portal/end-period'],
    ] as const) {
      expect((await t.inject({ method, url, headers: bearer(token) })).statusCode).toBe(404);
    }
  });
});

describe('webhooks through the app (raw body, real signatures)', () => {
  it('trial → active → cancel at period end → deleted: the plan and the script limit follow', async () => {
    const { token, userId, customer } = await userInCheckout();
    const t0 = unix(new Date());
    const base = { id: `sub_${userId}`, customer, userId, trialStart: t0, trialEnd: t0 + 7 * DAY };

    const trialing = subscription({ ...base, status: 'trialing', periodEnd: t0 + 7 * DAY });
    fake.subscriptions.set(base.id, trialing);
    const completed = event('checkout.session.completed', {
      id: 'cs_test_x',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: userId,
      customer,
      subscription: base.id,
    });
    const res = await deliver(completed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ received: true, outcome: 'processed' });
    expect(await me(token)).toMatchObject({ subscription: { plan: 'pro', status: 'trialing', cancelAtPeriodEnd: false }, freeTrialClaimed: true });
    for (const title of ['1', '2', '3']) {
      expect((await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(2, title) })).statusCode).toBe(201);
    }

    // A replay of the same event changes nothing.
    const replay = await deliver(completed);
    expect(replay.json()).toMatchObject({ outcome: 'duplicate' });

    // Trial → active, then cancel at period end.
    const active = subscription({ ...base, status: 'active', periodEnd: t0 + 37 * DAY });
    fake.subscriptions.set(base.id, active);
    await deliver(event('invoice.paid', { id: 'in_1', object: 'invoice', customer, parent: { subscription_details: { subscription: base.id } } }));
    expect((await me(token)).subscription).toMatchObject({ plan: 'pro', status: 'active' });

    const cancelling = subscription({ ...base, status: 'active', periodEnd: t0 + 37 * DAY, cancelAtPeriodEnd: true });
    fake.subscriptions.set(base.id, cancelling);
    await deliver(event('customer.subscription.updated', cancelling));
    const cancelled = await me(token);
    expect(cancelled.subscription).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
    expect(new Date(cancelled.subscription.currentPeriodEnd!).getTime()).toBe((t0 + 37 * DAY) * 1000);

    // Out of order: an old "created (trialing)" snapshot arriving late does not move the user back.
    await deliver(event('customer.subscription.created', trialing));
    expect((await me(token)).subscription).toMatchObject({ plan: 'pro', status: 'active', cancelAtPeriodEnd: true });

    const ended = subscription({ ...base, status: 'canceled', periodEnd: t0 + 37 * DAY, cancelAtPeriodEnd: true });
    fake.subscriptions.set(base.id, ended);
    await deliver(event('customer.subscription.deleted', ended));
    const free = await me(token);
    expect(free.subscription).toEqual({ plan: 'free', status: 'canceled', currentPeriodEnd: null, cancelAtPeriodEnd: false });
    expect(free.freeTrialClaimed).toBe(true);
    const refused = await t.inject({ method: 'POST', url: '/api/mindmaps', headers: bearer(token), payload: mapBody(2, '4') });
    expect(refused.statusCode).toBe(403);
    expect((await checkout(token, 'pro')).json()).toEqual({
      message: 'You have already claimed your free trial. Please subscribe to a paid plan or contact support.',
    });
  });

  it('deleting the account cancels a live subscription at Stripe first; if Stripe fails, nothing is deleted', async () => {
    const { token, userId, customer } = await userInCheckout();
    const id = `sub_del_${userId}`;
    const live = subscription({ id, customer, userId, status: 'active', price: PRICE_ELITE });
    fake.subscriptions.set(id, live);
    await deliver(event('customer.subscription.created', live));
    expect((await me(token)).subscription.plan).toBe('elite');
    const remove = () => t.inject({ method: 'DELETE', url: '/api/auth/account', headers: bearer(token), payload: { password: 'correct horse 1' } });

    fake.failNext(`/v1/subscriptions/${id}`, 500, 'Stripe is having a moment');
    const failed = await remove();
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: BILLING_MESSAGES.cancelForDeletionFailed });
    expect((await me(token)).subscription.plan).toBe('elite');

    const ok = await remove();
    expect(ok.statusCode).toBe(200);
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${id}`)).toHaveLength(2);
    expect(fake.subscriptions.get(id)).toMatchObject({ status: 'canceled' });
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    // Stripe's follow-up event for a customer that no longer exists is acknowledged and ignored.
    const late = await deliver(event('customer.subscription.deleted', fake.subscriptions.get(id)!));
    expect(late.statusCode).toBe(200);
  });

  it('a bad, missing or stale signature is a 400 that changes nothing', async () => {
    const { token, userId, customer } = await userInCheckout();
    const sub = subscription({ id: `sub_bad_${userId}`, customer, userId, status: 'active', price: PRICE_ELITE });
    fake.subscriptions.set(`sub_bad_${userId}`, sub);
    const payload = event('customer.subscription.created', sub);
    const { body } = signed(payload);
    const forged = signed(payload, 'whsec_someone_else').header;
    const stale = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: unix(new Date()) - 3600 });
    for (const header of [forged, stale, 't=1,v1=00']) {
      const res = await deliver(payload, header);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: BILLING_MESSAGES.invalidSignature });
    }
    const missing = await t.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json' }, payload: body });
    expect(missing.statusCode).toBe(400);
    // Tampered body, genuine header for the original.
    const tampered = await t.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload).header },
      payload: body.replace(PRICE_ELITE, PRICE_PRO),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await me(token)).subscription.plan).toBe('free');

    // The same event, correctly signed, is applied — and its id was not used up by the rejections.
    const ok = await deliver(payload);
    expect(ok.json()).toMatchObject({ outcome: 'processed' });
    expect((await me(token)).subscription).toMatchObject({ plan: 'elite', status: 'active' });
  });

  it('unknown events answer 200 and are ignored; the body stays raw even when it is not JSON-typed', async () => {
    const res = await deliver(event('customer.created', { id: 'cus_zzz', object: 'customer' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'ignored', type: 'customer.created' });
    const s = signed(event('charge.succeeded', { id: 'ch_1', object: 'charge' }));
    const text = await t.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'text/plain', 'stripe-signature': s.header },
      payload: s.body,
    });
    expect(text.statusCode).toBe(200);
  });

  it('leaves the rest of the API on its JSON parser', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
  });
});
