// POST /api/billing/test/portal/{switch-plan|cancel|resume|end-period} → {subscription}: the test-mode portal's actions.
import type { PaidTier, TestPortalResponse } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export type PortalAction = { kind: 'switch-plan'; tier: PaidTier } | { kind: 'cancel' } | { kind: 'resume' } | { kind: 'end-period' };

export function runPortalAction(action: PortalAction): Promise<TestPortalResponse> {
  return apiRequest<TestPortalResponse>(`/api/billing/test/portal/${action.kind}`, {
    method: 'POST',
    body: action.kind === 'switch-plan' ? { tier: action.tier } : undefined,
  });
}
