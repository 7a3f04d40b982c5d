// GET /api/shared-by-me: the user's own scripts that are shared, with their people — what deleting the
// account asks about (hand each one to an editor, or delete it; issue 27 item 8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedByMeListSchema } from '@cuemap/shared';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import type { RequestMeta } from '../../../lib/session-expiry';

const meta: RequestMeta = { sessionExpiry: { redirectTo: paths.home } };

export const sharedByMeQueryOptions = queryOptions({
  queryKey: ['shared-by-me'],
  queryFn: ({ signal }) => apiRequest('/api/shared-by-me', { schema: sharedByMeListSchema, signal }),
  // Asked for each time the deletion dialog opens: who has access may have changed meanwhile.
  staleTime: 0,
  retry: false,
  meta,
});

export function useSharedByMe(enabled: boolean) {
  return useQuery({ ...sharedByMeQueryOptions, enabled });
}
