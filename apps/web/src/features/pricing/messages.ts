// Pricing strings (spec §5, §6, §8), written once.
import { PLANS, type PlanId } from '@cuemap/shared';

export const PRICING_TEXT = {
  backToDashboard: 'Back to Dashboard',
  logIn: 'Log In',
  register: 'Register',
  /** Links to the comparison table (pricing page and landing page). */
  compareLink: 'Compare every feature by plan',
  loginToStart: 'Please log in or register to start creating',
  loginToSubscribe: (tier: PlanId) => `Please log in or register to subscribe to the ${PLANS[tier].name} plan.`,
  trialClaimed: 'You have already claimed your free trial. Please subscribe to a paid plan or contact support.',
  checkoutFailed: 'Failed to create checkout session.',
  checkoutInitFailed: 'Failed to initiate checkout.',
  unexpected: 'An unexpected error occurred during subscription.',
  trialFailed: 'Could not start free trial. Please try again.',
  checkoutStartFailed: 'Could not start checkout process. Please try again.',
} as const;
