// The one 401 path (spec §4, §8; issue 10 item 1): a request that carried the session and was answered
// 401 shows the spec's message once and logs out — to / from the dashboard and settings, to /auth
// elsewhere — whichever screen made it. A `meta` opt-out keeps a 401 that means something else.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../src/lib/session';
import { ApiError } from '../src/lib/api-client';
import { isSessionExpiry, reportUnauthorized, setSessionExpiryResponder, type SessionExpiry } from '../src/lib/session-expiry';
import { DashboardPage } from '../src/features/dashboard/components/dashboard-page';
import { PasswordSettings } from '../src/features/settings/components/password-settings';
import { Component as TeleprompterRoute } from '../src/app/routes/teleprompter';
import { Component as DashboardRoute } from '../src/app/routes/dashboard';
import { renderRoute, sampleUser, stubFetch } from './render';
import { startTestLiveServer } from '../src/features/teleprompter/live-test-support';

const MESSAGE = 'Session expired or unauthorized. Please log in again.';
const expired = { status: 401, body: { message: 'Session expired or invalid. Please log in again.' } };
const summary = {
  _id: 'a',
  title: 'Old title',
  description: null,
  category: null,
  type: null,
  version: 1,
  createdAt: '2025-05-01T12:00:00.000Z',
  updatedAt: '2025-05-02T12:00:00.000Z',
};

afterEach(() => sessionStore.clear());

describe('the one 401 path', () => {
  it('dashboard: the list and the user both answer 401 — one message, logout to /, no logout sent for the ended session', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const calls = stubFetch({
      'GET /api/auth/me': () => expired,
      'GET /api/mindmaps': () => expired,
      'POST /api/auth/logout': () => ({ status: 204 }),
    });
    const { router } = renderRoute(<DashboardPage />, { path: '/dashboard', extraRoutes: [{ path: '/', element: <p>home</p> }] });
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // The server ended the session: a logout would only be answered 401 (issue 30).
    expect(calls.filter((c) => c.key === 'POST /api/auth/logout')).toHaveLength(0);
    expect(screen.queryByText(/Failed to fetch scripts/)).toBeNull();
  });

  it('dashboard: a section another feature passes in (Shared with me) answering 401 logs out to / as well — the screen decides, not the request', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'GET /api/mindmaps': () => ({ body: [summary] }),
      'GET /api/shared': () => expired,
    });
    const { router } = renderRoute(<DashboardRoute />, { path: '/dashboard', extraRoutes: [{ path: '/', element: <p>home</p> }] });
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });

  it("dashboard: a title update answered 401 says 'Session expired. Please log in again.' (§8)", async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'GET /api/mindmaps': () => ({ body: [summary] }),
      'PUT /api/mindmaps/a': () => expired,
      'POST /api/auth/logout': () => ({ status: 204 }),
    });
    const { router } = renderRoute(<DashboardPage />, { path: '/dashboard', extraRoutes: [{ path: '/', element: <p>home</p> }] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename script: Old title' }));
    const input = screen.getByRole('textbox', { name: 'Script title' });
    await user.clear(input);
    await user.type(input, 'New title{Enter}');
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText(/Failed to update title/)).toBeNull();
  });

  it('change password: a 401 with the server message is its answer (session kept); a bare 401 ends the session', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    let bare = false;
    stubFetch({
      'PUT /api/auth/change-password': () => (bare ? { status: 401 } : { status: 401, body: { message: 'Current password is incorrect.' } }),
      'POST /api/auth/logout': () => ({ status: 204 }),
    });
    const { router } = renderRoute(<PasswordSettings />, { path: '/settings/password', extraRoutes: [{ path: '/', element: <p>home</p> }] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'old-pass');
    await user.type(screen.getByLabelText('New password'), 'brand-new');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(sessionStore.get()?.token).toBe('tok');
    expect(screen.queryByText(MESSAGE)).toBeNull();

    bare = true;
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });

  it('teleprompter: a 401 on the script shows the message and logs out to /auth (§4, §8)', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({
      'GET /api/teleprompter/m1': () => expired,
      'GET /api/mindmaps/m1': () => expired,
      'GET /api/mindmaps/m1/presenter-settings': () => expired,
      'POST /api/auth/logout': () => ({ status: 204 }),
    });
    // The script's live socket is refused as the REST API is (4401): the same one 401 path.
    startTestLiveServer();
    const { router } = renderRoute(<TeleprompterRoute />, {
      path: '/teleprompter/:mindMapId?',
      initialEntries: ['/teleprompter/m1'],
      extraRoutes: [{ path: '/auth', element: <p>auth screen</p> }],
    });
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });

  it('acts only on 401s sent with the session, once per session, never when meta opts out or on a Cancel', () => {
    const seen: SessionExpiry[] = [];
    const unregister = setSessionExpiryResponder((e) => seen.push(e));
    try {
      const withSession = () => new ApiError(401, 'Session expired or invalid. Please log in again.', {}, true);
      sessionStore.set({ token: 'tok', user: sampleUser });
      reportUnauthorized(new DOMException('The user aborted a request.', 'AbortError'), undefined);
      reportUnauthorized(new ApiError(403, 'Forbidden', {}, true), undefined);
      reportUnauthorized(new ApiError(401, 'Invalid email or password.', {}, false), undefined);
      const optedOut = withSession();
      reportUnauthorized(optedOut, { sessionExpiry: false });
      expect(seen).toEqual([]);
      expect(isSessionExpiry(optedOut)).toBe(false);

      const first = withSession();
      const second = withSession();
      reportUnauthorized(first, { sessionExpiry: { redirectTo: '/' } });
      sessionStore.setUser({ ...sampleUser, mindMapCount: 1 }); // a refresh landing meanwhile keeps the token
      reportUnauthorized(second, undefined);
      expect(seen).toEqual([{ message: MESSAGE, redirectTo: '/', delayMs: 0, shownByScreen: false }]);
      expect(isSessionExpiry(first) && isSessionExpiry(second)).toBe(true);

      // A new session: its own expiry is reported again.
      sessionStore.set({ token: 'tok2', user: sampleUser });
      reportUnauthorized(withSession(), undefined);
      expect(seen.map((e) => e.redirectTo)).toEqual(['/', '/auth']);
    } finally {
      unregister();
    }
  });
});
