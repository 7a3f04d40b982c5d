import { beforeEach, describe, expect, it } from 'vitest';
import { createTestModeBillingService, type TestModeBillingService } from '../../src/plugins/app/billing/providers/test-mode-billing';
import { BILLING_MESSAGES } from '../../src/plugins/app/billing/billing-messages';
import { APP_URL } from './fixtures';
import { createMemoryStore, type MemoryStore } from './memory-store';

const start = new Date('2026-06-01T10:00:00Z');
const days = (n: number) => new Date(start.getTime() + n * 86_400_000);
const sessionOf = (url: string) => new URL(url).searchParams.get('session') ?? '';

describe('test-mode billing (no Stripe keys)', () => {
  let store: MemoryStore;
  let clock: Date;
  let billing: TestModeBillingService;

  beforeEach(() => {
    store = createMemoryStore();
    store.addUser('u1');
    clock = start;
    billing = createTestModeBillingService({ store, appUrl: APP_URL, now: () => clock });
  });

  const checkout = async (tier: 'pro' | 'elite') => {
    const { url } = await billing.createCheckoutSession('u1', tier);
    expect(url.startsWith(`${APP_URL}/checkout/test?session=cs_test_`)).toBe(true);
    return billing.confirmTestCheckout('u1', sessionOf(url));
  };

  it('Free → Pro trial → Elite → cancel at period end → Free', async () => {
    const { url } = await billing.createCheckoutSession('u1', 'pro');
    const view = await billing.getTestCheckout('u1', sessionOf(url));
    expect(view).toMatchObject({
      tier: 'pro',
      planName: 'Pro',
      price: 8.99,
      trialDays: 7,
      isPlanChange: false,
      testMode: true,
      notice: 'Test mode — no card is charged',
    });
    expect(store.user('u1').paymentCustomerId).toMatch(/^cus_test_/);

    const confirmed = await billing.confirmTestCheckout('u1', sessionOf(url));
    expect(confirmed.url).toBe(`${APP_URL}/dashboard?checkout=success`);
    expect(store.user('u1')).toMatchObject({
      freeTrialClaimed: true,
      subscription: { plan: 'pro', status: 'trialing', currentPeriodEnd: days(7), cancelAtPeriodEnd: false },
    });
    const subscriptionId = store.user('u1').subscription.subscriptionId;

    // Elite from the pricing page while trialing: a plan change, the trial ends and Elite starts now.
    clock = days(2);
    const elite = await billing.createCheckoutSession('u1', 'elite');
    expect(await billing.getTestCheckout('u1', sessionOf(elite.url))).toMatchObject({ trialDays: 0, isPlanChange: true });
    await billing.confirmTestCheckout('u1', sessionOf(elite.url));
    expect(store.user('u1').subscription).toEqual({
      plan: 'elite',
      status: 'active',
      currentPeriodEnd: new Date('2026-07-03T10:00:00Z'),
      cancelAtPeriodEnd: false,
      subscriptionId,
    });

    await billing.cancelAtPeriodEnd('u1');
    expect(store.user('u1').subscription).toMatchObject({ plan: 'elite', cancelAtPeriodEnd: true });
    await billing.endCurrentPeriod('u1');
    expect(store.user('u1').subscription).toMatchObject({ plan: 'free', status: 'canceled', currentPeriodEnd: null, cancelAtPeriodEnd: false });
    expect(store.user('u1').freeTrialClaimed).toBe(true);

    // The trial is spent: Pro is refused with the spec's message, Elite is still available.
    await expect(billing.createCheckoutSession('u1', 'pro')).rejects.toMatchObject({ statusCode: 403, message: BILLING_MESSAGES.trialAlreadyClaimed });
    await checkout('elite');
    expect(store.user('u1').subscription).toMatchObject({ plan: 'elite', status: 'active' });
  });

  it('Elite without a trial runs for a month; the period renews and a cancellation ends it on reading', async () => {
    await checkout('elite');
    expect(store.user('u1')).toMatchObject({
      freeTrialClaimed: false,
      subscription: { plan: 'elite', status: 'active', currentPeriodEnd: new Date('2026-07-01T10:00:00Z') },
    });
    await billing.cancelAtPeriodEnd('u1');
    expect(await billing.refreshSubscription('u1', days(29))).toMatchObject({ plan: 'elite', cancelAtPeriodEnd: true });
    expect(await billing.refreshSubscription('u1', days(31))).toMatchObject({ plan: 'free', status: 'canceled' });
    expect(store.user('u1').subscription.plan).toBe('free');
  });

  it('converts an ended trial to paid Pro unless cancelled', async () => {
    await checkout('pro');
    expect(await billing.refreshSubscription('u1', days(8))).toMatchObject({
      plan: 'pro',
      status: 'active',
      currentPeriodEnd: new Date('2026-07-08T10:00:00Z'),
    });
  });

  it('portal: switch plan, cancel at period end and resume', async () => {
    await expect(billing.createPortalSession('u1')).rejects.toMatchObject({ statusCode: 400, message: BILLING_MESSAGES.noPaymentCustomer });
    await expect(billing.switchPlan('u1', 'elite')).rejects.toMatchObject({ statusCode: 400, code: 'no_active_subscription' });
    await checkout('elite');
    expect(await billing.createPortalSession('u1')).toEqual({ url: `${APP_URL}/billing/portal/test` });

    await expect(billing.switchPlan('u1', 'elite')).rejects.toMatchObject({ statusCode: 409 });
    const pro = await billing.switchPlan('u1', 'pro');
    // A downgrade keeps the paid period and never grants the trial.
    expect(pro).toMatchObject({ plan: 'pro', status: 'active', currentPeriodEnd: new Date('2026-07-01T10:00:00Z') });
    expect(store.user('u1').freeTrialClaimed).toBe(false);

    await expect(billing.resume('u1')).rejects.toMatchObject({ statusCode: 400, code: 'not_resumable' });
    await billing.cancelAtPeriodEnd('u1');
    await billing.resume('u1');
    expect(store.user('u1').subscription).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: false });
    await billing.endCurrentPeriod('u1');
    expect(store.user('u1').subscription).toMatchObject({ plan: 'pro', status: 'active', currentPeriodEnd: new Date('2026-07-01T10:00:00Z') });
  });

  it('cancelling a test checkout returns to pricing and changes nothing; sessions are single-use and per user', async () => {
    const { url } = await billing.createCheckoutSession('u1', 'pro');
    const id = sessionOf(url);
    store.addUser('u2');
    await expect(billing.getTestCheckout('u2', id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(billing.confirmTestCheckout('u2', id)).rejects.toMatchObject({ statusCode: 404 });
    expect(await billing.cancelTestCheckout('u1', id)).toEqual({ url: `${APP_URL}/pricing` });
    await expect(billing.confirmTestCheckout('u1', id)).rejects.toMatchObject({ statusCode: 404, message: BILLING_MESSAGES.testSessionNotFound });
    expect(store.user('u1').subscription.plan).toBe('free');

    const again = await billing.createCheckoutSession('u1', 'pro');
    await billing.confirmTestCheckout('u1', sessionOf(again.url));
    await expect(billing.confirmTestCheckout('u1', sessionOf(again.url))).rejects.toMatchObject({ statusCode: 404 });
  });

  it('re-checks the trial when confirming: two open Pro checkouts cannot both start a trial', async () => {
    const first = await billing.createCheckoutSession('u1', 'pro');
    const second = await billing.createCheckoutSession('u1', 'pro');
    await billing.confirmTestCheckout('u1', sessionOf(first.url));
    await expect(billing.confirmTestCheckout('u1', sessionOf(second.url))).rejects.toMatchObject({ statusCode: 409 });
    await billing.cancelAtPeriodEnd('u1');
    await billing.endCurrentPeriod('u1');
    const third = await billing.createCheckoutSession('u1', 'elite');
    expect(third.url).toContain('/checkout/test?session=');
  });

  it('expires pending sessions', async () => {
    const { url } = await billing.createCheckoutSession('u1', 'elite');
    clock = days(2);
    await expect(billing.confirmTestCheckout('u1', sessionOf(url))).rejects.toMatchObject({ statusCode: 404 });
  });

  it('has no webhook endpoint', async () => {
    await expect(billing.handleWebhook('{}', 't=1,v1=x')).rejects.toMatchObject({ statusCode: 400, code: 'webhooks_not_configured' });
  });
});
