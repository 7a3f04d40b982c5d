// Nothing is sent with a session after it ends (issue 30): Logout stops what is in flight before its own
// request, which carries the token and outlives the page; a 401 stops the rest at once and sends no
// logout; another tab's logout stops this tab's requests too.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../src/lib/api-client';
import { refreshSession } from '../src/lib/auth';
import { useCurrentUser } from '../src/lib/current-user';
import { SESSION_STORAGE_KEY, sessionStore } from '../src/lib/session';
import { Navbar } from '../src/components/layout/navbar';
import { renderRoute, sampleUser } from './render';

afterEach(() => sessionStore.clear());

/**
 * A fetch that answers by "METHOD path" and honours abort signals; `log` has each request as it is
 * sent ("GET /api/auth/me Bearer tok") and each abort ("aborted GET /api/auth/me").
 */
function network(routes: Record<string, () => Promise<{ status: number; body?: unknown }> | { status: number; body?: unknown }>) {
  const log: string[] = [];
  const sent: { key: string; auth: string | null; keepalive: boolean }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    const auth = (init.headers as Record<string, string> | undefined)?.Authorization ?? null;
    sent.push({ key, auth, keepalive: init.keepalive === true });
    log.push(`${key} ${auth ?? '-'}`);
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected fetch ${key}`);
    const signal = init.signal;
    let answered = false;
    const aborted = new Promise<never>((_, reject) => {
      signal?.addEventListener('abort', () => {
        if (answered) return;
        log.push(`aborted ${key}`);
        reject(signal.reason as Error);
      });
    });
    const res = await Promise.race([Promise.resolve(handler()), aborted]);
    answered = true;
    return new Response(res.body === undefined ? '' : JSON.stringify(res.body), { status: res.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { log, sent };
}

const never = () => new Promise<never>(() => {});

function Dashboard() {
  useCurrentUser();
  return <p>dashboard</p>;
}

describe('logout', () => {
  it('aborts the refresh in flight, then sends the logout (token, keepalive), then nothing more', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const { log, sent } = network({ 'GET /api/auth/me': never, 'POST /api/auth/logout': () => ({ status: 204 }) });
    renderRoute(
      <>
        <Navbar />
        <Dashboard />
      </>,
      { path: '/dashboard', extraRoutes: [{ path: '/auth', element: <p>auth page</p> }] },
    );
    await waitFor(() => expect(log).toContain('GET /api/auth/me Bearer tok'));

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('auth page')).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(log).toEqual(['GET /api/auth/me Bearer tok', 'aborted GET /api/auth/me', 'POST /api/auth/logout Bearer tok']);
    expect(sent.at(-1)).toEqual({ key: 'POST /api/auth/logout', auth: 'Bearer tok', keepalive: true });

    // A screen still mounted for a moment (a refresh, a list) sends nothing, with or without the token.
    await expect(refreshSession()).rejects.toMatchObject({ name: 'AbortError' });
    await expect(apiRequest('/api/mindmaps')).rejects.toMatchObject({ name: 'AbortError' });
    expect(log).toHaveLength(3);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    // The next login's requests go again.
    sessionStore.set({ token: 'tok2', user: sampleUser });
    void refreshSession().catch(() => undefined);
    await waitFor(() => expect(log.at(-1)).toBe('GET /api/auth/me Bearer tok2'));
  });

  it('a 401 stops the other requests in flight at once and sends no logout: one answer, one message', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const { log } = network({
      'GET /api/first': () => ({ status: 401, body: { message: 'Unauthorized' } }),
      'GET /api/second': never,
      'POST /api/auth/logout': () => ({ status: 204 }),
    });
    function Screen() {
      useQuery({ queryKey: ['second'], queryFn: ({ signal }) => apiRequest('/api/second', { signal }) });
      const first = useQuery({ queryKey: ['first'], queryFn: () => apiRequest('/api/first') });
      return <p>{first.isError ? 'failed' : 'loading'}</p>;
    }
    renderRoute(<Screen />, { path: '/teleprompter/a', extraRoutes: [{ path: '/auth', element: <p>auth page</p> }] });
    expect(await screen.findByText('auth page')).toBeInTheDocument();
    expect(screen.getAllByText('Session expired or unauthorized. Please log in again.')).toHaveLength(1);
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(log).toEqual(['GET /api/second Bearer tok', 'GET /api/first Bearer tok', 'aborted GET /api/second']);
  });

  it("another tab's logout stops this tab's requests in flight", async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const { log } = network({ 'GET /api/mindmaps': never });
    const list = apiRequest('/api/mindmaps').catch((err: unknown) => err);
    await waitFor(() => expect(log).toEqual(['GET /api/mindmaps Bearer tok']));
    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(await list).toMatchObject({ name: 'AbortError' });
    expect(log).toEqual(['GET /api/mindmaps Bearer tok', 'aborted GET /api/mindmaps']);
  });
});
