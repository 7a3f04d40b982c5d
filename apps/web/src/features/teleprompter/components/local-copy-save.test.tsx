// Offline on stage (issue 11, item 6): the teleprompter showing the editor's local copy saves it when
// the network returns, then shows the saved script; a conflict keeps the draft and says so.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { draftKey, readDraft, writeDraft } from '../../../lib/map-draft';
import { sessionStore } from '../../../lib/session';
import { renderTeleprompter, sampleMap, sampleUser, stubFetch, type FetchAnswer } from '../teleprompter-test-support';

const LOCAL = 'Not saved yet — showing your local copy';
const key = draftKey('reader@example.com', 'm1');
/** The editor's unsaved map: the point rewritten offline, edits started from version 3. */
const edited = {
  title: 'Launch Talk',
  nodes: sampleMap.nodes.map((n) => (n.id === '2' ? { ...n, text: 'Written offline.' } : n)),
  connections: sampleMap.connections,
  nodeOrder: ['2', '1'],
};
const renderLocalCopy = () =>
  renderTeleprompter({
    pathname: '/teleprompter/m1',
    state: { mindMapId: 'm1', nodes: edited.nodes, nodeListOrder: edited.nodeOrder, unsaved: true, title: 'Launch Talk' },
  });

let online = false;
/** The browser's network: off until the test brings it back (with its `online` event). */
function goOnline() {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
}

/** Every request fails like a dropped network until `online`; then `route` answers. */
function stubNetwork(route: (url: string, init?: RequestInit) => FetchAnswer | undefined) {
  return stubFetch((url, init) => {
    if (!online) return Promise.reject(new TypeError('Failed to fetch'));
    return route(url, init);
  });
}

const putCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/api/mindmaps/m1') && init?.method === 'PUT');

beforeEach(() => {
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  sessionStore.set({ token: 't0k3n', user: sampleUser('free') });
  writeDraft(key, edited, 3);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.clear();
  localStorage.clear();
});

describe('TeleprompterScreen: the local copy is saved when the network returns', () => {
  it('online: PUTs the draft against its base version, then shows the saved script without the banner', async () => {
    const fetchMock = stubNetwork((url, init) => {
      if (url.endsWith('/api/mindmaps/m1') && init?.method === 'PUT') return { status: 200, body: { ...sampleMap, ...edited, version: 4 } };
      if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: { ...sampleMap, ...edited, version: 4 } };
      if (url.endsWith('/api/teleprompter/m1'))
        return { status: 200, body: { mindMapId: 'm1', title: 'Launch Talk', content: 'Written offline.\n\nSaved welcome.', updatedAt: 'x', version: 5 } };
    });
    renderLocalCopy();
    expect(await screen.findByText(LOCAL)).toBeInTheDocument();
    expect(await screen.findByText('Written offline.')).toBeInTheDocument();
    expect(putCalls(fetchMock)).toHaveLength(0);

    goOnline();
    expect(await screen.findByText('Saved — now showing the saved script.')).toHaveAttribute('role', 'status');
    const [put] = putCalls(fetchMock);
    expect(put).toBeDefined();
    const body = JSON.parse(String(put![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ version: 3, title: 'Launch Talk', nodeOrder: ['2', '1'], connections: edited.connections });
    expect((body.nodes as { id: string; text: string }[]).map((n) => n.text)).toEqual(['Welcome.', 'Written offline.']);
    // The saved (server-merged) script replaces the local copy, and the draft is gone.
    expect(await screen.findByText('Saved welcome.')).toBeInTheDocument();
    expect(screen.queryByText(LOCAL)).not.toBeInTheDocument();
    expect(readDraft(key)).toBeNull();
    expect(putCalls(fetchMock)).toHaveLength(1);
  });

  it('409: changed elsewhere — says so, keeps the local copy on screen and the draft for the editor', async () => {
    const fetchMock = stubNetwork((url, init) => {
      if (url.endsWith('/api/mindmaps/m1') && init?.method === 'PUT') return { status: 409, body: { message: 'Conflict' } };
      if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: sampleMap };
      if (url.endsWith('/api/teleprompter/m1')) return { status: 200, body: { mindMapId: 'm1', title: 'Launch Talk', content: 'Elsewhere.', updatedAt: 'x' } };
    });
    renderLocalCopy();
    await screen.findByText(LOCAL);
    goOnline();
    const message = await screen.findByText('Not saved — this script changed elsewhere. Open the editor to choose which version to keep.');
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.getByText(LOCAL)).toBeInTheDocument();
    expect(screen.getByText('Written offline.')).toBeInTheDocument();
    expect(readDraft(key)).toMatchObject({ baseVersion: 3, nodeOrder: ['2', '1'] });
    // Not tried again on the next `online`: the choice is the editor's.
    goOnline();
    await waitFor(() => expect(putCalls(fetchMock)).toHaveLength(1));
  });

  it('already online at open: saves at once; no draft (the editor saved it) and the server has the words: leaves the local copy', async () => {
    online = true;
    const withDraft = stubNetwork((url, init) => {
      if (url.endsWith('/api/mindmaps/m1') && init?.method === 'PUT') return { status: 200, body: { version: 4 } };
      if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: { ...sampleMap, ...edited, version: 4 } };
      if (url.endsWith('/api/teleprompter/m1'))
        return { status: 200, body: { mindMapId: 'm1', title: 'Launch Talk', content: 'From the server.', updatedAt: 'x' } };
    });
    const first = renderLocalCopy();
    expect(await screen.findByText('From the server.')).toBeInTheDocument();
    expect(putCalls(withDraft)).toHaveLength(1);
    first.unmount();

    // No draft left: nothing is sent, the server's map already reads like the local copy.
    const noDraft = stubNetwork((url) => {
      if (url.endsWith('/api/mindmaps/m1')) return { status: 200, body: { ...sampleMap, ...edited, version: 4 } };
      if (url.endsWith('/api/teleprompter/m1'))
        return { status: 200, body: { mindMapId: 'm1', title: 'Launch Talk', content: 'From the server.', updatedAt: 'x' } };
    });
    renderLocalCopy();
    expect(await screen.findByText('From the server.')).toBeInTheDocument();
    expect(screen.queryByText(LOCAL)).not.toBeInTheDocument();
    expect(putCalls(noDraft)).toHaveLength(0);
  });
});
