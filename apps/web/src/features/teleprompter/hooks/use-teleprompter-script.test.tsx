// `offline`: the script shown is the service worker's stored copy (it marks those answers with the
// x-cuemap-offline header; apps/web/sw/service-worker.ts), so the screen can say so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OFFLINE_COPY_HEADER } from '../../../lib/offline-cache';
import { sessionStore } from '../../../lib/session';
import { sampleUser, stubFetch } from '../teleprompter-test-support';
import { useTeleprompterScript } from './use-teleprompter-script';

const map = {
  _id: 'm1',
  title: 'Venue Talk',
  description: null,
  category: null,
  type: null,
  nodes: [{ id: '1', x: 0, y: 0, title: 'Main Idea', text: 'Hello.', color: '#dc2626', isRoot: true }],
  connections: [],
  viewState: { translateX: 0, translateY: 0 },
  nodeOrder: ['1'],
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function stubApi(offlineCopy: boolean) {
  stubFetch((url) => {
    const path = new URL(url, 'http://localhost').pathname;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (offlineCopy) headers[OFFLINE_COPY_HEADER] = '1';
    const body = path === '/api/mindmaps/m1' ? map : { mindMapId: 'm1', title: 'Venue Talk', content: 'Hello everyone.', updatedAt: 'x' };
    return new Response(JSON.stringify(body), { status: 200, headers });
  });
}

function renderScript() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useTeleprompterScript('m1'), { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('useTeleprompterScript offline', () => {
  it.each([
    [true, 'the stored copy'],
    [false, 'the network'],
  ])('offline is %s when the script came from %s', async (offlineCopy) => {
    sessionStore.set({ token: 't', user: sampleUser('free') });
    stubApi(offlineCopy);
    const { result } = renderScript();
    await waitFor(() => expect(result.current.content).toEqual({ kind: 'loaded', script: 'Hello everyone.' }));
    expect(result.current.offline).toBe(offlineCopy);
  });
});
