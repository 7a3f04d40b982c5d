// Root layout: navigation bar, session bootstrap/refresh (spec §4), the protected-route guard and the
// responder of the one 401 path (§8: message, then logout).
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { isNavAutoHidePath, isNavHiddenPath, isProtectedPath, isPublicPath, paths, type AuthLocationState } from '../../config/paths';
import { useSession, sessionStore } from '../../lib/session';
import { refreshSession } from '../../lib/auth';
import { ApiError, isAbortError } from '../../lib/api-client';
import { isPageLeaving } from '../../lib/page-lifecycle';
import { reportUnauthorized } from '../../lib/session-expiry';
import { loggedOutState, logoutDestination, useSessionExpiryResponder } from '../../lib/use-logout';
import { Navbar } from '../../components/layout/navbar';
import { Spinner } from '../../components/ui/spinner';

function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden" role="progressbar" aria-label="Loading page">
      <div className="h-full w-1/3 animate-[shimmer_1s_ease-in-out_infinite] bg-brand-500" />
    </div>
  );
}

/** On load: use the stored session at once, then refresh it; a failure clears it (spec §4). */
function useSessionBootstrap() {
  const navigate = useNavigate();
  const location = useLocation();
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;

  useEffect(() => {
    if (!sessionStore.get()) return;
    // §4: any other failure (5xx, network, bad answer; a 401 elsewhere) clears the session and leaves for /auth
    // unless on a public path. On a protected route the guard below does the redirect, keeping the
    // return-to target; elsewhere (non-public, unguarded) we navigate ourselves. The failures not acted
    // on: a request the browser cancelled because this page is being left (page-lifecycle.ts), and one
    // aborted because the session stopped (a logout under way, or another tab's: sessionStore.stop).
    refreshSession().catch((err: unknown) => {
      if (isAbortError(err) || (err instanceof ApiError && err.isNetworkError && isPageLeaving())) return;
      // A 401 on a screen that needs the session: the server ended it, as the screen's own requests
      // will be told at the same moment. It takes their one 401 path, so the screen lands where §8
      // sends it (the dashboard to /) whichever answer comes first.
      if (err instanceof ApiError && err.isUnauthorized && isProtectedPath(pathRef.current)) {
        reportUnauthorized(err, undefined);
        return;
      }
      sessionStore.clear();
      const p = pathRef.current;
      if (!isPublicPath(p) && !isProtectedPath(p)) void navigate(paths.auth, { replace: true });
    });
  }, [navigate]);

  // Back from a hosted checkout: refresh the plan and drop the query string.
  const checkoutSuccess = new URLSearchParams(location.search).get('checkout') === 'success';
  useEffect(() => {
    if (!checkoutSuccess || !sessionStore.get()) return;
    refreshSession()
      .catch(() => undefined)
      .finally(() => void navigate({ pathname: location.pathname, hash: location.hash }, { replace: true }));
  }, [checkoutSuccess, location.pathname, location.hash, navigate]);
}

export function RootLayout() {
  const session = useSession();
  const location = useLocation();
  useSessionBootstrap();
  useSessionExpiryResponder();

  if (!session && isProtectedPath(location.pathname)) {
    // A page a logout is leaving goes where that logout goes (lib/use-logout.ts).
    const loggedOutTo = logoutDestination(location.key);
    if (loggedOutTo !== null) return <Navigate to={loggedOutTo} replace state={loggedOutState} />;
    const state: AuthLocationState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash, state: location.state },
    };
    return <Navigate to={paths.auth} replace state={state} />;
  }

  const hideNav = isNavHiddenPath(location.pathname);
  const autoHide = isNavAutoHidePath(location.pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[80] rounded-md bg-white px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <RouteProgress />
      {!hideNav && <Navbar autoHide={autoHide} />}
      <div id="main" className="flex flex-1 flex-col">
        <Outlet />
      </div>
    </div>
  );
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-600">
      <Spinner size="lg" label="Loading" />
    </div>
  );
}
