import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../src/lib/session';
import { PasswordSettings } from '../src/features/settings/components/password-settings';
import { ProfileSettings } from '../src/features/settings/components/profile-settings';
import { BillingSettings, describeSubscription } from '../src/features/settings/components/billing-settings';
import { renderRoute, sampleUser, stubFetch } from './render';

afterEach(() => sessionStore.clear());

describe('password change', () => {
  it('shows every client-side rule message, then the server result', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const calls = stubFetch({
      'PUT /api/auth/change-password': (body) =>
        (body as { currentPassword: string }).currentPassword === 'bad-current'
          ? { status: 400, body: { message: 'Current password is incorrect.' } }
          : { body: { message: 'Password changed successfully.' } },
    });
    renderRoute(<PasswordSettings />);
    const user = userEvent.setup();
    const submit = () => user.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');

    await submit();
    expect(screen.getByText('All fields are required.')).toBeInTheDocument();
    await user.type(current, 'old-pass');
    await user.type(next, 'abc');
    await user.type(confirm, 'abc');
    await submit();
    expect(screen.getByText('New password must be at least 6 characters long.')).toBeInTheDocument();
    await user.clear(next);
    await user.type(next, 'brand-new');
    await submit();
    expect(screen.getByText('New password and confirmation do not match.')).toBeInTheDocument();
    await user.clear(next);
    await user.clear(confirm);
    await user.type(next, 'old-pass');
    await user.type(confirm, 'old-pass');
    await submit();
    expect(screen.getByText('New password cannot be the same as the current password.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(current);
    await user.type(current, 'bad-current');
    await user.clear(next);
    await user.clear(confirm);
    await user.type(next, 'brand-new');
    await user.type(confirm, 'brand-new');
    await submit();
    expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();

    await user.clear(current);
    await user.type(current, 'old-pass');
    await user.clear(next);
    await user.clear(confirm);
    await user.type(next, 'brand-new');
    await user.type(confirm, 'brand-new');
    await submit();
    const ok = await screen.findByText('Password changed successfully.');
    expect(ok.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(calls.at(-1)!.body).toEqual({ currentPassword: 'old-pass', newPassword: 'brand-new' });
  });

  it("says 'You are not logged in.' without a session", async () => {
    stubFetch({});
    renderRoute(<PasswordSettings />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('You are not logged in.')).toBeInTheDocument();
  });
});

describe('profile', () => {
  it('validates the e-mail, updates it and shows statistics', async () => {
    const requests: string[] = [];
    const bodies: unknown[] = [];
    const me = { ...sampleUser, mindMapCount: 2, aiIdeaGenerations: 7 };
    sessionStore.set({ token: 'tok', user: me });
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: me } }),
      'PUT /api/auth/update-profile': (body) => {
        requests.push('PUT');
        bodies.push(body);
        return { body: { message: 'Profile updated successfully.', user: { ...me, email: (body as { email: string }).email } } };
      },
    });
    renderRoute(<ProfileSettings />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Email address');
    const save = () => user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('March 4, 2025')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    await user.clear(field);
    await save();
    expect(screen.getByText('Email address cannot be empty.')).toBeInTheDocument();
    await user.type(field, 'ADA@example.com');
    await save();
    expect(screen.getByText('No changes detected.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'ada@nowhere');
    await save();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.clear(field);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.type(field, 'lovelace@example.com');
    // A different address asks for the current password before anything is sent.
    await save();
    expect(screen.getByText('Enter your current password to change your email.')).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('PUT'))).toEqual([]);
    await user.type(screen.getByLabelText('Current password'), 'my password');
    await save();
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ email: 'lovelace@example.com', currentPassword: 'my password' });
    await waitFor(() => expect(sessionStore.get()?.user.email).toBe('lovelace@example.com'));
    expect(screen.queryByLabelText('Current password')).toBeNull();
    sessionStore.clear();
  });

  it('shows a pending address (verification on) and cancels it without a password', async () => {
    const pending = { ...sampleUser, pendingEmail: 'new@example.com' };
    sessionStore.set({ token: 'tok', user: pending });
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: pending } }),
      'PUT /api/auth/update-profile': (body) => {
        sent.push(body);
        return { body: { message: 'Profile updated successfully.', user: { ...sampleUser, pendingEmail: null } } };
      },
    });
    renderRoute(<ProfileSettings />);
    const user = userEvent.setup();
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel change' }));
    expect(await screen.findByText('The email change was cancelled.')).toBeInTheDocument();
    expect(sent).toEqual([{ email: sampleUser.email }]);
    expect(screen.queryByText('new@example.com')).toBeNull();
    sessionStore.clear();
  });

  it('shows the fallback when the update fails without a message', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'PUT /api/auth/update-profile': () => ({ status: 500 }),
    });
    renderRoute(<ProfileSettings />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'other@example.com');
    await user.type(screen.getByLabelText('Current password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update profile. Email might already be in use.')).toBeInTheDocument();
    sessionStore.clear();
  });
});

describe('profile: the plan (issue 24 item 9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStore.clear();
  });

  it('a trial shows the plan and its days left, as the navbar and Billing do', async () => {
    vi.useFakeTimers({ now: new Date('2030-03-01T12:00:00.000Z'), toFake: ['Date'] });
    const me = {
      ...sampleUser,
      subscription: { plan: 'pro' as const, status: 'trialing', currentPeriodEnd: '2030-03-05T00:00:00.000Z', cancelAtPeriodEnd: false },
    };
    sessionStore.set({ token: 'tok', user: me });
    stubFetch({ 'GET /api/auth/me': () => ({ body: { user: me } }) });
    renderRoute(<ProfileSettings />);
    const plan = await screen.findByTestId('profile-plan');
    expect(within(plan).getByTestId('trial-days-left')).toHaveTextContent('Trial: 4 days left');
    expect(plan).toHaveTextContent(/^Plan:\s*Pro\s*Trial: 4 days left\s*· 100 AI teleprompter scripts a month$/);
  });

  it('a paid or free plan without a trial shows no days', async () => {
    const me = {
      ...sampleUser,
      subscription: { plan: 'pro' as const, status: 'active', currentPeriodEnd: '2030-03-05T00:00:00.000Z', cancelAtPeriodEnd: false },
    };
    sessionStore.set({ token: 'tok', user: me });
    stubFetch({ 'GET /api/auth/me': () => ({ body: { user: me } }) });
    renderRoute(<ProfileSettings />);
    const plan = await screen.findByTestId('profile-plan');
    expect(plan).toHaveTextContent('Pro');
    expect(within(plan).queryByTestId('trial-days-left')).toBeNull();
  });
});

describe('profile: loading the user fails (spec §4, §7, §8)', () => {
  it("a network failure keeps the session and shows 'Failed to fetch profile data.' with a retry", async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    let online = false;
    const calls = stubFetch({
      'GET /api/auth/me': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { body: { user: { ...sampleUser, aiIdeaGenerations: 9 } } };
      },
    });
    renderRoute(<ProfileSettings />, { path: '/settings/profile' });
    expect(await screen.findByText('Failed to fetch profile data.')).toBeInTheDocument();
    expect(screen.getByText('Failed to load profile and statistics details.')).toBeInTheDocument();
    expect(sessionStore.get()?.token).toBe('tok');
    online = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Failed to fetch profile data.')).toBeNull());
    expect(screen.getByText('9')).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'GET /api/auth/me')).toHaveLength(2);
  });

  it('a 5xx keeps the session too', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({ 'GET /api/auth/me': () => ({ status: 503, body: { message: 'Service unavailable' } }) });
    renderRoute(<ProfileSettings />, { path: '/settings/profile' });
    expect(await screen.findByText('Failed to fetch profile data.')).toBeInTheDocument();
    expect(sessionStore.get()).not.toBeNull();
  });

  it('a 401 shows the §8 message and logs out to /', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({
      'GET /api/auth/me': () => ({ status: 401, body: { message: 'Unauthorized' } }),
      'POST /api/auth/logout': () => ({ status: 204 }),
    });
    const { router } = renderRoute(<ProfileSettings />, { path: '/settings/profile' });
    expect(await screen.findByText('Session expired or unauthorized. Please log in again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });

  it('any other failure of the refresh logs out to /auth (§7 "failure logs out")', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({
      'GET /api/auth/me': () => ({ status: 404, body: { message: 'User not found.' } }),
      'POST /api/auth/logout': () => ({ status: 204 }),
    });
    const { router } = renderRoute(<ProfileSettings />, { path: '/settings/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });
});

describe('billing', () => {
  it('free users see View Pricing Plans; paid or trialing users see Manage Subscription', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    stubFetch({ 'GET /api/auth/me': () => ({ body: { user: sampleUser } }) });
    const { unmount } = renderRoute(<BillingSettings />);
    expect(screen.getByRole('button', { name: 'View Pricing Plans' })).toBeInTheDocument();
    unmount();

    const trial = {
      ...sampleUser,
      subscription: { plan: 'pro' as const, status: 'trialing', currentPeriodEnd: '2025-12-01T00:00:00.000Z', cancelAtPeriodEnd: false },
    };
    sessionStore.set({ token: 'tok', user: trial });
    stubFetch({ 'GET /api/auth/me': () => ({ body: { user: trial } }) });
    renderRoute(<BillingSettings />);
    expect(await screen.findByRole('button', { name: 'Manage Subscription' })).toBeInTheDocument();
    expect(await screen.findByText('Trialing (trial ends December 1, 2025)')).toBeInTheDocument();
    sessionStore.clear();
  });

  it('describes cancel-at-period-end and other statuses', () => {
    const user = {
      ...sampleUser,
      subscription: { plan: 'elite' as const, status: 'past_due', currentPeriodEnd: '2025-07-04T00:00:00.000Z', cancelAtPeriodEnd: true },
    };
    const d = describeSubscription(user);
    expect(d.status).toBe('Past due');
    expect(d.note).toBe('Your subscription is set to cancel. You will revert to the Free plan when this period ends.');
  });
});

describe('delete account', () => {
  const openDialog = async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    // The button waits for the list of shared scripts (nothing is deleted before the user could choose for them).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeEnabled());
    return { user, dialog };
  };
  const noSharedScripts = () => ({ body: { scripts: [] } });

  it('asks for the password, shows a wrong one inline and keeps the session', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const calls = stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'GET /api/shared-by-me': noSharedScripts,
      'DELETE /api/auth/account': () => ({ status: 400, body: { message: 'Password is incorrect.' } }),
    });
    renderRoute(<ProfileSettings />, { path: '/settings/profile' });
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    expect(screen.getByLabelText('Your password')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText('Enter your password to confirm.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'DELETE /api/auth/account')).toBe(false);
    await user.type(screen.getByLabelText('Your password'), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Password is incorrect.')).toBeInTheDocument();
    expect(sessionStore.get()?.token).toBe('tok');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes, clears the session and goes home; a paid plan is told its subscription ends', async () => {
    const pro = { ...sampleUser, subscription: { ...sampleUser.subscription, plan: 'pro' as const } };
    sessionStore.set({ token: 'tok', user: pro });
    const calls = stubFetch({
      'GET /api/auth/me': () => ({ body: { user: pro } }),
      'GET /api/shared-by-me': noSharedScripts,
      'DELETE /api/auth/account': () => ({ body: { message: 'Your account and all its scripts have been deleted.' } }),
    });
    const { router } = renderRoute(<ProfileSettings />, { path: '/settings/profile', extraRoutes: [{ path: '/', element: <p>home</p> }] });
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('Your paid subscription is cancelled right away; nothing more is billed.');
    await user.type(screen.getByLabelText('Your password'), 'my password');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get()).toBeNull();
    expect(calls.find((c) => c.key === 'DELETE /api/auth/account')!.body).toEqual({ password: 'my password' });
  });

  it("offers each shared script to one of its editors (never a viewer) or deletes it, and sends the user's choices", async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const person = (userId: string, email: string, role: 'editor' | 'viewer') => ({ userId, email, role, since: '2026-12-01T10:00:00.000Z' });
    let listFails = true;
    const calls = stubFetch({
      'GET /api/auth/me': () => ({ body: { user: sampleUser } }),
      'GET /api/shared-by-me': () =>
        listFails
          ? { status: 500, body: { message: 'Database is down' } }
          : {
              body: {
                scripts: [
                  { id: 's1', title: 'Keynote', people: [person('u-bea', 'bea@example.com', 'editor'), person('u-cy', 'cy@example.com', 'viewer')] },
                  { id: 's2', title: 'Team retro', people: [person('u-cy', 'cy@example.com', 'viewer')] },
                  { id: 's3', title: 'Pitch', people: [person('u-bea', 'bea@example.com', 'editor'), person('u-di', 'di@example.com', 'editor')] },
                ],
              },
            },
      'DELETE /api/auth/account': () => ({ body: { message: 'Your account and all its scripts have been deleted.' } }),
    });
    renderRoute(<ProfileSettings />, { path: '/settings/profile', extraRoutes: [{ path: '/', element: <p>home</p> }] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });

    // The list failed: nothing can be deleted until it loads.
    expect(await within(dialog).findByText('We could not check which of your scripts are shared.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    listFails = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    const keynote = await within(dialog).findByRole('combobox', { name: 'What happens to “Keynote”' });
    expect(dialog).toHaveTextContent('except those you hand over below');
    expect(
      within(keynote)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Delete', 'Transfer to bea@example.com']);
    expect(keynote).toHaveValue('');
    // Viewers only: no choice, it is deleted.
    expect(within(dialog).queryByRole('combobox', { name: 'What happens to “Team retro”' })).toBeNull();
    expect(within(dialog).getByText(/Only viewers have access/)).toBeInTheDocument();
    const pitch = within(dialog).getByRole('combobox', { name: 'What happens to “Pitch”' });
    expect(
      within(pitch)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Delete', 'Transfer to bea@example.com', 'Transfer to di@example.com']);

    await user.selectOptions(keynote, 'Transfer to bea@example.com');
    await user.selectOptions(pitch, 'Transfer to di@example.com');
    await user.selectOptions(pitch, 'Delete');
    await user.type(within(dialog).getByLabelText('Your password'), 'my password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'DELETE /api/auth/account')).toBe(true));
    expect(calls.find((c) => c.key === 'DELETE /api/auth/account')!.body).toEqual({
      password: 'my password',
      transfers: [{ mindMapId: 's1', toUserId: 'u-bea' }],
    });
  });
});

describe('sign out other devices', () => {
  it('ends the other sessions and says how many; a failure is shown', async () => {
    const { OtherDevices } = await import('../src/features/settings/components/password-settings');
    sessionStore.set({ token: 'tok', user: sampleUser });
    let fail = false;
    const calls = stubFetch({
      'POST /api/auth/logout-others': () =>
        fail ? { status: 500, body: { message: 'Database is down' } } : { body: { message: 'Signed out of 2 other devices.' } },
    });
    renderRoute(<OtherDevices />, { path: '/settings/password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out other devices' }));
    expect(await screen.findByText('Signed out of 2 other devices.')).toBeInTheDocument();
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok');
    expect(sessionStore.get()?.token).toBe('tok');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Sign out other devices' }));
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
  });
});
