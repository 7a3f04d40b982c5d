// The billing domain's own types and the one storage interface it needs (implemented over the users table).
import type { PaidTier, PlanId } from '@cuemap/shared';

export type { PaidTier, PlanId };

/**
 * Stripe-style status: 'active', 'trialing', 'past_due', 'canceled', 'incomplete', 'paused', …
 * A Free user who never subscribed keeps the users table default ('active').
 */
export type SubscriptionStatus = string;

/** What the users table holds about a subscription; the single source of truth for the plan. */
export interface SubscriptionState {
  plan: PlanId;
  status: SubscriptionStatus;
  /** End of the current period (or of the trial); null on Free. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Provider subscription id (kept after the subscription ends, so late events for it are recognised). */
  subscriptionId: string | null;
}

/** A subscription state as derived from a provider object, plus whether it used up the free trial. */
export interface DerivedSubscriptionState extends SubscriptionState {
  freeTrialClaimed: boolean;
}

export interface BillingUser {
  id: string;
  email: string;
  paymentCustomerId: string | null;
  freeTrialClaimed: boolean;
  subscription: SubscriptionState;
}

/**
 * Storage the billing module needs. Every method is idempotent; none of them ever clears
 * `freeTrialClaimed`.
 */
export interface BillingStore {
  findUserById(userId: string): Promise<BillingUser | null>;
  findUserByCustomerId(customerId: string): Promise<BillingUser | null>;
  /** Links the payment customer to the user (unique per user). */
  setCustomerId(userId: string, customerId: string): Promise<void>;
  /** Writes plan, subscription_status, current_period_end, cancel_at_period_end, payment_subscription_id. */
  applySubscriptionState(userId: string, state: SubscriptionState): Promise<void>;
  /** Sets free_trial_claimed = true (never back to false). */
  markTrialClaimed(userId: string): Promise<void>;
  /** Inserts the event id; true when it was new, false when it had been recorded before. */
  recordEventOnce(eventId: string, type: string): Promise<boolean>;
  /** Removes a recorded event id, so Stripe's retry of an event whose handling failed is processed. */
  forgetEvent(eventId: string): Promise<void>;
  /** Stores a pending test-mode checkout (the built-in checkout used without Stripe keys). */
  saveTestCheckout(checkout: PendingTestCheckout): Promise<void>;
  /** The pending test-mode checkout `id` of `userId`, or null (unknown, or another user's). */
  findTestCheckout(id: string, userId: string): Promise<PendingTestCheckout | null>;
  /** Removes and returns it, atomically: of two concurrent calls exactly one gets the checkout. */
  takeTestCheckout(id: string, userId: string): Promise<PendingTestCheckout | null>;
  /** Drops pending test-mode checkouts that expired at or before `at`. */
  deleteExpiredTestCheckouts(at: Date): Promise<void>;
}

export interface PendingTestCheckout {
  id: string;
  userId: string;
  tier: PaidTier;
  expiresAt: Date;
}

/** The slice of AppConfig (config/env.ts) billing reads; `app.config` satisfies it as is. */
export interface BillingConfig {
  appUrl: string;
  stripe: { secretKey?: string; webhookSecret?: string; pricePro?: string; priceElite?: string };
}

export interface BillingLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentLogger: BillingLogger = { info() {}, warn() {}, error() {} };

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

export interface WebhookResult {
  received: true;
  eventId: string;
  type: string;
  outcome: WebhookOutcome;
}

/** What both providers offer the routes. */
export interface BillingService {
  readonly mode: 'stripe' | 'test';
  /** Returns the URL the browser navigates to (Stripe Checkout, or the app's own test-mode page). */
  createCheckoutSession(userId: string, tier: PaidTier): Promise<{ url: string }>;
  createPortalSession(userId: string): Promise<{ url: string }>;
  /** Verifies the signature on the raw body, then applies the event at most once. */
  handleWebhook(rawBody: Buffer | string, signature: string | undefined): Promise<WebhookResult>;
  /**
   * The user's subscription as of `now` (a cancel-at-period-end past its end is Free, an ended
   * trial is paid), persisted when it differs from the stored one. Null when the user is unknown.
   */
  refreshSubscription(userId: string, now?: Date): Promise<SubscriptionState | null>;
  /**
   * Before an account is deleted: ends a live paid subscription at once with the payment provider
   * (so nothing is billed for an account that no longer exists). Throws a 502 when the provider
   * cannot be reached, and then the account must stay.
   */
  endForAccountDeletion(userId: string): Promise<void>;
}
