// Billing errors a user (or a forged webhook) can cause; HttpError carries the status the routes answer with.
import { HttpError } from '../../../lib/http-error';
import { BILLING_MESSAGES } from './billing-messages';
import type { PlanId } from './billing-types';

export type BillingErrorCode =
  | 'trial_already_claimed'
  | 'already_on_plan'
  | 'no_payment_customer'
  | 'no_active_subscription'
  | 'not_resumable'
  | 'invalid_signature'
  | 'webhooks_not_configured'
  | 'test_session_not_found'
  | 'provider_error'
  | 'user_not_found';

export class BillingError extends HttpError {
  constructor(
    readonly code: BillingErrorCode,
    statusCode: number,
    message: string,
  ) {
    super(statusCode, message);
    this.name = 'BillingError';
  }
}

export const trialAlreadyClaimed = () => new BillingError('trial_already_claimed', 403, BILLING_MESSAGES.trialAlreadyClaimed);
export const alreadyOnPlan = (plan: PlanId) => new BillingError('already_on_plan', 409, BILLING_MESSAGES.alreadyOnPlan(plan));
export const noPaymentCustomer = () => new BillingError('no_payment_customer', 400, BILLING_MESSAGES.noPaymentCustomer);
export const noActiveSubscription = () => new BillingError('no_active_subscription', 400, BILLING_MESSAGES.noActiveSubscription);
export const notResumable = () => new BillingError('not_resumable', 400, BILLING_MESSAGES.notResumable);
export const invalidSignature = () => new BillingError('invalid_signature', 400, BILLING_MESSAGES.invalidSignature);
export const webhooksNotConfigured = () => new BillingError('webhooks_not_configured', 400, BILLING_MESSAGES.webhooksNotConfigured);
export const testSessionNotFound = () => new BillingError('test_session_not_found', 404, BILLING_MESSAGES.testSessionNotFound);
/** Stripe failed or answered nonsense: 502 with the spec's message; the cause is logged, never shown. */
export const providerError = (message: string, cause?: unknown) => {
  const error = new BillingError('provider_error', 502, message);
  if (cause !== undefined) (error as Error & { cause?: unknown }).cause = cause;
  return error;
};
export const userNotFound = () => new BillingError('user_not_found', 404, 'User not found.');
