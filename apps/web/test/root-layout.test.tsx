// The session refresh on load (spec §4): any failure clears the stored session, except a request the
// browser cancelled because the page is being left (it rejects like a network failure).
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { sessionStore } from '../src/lib/session';
import { isPageLeaving } from '../src/lib/page-lifecycle';
import { RootLayout } from '../src/app/routes/root-layout';
import { renderRoute, sampleUser } from './render';

afterEach(() => {
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

  it('keeps it when the request was cancelled because the page is being left', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const calls = failingFetch();
    window.dispatchEvent(new Event('beforeunload'));
    expect(isPageLeaving()).toBe(true);
    renderRoute(<RootLayout />, { path: '/' });
    await waitFor(() => expect(calls.some((u) => u.endsWith('/api/auth/me'))).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
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
