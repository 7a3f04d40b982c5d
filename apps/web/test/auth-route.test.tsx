// The /auth route: an already signed-in visitor goes to the dashboard; the dashboard redirect explains itself.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../src/lib/session';
import { Component as AuthRoute } from '../src/app/routes/auth';
import { renderRoute, sampleUser } from './render';

afterEach(() => sessionStore.clear());

const dashboard = { path: '/dashboard', element: <p>dashboard screen</p> };

describe('/auth', () => {
  it('sends a signed-in user to /dashboard', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const { router } = renderRoute(<AuthRoute />, { path: '/auth', extraRoutes: [dashboard] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.getByText('dashboard screen')).toBeInTheDocument();
  });

  it('does not bounce a logout, which arrives before the session is cleared', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const { router } = renderRoute(<AuthRoute />, { path: '/auth', extraRoutes: [dashboard], initialEntries: ['/'] });
    await router.navigate('/auth', { replace: true, state: { loggedOut: true } });
    sessionStore.clear();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("shows 'You are not authenticated. Please log in.' when sent here from the dashboard", () => {
    const { router } = renderRoute(<AuthRoute />, { path: '/auth', extraRoutes: [dashboard], initialEntries: ['/'] });
    void router.navigate('/auth', { state: { from: { pathname: '/dashboard' } } });
    return waitFor(() => expect(screen.getByText('You are not authenticated. Please log in.')).toBeInTheDocument());
  });

  it('stays for an anonymous visitor without a notice', () => {
    renderRoute(<AuthRoute />, { path: '/auth', extraRoutes: [dashboard] });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByText('You are not authenticated. Please log in.')).toBeNull();
  });
});
