import { describe, expect, it } from 'vitest';
import {
  addMonths,
  effectiveSubscription,
  priceTierMap,
  subscriptionStateFromStripe,
  type StripeSubscriptionLike,
} from '../../src/plugins/app/billing/subscription-state';
import type { SubscriptionState } from '../../src/plugins/app/billing/billing-types';
import { DAY, PRICE_ELITE, PRICE_PRO, subscription, unix } from './fixtures';

const tiers = priceTierMap({ pricePro: PRICE_PRO, priceElite: PRICE_ELITE });
const derive = (o: Parameters<typeof subscription>[0]) => subscriptionStateFromStripe(subscription(o) as unknown as StripeSubscriptionLike, tiers);
const end = unix(new Date('2026-12-01T00:00:00Z'));

describe('subscriptionStateFromStripe', () => {
  it('maps an active Pro subscription, reading the period from its items (API 2025-03-31 and later)', () => {
    expect(derive({ periodEnd: end })).toEqual({
      plan: 'pro',
      status: 'active',
      currentPeriodEnd: new Date(end * 1000),
      cancelAtPeriodEnd: false,
      subscriptionId: 'sub_1',
      freeTrialClaimed: false,
    });
  });

  it('reads the period from the subscription itself on older API versions', () => {
    expect(derive({ periodEnd: end, legacyPeriod: true }).currentPeriodEnd).toEqual(new Date(end * 1000));
  });

  it('maps the Elite price to Elite', () => {
    expect(derive({ price: PRICE_ELITE }).plan).toBe('elite');
  });

  it('keeps the paid tier while trialing and past_due; trialing claims the trial', () => {
    expect(derive({ status: 'trialing', trialStart: end - 7 * DAY, trialEnd: end })).toMatchObject({
      plan: 'pro',
      status: 'trialing',
      freeTrialClaimed: true,
    });
    expect(derive({ status: 'past_due' })).toMatchObject({ plan: 'pro', status: 'past_due' });
  });

  it.each(['canceled', 'incomplete_expired', 'unpaid'])('returns %s subscriptions to Free', (status) => {
    expect(derive({ status })).toEqual({
      plan: 'free',
      status: 'canceled',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      subscriptionId: 'sub_1',
      freeTrialClaimed: false,
    });
  });

  it('gives no paid tier to an incomplete subscription or an unknown price', () => {
    expect(derive({ status: 'incomplete' })).toMatchObject({ plan: 'free', status: 'incomplete' });
    expect(derive({ price: 'price_unknown' }).plan).toBe('free');
  });

  it('treats cancel_at (newer portals) like cancel_at_period_end', () => {
    expect(derive({ cancelAtPeriodEnd: true }).cancelAtPeriodEnd).toBe(true);
    expect(derive({ cancelAt: end }).cancelAtPeriodEnd).toBe(true);
  });
});

describe('effectiveSubscription', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const past = new Date('2026-06-15T11:00:00Z');
  const future = new Date('2026-06-16T00:00:00Z');
  const pro = (patch: Partial<SubscriptionState>): SubscriptionState => ({
    plan: 'pro',
    status: 'active',
    currentPeriodEnd: future,
    cancelAtPeriodEnd: false,
    subscriptionId: 'sub_1',
    ...patch,
  });

  it('returns a cancelled subscription to Free once its period has ended', () => {
    expect(effectiveSubscription(pro({ cancelAtPeriodEnd: true, currentPeriodEnd: past }), now)).toEqual({
      plan: 'free',
      status: 'canceled',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      subscriptionId: 'sub_1',
    });
    expect(effectiveSubscription(pro({ cancelAtPeriodEnd: true, status: 'trialing', currentPeriodEnd: past }), now).plan).toBe('free');
  });

  it('leaves a subscription alone before its period ends', () => {
    const state = pro({ cancelAtPeriodEnd: true });
    expect(effectiveSubscription(state, now)).toBe(state);
  });

  it('converts an ended trial to the paid plan and renews an ended period', () => {
    expect(effectiveSubscription(pro({ status: 'trialing', currentPeriodEnd: past }), now)).toEqual(
      pro({ status: 'active', currentPeriodEnd: new Date('2026-07-15T11:00:00Z') }),
    );
    const longAgo = new Date('2026-03-31T00:00:00Z');
    expect(effectiveSubscription(pro({ currentPeriodEnd: longAgo }), now).currentPeriodEnd).toEqual(new Date('2026-06-30T00:00:00Z'));
  });

  it('leaves past_due and Free as they are', () => {
    const pastDue = pro({ status: 'past_due', currentPeriodEnd: past });
    expect(effectiveSubscription(pastDue, now)).toBe(pastDue);
    const free: SubscriptionState = { plan: 'free', status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false, subscriptionId: null };
    expect(effectiveSubscription(free, now)).toBe(free);
  });

  it('adds calendar months, clamping the day', () => {
    expect(addMonths(new Date('2027-01-31T10:00:00Z'), 1)).toEqual(new Date('2027-02-28T10:00:00Z'));
    expect(addMonths(new Date('2026-11-30T00:00:00Z'), 3)).toEqual(new Date('2027-02-28T00:00:00Z'));
  });
});
