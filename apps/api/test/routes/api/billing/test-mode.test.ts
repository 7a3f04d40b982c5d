// /api/billing in the built-in test mode (no Stripe keys): checkout, portal, and the plan limits following them.
import { describe, expect, it } from 'vitest';
import { MIND_MAP_MESSAGES } from '@cuemap/shared';
import { BILLING_MESSAGES } from '../../../../src/plugins/app/billing/billing-messages';
import { createBillingRepository, createTestModeBillingService } from '../../../../src/plugins/app/billing/index';
import { bearer, mapBody, registerUser, setupApp, type TestApp } from '../../../helper';

const t = setupApp();
const DAY_MS = 86_400_000;

type Sub = { plan: string; status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean };
type Me = { subscription: Sub; freeTrialClaimed: boolean; paymentCustomerId: string | null; mindMapCount: number };

function client(app: Pick<TestApp, 'inject'>, token: string) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return {
    call,
    me: async () => (await call('GET', '/api/auth/me')).json<{ user: Me }>().user,
    checkout: (tier: string) => call('POST', '/api/billing/create-checkout-session', { tier }),
    portal: () => call('POST', '/api/billing/create-customer-portal-session'),
    createScript: (title: string) => call('POST', '/api/mindmaps', mapBody(2, title)),
    /** Starts and confirms a test checkout; returns the confirm answer. */
    async subscribe(tier: 'pro' | 'elite') {
      const res = await call('POST', '/api/billing/create-checkout-session', { tier });
      expect(res.statusCode, res.body).toBe(200);
      const session = new URL(res.json<{ url: string }>().url).searchParams.get('session')!;
      return call('POST', `/api/billing/test/checkout/${session}/confirm`);
    },
  };
}

describe('test-mode checkout', () => {
  it('Pro: the checkout URL opens the app’s own page, which shows the plan, price and trial and confirms like Stripe', async () => {
    const { token } = await registerUser(t);
    const c = client(t, token);
    const res = await c.checkout('pro');
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(`${url.origin}${url.pathname}`).toBe('http://cuemap.test/checkout/test');
    const session = url.searchParams.get('session')!;

    const view = await c.call('GET', `/api/billing/test/checkout/${session}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      tier: 'pro',
      planName: 'Pro',
      price: 8.99,
      trialDays: 7,
      isPlanChange: false,
      testMode: true,
      notice: 'Test mode — no card is charged',
    });

    const confirm = await c.call('POST', `/api/billing/test/checkout/${session}/confirm`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ url: 'http://cuemap.test/dashboard?checkout=success' });

    const me = await c.me();
    expect(me.subscription).toMatchObject({ plan: 'pro', status: 'trialing', cancelAtPeriodEnd: false });
    expect(new Date(me.subscription.currentPeriodEnd!).getTime() - t.clock.now().getTime()).toBeGreaterThan(6.9 * DAY_MS);
    expect(me.freeTrialClaimed).toBe(true);
    expect(me.paymentCustomerId).toMatch(/^cus_test_/);

    // A session is single use.
    expect((await c.call('POST', `/api/billing/test/checkout/${session}/confirm`)).statusCode).toBe(404);
  });

  it('cancel returns to /pricing and changes nothing', async () => {
    const { token } = await registerUser(t);
    const c = client(t, token);
    const session = new URL((await c.checkout('elite')).json<{ url: string }>().url).searchParams.get('session')!;
    const res = await c.call('POST', `/api/billing/test/checkout/${session}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: 'http://cuemap.test/pricing' });
    expect((await c.me()).subscription.plan).toBe('free');
    expect((await c.call('GET', `/api/billing/test/checkout/${session}`)).statusCode).toBe(404);
  });

  it('a session belongs to its user; unknown sessions are 404 with a message', async () => {
    const a = client(t, (await registerUser(t)).token);
    const b = client(t, (await registerUser(t)).token);
    const session = new URL((await a.checkout('pro')).json<{ url: string }>().url).searchParams.get('session')!;
    const other = await b.call('POST', `/api/billing/test/checkout/${session}/confirm`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: BILLING_MESSAGES.testSessionNotFound });
    expect((await b.me()).subscription.plan).toBe('free');
    expect((await a.call('GET', '/api/billing/test/checkout/cs_test_nope')).statusCode).toBe(404);
  });

  it('a pending checkout is stored: another server instance confirms it, and only once', async () => {
    const { token } = await registerUser(t);
    const c = client(t, token);
    const session = new URL((await c.checkout('elite')).json<{ url: string }>().url).searchParams.get('session')!;
    const row = await t.app.db.kysely.selectFrom('test_checkouts').selectAll().where('id', '=', session).executeTakeFirst();
    expect(row).toMatchObject({ tier: 'elite' });
    // A second instance (or this one after a restart) over the same database sees it.
    const other = createTestModeBillingService({ store: createBillingRepository(t.app.db), appUrl: 'http://cuemap.test' });
    expect(await other.getTestCheckout(row!.user_id, session)).toMatchObject({ id: session, tier: 'elite', planName: 'Elite' });
    // Two confirmations at once (two tabs, two instances): exactly one applies.
    const answers = await Promise.all([
      c.call('POST', `/api/billing/test/checkout/${session}/confirm`),
      c.call('POST', `/api/billing/test/checkout/${session}/confirm`),
      c.call('POST', `/api/billing/test/checkout/${session}/confirm`),
    ]);
    // The others are refused: the session is spent (404), or, when they read the user after the
    // winner applied the plan, 'already subscribed' (409).
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 404 || c === 409)).toBe(true);
    expect((await c.me()).subscription).toMatchObject({ plan: 'elite', status: 'active' });
    expect(await t.app.db.kysely.selectFrom('test_checkouts').selectAll().where('id', '=', session).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a second Pro trial with the spec’s message, and the plan the user already has', async () => {
    const c = client(t, (await registerUser(t)).token);
    expect((await c.subscribe('pro')).statusCode).toBe(200);
    const again = await c.checkout('pro');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('You are already subscribed to the Pro plan.');
    // After the subscription ends, Pro again would be a second trial.
    await c.call('POST', '/api/billing/test/portal/cancel');
    await c.call('POST', '/api/billing/test/portal/end-period');
    expect((await c.me()).subscription.plan).toBe('free');
    const second = await c.checkout('pro');
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      message: 'You have already claimed your free trial. Please subscribe to a paid plan or contact support.',
    });
    // Elite stays available.
    expect((await c.checkout('elite')).statusCode).toBe(200);
  });

  it('validates input and needs a session', async () => {
    const c = client(t, (await registerUser(t)).token);
    const bad = await c.checkout('gold');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('tier must be "pro" or "elite".');
    const anon = await t.inject({ method: 'POST', url: '/api/billing/create-checkout-session', payload: { tier: 'pro' } });
    expect(anon.statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/billing/create-customer-portal-session' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/billing/test/checkout/x' })).statusCode).toBe(401);
  });

  it('has no webhook: a Stripe event is a 400 that changes nothing', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1","type":"customer.subscription.updated"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: BILLING_MESSAGES.webhooksNotConfigured });
  });
});

describe('test-mode portal', () => {
  it('needs a payment customer first: 400 with the subscribe-first message', async () => {
    const c = client(t, (await registerUser(t)).token);
    const res = await c.portal();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: BILLING_MESSAGES.noPaymentCustomer });
    const cancel = await c.call('POST', '/api/billing/test/portal/cancel');
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toEqual({ message: BILLING_MESSAGES.noActiveSubscription });
  });

  it('switches plan, cancels at period end and resumes', async () => {
    const c = client(t, (await registerUser(t)).token);
    await c.subscribe('pro');
    const portal = await c.portal();
    expect(portal.statusCode).toBe(200);
    expect(portal.json()).toEqual({ url: 'http://cuemap.test/billing/portal/test' });

    const elite = await c.call('POST', '/api/billing/test/portal/switch-plan', { tier: 'elite' });
    expect(elite.statusCode).toBe(200);
    expect(elite.json<{ subscription: Sub }>().subscription).toMatchObject({ plan: 'elite', status: 'active', cancelAtPeriodEnd: false });
    const same = await c.call('POST', '/api/billing/test/portal/switch-plan', { tier: 'elite' });
    expect(same.statusCode).toBe(409);

    const cancel = await c.call('POST', '/api/billing/test/portal/cancel');
    expect(cancel.json<{ subscription: Sub }>().subscription).toMatchObject({ plan: 'elite', cancelAtPeriodEnd: true });
    expect((await c.me()).subscription.cancelAtPeriodEnd).toBe(true);

    const resume = await c.call('POST', '/api/billing/test/portal/resume');
    expect(resume.json<{ subscription: Sub }>().subscription).toMatchObject({ plan: 'elite', cancelAtPeriodEnd: false });
    const resumeAgain = await c.call('POST', '/api/billing/test/portal/resume');
    expect(resumeAgain.statusCode).toBe(400);
    expect(resumeAgain.json()).toEqual({ message: BILLING_MESSAGES.notResumable });
  });

  it('test clock: an ended trial converts to paid Pro', async () => {
    const c = client(t, (await registerUser(t)).token);
    await c.subscribe('pro');
    const end = await c.call('POST', '/api/billing/test/portal/end-period');
    expect(end.statusCode).toBe(200);
    expect(end.json<{ subscription: Sub }>().subscription).toMatchObject({ plan: 'pro', status: 'active' });
  });
});

describe('one source of truth for the plan', () => {
  it('Free → Pro trial → Elite → cancel → Free: the script limit follows; existing scripts stay readable and editable', async () => {
    const c = client(t, (await registerUser(t)).token);
    const ids: string[] = [];
    for (const title of ['One', 'Two']) {
      const res = await c.createScript(title);
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ _id: string }>()._id);
    }
    const refused = await c.createScript('Three');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MIND_MAP_MESSAGES.limitReached, limitReached: true });

    await c.subscribe('pro');
    const third = await c.createScript('Three');
    expect(third.statusCode).toBe(201);
    ids.push(third.json<{ _id: string }>()._id);

    expect((await c.checkout('elite')).statusCode).toBe(200);
    expect((await c.subscribe('elite')).statusCode).toBe(200);
    expect((await c.me()).subscription).toMatchObject({ plan: 'elite', status: 'active' });
    expect((await c.createScript('Four')).statusCode).toBe(201);

    await c.call('POST', '/api/billing/test/portal/cancel');
    // Still Elite until the period ends.
    expect((await c.createScript('Five')).statusCode).toBe(201);
    await c.call('POST', '/api/billing/test/portal/end-period');
    const me = await c.me();
    expect(me.subscription).toEqual({ plan: 'free', status: 'canceled', currentPeriodEnd: null, cancelAtPeriodEnd: false });
    expect(me.mindMapCount).toBe(5);

    expect((await c.createScript('Six')).statusCode).toBe(403);
    for (const id of ids) {
      expect((await c.call('GET', `/api/mindmaps/${id}`)).statusCode).toBe(200);
      const edit = await c.call('PUT', `/api/mindmaps/${id}`, mapBody(3, 'Edited on Free'));
      expect(edit.statusCode).toBe(200);
    }
    // Still over the limit after deleting down to two; below it, creating works again.
    const all = (await c.call('GET', '/api/mindmaps')).json<Array<{ _id: string }>>();
    for (const s of all.slice(0, 3)) expect((await c.call('DELETE', `/api/mindmaps/${s._id}`)).statusCode).toBe(200);
    expect((await c.createScript('Again')).statusCode).toBe(403);
    await c.call('DELETE', `/api/mindmaps/${all[3]!._id}`);
    expect((await c.createScript('Again')).statusCode).toBe(201);
  });

  it('a cancellation takes effect at the period end with no webhook: read by /me and by the script limit alike', async () => {
    const c = client(t, (await registerUser(t)).token);
    await c.subscribe('elite');
    await c.call('POST', '/api/billing/test/portal/cancel');
    for (const title of ['A', 'B', 'C']) expect((await c.createScript(title)).statusCode).toBe(201);

    // (Sessions slide: one request mid-way keeps this one alive past the 30-day TTL.)
    t.clock.advance(20 * DAY_MS);
    expect((await c.call('GET', '/api/mindmaps')).statusCode).toBe(200);
    t.clock.advance(12 * DAY_MS);
    // The script limit is checked first, before anything has refreshed the stored plan.
    expect((await c.createScript('D')).statusCode).toBe(403);
    expect((await c.me()).subscription).toMatchObject({ plan: 'free', status: 'canceled' });
  });
});
