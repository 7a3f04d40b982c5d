// The session refresh on load (spec §4): any failure clears the stored session, except a request the
// browser cancelled because the page is being left (it rejects like a network failure).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../src/lib/session';
import { isPageLeaving } from '../src/lib/page-lifecycle';
import { RootLayout } from '../src/app/routes/root-layout';
import { renderRoute, sampleUser, stubFetch } from './render';

/**
 * Every session refresh the layout starts, so a test can wait for it to settle. The layout handles
 * the outcome with a callback attached as it starts the refresh, so that callback has run by the time
 * a test's own `await` of the same promise resumes.
 */
const refreshes = vi.hoisted(() => [] as Promise<unknown>[]);
vi.mock('../src/lib/auth', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/lib/auth')>();
  return {
    ...real,
    refreshSession: () => {
      const refresh = real.refreshSession();
      refreshes.push(refresh);
      return refresh;
    },
  };
});

afterEach(() => {
  vi.useRealTimers();
  refreshes.length = 0;
  sessionStore.clear();
  window.dispatchEvent(new Event('pageshow'));
});

/** fetch that fails like a cancelled or unreachable request, counting calls. */
function failingFetch() {
  const calls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  return calls;
}

describe('session bootstrap', () => {
  it('clears the stored session when the refresh fails', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const calls = failingFetch();
    renderRoute(<RootLayout />, { path: '/' });
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(calls.some((u) => u.endsWith('/api/auth/me'))).toBe(true);
    expect(localStorage.getItem('mindMapSession')).toBeNull();
  });

  it("a 401 on the dashboard takes the one 401 path: the §8 message, then / (as the dashboard's own requests' 401)", async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const calls = stubFetch({ 'GET /api/auth/me': () => ({ status: 401, body: { message: 'Session expired or invalid. Please log in again.' } }) });
    const { router } = renderRoute(<RootLayout />, { path: '/dashboard', extraRoutes: [{ path: '/', element: <p>home</p> }] });
    expect(await screen.findByText('Session expired or unauthorized. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    // The server ended the session: no logout request is sent for it.
    expect(calls.map((c) => c.key)).not.toContain('POST /api/auth/logout');
  });

  it('keeps it when the request was cancelled because the page is being left', async () => {
    // Timers are the test's: anything the layout defers is run below, before the verdict.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    sessionStore.set({ token: 'tok', user: sampleUser });
    const calls = failingFetch();
    window.dispatchEvent(new Event('beforeunload'));
    expect(isPageLeaving()).toBe(true);
    renderRoute(<RootLayout />, { path: '/' });
    expect(refreshes).toHaveLength(1);
    // The refresh fails as a cancelled request does (after any back-off or retry it schedules: the
    // timers run first); once it has failed, the layout has decided.
    await vi.runAllTimersAsync();
    await expect(refreshes[0]).rejects.toMatchObject({ name: 'ApiError', isNetworkError: true });
    expect(calls.some((u) => u.endsWith('/api/auth/me'))).toBe(true);
    // Whatever the decision put off has had its turn too: a logout that merely ran late would show now.
    await vi.runAllTimersAsync();
    expect(refreshes).toHaveLength(1);
    expect(sessionStore.get()?.token).toBe('tok');
    expect(localStorage.getItem('mindMapSession')).not.toBeNull();
  });

  it('keeps it when the answer was cut off mid-body because the page is being left', async () => {
    // The headers came (e.g. from the service worker), then the body stream failed as the page left.
    sessionStore.set({ token: 'tok', user: sampleUser });
    globalThis.fetch = (async () =>
      new Response(new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })) as typeof fetch;
    window.dispatchEvent(new Event('beforeunload'));
    renderRoute(<RootLayout />, { path: '/' });
    expect(refreshes).toHaveLength(1);
    await expect(refreshes[0]).rejects.toMatchObject({ name: 'ApiError', isNetworkError: true });
    expect(sessionStore.get()?.token).toBe('tok');
    expect(localStorage.getItem('mindMapSession')).not.toBeNull();
  });

  it('counts a leave as over after pageshow or once the window has passed', () => {
    window.dispatchEvent(new Event('beforeunload'));
    expect(isPageLeaving()).toBe(true);
    expect(isPageLeaving(Date.now() + 3001)).toBe(false);
    window.dispatchEvent(new Event('pageshow'));
    expect(isPageLeaving()).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(isPageLeaving(Date.now() + 60_000)).toBe(true);
  });
});
