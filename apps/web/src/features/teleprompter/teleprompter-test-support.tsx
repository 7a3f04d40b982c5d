// Test support for the teleprompter's component tests (and the route test in apps/web/test): a signed-in
// reader, the sample map, JSON answers, a fetch stub that answers by the test's own routing, and the
// screen rendered in the providers it needs (its live document served from that routing). Imported by tests only, so never part of the build.
import { ScriptAccessProvider, type ScriptAccessValue } from '../../components/script-access/script-access';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import type { PlanId, User } from '@cuemap/shared';
import { ToastProvider } from '../../components/ui';
import { TeleprompterScreen } from './components/teleprompter-screen';
import { startTestLiveServer } from './live-test-support';

/** The reader signed in on the teleprompter: on `plan`, with `used` AI script generations this month. */
export function sampleUser(plan: PlanId = 'free', used = 0): User {
  return {
    email: 'reader@example.com',
    createdAt: '2026-01-01T00:00:00.000Z',
    subscription: { plan, status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false },
    paymentCustomerId: null,
    freeTrialClaimed: false,
    mindMapCount: 1,
    aiIdeaGenerations: 0,
    aiTeleprompterGenerations: used,
  };
}

/** Map m1 "Launch Talk": Main Idea ("Welcome.") and Point ("The point."), read Point first. */
export const sampleMap = {
  _id: 'm1',
  title: 'Launch Talk',
  description: null,
  category: null,
  type: null,
  nodes: [
    { id: '1', x: 400, y: 300, title: 'Main Idea', text: 'Welcome.', color: '#dc2626', isRoot: true },
    { id: '2', x: 550, y: 300, title: 'Point', text: 'The point.', color: '#3B82F6' },
  ],
  connections: [{ from: '1', to: '2' }],
  viewState: { translateX: 0, translateY: 0 },
  nodeOrder: ['2', '1'],
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What a route answers: JSON (`body` left out: an empty body), an SSE stream, or a Response of its own. */
export type FetchAnswer = { status: number; body?: unknown } | { sse: ReadableStream<Uint8Array> } | Response;
export type FetchRoute = (url: string, init?: RequestInit) => FetchAnswer | undefined | Promise<FetchAnswer | undefined>;

/**
 * Stubs the global fetch with `route` (undefined answers 404 "Not found."). Returns the mock, whose
 * `mock.calls` record every request as [url, init].
 */
export function stubFetch(route: FetchRoute) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = (await route(String(input), init)) ?? { status: 404, body: { message: 'Not found.' } };
    if (answer instanceof Response) return answer;
    if ('sse' in answer) return new Response(answer.sse, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Renders the TeleprompterScreen at `entry`, routed at `path`, with a fresh query client and toasts. Its
 * live document comes from the in-memory live server (live-test-support.ts), built from the fetch stub's answers.
 */
/** `access`: the caller's role as the route gives it (issue 27); without it, the screen as its owner sees it. */
export function renderTeleprompter(entry: InitialEntry = '/teleprompter/m1', path = '/teleprompter/:mindMapId', access?: ScriptAccessValue) {
  startTestLiveServer();
  const screen = access ? (
    <ScriptAccessProvider value={access}>
      <TeleprompterScreen />
    </ScriptAccessProvider>
  ) : (
    <TeleprompterScreen />
  );
  const router = createMemoryRouter([{ path, element: screen }], { initialEntries: [entry] });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}
