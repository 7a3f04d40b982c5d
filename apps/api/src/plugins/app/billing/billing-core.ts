// Rules both providers share: who may check out with which trial, and the one path that writes a subscription state.
import { PRO_TRIAL_DAYS } from '@cuemap/shared';
import { alreadyOnPlan, trialAlreadyClaimed } from './billing-errors';
import type { BillingLogger, BillingStore, BillingUser, DerivedSubscriptionState, PaidTier, SubscriptionState } from './billing-types';
import { effectiveSubscription, hasLiveSubscription, sameSubscriptionState, staleReason, type StaleReason } from './subscription-state';

export interface CheckoutPlan {
  tier: PaidTier;
  /** Trial days to grant (Pro, trial never claimed, no live subscription), else 0. */
  trialDays: number;
  /** The live subscription being switched to another tier, if any (no trial on a switch). */
  switchFrom: SubscriptionState | null;
}

/**
 * Server-side checks before any checkout: already on that plan → 409; a new Pro subscription
 * after the trial was claimed → 403 with the spec's message (spec §5). Switching a live
 * subscription to the other tier is allowed and never carries a trial.
 */
export function planCheckout(user: BillingUser, tier: PaidTier, now: Date): CheckoutPlan {
  const current = effectiveSubscription(user.subscription, now);
  const live = hasLiveSubscription(current);
  if (live && current.plan === tier) throw alreadyOnPlan(tier);
  if (live) return { tier, trialDays: 0, switchFrom: current };
  if (tier === 'pro' && user.freeTrialClaimed) throw trialAlreadyClaimed();
  return { tier, trialDays: tier === 'pro' ? PRO_TRIAL_DAYS : 0, switchFrom: null };
}

export type ApplyOutcome = { applied: true } | { applied: false; reason: StaleReason | 'unchanged' };

/**
 * The single write path for subscription state (webhooks, test-mode checkout and portal).
 * The trial flag is written first, so a user is never seen trialing without having claimed it.
 */
export async function applySubscription(
  store: BillingStore,
  user: BillingUser,
  incoming: DerivedSubscriptionState,
  opts: { fromSnapshot: boolean; logger: BillingLogger },
): Promise<ApplyOutcome> {
  if (incoming.freeTrialClaimed && !user.freeTrialClaimed) await store.markTrialClaimed(user.id);
  const reason = staleReason(user.subscription, incoming, opts.fromSnapshot);
  if (reason) {
    opts.logger.info(
      { userId: user.id, subscriptionId: incoming.subscriptionId, status: incoming.status, reason },
      'billing: stale subscription state ignored',
    );
    return { applied: false, reason };
  }
  const state: SubscriptionState = {
    plan: incoming.plan,
    status: incoming.status,
    currentPeriodEnd: incoming.currentPeriodEnd,
    cancelAtPeriodEnd: incoming.cancelAtPeriodEnd,
    subscriptionId: incoming.subscriptionId,
  };
  if (sameSubscriptionState(user.subscription, state)) return { applied: false, reason: 'unchanged' };
  await store.applySubscriptionState(user.id, state);
  opts.logger.info({ userId: user.id, subscriptionId: state.subscriptionId, plan: state.plan, status: state.status }, 'billing: subscription state applied');
  return { applied: true };
}

/** Reads the user, applies `effectiveSubscription` as of `now` and persists it if it changed. */
export async function refreshStoredSubscription(store: BillingStore, userId: string, now: Date): Promise<SubscriptionState | null> {
  const user = await store.findUserById(userId);
  if (!user) return null;
  const effective = effectiveSubscription(user.subscription, now);
  if (!sameSubscriptionState(effective, user.subscription)) await store.applySubscriptionState(userId, effective);
  return effective;
}
