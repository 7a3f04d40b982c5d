// The teleprompter's URL (issue 10 item 4): /teleprompter/:mindMapId opens the script on its own —
// after a reload or from a shared link — from its live document (issue 26); /teleprompter with the map in
// navigation state (spec §2) still works and moves on to that URL.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { formatSseEvent, serializeMapContent } from '@cuemap/shared';
import { createQueryClient } from '../src/lib/query-client';
import { Component as TeleprompterRoute } from '../src/app/routes/teleprompter';
import { ToastProvider } from '../src/components/ui/toast';
import { isNavAutoHidePath, isProtectedPath, paths } from '../src/config/paths';
import { json, sampleMap, stubFetch } from '../src/features/teleprompter/teleprompter-test-support';
import { startTestLiveServer, writeScriptOnServer } from '../src/features/teleprompter/live-test-support';
import { sessionStore } from '../src/lib/session';
import { sampleUser } from './render';

/** The API as the teleprompter sees it; every request is recorded as "METHOD path". */
function stubApi() {
  const calls: string[] = [];
  const bodies = new Map<string, unknown>();
  stubFetch((url, init = {}) => {
    const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    calls.push(key);
    if (init.body) bodies.set(key, JSON.parse(String(init.body)));
    switch (key) {
      case 'GET /api/teleprompter/m1':
        // The server saves a generated script as the map's text: read after it, it is the new one.
        return json(200, {
          mindMapId: 'm1',
          title: 'Old title',
          content: bodies.has('POST /api/ai/generate-teleprompter/stream') ? 'Fresh words.' : 'Saved words.\n\nMore words.',
          updatedAt: 'x',
        });
      case 'GET /api/mindmaps/m1':
        return json(200, sampleMap);
      case 'GET /api/auth/me':
        return json(200, { user: sampleUser });
      case 'POST /api/ai/generate-teleprompter/stream':
        // The server stores the generated script in the live document, which brings it to the screen.
        void writeScriptOnServer('m1', [{ nodeId: null, text: 'Fresh words.', origin: 'ai' }]);
        return new Response(formatSseEvent('chunk', { text: 'Fresh words.' }) + formatSseEvent('done', { script: 'Fresh words.', source: 'Offline writer' }), {
          status: 200,
          headers: { 'Content-Type': 'text/event-stream' },
        });
    }
  });
  return { calls, bodies, count: (key: string) => calls.filter((c) => c === key).length };
}

function renderAt(entry: InitialEntry) {
  startTestLiveServer();
  const router = createMemoryRouter(
    [
      { path: paths.teleprompterRoute, element: <TeleprompterRoute /> },
      { path: '/mindmap/:id', element: <p>editor</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}

const paragraphs = async () => Array.from((await screen.findByTestId('teleprompter-content')).querySelectorAll('p')).map((p) => p.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('/teleprompter/:mindMapId', () => {
  it('opens the script without navigation state, reading the map once (also when generating)', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const api = stubApi();
    const router = renderAt('/teleprompter/m1');
    expect(await paragraphs()).toEqual(['Saved words.', 'More words.']);
    expect(screen.queryByText(/No mind map ID provided/)).not.toBeInTheDocument();
    // The header names the map by its own (current) title.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Launch Talk'));
    expect(screen.getByRole('link', { name: 'Back to Mind Map' })).toHaveAttribute('href', '/mindmap/m1');

    // Generation writes from the map the header already read: no second request for it.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Generate with AI/ }));
    // A script of one's own words is 'edited': the dialog asks whether to keep it.
    await user.click(await screen.findByRole('button', { name: 'Replace all' }));
    expect(await screen.findByText('AI script generated successfully!')).toBeInTheDocument();
    await waitFor(async () => expect(await paragraphs()).toEqual(['Fresh words.']));
    expect(api.bodies.get('POST /api/ai/generate-teleprompter/stream')).toEqual({
      mindMapTitle: 'Launch Talk',
      mindMapContent: serializeMapContent([
        { title: 'Point', text: 'The point.' },
        { title: 'Main Idea', text: 'Welcome.' },
      ]),
      additionalPrompt: '',
      mindMapId: 'm1',
    });
    // The map is read once (by the live document's server here, as the server builds it from its tables).
    expect(api.count('GET /api/mindmaps/m1')).toBe(1);

    await user.click(screen.getByRole('link', { name: 'Back to Mind Map' }));
    expect(router.state.location.pathname).toBe('/mindmap/m1');
  });

  it('/teleprompter with the map in navigation state moves on to /teleprompter/<id>, keeping the state', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const api = stubApi();
    const state = { mindMapId: 'm1', nodes: sampleMap.nodes, nodeListOrder: ['2', '1'] };
    const router = renderAt({ pathname: '/teleprompter', state });
    expect(await paragraphs()).toEqual(['Saved words.', 'More words.']);
    expect(router.state.location.pathname).toBe('/teleprompter/m1');
    expect(router.state.location.state).toEqual(state);
    // Replaced, not pushed: Back leaves the teleprompter rather than returning to the bare URL.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.count('GET /api/mindmaps/m1')).toBe(1);
  });

  it('/teleprompter without a map still asks for one', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const api = stubApi();
    const router = renderAt('/teleprompter');
    expect(await screen.findByText('No mind map ID provided. Please go back to a mind map and select it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(router.state.location.pathname).toBe('/teleprompter');
    expect(api.calls).toEqual([]);
  });

  it('both URLs are protected and hide the navigation bar until hovered (spec §2)', () => {
    for (const p of ['/teleprompter', '/teleprompter/m1', '/teleprompter/m1/']) {
      expect(isProtectedPath(p)).toBe(true);
      expect(isNavAutoHidePath(p)).toBe(true);
    }
    expect(isProtectedPath('/teleprompter/m1/extra')).toBe(false);
    expect(paths.teleprompterFor('a b')).toBe('/teleprompter/a%20b');
  });
});
