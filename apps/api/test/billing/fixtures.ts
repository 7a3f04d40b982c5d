// Stripe-shaped objects and signed webhook payloads for the billing tests.
import Stripe from 'stripe';

export const WEBHOOK_SECRET = 'whsec_test_cuemap';
export const PRICE_PRO = 'price_pro_test';
export const PRICE_ELITE = 'price_elite_test';
export const APP_URL = 'http://app.test';
export const DAY = 86_400;

export const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export interface SubOptions {
  id?: string;
  customer?: string;
  status?: string;
  price?: string;
  periodEnd?: number;
  /** Put the period on the subscription itself (API versions before 2025-03-31) instead of the items. */
  legacyPeriod?: boolean;
  cancelAtPeriodEnd?: boolean;
  cancelAt?: number | null;
  trialStart?: number | null;
  trialEnd?: number | null;
  userId?: string;
}

export function subscription(o: SubOptions = {}) {
  const periodEnd = o.periodEnd ?? unix(new Date()) + 30 * DAY;
  const item: Record<string, unknown> = {
    id: `si_${o.id ?? 'sub_1'}`,
    object: 'subscription_item',
    price: { id: o.price ?? PRICE_PRO, object: 'price' },
    quantity: 1,
  };
  const sub: Record<string, unknown> = {
    id: o.id ?? 'sub_1',
    object: 'subscription',
    customer: o.customer ?? 'cus_1',
    status: o.status ?? 'active',
    cancel_at_period_end: o.cancelAtPeriodEnd ?? false,
    cancel_at: o.cancelAt ?? null,
    trial_start: o.trialStart ?? null,
    trial_end: o.trialEnd ?? null,
    metadata: o.userId ? { userId: o.userId } : {},
    items: { object: 'list', data: [item] },
  };
  if (o.legacyPeriod) sub.current_period_end = periodEnd;
  else item.current_period_end = periodEnd;
  return sub;
}

let eventCounter = 0;

export function event(type: string, object: object, id = `evt_${++eventCounter}`) {
  return { id, object: 'event', type, api_version: '2026-10-28.endive', created: unix(new Date()), livemode: false, data: { object } };
}

/** The raw body and a real Stripe-Signature header for it. */
export function signed(payload: object, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(payload);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return { body, header };
}
