// Test helper: renders a screen inside the app's providers and a memory router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../src/lib/query-client';
import { ToastProvider } from '../src/components/ui/toast';
import { useSessionExpiryResponder } from '../src/lib/use-logout';

/** What the app's root layout adds around every screen that a screen test needs: the one 401 path's responder. */
function ScreenLayout() {
  useSessionExpiryResponder();
  return <Outlet />;
}

export function renderRoute(element: ReactElement, options: { path?: string; initialEntries?: string[]; extraRoutes?: RouteObject[] } = {}) {
  const path = options.path ?? '/';
  const initialEntries = options.initialEntries ?? [path];
  const extraRoutes = options.extraRoutes ?? [];
  const router = createMemoryRouter([{ element: <ScreenLayout />, children: [{ path, element }, ...extraRoutes, { path: '*', element: <p>elsewhere</p> }] }], {
    initialEntries,
  });
  const client = createQueryClient();
  const utils = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

/** A fetch stub answering by "METHOD path" with JSON; unmatched calls fail the test loudly. */
export function stubFetch(routes: Record<string, (body: unknown) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>>) {
  const calls: Array<{ key: string; body: unknown; headers: Record<string, string> }> = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body, headers: (init.headers ?? {}) as Record<string, string> });
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected fetch ${key}`);
    const res = await handler(body);
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
      status: res.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}

export const sampleUser = {
  email: 'ada@example.com',
  createdAt: '2025-03-04T10:00:00.000Z',
  subscription: { plan: 'free' as const, status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false },
  paymentCustomerId: null,
  freeTrialClaimed: false,
  mindMapCount: 0,
  aiIdeaGenerations: 0,
  aiTeleprompterGenerations: 0,
};
