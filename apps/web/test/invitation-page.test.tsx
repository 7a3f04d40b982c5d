// The /invite/:token page (issue 27): preview before sign-in, the way to /auth and back, accept, and
// the invitation's dead ends in the server's words.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHARING_MESSAGES } from '@cuemap/shared';
import { sessionStore } from '../src/lib/session';
import { Component as AuthRoute } from '../src/app/routes/auth';
import { InvitationScreen } from '../src/features/sharing/components/invitation-screen';
import { SHARING_TEXT } from '../src/features/sharing/messages';
import { renderRoute, sampleUser, stubFetch } from './render';

const preview = { title: 'Keynote', ownerEmail: 'olga@example.com', email: sampleUser.email, role: 'editor', expiresAt: '2026-12-20T00:00:00.000Z' };

function renderPage() {
  return renderRoute(<InvitationScreen token="tok123" />, {
    path: '/invite/:token',
    initialEntries: ['/invite/tok123'],
    extraRoutes: [
      { path: '/auth', element: <AuthRoute /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
  });
}

afterEach(() => sessionStore.clear());

describe('invitation page', () => {
  it('shows the offer to a signed-out visitor, who signs up and comes back here', async () => {
    const calls = stubFetch({
      'POST /api/invitations/preview': () => ({ body: preview }),
      'POST /api/auth/register': () => ({ status: 201, body: { token: 'tok', user: sampleUser } }),
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
    });
    const { router } = renderPage();
    expect(await screen.findByText('Keynote')).toBeTruthy();
    expect(screen.getByText(SHARING_TEXT.invitePageBody('olga@example.com', 'editor'))).toBeTruthy();
    expect(calls[0].body).toEqual({ token: 'tok123' });
    expect(calls[0].headers.Authorization).toBeUndefined();
    await userEvent.setup().click(screen.getByRole('button', { name: SHARING_TEXT.createAccount }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/invite/tok123' }, register: true });
    expect(await screen.findByText('Log in or create an account with the invited email to accept the invitation.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), sampleUser.email);
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite/tok123'));
    expect(await screen.findByRole('button', { name: SHARING_TEXT.accept })).toBeTruthy();
  });

  it('accepts for the invited account and goes to the dashboard', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const calls = stubFetch({
      'POST /api/invitations/preview': () => ({ body: preview }),
      'POST /api/invitations/accept': () => ({ body: { message: SHARING_MESSAGES.accepted('Keynote'), mindMapId: 'm1', role: 'editor' } }),
    });
    const { router } = renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: SHARING_TEXT.accept }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.hash).toBe('#shared-with-me');
    expect(calls.find((c) => c.key === 'POST /api/invitations/accept')?.body).toEqual({ token: 'tok123' });
    expect(await screen.findByText(SHARING_MESSAGES.accepted('Keynote'))).toBeTruthy();
  });

  it('tells another account to sign in with the invited address', async () => {
    sessionStore.set({ token: 'tok', user: { ...sampleUser, email: 'someone@example.com' } });
    stubFetch({ 'POST /api/invitations/preview': () => ({ body: preview }) });
    renderPage();
    expect(await screen.findByText(SHARING_TEXT.otherAccountHint(sampleUser.email))).toBeTruthy();
    expect(screen.queryByRole('button', { name: SHARING_TEXT.accept })).toBeNull();
  });

  it.each([
    [410, SHARING_MESSAGES.invitationExpired],
    [410, SHARING_MESSAGES.invitationUsed],
    [410, SHARING_MESSAGES.invitationRevoked],
    [404, SHARING_MESSAGES.invitationNotFound],
  ])('says why a %i invitation cannot be used', async (status, message) => {
    stubFetch({ 'POST /api/invitations/preview': () => ({ status, body: { message } }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: SHARING_TEXT.invitationProblem })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
  });
});
