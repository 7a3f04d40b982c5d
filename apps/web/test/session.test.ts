import { describe, expect, it, vi } from 'vitest';
import { sampleUser } from './render';

describe('session store', () => {
  it('stores, replaces the user and clears under the mindMapSession key', async () => {
    const { sessionStore, SESSION_STORAGE_KEY } = await import('../src/lib/session');
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.set({ token: 't1', user: sampleUser });
    expect(SESSION_STORAGE_KEY).toBe('mindMapSession');
    expect(JSON.parse(localStorage.getItem('mindMapSession')!)).toEqual({ token: 't1', user: sampleUser });
    expect(sessionStore.getToken()).toBe('t1');
    sessionStore.setUser({ ...sampleUser, email: 'new@example.com' });
    expect(sessionStore.get()?.user.email).toBe('new@example.com');
    expect(sessionStore.getToken()).toBe('t1');
    sessionStore.clear();
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('mindMapSession')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('reads a valid stored session and clears an invalid one', async () => {
    const { sessionStore } = await import('../src/lib/session');
    localStorage.setItem('mindMapSession', JSON.stringify({ token: 'abc', user: sampleUser }));
    sessionStore.reload();
    expect(sessionStore.get()?.token).toBe('abc');

    localStorage.setItem('mindMapSession', JSON.stringify({ token: 'abc', user: { email: 'x' } }));
    sessionStore.reload();
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('mindMapSession')).toBeNull();

    localStorage.setItem('mindMapSession', '{not json');
    sessionStore.reload();
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('mindMapSession')).toBeNull();
  });

  it('isUser accepts the contract shape and rejects others', async () => {
    const { isUser } = await import('../src/lib/session');
    expect(isUser(sampleUser)).toBe(true);
    expect(isUser({ ...sampleUser, subscription: { ...sampleUser.subscription, plan: 'gold' } })).toBe(false);
    expect(isUser(null)).toBe(false);
  });
});

describe('api client', () => {
  it('sends the bearer token, surfaces server messages and flags, and maps network failures', async () => {
    const { sessionStore } = await import('../src/lib/session');
    const { apiRequest, ApiError } = await import('../src/lib/api-client');
    sessionStore.set({ token: 'tok', user: sampleUser });
    let seen: Record<string, string> = {};
    globalThis.fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen = init?.headers as Record<string, string>;
      return new Response(JSON.stringify({ message: 'Limit!', limitReached: true }), { status: 403 });
    }) as typeof fetch;
    const err = await apiRequest('/api/mindmaps', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(seen.Authorization).toBe('Bearer tok');
    expect(err).toBeInstanceOf(ApiError);
    expect((err as InstanceType<typeof ApiError>).message).toBe('Limit!');
    expect((err as InstanceType<typeof ApiError>).limitReached).toBe(true);

    globalThis.fetch = (async () => new Response('', { status: 500 })) as typeof fetch;
    await expect(apiRequest('/api/x')).rejects.toThrow('HTTP error! status: 500');

    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(apiRequest('/api/x')).rejects.toThrow('Network error. Please try again.');
    sessionStore.clear();
  });
});
