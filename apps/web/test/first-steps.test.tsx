// Issue 24 item 9, first steps: the verification pages say where they go (and go there), the footers
// carry today's year, and the pricing page compares every feature per plan from the shared plans.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FEATURES_IN_EVERY_PLAN, FORMAT_LABELS, PLANS } from '@cuemap/shared';
import { sessionStore } from '../src/lib/session';
import { VerifyEmailScreen } from '../src/features/verify-email/components/verify-email-screen';
import { EmailVerifiedScreen } from '../src/features/verify-email/components/email-verified-screen';
import { LandingFooter } from '../src/features/landing/components/landing-footer';
import { PricingSection } from '../src/features/landing/components/pricing-section';
import { PricingPage } from '../src/features/pricing/components/pricing-page';
import { Navbar } from '../src/components/layout/navbar';
import { renderRoute, sampleUser, stubFetch } from './render';

afterEach(() => {
  sessionStore.clear();
  vi.useRealTimers();
});

describe('/verify-email says what happens next, and does it', () => {
  async function verifyThenWait() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch({ 'GET /api/auth/verify-email': () => ({ body: { message: 'Email verified successfully! You can now log in.' } }) });
    const view = renderRoute(<VerifyEmailScreen loginPath="/login" dashboardPath="/dashboard" />, {
      path: '/verify-email',
      initialEntries: ['/verify-email?token=abc'],
    });
    await screen.findByRole('status');
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('Verifying'));
    return view;
  }

  it('signed out: promises the login page and goes there', async () => {
    const { router } = await verifyThenWait();
    expect(screen.getByRole('status')).toHaveTextContent('Email verified successfully! You can now log in.');
    expect(screen.getByText('Redirecting you to the login page in 3 seconds...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in now' })).toHaveAttribute('href', '/login');
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('signed in: says the dashboard follows (never "login page") and goes there', async () => {
    sessionStore.set({ token: 'tok', user: sampleUser });
    const { router } = await verifyThenWait();
    expect(screen.getByRole('status')).toHaveTextContent('Email verified successfully!');
    expect(screen.getByRole('status')).not.toHaveTextContent('log in');
    expect(screen.getByText('Taking you to your dashboard in 3 seconds...')).toBeInTheDocument();
    expect(screen.queryByText(/login page/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('/email-verified', () => {
  it('offers Log In when signed out, and the dashboard when signed in', () => {
    const { unmount } = renderRoute(<EmailVerifiedScreen authPath="/auth" />, { path: '/email-verified', initialEntries: ['/email-verified?status=success'] });
    expect(screen.getByRole('status')).toHaveTextContent('You can now log in.');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
    unmount();
    sessionStore.set({ token: 'tok', user: sampleUser });
    renderRoute(<EmailVerifiedScreen authPath="/auth" />, { path: '/email-verified', initialEntries: ['/email-verified?status=success'] });
    expect(screen.getByRole('status')).toHaveTextContent('You are signed in.');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('footer year', () => {
  it("is today's year, not a fixed one", () => {
    vi.useFakeTimers({ now: new Date('2031-06-01T12:00:00Z'), toFake: ['Date'] });
    renderRoute(<LandingFooter />);
    expect(screen.getByText('© 2031 Cuemap. All rights reserved.')).toBeInTheDocument();
  });
});

describe('pricing comparison', () => {
  it('is a table with a column per plan and a row per feature, read from the shared plans', () => {
    renderRoute(<PricingPage />, { path: '/pricing' });
    const table = screen.getByRole('table', { name: 'Features of the Free, Pro and Elite plans' });
    const columns = within(table.querySelector('thead')!)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(columns).toEqual(['Feature', 'Free', 'Pro', 'Elite']);
    const cellsOf = (feature: string | RegExp) => {
      const row = within(table).getByRole('rowheader', { name: feature }).closest('tr')!;
      return within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    };
    expect(cellsOf('Scripts')).toEqual([`Up to ${PLANS.free.scriptLimit}`, 'Unlimited', 'Unlimited']);
    expect(cellsOf('AI teleprompter scripts a month')).toEqual(['25', '100', '500']);
    expect(cellsOf('Fit to time and Rewrite with AI')).toEqual(['Not included', 'Included', 'Included']);
    expect(cellsOf('Your own context in AI prompts')).toEqual(['Not included', 'Not included', 'Included']);
    expect(cellsOf('Free trial')).toEqual(['Not included', '7 days', 'Not included']);
    expect(cellsOf(/^History retention/)[0]).toBe('The 20 newest');
    for (const feature of FEATURES_IN_EVERY_PLAN) expect(cellsOf(feature)).toEqual(['Included', 'Included', 'Included']);
    expect(within(table).getByRole('rowheader', { name: /^Import/ })).toHaveTextContent(FORMAT_LABELS.xmind);
    // Its own scroll box: on a phone the table scrolls there, not the page.
    expect(table.parentElement).toHaveClass('overflow-x-auto');
    expect(screen.getByRole('link', { name: 'Compare every feature by plan' })).toHaveAttribute('href', '#compare');
  });

  it('the landing page links to it', () => {
    renderRoute(<PricingSection plans={null} />);
    expect(screen.getByRole('link', { name: 'compare every feature by plan' })).toHaveAttribute('href', '/pricing#compare');
  });
});

describe('trial days left', () => {
  it('show beside the plan badge in the navigation bar while trialing, and not otherwise', () => {
    vi.useFakeTimers({ now: new Date('2030-03-03T09:00:00.000Z'), toFake: ['Date'] });
    const trial = {
      ...sampleUser,
      subscription: { plan: 'pro' as const, status: 'trialing', currentPeriodEnd: '2030-03-05T00:00:00.000Z', cancelAtPeriodEnd: false },
    };
    sessionStore.set({ token: 'tok', user: trial });
    const { unmount } = renderRoute(<Navbar />, { path: '/dashboard' });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByText('Pro')).toBeInTheDocument();
    expect(within(main).getByTestId('trial-days-left')).toHaveTextContent('Trial: 2 days left');
    unmount();
    sessionStore.set({ token: 'tok', user: { ...trial, subscription: { ...trial.subscription, status: 'active' } } });
    renderRoute(<Navbar />, { path: '/dashboard' });
    expect(screen.queryByTestId('trial-days-left')).not.toBeInTheDocument();
  });
});
