import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { AuthForm } from '../src/features/auth/components/auth-form';
import { sampleUser, stubFetch } from './render';

function setup(mode: 'login' | 'register' = 'login') {
  const onAuthSuccess = vi.fn();
  render(
    <MemoryRouter initialEntries={['/auth']}>
      <AuthForm initialMode={mode} onAuthSuccess={onAuthSuccess} />
    </MemoryRouter>,
  );
  return { onAuthSuccess, user: userEvent.setup() };
}

describe('AuthForm', () => {
  it('validates required e-mail, e-mail format and password before calling the server', async () => {
    const calls = stubFetch({});
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('logs in and hands token and user to the success handler', async () => {
    const calls = stubFetch({
      'POST /api/auth/login': () => ({ body: { message: 'Login successful', token: 'tok', user: sampleUser, requiresVerification: false } }),
    });
    const { user, onAuthSuccess } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(onAuthSuccess).toHaveBeenCalledWith({ token: 'tok', user: sampleUser }));
    expect(calls[0]!.body).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it("shows 'Processing...' and disables the fields while submitting", async () => {
    let release!: () => void;
    stubFetch({
      'POST /api/auth/login': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 401, body: { message: 'Invalid email or password.' } });
        }),
    });
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    release();
    const alert = await screen.findByText('Invalid email or password.');
    expect(alert.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
  });

  it('after registering with verification off, signs the new user in (issue 24 item 9)', async () => {
    stubFetch({
      'POST /api/auth/register': () => ({
        status: 201,
        body: { message: 'Registration successful! You are signed in.', token: 'tok', user: sampleUser, requiresVerification: false },
      }),
    });
    const { user, onAuthSuccess } = setup('register');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onAuthSuccess).toHaveBeenCalledWith({ token: 'tok', user: sampleUser }));
  });

  it('after registering with verification on, switches to login with the e-mail filled in and offers a resend', async () => {
    const message = 'Registration successful! Please check your email to verify your account before logging in.';
    stubFetch({ 'POST /api/auth/register': () => ({ status: 201, body: { message, requiresVerification: true } }) });
    const { user, onAuthSuccess } = setup('register');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const msg = await screen.findByText(message);
    expect(msg.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeInTheDocument();
    expect(onAuthSuccess).not.toHaveBeenCalled();
  });

  it('reveals Resend Verification Email when the server requires verification, and resends', async () => {
    const calls = stubFetch({
      'POST /api/auth/login': () => ({
        status: 403,
        body: { message: 'Please verify your email before logging in.', requiresVerification: true },
      }),
      'POST /api/auth/resend-verification': () => ({ body: { message: 'A new verification email has been sent.' } }),
    });
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('A new verification email has been sent.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ key: 'POST /api/auth/resend-verification', body: { email: 'ada@example.com' } });
  });

  it('shows the resend network error', async () => {
    stubFetch({
      'POST /api/auth/login': () => ({ status: 403, body: { message: 'Verify first.', requiresVerification: true } }),
      'POST /api/auth/resend-verification': () => {
        throw new TypeError('offline');
      },
    });
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Network error during resend. Please try again.')).toBeInTheDocument();
  });

  it('shows the network error and the fallback message', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
  });

  it('switching mode clears the message, the verification state and the fields', async () => {
    stubFetch({
      'POST /api/auth/login': () => ({ status: 403, body: { message: 'Verify first.', requiresVerification: true } }),
    });
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByText('Verify first.');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.queryByText('Verify first.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });
});
