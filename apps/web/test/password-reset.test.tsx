// Forgot / reset password screens: validation, the server's answers, and the session cleared after a reset.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@cuemap/shared';
import { sessionStore } from '../src/lib/session';
import { ForgotPasswordScreen } from '../src/features/password-reset/components/forgot-password-screen';
import { ResetPasswordScreen } from '../src/features/password-reset/components/reset-password-screen';
import { AuthForm } from '../src/features/auth/components/auth-form';
import { renderRoute, sampleUser, stubFetch } from './render';

afterEach(() => sessionStore.clear());

describe('/forgot-password', () => {
  it('validates the e-mail, then shows the server answer and where it was sent', async () => {
    const calls = stubFetch({ 'POST /api/auth/forgot-password': () => ({ body: { message: AUTH_MESSAGES.resetRequested } }) });
    renderRoute(<ForgotPasswordScreen />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), '  ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetRequested)).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ key: 'POST /api/auth/forgot-password', body: { email: 'ada@example.com' } });
    expect(calls[0]!.headers.Authorization).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('keeps the form and says why when the request fails', async () => {
    stubFetch({ 'POST /api/auth/forgot-password': () => ({ status: 429, body: { message: 'Too many requests. Please try again in 1 minute.' } }) });
    renderRoute(<ForgotPasswordScreen />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many requests. Please try again in 1 minute.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('is linked from the login form, carrying the typed e-mail', async () => {
    renderRoute(<AuthForm onAuthSuccess={() => undefined} />, {
      path: '/auth',
      extraRoutes: [{ path: '/forgot-password', element: <ForgotPasswordScreen /> }],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});

describe('/reset-password', () => {
  it('without a token explains and offers a new link', () => {
    renderRoute(<ResetPasswordScreen />, { path: '/reset-password' });
    expect(screen.getByText('This page needs the link from your password-reset email.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('checks length and confirmation, then resets, clears this browser’s session and offers login', async () => {
    sessionStore.set({ token: 'old', user: sampleUser });
    const calls = stubFetch({ 'POST /api/auth/reset-password': () => ({ body: { message: AUTH_MESSAGES.passwordReset } }) });
    renderRoute(<ResetPasswordScreen />, { path: '/reset-password', initialEntries: ['/reset-password?token=tok123'] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('New password is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('New password must be at least 6 characters long.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '4567');
    await user.type(screen.getByLabelText('Confirm new password'), '1234568');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordReset)).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ token: 'tok123', newPassword: '1234567' });
    expect(sessionStore.get()).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in now' })).toHaveAttribute('href', '/login');
  });

  it('a spent or expired link shows the server message and a way to get a new one', async () => {
    stubFetch({ 'POST /api/auth/reset-password': () => ({ status: 400, body: { message: AUTH_MESSAGES.resetFailed } }) });
    renderRoute(<ResetPasswordScreen />, { path: '/reset-password', initialEntries: ['/reset-password?token=used'] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm new password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetFailed));
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });
});
