// The query cache empties itself when the session ends (logout, the 401 path, another tab), and only then.
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, clearWhenSessionEnds } from './query-client';
import { sessionStore } from './session';

const user = {
  email: 'ada@example.com',
  createdAt: '2025-03-04T10:00:00.000Z',
  subscription: { plan: 'free' as const, status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false },
  paymentCustomerId: null,
  freeTrialClaimed: false,
  mindMapCount: 0,
  aiIdeaGenerations: 0,
  aiTeleprompterGenerations: 0,
};

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  sessionStore.clear();
});

function clientWithCachedScripts() {
  const client = createQueryClient();
  client.setQueryData(['scripts'], ['one']);
  stop = clearWhenSessionEnds(client);
  return client;
}

describe('clearWhenSessionEnds', () => {
  it('empties the cache when the session ends', () => {
    sessionStore.set({ token: 'tok', user });
    const client = clientWithCachedScripts();
    sessionStore.clear();
    expect(client.getQueryData(['scripts'])).toBeUndefined();
  });

  it('empties it when another account takes the session over', () => {
    sessionStore.set({ token: 'tok', user });
    const client = clientWithCachedScripts();
    sessionStore.set({ token: 'other', user: { ...user, email: 'bob@example.com' } });
    expect(client.getQueryData(['scripts'])).toBeUndefined();
  });

  it('keeps it when the same session only refreshes its user, or a visitor logs in', () => {
    const client = clientWithCachedScripts();
    sessionStore.set({ token: 'tok', user });
    sessionStore.setUser({ ...user, mindMapCount: 1 });
    expect(client.getQueryData(['scripts'])).toEqual(['one']);
  });
});
