// Pricing click rules (spec §5, §6, §8), the test-mode checkout and portal pages, and Settings → Billing (§4).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@cuemap/shared';
import { sessionStore } from '../src/lib/session';
import { navigateExternal } from '../src/lib/external-navigation';
import { PricingPage } from '../src/features/pricing/components/pricing-page';
// The landing page as the app composes it (its plan cards come from the pricing feature).
import { Component as LandingRoute } from '../src/app/routes/landing';
import { TestCheckoutPage } from '../src/features/billing/components/test-checkout-page';
import { TestPortalPage } from '../src/features/billing/components/test-portal-page';
import { BillingSettings } from '../src/features/settings/components/billing-settings';
import { renderRoute, sampleUser, stubFetch } from './render';

vi.mock('../src/lib/external-navigation', () => ({ navigateExternal: vi.fn() }));
const navigated = vi.mocked(navigateExternal);

beforeEach(() => navigated.mockReset());
afterEach(() => sessionStore.clear());

type Sub = { plan: 'free' | 'pro' | 'elite'; status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean };
const userWith = (subscription: Partial<Sub>, extra: Partial<User> = {}): User => ({
  ...sampleUser,
  subscription: { ...sampleUser.subscription, ...subscription },
  ...extra,
});
const signIn = (user: User = sampleUser) => sessionStore.set({ token: 'tok', user });
const planButton = (name: RegExp) => screen.getByRole('button', { name });

function renderPage(page: 'pricing' | 'landing') {
  return renderRoute(page === 'pricing' ? <PricingPage /> : <LandingRoute />, {
    path: page === 'pricing' ? '/pricing' : '/',
    extraRoutes: [
      { path: '/auth', element: <p>auth screen</p> },
      { path: '/dashboard', element: <p>dashboard screen</p> },
    ],
  });
}

// The landing page's pricing cards follow exactly the pricing page's rules (one hook).
describe.each(['pricing', 'landing'] as const)('plan clicks on the %s page', (page) => {
  const renderPricing = () => renderPage(page);

  it('anonymous: a message and /auth with the chosen tier', async () => {
    const { router } = renderPricing();
    await userEvent.click(planButton(/Elite plan/));
    expect(await screen.findByText('Please log in or register to subscribe to the Elite plan.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toMatchObject({ redirectToPricingTier: 'elite' });
  });

  it('anonymous Free: the start-creating message', async () => {
    const { router } = renderPricing();
    await userEvent.click(planButton(/Free plan/));
    expect(await screen.findByText('Please log in or register to start creating')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ redirectToPricingTier: 'free' });
  });

  it('Free goes to the dashboard', async () => {
    signIn();
    const { router } = renderPricing();
    await userEvent.click(planButton(/Free plan/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('Pro and Elite create a checkout session and navigate to its URL', async () => {
    signIn();
    const calls = stubFetch({ 'POST /api/billing/create-checkout-session': () => ({ body: { url: 'http://x.test/checkout/test?session=cs_1' } }) });
    renderPricing();
    await userEvent.click(planButton(/Free Trial — Pro plan/));
    await waitFor(() => expect(navigated).toHaveBeenCalledWith('http://x.test/checkout/test?session=cs_1'));
    await userEvent.click(planButton(/Elite plan/));
    await waitFor(() => expect(navigated).toHaveBeenCalledTimes(2));
    expect(calls.map((c) => c.body)).toEqual([{ tier: 'pro' }, { tier: 'elite' }]);
  });

  it('Pro is disabled once the trial is claimed, or for Pro users; Elite stays available', () => {
    signIn(userWith({}, { freeTrialClaimed: true }));
    const { unmount } = renderPricing();
    expect(planButton(/Trial Already Claimed — Pro plan/)).toBeDisabled();
    expect(planButton(/Elite plan/)).toBeEnabled();
    unmount();
    signIn(userWith({ plan: 'pro', status: 'active' }));
    renderPricing();
    expect(planButton(/Current Plan — Pro plan/)).toBeDisabled();
    expect(planButton(/Upgrade to Elite — Elite plan/)).toBeEnabled();
  });

  it.each([
    [
      { status: 403, body: { message: 'You have already claimed your free trial. Please subscribe to a paid plan or contact support.' } },
      /Elite/,
      'You have already claimed your free trial. Please subscribe to a paid plan or contact support.',
    ],
    [{ status: 200, body: {} }, /Elite/, 'Failed to create checkout session.'],
    [{ status: 500, body: {} }, /Free Trial — Pro/, 'Could not start free trial. Please try again.'],
    [{ status: 500, body: {} }, /Elite plan/, 'Could not start checkout process. Please try again.'],
  ])('shows the §8 message for %j', async (answer, button, message) => {
    signIn();
    stubFetch({ 'POST /api/billing/create-checkout-session': () => answer });
    renderPricing();
    await userEvent.click(planButton(button));
    // Inline and as a toast.
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain(message);
    expect(navigated).not.toHaveBeenCalled();
  });

  it('network failure: Failed to initiate checkout.', async () => {
    signIn();
    globalThis.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    renderPricing();
    await userEvent.click(planButton(/Elite plan/));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain('Failed to initiate checkout.');
  });
});

const checkout = {
  id: 'cs_test_1',
  tier: 'pro',
  planName: 'Pro',
  price: 8.99,
  trialDays: 7,
  isPlanChange: false,
  expiresAt: '2030-01-01T00:00:00.000Z',
  testMode: true,
  notice: 'Test mode — no card is charged',
};

describe('test-mode checkout page', () => {
  it('shows the test-mode marker, plan, price and trial; Confirm leaves for the success URL', async () => {
    signIn();
    const calls = stubFetch({
      'GET /api/billing/test/checkout/cs_test_1': () => ({ body: checkout }),
      'POST /api/billing/test/checkout/cs_test_1/confirm': () => ({ body: { url: 'http://x.test/dashboard?checkout=success' } }),
    });
    renderRoute(<TestCheckoutPage />, { path: '/checkout/test', initialEntries: ['/checkout/test?session=cs_test_1'] });
    expect(screen.getByRole('note', { name: 'Test mode — no card is charged' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cuemap Pro' })).toBeInTheDocument();
    expect(screen.getByText('7 days free')).toBeInTheDocument();
    expect(screen.getByText(/Then \$8\.99 per month starting/)).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(navigated).toHaveBeenCalledWith('http://x.test/dashboard?checkout=success'));
    expect(calls.map((c) => c.key)).toContain('POST /api/billing/test/checkout/cs_test_1/confirm');
  });

  it('Cancel leaves for the cancel URL', async () => {
    signIn();
    stubFetch({
      'GET /api/billing/test/checkout/cs_test_1': () => ({ body: { ...checkout, tier: 'elite', planName: 'Elite', price: 14.99, trialDays: 0 } }),
      'POST /api/billing/test/checkout/cs_test_1/cancel': () => ({ body: { url: 'http://x.test/pricing' } }),
    });
    renderRoute(<TestCheckoutPage />, { path: '/checkout/test', initialEntries: ['/checkout/test?session=cs_test_1'] });
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(navigated).toHaveBeenCalledWith('http://x.test/pricing'));
  });

  it('an unknown session shows the server message and a way back to pricing', async () => {
    signIn();
    stubFetch({ 'GET /api/billing/test/checkout/nope': () => ({ status: 404, body: { message: 'This checkout session has expired.' } }) });
    renderRoute(<TestCheckoutPage />, { path: '/checkout/test', initialEntries: ['/checkout/test?session=nope'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout session has expired.');
    expect(screen.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute('href', '/pricing');
  });
});

describe('test-mode portal page', () => {
  it('shows the subscription and runs switch, cancel (confirmed), resume and the test clock', async () => {
    let user = userWith(
      { plan: 'pro', status: 'trialing', currentPeriodEnd: '2030-01-08T00:00:00.000Z' },
      { paymentCustomerId: 'cus_test_1', freeTrialClaimed: true },
    );
    signIn(user);
    const set = (sub: Partial<Sub>) => {
      user = userWith({ ...user.subscription, ...sub }, { paymentCustomerId: 'cus_test_1', freeTrialClaimed: true });
      return { body: { subscription: user.subscription } };
    };
    const calls = stubFetch({
      'GET /api/auth/me': () => ({ body: { user } }),
      'POST /api/billing/test/portal/switch-plan': () => set({ plan: 'elite', status: 'active', currentPeriodEnd: '2030-02-01T00:00:00.000Z' }),
      'POST /api/billing/test/portal/cancel': () => set({ cancelAtPeriodEnd: true }),
      'POST /api/billing/test/portal/resume': () => set({ cancelAtPeriodEnd: false }),
      'POST /api/billing/test/portal/end-period': () => set({ plan: 'free', status: 'canceled', currentPeriodEnd: null, cancelAtPeriodEnd: false }),
    });
    renderRoute(<TestPortalPage />, { path: '/billing/portal/test' });
    expect(screen.getByRole('note', { name: 'Test mode — no card is charged' })).toBeInTheDocument();
    expect(await screen.findByText('Trialing (trial ends January 8, 2030)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Switch to Elite' }));
    expect(await screen.findByText('Your plan is now Elite.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/billing/test/portal/switch-plan')?.body).toEqual({ tier: 'elite' });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Yes, on February 1, 2030')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel at period end' })).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'End current period now (test clock)' }));
    expect(await screen.findByText('You have no active subscription.')).toBeInTheDocument();
  });
});

describe('Settings → Billing', () => {
  it('shows status, period end and cancel-at-period-end as §4 says', async () => {
    const user = userWith(
      { plan: 'elite', status: 'active', currentPeriodEnd: '2030-03-05T00:00:00.000Z', cancelAtPeriodEnd: true },
      { paymentCustomerId: 'cus_1' },
    );
    signIn(user);
    stubFetch({ 'GET /api/auth/me': () => ({ body: { user } }) });
    renderRoute(<BillingSettings />);
    expect(await screen.findByTestId('billing-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('billing-period-end')).toHaveTextContent('March 5, 2030');
    expect(screen.getByTestId('billing-cancel-at-period-end')).toHaveTextContent('Yes');
    expect(screen.getByText('Ends on')).toBeInTheDocument();
    expect(screen.getByText('Your subscription is set to cancel. You will revert to the Free plan when this period ends.')).toBeInTheDocument();
    // Each fact once (issue 24 item 9): the plan's name, the period's end date.
    const card = screen.getByTestId('billing-status').closest('div.rounded-xl')!;
    expect(card.textContent!.match(/Elite/g)).toHaveLength(1);
    expect(card.textContent!.match(/March 5, 2030/g)).toHaveLength(1);
  });

  it('a trial: the plan once, its end date once, and the days left (issue 24 item 9)', async () => {
    vi.useFakeTimers({ now: new Date('2030-03-01T12:00:00.000Z'), toFake: ['Date'] });
    const user = userWith(
      { plan: 'pro', status: 'trialing', currentPeriodEnd: '2030-03-05T00:00:00.000Z' },
      { paymentCustomerId: 'cus_1', freeTrialClaimed: true },
    );
    signIn(user);
    stubFetch({ 'GET /api/auth/me': () => ({ body: { user } }) });
    renderRoute(<BillingSettings />);
    expect(await screen.findByTestId('billing-status')).toHaveTextContent('Trialing (trial ends March 5, 2030)');
    expect(screen.getByTestId('billing-trial-days-left')).toHaveTextContent('4 days left in your trial');
    expect(screen.queryByTestId('billing-period-end')).not.toBeInTheDocument();
    const card = screen.getByTestId('billing-status').closest('div.rounded-xl')!;
    expect(card.textContent!.match(/March 5, 2030/g)).toHaveLength(1);
    expect(card.textContent).not.toMatch(/Pro\s*Pro/);
    expect(screen.getByTestId('billing-plan')).toHaveTextContent(/^Pro$/);
    vi.useRealTimers();
  });

  it('Manage Subscription opens the portal URL', async () => {
    const user = userWith({ plan: 'pro', status: 'trialing', currentPeriodEnd: '2030-03-05T00:00:00.000Z' }, { paymentCustomerId: 'cus_1' });
    signIn(user);
    stubFetch({
      'GET /api/auth/me': () => ({ body: { user } }),
      'POST /api/billing/create-customer-portal-session': () => ({ body: { url: 'http://x.test/billing/portal/test' } }),
    });
    renderRoute(<BillingSettings />);
    expect(await screen.findByTestId('billing-status')).toHaveTextContent('Trialing (trial ends March 5, 2030)');
    expect(screen.getByTestId('billing-cancel-at-period-end')).toHaveTextContent('No');
    await userEvent.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    await waitFor(() => expect(navigated).toHaveBeenCalledWith('http://x.test/billing/portal/test'));
  });

  it('without a payment customer: the subscribe-first message and /pricing', async () => {
    const user = userWith({ plan: 'pro', status: 'active' }, { paymentCustomerId: null });
    signIn(user);
    stubFetch({ 'GET /api/auth/me': () => ({ body: { user } }) });
    const { router } = renderRoute(<BillingSettings />, { extraRoutes: [{ path: '/pricing', element: <p>pricing screen</p> }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    expect(await screen.findByText('You need an active subscription to manage billing. Please subscribe to a plan first.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
    expect(navigated).not.toHaveBeenCalled();
  });
});
