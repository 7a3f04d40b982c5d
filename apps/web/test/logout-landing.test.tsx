// A deliberate Logout lands on /auth without the not-authenticated notice (spec §4, §8: that notice is
// for a visitor sent away from the dashboard), through the app's own router, layout and route table.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { AppProvider } from '../src/app/provider';
import { AppRouter, routes } from '../src/app/router';
import { NOT_AUTHENTICATED_MESSAGE } from '../src/lib/auth';
import { sessionStore } from '../src/lib/session';
import { sampleUser, stubFetch } from './render';

afterEach(() => sessionStore.clear());

describe('logout from the dashboard', () => {
  it('lands on /auth without the not-authenticated notice, and the notice still greets a visitor sent away', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'GET /api/mindmaps': () => ({ body: [] }),
      'POST /api/auth/logout': () => ({ status: 204 }),
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/dashboard'] });
    render(
      <AppProvider>
        <AppRouter router={router} />
      </AppProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    await screen.findByRole('heading', { name: 'Welcome back' });
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.queryByText(NOT_AUTHENTICATED_MESSAGE)).toBeNull();

    // Without a session, the dashboard still sends the visitor to /auth with the notice.
    await router.navigate('/dashboard');
    expect(await screen.findByText(NOT_AUTHENTICATED_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });
});
