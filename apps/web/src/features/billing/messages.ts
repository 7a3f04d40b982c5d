// Test-mode checkout and portal strings, written once.
import { PLANS, type PaidTier } from '@cuemap/shared';

export const BILLING_TEXT = {
  testModeBanner: 'Test mode — no card is charged',
  testModeCheckoutNote:
    'Stripe is not configured, so Cuemap uses its built-in checkout. Confirming changes your plan right away; nothing is billed.',
  testModePortalNote:
    'Stripe is not configured, so Cuemap uses its built-in customer portal. Changes apply right away; nothing is billed.',
  checkoutLoading: 'Loading checkout...',
  noSession: 'No checkout session was given. Please start again from the pricing page.',
  checkoutFailed: 'Failed to create checkout session.',
  backToPricing: 'Back to pricing',
  cancelCheckout: 'Cancel',
  confirmTrial: 'Start free trial',
  confirmSubscribe: 'Subscribe',
  confirmChange: 'Confirm plan change',
  portalTitle: 'Manage your subscription',
  returnToApp: 'Return to Cuemap',
  noSubscription: 'You have no active subscription.',
  viewPricingPlans: 'View Pricing Plans',
  switchTo: (tier: PaidTier) => `Switch to ${PLANS[tier].name}`,
  switched: (tier: PaidTier) => `Your plan is now ${PLANS[tier].name}.`,
  cancelAtPeriodEnd: 'Cancel at period end',
  cancelConfirmTitle: 'Cancel your subscription?',
  cancelConfirm: 'Cancel subscription',
  keepSubscription: 'Keep subscription',
  cancelled: 'Your subscription will end at the end of the current period.',
  resume: 'Resume subscription',
  resumed: 'Your subscription has been resumed.',
  endPeriod: 'End current period now (test clock)',
  periodEnded: 'The current period has ended.',
  actionFailed: 'Could not update your subscription. Please try again.',
  subscriptionFetchFailed: 'Failed to fetch subscription data.',
} as const;
