// User-visible billing messages, written once; the spec's wording where the spec has one.
import { PLANS, type PlanId } from '@cuemap/shared';

export const BILLING_MESSAGES = {
  /** Spec §5, verbatim. */
  trialAlreadyClaimed: 'You have already claimed your free trial. Please subscribe to a paid plan or contact support.',
  /** Spec §6: the portal needs a payment customer; the client sends the user to /pricing. */
  noPaymentCustomer: 'No billing account found. Please subscribe to a plan first.',
  alreadyOnPlan: (plan: PlanId) => `You are already subscribed to the ${PLANS[plan].name} plan.`,
  noActiveSubscription: 'You do not have an active subscription. Please subscribe to a plan first.',
  invalidSignature: 'Invalid webhook signature.',
  webhooksNotConfigured: 'Stripe webhooks are not configured: billing runs in test mode.',
  testSessionNotFound: 'This checkout session has expired or does not exist. Please start again from the pricing page.',
  notResumable: 'Your subscription is not scheduled to cancel.',
  /** Spec §8. */
  checkoutFailed: 'Failed to create checkout session.',
  portalFailed: 'Failed to create customer portal session.',
  testModeBanner: 'Test mode — no card is charged',
  cancelForDeletionFailed: 'We could not cancel your subscription with the payment provider, so your account was not deleted. Please try again.',
} as const;
