// Billing contract: /api/billing/* (Stripe and the built-in test mode).
import { z } from 'zod';
import { PAID_TIERS } from '../plans';
import { lineText } from './text';
import { subscriptionSchema } from './auth';

export const checkoutBodySchema = z.object({
  tier: z.enum(PAID_TIERS, { error: 'tier must be "pro" or "elite".' }),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;
export const urlResponseSchema = z.object({ url: z.string() });
export type UrlResponse = z.infer<typeof urlResponseSchema>;

/** What Stripe's webhook endpoint answers (Stripe only reads the status). */
export const webhookResponseSchema = z.object({
  received: z.literal(true),
  eventId: z.string(),
  type: z.string(),
  outcome: z.enum(['processed', 'duplicate', 'ignored']),
});

// Test mode (no Stripe keys): the app's own checkout and portal pages.

export const testCheckoutParamsSchema = z.object({
  sessionId: lineText().min(1).max(100),
});

export const testCheckoutSchema = z.object({
  id: z.string(),
  tier: z.enum(PAID_TIERS),
  planName: z.string(),
  /** Monthly price in US dollars. */
  price: z.number(),
  /** 0 when no trial applies. */
  trialDays: z.number().int(),
  /** True when this changes the tier of a live subscription. */
  isPlanChange: z.boolean(),
  expiresAt: z.string(),
  testMode: z.literal(true),
  notice: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const switchPlanBodySchema = checkoutBodySchema;
export type SwitchPlanBody = CheckoutBody;

/** A test-mode portal answer: the subscription as it now is. */
export const testPortalResponseSchema = z.object({ subscription: subscriptionSchema });
export type TestPortalResponse = z.infer<typeof testPortalResponseSchema>;
