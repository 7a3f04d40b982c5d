// The app's TanStack Query client (refetch on window focus is on, per the dashboard rule). Only the
// routes that fetch load this module and TanStack Query (app/routes/query-layout.tsx): the public
// pages' first load stays without them (issue 16). Every failed query and mutation passes the one
// 401 path (lib/session-expiry.ts): a request that carried the session and was answered 401 ends it.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportUnauthorized } from './session-expiry';
import { sessionStore } from './session';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportUnauthorized(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => reportUnauthorized(error, mutation.meta) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: true, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * Cancels `client`'s fetches as the session stops (before its logout is sent: they end quietly, in the
 * state they had) and empties it whenever the session ends (logout, the 401 path, another tab logging
 * out, a failed refresh): nothing one account fetched is shown to the next. Returns the unsubscribe function.
 */
export function clearWhenSessionEnds(client: QueryClient): () => void {
  const offStop = sessionStore.onStop(() => void client.cancelQueries());
  let token = sessionStore.getToken();
  const offChange = sessionStore.subscribe(() => {
    const next = sessionStore.getToken();
    if (token !== null && next !== token) client.clear();
    token = next;
  });
  return () => {
    offStop();
    offChange();
  };
}

let appClient: QueryClient | null = null;

/** The one client of the page, made on first use: the cache outlives navigation between routes. */
export function getAppQueryClient(): QueryClient {
  if (!appClient) {
    appClient = createQueryClient();
    clearWhenSessionEnds(appClient);
  }
  return appClient;
}
