// GET /api/billing/test/checkout/{sessionId}: what the test-mode checkout page shows.
import { useQuery } from '@tanstack/react-query';
import type { TestCheckout } from '@cuemap/shared';
import { apiRequest } from '../../../lib/api-client';

export function getTestCheckout(sessionId: string): Promise<TestCheckout> {
  return apiRequest<TestCheckout>(`/api/billing/test/checkout/${encodeURIComponent(sessionId)}`);
}

export const testCheckoutQueryOptions = (sessionId: string) => ({
  queryKey: ['billing', 'test-checkout', sessionId] as const,
  queryFn: () => getTestCheckout(sessionId),
  // A confirmed or cancelled session no longer exists: never refetch it behind the user's back.
  refetchOnWindowFocus: false,
  staleTime: Infinity,
});

export function useTestCheckout(sessionId: string | null) {
  return useQuery({ ...testCheckoutQueryOptions(sessionId ?? ''), enabled: !!sessionId });
}
