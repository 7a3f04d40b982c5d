// Logout with edits waiting on this device (issue 23 item 7, issue 26): while a live script has local
// changes the server has not stored, the logout asks first — 'Save when online' keeps the session and
// the edits, 'Log out and discard' logs out and deletes this user's live copies (IndexedDB), no one
// else's. Old localStorage drafts (before live documents) are not counted: the editor adds them on open.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { sessionStore } from '../src/lib/session';
import { acquireLiveSession, setLiveSessionTestOptions } from '../src/lib/live/registry';
import { liveCopyOwner } from '../src/lib/live/live-copies';
import { liveDbName } from '../src/lib/live/db-name';
import { LOCAL_ORIGIN } from '../src/lib/live/types';
import { Navbar } from '../src/components/layout/navbar';
import { LOGOUT_DIALOG_TEXT as T } from '../src/components/layout/logout-messages';
import { FakeLiveSocket } from './live-fake-socket';
import { renderRoute, sampleUser, stubFetch } from './render';

const own = liveDbName(liveCopyOwner(sampleUser.email), 'm1');
const other = liveDbName(liveCopyOwner('someone-else@example.com'), 'm9');
const stored = async () => (await indexedDB.databases()).map((d) => d.name).sort();
let savedIndexedDb: IDBFactory;

beforeEach(async () => {
  savedIndexedDb = globalThis.indexedDB;
  globalThis.indexedDB = new IDBFactory();
  for (const name of [own, other]) {
    await new Promise((resolve) => {
      indexedDB.open(name).onsuccess = (e) => {
        (e.target as IDBOpenDBRequest).result.close();
        resolve(null);
      };
    });
  }
  setLiveSessionTestOptions({ WebSocketImpl: FakeLiveSocket, persistence: null });
  sessionStore.set({ token: 'tok', user: sampleUser });
});
afterEach(() => {
  sessionStore.stop();
  sessionStore.clear();
  setLiveSessionTestOptions({});
  globalThis.indexedDB = savedIndexedDb;
  vi.unstubAllGlobals();
});

function setup({ pendingEdit }: { pendingEdit: boolean }) {
  const session = acquireLiveSession('m1')!.session();
  // Made offline (the fake socket never opens): it waits for the server.
  if (pendingEdit) session.doc.transact(() => session.doc.getMap('map').set('title', 'Unsaved'), LOCAL_ORIGIN);
  const calls = stubFetch({ 'POST /api/auth/logout': () => ({ status: 204 }) });
  renderRoute(<Navbar />, { path: '/dashboard', extraRoutes: [{ path: '/auth', element: <p>auth page</p> }] });
  return { calls, session };
}

describe('logout with edits waiting on this device', () => {
  it("asks first; 'Save when online' (or Escape) keeps the session and the edits", async () => {
    const { calls, session } = setup({ pendingEdit: true });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: T.title });
    expect(dialog).toHaveAccessibleDescription(T.description(1));
    expect(screen.getByRole('button', { name: T.keep })).toHaveFocus();
    // Tab stays inside the dialog.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: T.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    expect(sessionStore.getToken()).toBe('tok');
    expect(session.pending()).toBe(1);
    expect(await stored()).toEqual([own, other].sort());
    expect(calls).toEqual([]);
  });

  it("'Log out and discard' logs out and deletes this user's live copies, no one else's", async () => {
    const { calls } = setup({ pendingEdit: true });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: T.discard }));
    expect(await screen.findByText('auth page')).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(calls.map((c) => c.key)).toEqual(['POST /api/auth/logout']);
    await waitFor(async () => expect(await stored()).toEqual([other]));
  });

  it('logs out at once with no live edits waiting, even with an old localStorage draft', async () => {
    localStorage.setItem(`cuemap:draft:${liveCopyOwner(sampleUser.email)}:m2`, JSON.stringify({ title: 'Old' }));
    setup({ pendingEdit: false });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('auth page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    localStorage.clear();
  });
});
