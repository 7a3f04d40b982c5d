// Logout (spec §4) and the responder that logs out when the session has expired (§8).
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths, type AuthLocationState } from '../config/paths';
import { revokeSession } from './auth';
import { setSessionExpiryResponder } from './session-expiry';
import { useToast } from '../components/ui/toast';

/**
 * Returns `logout(to)`: navigates first, then clears the session, so the protected-route guard
 * never sees a session-less protected page and redirects somewhere else in between. The query cache
 * empties itself as the session ends (lib/query-client.ts): this hook, in the navbar of every page,
 * stays free of TanStack Query (issue 16).
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(
    async (to: string = paths.auth) => {
      // `loggedOut` tells /auth not to bounce a still-present session to the dashboard meanwhile.
      const state: AuthLocationState = { loggedOut: true };
      await navigate(to, { replace: true, state });
      await revokeSession();
    },
    [navigate],
  );
}

/**
 * The one 401 path's responder (lib/session-expiry.ts), mounted once inside the router: the §8
 * message as an alert (unless the screen shows it), then logout to where the request's meta says.
 */
export function useSessionExpiryResponder() {
  const logout = useLogout();
  const toast = useToast();
  const latest = useRef({ logout, toast });
  useEffect(() => {
    latest.current = { logout, toast };
  });
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const leave = (to: string) => void latest.current.logout(to);
    const unregister = setSessionExpiryResponder(({ message, redirectTo, delayMs, shownByScreen }) => {
      if (!shownByScreen) latest.current.toast.error(message);
      if (delayMs <= 0) {
        leave(redirectTo);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        leave(redirectTo);
      }, delayMs);
      timers.add(timer);
    });
    return () => {
      unregister();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
}
