// POST /api/billing/create-checkout-session {tier} → {url}; the browser then navigates to it.
import type { PaidTier } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export function createCheckoutSession(tier: PaidTier): Promise<{ url?: string }> {
  return apiRequest<{ url?: string }>('/api/billing/create-checkout-session', { method: 'POST', body: { tier } });
}
