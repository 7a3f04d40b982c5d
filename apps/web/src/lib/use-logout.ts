// Logout and session-expiry actions shared by every screen (spec §4, §8).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths, type AuthLocationState } from '../config/paths';
import { revokeSession } from './auth';
import { useToast } from '../components/ui/toast';

/**
 * Returns `logout(to)`: navigates first, then clears the session, so the protected-route guard
 * never sees a session-less protected page and redirects somewhere else in between.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (to: string = paths.auth) => {
      // `loggedOut` tells /auth not to bounce a still-present session to the dashboard meanwhile.
      const state: AuthLocationState = { loggedOut: true };
      await navigate(to, { replace: true, state });
      await revokeSession();
      queryClient.clear();
    },
    [navigate, queryClient],
  );
}

/** Shows the §8 session-expired message and logs out to / (dashboard-originated 401s). */
export function useSessionExpired() {
  const logout = useLogout();
  const toast = useToast();
  return useCallback(
    (message: string) => {
      toast.error(message);
      void logout(paths.home);
    },
    [logout, toast],
  );
}
