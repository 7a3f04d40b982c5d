// The signed-in user from /api/auth/me as a query (written to the stored session), refreshed on focus.
// A failed refresh logs out (spec §4, §7); see isTransientRefreshFailure for the one exception.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { ApiError, isAbortError } from './api-client';
import { refreshSession } from './auth';
import { sessionStore } from './session';
import { isSessionExpiry } from './session-expiry';
import { useLogout } from './use-logout';

export const currentUserQueryKey = ['auth', 'me'] as const;

/**
 * No answer at all (network error) or a 5xx: says nothing about the session. On these a *refetch*
 * (mount or window focus on a screen) keeps the session and the screen shows its own error; the next
 * focus tries again (docs/decisions.md, "Web shell"). The refresh on load still logs out on any
 * failure, exactly as §4 says (root layout).
 */
export function isTransientRefreshFailure(err: unknown): boolean {
  return err instanceof ApiError && (err.isNetworkError || err.status >= 500);
}

/** Each failed refresh is acted on once, however many screens observe the query. */
const handledErrors = new WeakSet<object>();

export function useCurrentUser(enabled = true) {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: refreshSession,
    // Read when it would fetch, not from the last render: a screen still mounted as the session ends
    // (its effect running after the logout) does not refresh (issue 30).
    enabled: () => enabled && sessionStore.getToken() !== null,
    refetchOnWindowFocus: true,
    staleTime: 0,
    // A 401: the §8 message, then logout to / (the one 401 path; these screens' rule).
    meta: { sessionExpiry: { redirectTo: paths.home } },
  });
  const logout = useLogout();

  const error = query.error;
  useEffect(() => {
    if (!error || handledErrors.has(error)) return;
    handledErrors.add(error);
    // An abort: the session stopped (a logout under way), nothing to act on.
    if (isSessionExpiry(error) || isTransientRefreshFailure(error) || isAbortError(error)) return;
    // Any other failure: §4 logout to /auth.
    void logout(paths.auth);
  }, [error, logout]);

  return query;
}
