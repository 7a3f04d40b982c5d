// Logout (spec §4) and the responder that logs out when the session has expired (§8).
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, type AuthLocationState } from '../config/paths';
import { endSession } from './auth';
import { sessionStore } from './session';
import { setSessionExpiryResponder } from './session-expiry';
import { useToast } from '../components/ui/toast';

/** `loggedOut` tells /auth not to bounce a still-present session to the dashboard meanwhile. */
export const loggedOutState: AuthLocationState = { loggedOut: true };

/** The page a logout is leaving (its location key) and where that logout goes. */
let leaving: { key: string; to: string } | null = null;

/**
 * Where a logout leaving the page `locationKey` goes; null when no logout is leaving it. The router
 * renders the logout's navigation in a transition, so the session store's urgent update as the session
 * is cleared renders the old, now session-less page first: the protected-route guard
 * (app/routes/root-layout.tsx) sends that page where its logout goes, not to /auth with the dashboard's
 * not-authenticated notice.
 */
export function logoutDestination(locationKey: string): string | null {
  return leaving?.key === locationKey ? leaving.to : null;
}

/**
 * Returns `logout(to, { revoke })`: stops everything that uses the session (lib/session.ts, sessionStore.stop), navigates,
 * then ends the session (lib/auth.ts endSession: the worker's caching, the logout request unless `revoke`
 * is false, the stored session). The page left is noted (logoutDestination) for the protected-route
 * guard, which may see it without the session before the logout's page is on screen. The query cache
 * cancels and empties itself as the session stops and ends (lib/query-client.ts): this hook, in the navbar
 * of every page, stays free of TanStack Query (issue 16).
 */
export function useLogout() {
  const navigate = useNavigate();
  const locationKey = useRef('');
  locationKey.current = useLocation().key;
  return useCallback(
    async (to: string = paths.auth, { revoke = true }: { revoke?: boolean } = {}) => {
      sessionStore.stop();
      leaving = { key: locationKey.current, to };
      await navigate(to, { replace: true, state: loggedOutState });
      await endSession({ revoke });
    },
    [navigate],
  );
}

/**
 * The one 401 path's responder (lib/session-expiry.ts), mounted once inside the router: the §8
 * message as an alert (unless the screen shows it), then logout to where the screen on show sends it
 * (sessionExpiredDestination; a request's meta may say otherwise).
 */
export function useSessionExpiryResponder() {
  const logout = useLogout();
  const toast = useToast();
  const { pathname } = useLocation();
  const latest = useRef({ logout, toast, pathname });
  useEffect(() => {
    latest.current = { logout, toast, pathname };
  });
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    // The server has ended this session (a 401): nothing to revoke.
    const leave = (to: string) => void latest.current.logout(to, { revoke: false });
    const unregister = setSessionExpiryResponder(
      ({ message, redirectTo, delayMs, shownByScreen }) => {
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
      },
      () => latest.current.pathname,
    );
    return () => {
      unregister();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
}
