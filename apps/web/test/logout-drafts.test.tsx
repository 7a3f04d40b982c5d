// Local drafts and logout (issue 23, item 7): a draft's key holds no e-mail address (older keys move on
// load, no draft lost), and a logout with edits waiting on this device asks first — 'Save when online'
// keeps the session and the edits, 'Log out and discard' deletes them and logs out.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftKey, readDraft, writeDraft } from '../src/lib/map-draft';
import { migrateDraftKeys } from '../src/lib/local-drafts';
import { sessionStore } from '../src/lib/session';
import { Navbar } from '../src/components/layout/navbar';
import { LOGOUT_DIALOG_TEXT as T } from '../src/components/layout/logout-messages';
import { renderRoute, sampleUser, stubFetch } from './render';

const EMAIL = sampleUser.email;
const MAP = {
  title: 'Talk',
  nodes: [{ id: '1', x: 0, y: 0, title: 'Hello', text: 'Unsaved words', color: '#dc2626', isRoot: true }],
  connections: [],
  nodeOrder: ['1'],
};

const storedKeys = () => Object.keys(localStorage).filter((k) => k.startsWith('cuemap:'));

afterEach(() => sessionStore.clear());

describe('local drafts', () => {
  it('are stored under a key without the e-mail address', () => {
    writeDraft(draftKey(EMAIL, 'm1'), MAP, 3);
    writeDraft(draftKey(EMAIL, 'm2'), MAP, 1);
    expect(storedKeys()).toHaveLength(2);
    for (const key of storedKeys()) expect(key).not.toContain(EMAIL.split('@')[0]);
  });

  it('written under an e-mail address by an earlier version move on load: nothing lost, the old key gone', () => {
    const map = { ...MAP, baseVersion: 3, savedAt: 1000 };
    localStorage.setItem('cuemap:draft:Ada@Example.com:m1', JSON.stringify(map));
    // Both forms of one draft: the one saved last wins.
    writeDraft(draftKey(EMAIL, 'm2'), MAP, 1);
    localStorage.setItem('cuemap:draft:ada@example.com:m2', JSON.stringify({ ...MAP, baseVersion: 9, savedAt: 1 }));

    migrateDraftKeys();
    expect(storedKeys().filter((k) => k.includes('@'))).toEqual([]);
    expect(readDraft(draftKey(EMAIL, 'm1'))).toMatchObject({ title: 'Talk', baseVersion: 3 });
    expect(readDraft(draftKey(EMAIL, 'm2'))?.baseVersion).toBe(1);
  });
});

describe('logout with edits kept on this device', () => {
  function setup() {
    sessionStore.set({ token: 'tok', user: sampleUser });
    writeDraft(draftKey(EMAIL, 'm1'), MAP, 3);
    writeDraft(draftKey('someone-else@example.com', 'm9'), MAP, 1);
    const calls = stubFetch({ 'POST /api/auth/logout': () => ({ status: 204 }) });
    renderRoute(<Navbar />, { path: '/dashboard', extraRoutes: [{ path: '/auth', element: <p>auth page</p> }] });
    return calls;
  }

  it("asks first; 'Save when online' (or Escape) keeps the session and the edits", async () => {
    const calls = setup();
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
    expect(storedKeys()).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it("'Log out and discard' deletes this user's drafts, then logs out", async () => {
    const calls = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: T.discard }));
    expect(await screen.findByText('auth page')).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(calls.map((c) => c.key)).toEqual(['POST /api/auth/logout']);
    // Another user's draft on this machine stays.
    expect(storedKeys()).toEqual([draftKey('someone-else@example.com', 'm9')]);
  });

  it('logs out at once with no edits waiting', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({ 'POST /api/auth/logout': () => ({ status: 204 }) });
    renderRoute(<Navbar />, { path: '/dashboard', extraRoutes: [{ path: '/auth', element: <p>auth page</p> }] });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('auth page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
