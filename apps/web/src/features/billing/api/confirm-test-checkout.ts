// POST /api/billing/test/checkout/{sessionId}/confirm → {url} (Stripe's success_url: /dashboard?checkout=success).
import type { UrlResponse } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export function confirmTestCheckout(sessionId: string): Promise<UrlResponse> {
  return apiRequest<UrlResponse>(`/api/billing/test/checkout/${encodeURIComponent(sessionId)}/confirm`, { method: 'POST' });
}
