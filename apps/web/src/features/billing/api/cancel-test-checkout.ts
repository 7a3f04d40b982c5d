// POST /api/billing/test/checkout/{sessionId}/cancel → {url} (Stripe's cancel_url: /pricing).
import type { UrlResponse } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export function cancelTestCheckout(sessionId: string): Promise<UrlResponse> {
  return apiRequest<UrlResponse>(`/api/billing/test/checkout/${encodeURIComponent(sessionId)}/cancel`, { method: 'POST' });
}
