// Embedded payments provider (no Stripe keys): the app's own checkout and portal pages, no card charged.
// Every change goes through the same applySubscription path the Stripe webhooks use.
import { randomBytes } from 'node:crypto';
import { PLANS } from '@cuemap/shared';
import { applySubscription, planCheckout, refreshStoredSubscription } from '../billing-core';
import { BILLING_MESSAGES } from '../billing-messages';
import {
  alreadyOnPlan,
  noActiveSubscription,
  noPaymentCustomer,
  notResumable,
  testSessionNotFound,
  userNotFound,
  webhooksNotConfigured,
} from '../billing-errors';
import {
  silentLogger,
  type BillingLogger,
  type BillingService,
  type BillingStore,
  type BillingUser,
  type DerivedSubscriptionState,
  type PaidTier,
  type PendingTestCheckout,
  type SubscriptionState,
} from '../billing-types';
import { addDays, addMonths, effectiveSubscription, hasLiveSubscription } from '../subscription-state';

/** What the test-mode checkout page shows. */
export interface TestCheckoutView {
  id: string;
  tier: PaidTier;
  planName: string;
  /** Monthly price in US dollars. */
  price: number;
  /** 0 when no trial applies. */
  trialDays: number;
  /** True when this changes the tier of a live subscription. */
  isPlanChange: boolean;
  expiresAt: string;
  testMode: true;
  notice: string;
}

export interface TestModeBillingService extends BillingService {
  readonly mode: 'test';
  getTestCheckout(userId: string, sessionId: string): Promise<TestCheckoutView>;
  /** Confirms the checkout: the subscription starts and the browser goes to `url` (as Stripe's success_url). */
  confirmTestCheckout(userId: string, sessionId: string): Promise<{ url: string; subscription: SubscriptionState }>;
  /** Abandons the checkout: the browser goes to `url` (as Stripe's cancel_url). */
  cancelTestCheckout(userId: string, sessionId: string): Promise<{ url: string }>;
  /** Test-mode portal operations. */
  switchPlan(userId: string, tier: PaidTier): Promise<SubscriptionState>;
  cancelAtPeriodEnd(userId: string): Promise<SubscriptionState>;
  resume(userId: string): Promise<SubscriptionState>;
  /** Test clock: ends the current period now (a trial converts, a cancellation takes effect, a period renews). */
  endCurrentPeriod(userId: string): Promise<SubscriptionState>;
}

export interface TestModeBillingOptions {
  store: BillingStore;
  appUrl: string;
  now?: () => Date;
  logger?: BillingLogger;
  /** How long a pending checkout stays confirmable (default 24 h, like Stripe's sessions). */
  sessionTtlMs?: number;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function createTestModeBillingService(opts: TestModeBillingOptions): TestModeBillingService {
  const { store, appUrl } = opts;
  const now = opts.now ?? (() => new Date());
  const logger = opts.logger ?? silentLogger;
  const ttl = opts.sessionTtlMs ?? 24 * 60 * 60 * 1000;
  // Pending sessions are stored (test_checkouts), so a checkout link survives a restart and works on
  // any instance; confirming takes the row atomically, so a session is used once.

  /** The stored user (what applySubscription compares against) and its subscription as of `at`. */
  async function loadUser(userId: string, at: Date): Promise<BillingUser & { effective: SubscriptionState }> {
    const user = await store.findUserById(userId);
    if (!user) throw userNotFound();
    return { ...user, effective: effectiveSubscription(user.subscription, at) };
  }

  async function pendingFor(userId: string, sessionId: string, at: Date): Promise<PendingTestCheckout> {
    const session = await store.findTestCheckout(sessionId, userId);
    if (!session) throw testSessionNotFound();
    if (session.expiresAt.getTime() <= at.getTime()) {
      await store.takeTestCheckout(sessionId, userId);
      throw testSessionNotFound();
    }
    return session;
  }

  async function apply(user: BillingUser, state: DerivedSubscriptionState): Promise<SubscriptionState> {
    await applySubscription(store, user, state, { fromSnapshot: false, logger });
    return {
      plan: state.plan,
      status: state.status,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      subscriptionId: state.subscriptionId,
    };
  }

  async function liveUser(userId: string, at: Date) {
    const user = await loadUser(userId, at);
    if (!hasLiveSubscription(user.effective)) throw noActiveSubscription();
    return user;
  }

  /** A tier change: a trial ends and the paid period starts now; otherwise the period carries on. */
  function changedTier(current: SubscriptionState, tier: PaidTier, at: Date): DerivedSubscriptionState {
    const keepsPeriod = current.status !== 'trialing' && current.currentPeriodEnd !== null;
    return {
      plan: tier,
      status: current.status === 'past_due' ? 'past_due' : 'active',
      currentPeriodEnd: keepsPeriod ? current.currentPeriodEnd : addMonths(at, 1),
      cancelAtPeriodEnd: false,
      subscriptionId: current.subscriptionId,
      freeTrialClaimed: false,
    };
  }

  return {
    mode: 'test',

    async createCheckoutSession(userId, tier) {
      const at = now();
      const user = await loadUser(userId, at);
      planCheckout(user, tier, at);
      // Same as Stripe mode: one (test) customer per user, created once; the portal needs it.
      if (!user.paymentCustomerId) await store.setCustomerId(user.id, randomId('cus_test'));
      await store.deleteExpiredTestCheckouts(at);
      const id = randomId('cs_test');
      await store.saveTestCheckout({ id, userId, tier, expiresAt: new Date(at.getTime() + ttl) });
      return { url: `${appUrl}/checkout/test?session=${encodeURIComponent(id)}` };
    },

    async getTestCheckout(userId, sessionId) {
      const at = now();
      const session = await pendingFor(userId, sessionId, at);
      const plan = planCheckout(await loadUser(userId, at), session.tier, at);
      return {
        id: session.id,
        tier: session.tier,
        planName: PLANS[session.tier].name,
        price: PLANS[session.tier].price,
        trialDays: plan.trialDays,
        isPlanChange: plan.switchFrom !== null,
        expiresAt: session.expiresAt.toISOString(),
        testMode: true,
        notice: BILLING_MESSAGES.testModeBanner,
      };
    },

    async confirmTestCheckout(userId, sessionId) {
      const at = now();
      const session = await pendingFor(userId, sessionId, at);
      const user = await loadUser(userId, at);
      // Checked again: the trial may have been claimed in another tab since the session was made.
      const plan = planCheckout(user, session.tier, at);
      // Single use: of two concurrent confirmations (two tabs, two instances) only one takes it.
      if (!(await store.takeTestCheckout(session.id, userId))) throw testSessionNotFound();
      let state: DerivedSubscriptionState;
      if (plan.switchFrom) state = changedTier(plan.switchFrom, plan.tier, at);
      else if (plan.trialDays > 0) {
        state = {
          plan: plan.tier,
          status: 'trialing',
          currentPeriodEnd: addDays(at, plan.trialDays),
          cancelAtPeriodEnd: false,
          subscriptionId: randomId('sub_test'),
          freeTrialClaimed: true,
        };
      } else {
        state = {
          plan: plan.tier,
          status: 'active',
          currentPeriodEnd: addMonths(at, 1),
          cancelAtPeriodEnd: false,
          subscriptionId: randomId('sub_test'),
          freeTrialClaimed: false,
        };
      }
      const subscription = await apply(user, state);
      return { url: `${appUrl}/dashboard?checkout=success`, subscription };
    },

    async cancelTestCheckout(userId, sessionId) {
      await store.takeTestCheckout(sessionId, userId);
      return { url: `${appUrl}/pricing` };
    },

    async createPortalSession(userId) {
      const user = await loadUser(userId, now());
      if (!user.paymentCustomerId) throw noPaymentCustomer();
      return { url: `${appUrl}/billing/portal/test` };
    },

    async handleWebhook() {
      throw webhooksNotConfigured();
    },

    refreshSubscription(userId, at) {
      return refreshStoredSubscription(store, userId, at ?? now());
    },

    // Nothing is billed in test mode: the test subscription goes with the account.
    async endForAccountDeletion() {},

    async switchPlan(userId, tier) {
      const at = now();
      const user = await liveUser(userId, at);
      if (user.effective.plan === tier) throw alreadyOnPlan(tier);
      return apply(user, changedTier(user.effective, tier, at));
    },

    async cancelAtPeriodEnd(userId) {
      const user = await liveUser(userId, now());
      return apply(user, { ...user.effective, cancelAtPeriodEnd: true, freeTrialClaimed: false });
    },

    async resume(userId) {
      const user = await liveUser(userId, now());
      if (!user.effective.cancelAtPeriodEnd) throw notResumable();
      return apply(user, { ...user.effective, cancelAtPeriodEnd: false, freeTrialClaimed: false });
    },

    async endCurrentPeriod(userId) {
      const at = now();
      const user = await liveUser(userId, at);
      const ended = effectiveSubscription({ ...user.effective, currentPeriodEnd: at }, at);
      return apply(user, { ...ended, freeTrialClaimed: false });
    },
  };
}
