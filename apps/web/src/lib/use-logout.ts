// Logout (spec §4) and the responder that logs out when the session has expired (§8).
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths, type AuthLocationState } from '../config/paths';
import { endSession } from './auth';
import { sessionStore } from './session';
import { setSessionExpiryResponder } from './session-expiry';
import { useToast } from '../components/ui/toast';

/**
 * Returns `logout(to, { revoke })`: stops everything that uses the session (lib/session.ts, sessionStore.stop), navigates,
 * then ends the session (lib/auth.ts endSession: the worker's caching, the logout request unless `revoke`
 * is false, the stored session). Navigating before the session is cleared keeps the protected-route guard
 * from seeing a session-less protected page and redirecting somewhere else in between. The query cache
 * cancels and empties itself as the session stops and ends (lib/query-client.ts): this hook, in the navbar
 * of every page, stays free of TanStack Query (issue 16).
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(
    async (to: string = paths.auth, { revoke = true }: { revoke?: boolean } = {}) => {
      sessionStore.stop();
      // `loggedOut` tells /auth not to bounce a still-present session to the dashboard meanwhile.
      const state: AuthLocationState = { loggedOut: true };
      await navigate(to, { replace: true, state });
      await endSession({ revoke });
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
    // The server has ended this session (a 401): nothing to revoke.
    const leave = (to: string) => void latest.current.logout(to, { revoke: false });
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
