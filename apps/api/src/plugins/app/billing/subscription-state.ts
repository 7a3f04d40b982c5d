// Pure rules for subscription state: Stripe subscription object → our state, and the state as of a moment.
import type { DerivedSubscriptionState, PaidTier, PlanId, SubscriptionState } from './billing-types';

/** The fields of a Stripe subscription we read. Older API versions carry the period on the subscription, newer ones on each item. */
export interface StripeSubscriptionLike {
  id: string;
  status: string;
  customer: string | { id: string } | null;
  cancel_at_period_end?: boolean | null;
  cancel_at?: number | null;
  current_period_end?: number | null;
  trial_start?: number | null;
  trial_end?: number | null;
  metadata?: Record<string, string> | null;
  items?: {
    data: Array<{ current_period_end?: number | null; price?: { id: string } | null }>;
  } | null;
}

/** Price id → tier, from STRIPE_PRICE_PRO / STRIPE_PRICE_ELITE. */
export type PriceTierMap = Readonly<Record<string, PaidTier>>;

export function priceTierMap(prices: { pricePro?: string; priceElite?: string }): PriceTierMap {
  const map: Record<string, PaidTier> = {};
  if (prices.pricePro) map[prices.pricePro] = 'pro';
  if (prices.priceElite) map[prices.priceElite] = 'elite';
  return map;
}

/** Statuses in which the subscriber keeps the paid tier. */
const PAID_STATUSES = new Set(['active', 'trialing', 'past_due']);
/** Statuses Stripe never leaves: the subscription is over and the user is back on Free. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired', 'unpaid']);

export const isPaidStatus = (status: string) => PAID_STATUSES.has(status);
export const isEndedStatus = (status: string) => ENDED_STATUSES.has(status);

/** A paid plan the user currently holds (what portal operations and plan switches act on). */
export function hasLiveSubscription(state: SubscriptionState): boolean {
  return state.plan !== 'free' && isPaidStatus(state.status) && state.subscriptionId !== null;
}

const TIER_RANK: Record<PlanId, number> = { free: 0, pro: 1, elite: 2 };

/** The tier a subscription pays for: from its prices, else from the tier we put in its metadata. */
export function tierOfSubscription(sub: StripeSubscriptionLike, prices: PriceTierMap): PaidTier | null {
  let best: PaidTier | null = null;
  for (const item of sub.items?.data ?? []) {
    const tier = item.price ? prices[item.price.id] : undefined;
    if (tier && (best === null || TIER_RANK[tier] > TIER_RANK[best])) best = tier;
  }
  if (best) return best;
  const fromMetadata = sub.metadata?.tier;
  return fromMetadata === 'pro' || fromMetadata === 'elite' ? fromMetadata : null;
}

/** Period end in Unix seconds: the subscription's own field (API < 2025-03-31) or the latest item's. */
export function periodEndOf(sub: StripeSubscriptionLike): number | null {
  if (typeof sub.current_period_end === 'number') return sub.current_period_end;
  let latest: number | null = null;
  for (const item of sub.items?.data ?? []) {
    if (typeof item.current_period_end === 'number' && (latest === null || item.current_period_end > latest)) {
      latest = item.current_period_end;
    }
  }
  if (latest === null && sub.status === 'trialing' && typeof sub.trial_end === 'number') return sub.trial_end;
  return latest;
}

export const customerIdOf = (sub: { customer: string | { id: string } | null }): string | null =>
  typeof sub.customer === 'string' ? sub.customer : (sub.customer?.id ?? null);

const fromUnix = (seconds: number | null): Date | null => (seconds === null ? null : new Date(seconds * 1000));

/**
 * Derives the whole state from the subscription object alone, so the result does not depend on
 * the order events arrive in. active/trialing/past_due keep the paid tier; canceled,
 * incomplete_expired and unpaid are Free ('canceled'); incomplete and paused hold no paid tier
 * but keep their status, since they may still become active.
 */
export function subscriptionStateFromStripe(sub: StripeSubscriptionLike, prices: PriceTierMap): DerivedSubscriptionState {
  const freeTrialClaimed = sub.status === 'trialing' || sub.trial_start != null || sub.trial_end != null;
  if (isEndedStatus(sub.status)) {
    return {
      plan: 'free',
      status: 'canceled',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      subscriptionId: sub.id,
      freeTrialClaimed,
    };
  }
  const tier = tierOfSubscription(sub, prices);
  return {
    plan: isPaidStatus(sub.status) && tier ? tier : 'free',
    status: sub.status,
    currentPeriodEnd: fromUnix(periodEndOf(sub)),
    // Newer portals schedule the end with cancel_at instead of cancel_at_period_end.
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end) || sub.cancel_at != null,
    subscriptionId: sub.id,
    freeTrialClaimed,
  };
}

/** Adds calendar months in UTC, clamping the day (Jan 31 + 1 month = Feb 28/29), as Stripe does. */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * 86_400_000);

/**
 * The subscription as of `now`, so the plan is right even before (or without) a webhook:
 * - a paid plan set to cancel at period end whose period has ended is Free ('canceled');
 * - a trial whose end has passed has converted to the paid plan ('active');
 * - an active period that has ended has renewed (the end moves forward by whole months).
 * past_due and every other status are left as they are. Pure: callers persist the result if it changed.
 */
export function effectiveSubscription(state: SubscriptionState, now: Date): SubscriptionState {
  const end = state.currentPeriodEnd;
  if (state.plan === 'free' || end === null || end.getTime() > now.getTime()) return state;
  if (state.cancelAtPeriodEnd && (isPaidStatus(state.status) || state.status === 'paused')) {
    return { plan: 'free', status: 'canceled', currentPeriodEnd: null, cancelAtPeriodEnd: false, subscriptionId: state.subscriptionId };
  }
  if (state.status !== 'trialing' && state.status !== 'active') return state;
  let next = end;
  for (let i = 1; next.getTime() <= now.getTime(); i++) next = addMonths(end, i);
  return { ...state, status: 'active', currentPeriodEnd: next };
}

export function sameSubscriptionState(a: SubscriptionState, b: SubscriptionState): boolean {
  return (
    a.plan === b.plan &&
    a.status === b.status &&
    (a.currentPeriodEnd?.getTime() ?? null) === (b.currentPeriodEnd?.getTime() ?? null) &&
    a.cancelAtPeriodEnd === b.cancelAtPeriodEnd &&
    a.subscriptionId === b.subscriptionId
  );
}

export type StaleReason = 'other_subscription_ended' | 'subscription_already_ended' | 'older_period';

/**
 * Whether an incoming state is older than what is stored, so applying it would move the user
 * back in time:
 * - an ended subscription that is not the user's current one never downgrades the user;
 * - when the state comes from an event's snapshot (`fromSnapshot`) rather than a fresh read
 *   from Stripe: a subscription stored as ended never comes back (Stripe's ended statuses are
 *   final), and for the same subscription a snapshot with an earlier period end is older.
 */
export function staleReason(stored: SubscriptionState, incoming: SubscriptionState, fromSnapshot: boolean): StaleReason | null {
  if (stored.subscriptionId === null) return null;
  if (stored.subscriptionId !== incoming.subscriptionId) {
    return incoming.plan === 'free' && hasLiveSubscription(stored) ? 'other_subscription_ended' : null;
  }
  if (!fromSnapshot) return null;
  if (stored.plan === 'free' && stored.status === 'canceled' && incoming.status !== 'canceled') {
    return 'subscription_already_ended';
  }
  if (
    incoming.status !== 'canceled' &&
    stored.currentPeriodEnd !== null &&
    incoming.currentPeriodEnd !== null &&
    incoming.currentPeriodEnd.getTime() < stored.currentPeriodEnd.getTime()
  ) {
    return 'older_period';
  }
  return null;
}
