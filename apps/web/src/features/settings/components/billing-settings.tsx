// Billing & Subscription (spec §2, §4, §8): plan, status, period end and the Manage / View Pricing button.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CreditCard, ExternalLink } from 'lucide-react';
import { PLANS, formatPrice, isPlanId, type User } from '@cuemap/shared';
import { formatLongDate, formatSubscriptionStatus, formatTrialDaysLeft, trialDaysLeft } from '../../../lib/format';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { navigateExternal } from '../../../lib/external-navigation';
import { isSessionExpiry } from '../../../lib/session-expiry';
import { paths } from '../../../config/paths';
import { Alert, Badge, Button, Skeleton, useToast } from '../../../components/ui';
import { useCreateCustomerPortalSession } from '../api/account';
import { useRefreshedUser } from '../hooks/use-refreshed-user';
import { SETTINGS_TEXT as T } from '../messages';
import { SettingsSection } from './settings-layout';

/**
 * The subscription's status and a note on what happens next. Each fact is said once on the Billing
 * page (issue 24 item 9): a trial's end date is in its status, a period's end in its own row, so the
 * note names no date.
 */
export function describeSubscription(user: User): { status: string; note: string | null } {
  const sub = user.subscription;
  const end = sub.currentPeriodEnd ? formatLongDate(sub.currentPeriodEnd) : '';
  const status = sub.status === 'trialing' ? `Trialing${end ? ` (trial ends ${end})` : ''}` : formatSubscriptionStatus(sub.status || 'active');
  let note: string | null = null;
  if (sub.plan !== 'free' && sub.cancelAtPeriodEnd) {
    note =
      sub.status === 'trialing'
        ? 'Your subscription is set to cancel. You will revert to the Free plan when the trial ends.'
        : 'Your subscription is set to cancel. You will revert to the Free plan when this period ends.';
  } else if (sub.status === 'trialing') {
    note = `When the trial ends, it becomes a paid ${PLANS[sub.plan].name} subscription unless you cancel.`;
  }
  return { status, note };
}

export function BillingSettings() {
  const { user, loading, refreshFailed } = useRefreshedUser();
  const portal = useCreateCustomerPortalSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  if (!user) return <Alert tone="error">{T.loginForBilling}</Alert>;

  const plan = isPlanId(user.subscription?.plan) ? user.subscription.plan : 'free';
  const paidOrTrial = plan !== 'free' || user.subscription?.status === 'trialing';
  const { status, note } = describeSubscription(user);
  const periodEnd = user.subscription.currentPeriodEnd ? formatLongDate(user.subscription.currentPeriodEnd) : '';
  const daysLeft = trialDaysLeft(user.subscription);

  function subscribeFirst() {
    toast.error(T.subscribeFirst);
    void navigate(paths.pricing);
  }

  async function onManage() {
    if (!user?.paymentCustomerId) {
      subscribeFirst();
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { url } = await portal.mutateAsync();
      if (!url) throw new ApiError(200, T.portalFailed);
      navigateExternal(url);
    } catch (err) {
      // A 401 has already said its message and is logging out (lib/session-expiry.ts).
      if (isSessionExpiry(err)) return;
      // The server knows no payment customer (spec §6): the same 'subscribe first' path.
      if (err instanceof ApiError && err.status === 400) subscribeFirst();
      else setError(serverMessage(err, T.portalFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection title="Billing & Subscription" description="Your plan and how it renews.">
      {refreshFailed && (
        <Alert tone="error" className="mb-4">
          {T.subscriptionFetchFailed}
        </Alert>
      )}
      {loading ? (
        <Skeleton className="h-28" />
      ) : (
        <div className="rounded-xl border border-slate-200 p-5">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Current plan</p>
          <p className="mt-1 text-2xl font-semibold text-slate-900" data-testid="billing-plan">
            {PLANS[plan].name}
          </p>
          <p className="mt-1 text-sm text-slate-500">{formatPrice(PLANS[plan].price)} / month</p>
          <dl className="mt-4 grid gap-x-6 gap-y-3 border-t border-slate-100 pt-4 text-sm sm:grid-cols-3">
            <div className="min-w-0">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Status</dt>
              <dd className="mt-1" data-testid="billing-status">
                <Badge
                  tone={user.subscription.status === 'active' || user.subscription.status === 'trialing' ? 'success' : 'warning'}
                  className="max-w-full whitespace-normal"
                >
                  {status}
                </Badge>
              </dd>
            </div>
            {daysLeft !== null ? (
              <div>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Trial</dt>
                <dd className="mt-1 font-medium text-brand-700" data-testid="billing-trial-days-left">
                  {formatTrialDaysLeft(daysLeft)}
                </dd>
              </div>
            ) : (
              periodEnd && (
                <div>
                  <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                    {plan === 'free' ? 'Current period ends' : user.subscription.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}
                  </dt>
                  <dd className="mt-1 font-medium text-slate-900" data-testid="billing-period-end">
                    {periodEnd}
                  </dd>
                </div>
              )
            )}
            <div>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Cancels at period end</dt>
              <dd className="mt-1 font-medium text-slate-900" data-testid="billing-cancel-at-period-end">
                {user.subscription.cancelAtPeriodEnd ? 'Yes' : 'No'}
              </dd>
            </div>
          </dl>
          {note && <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{note}</p>}
        </div>
      )}

      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}

      <div className="mt-6">
        {paidOrTrial ? (
          <Button onClick={onManage} loading={busy} icon={<ExternalLink className="size-4" aria-hidden="true" />}>
            {T.manageSubscription}
          </Button>
        ) : (
          <Button onClick={() => void navigate(paths.pricing)} icon={<CreditCard className="size-4" aria-hidden="true" />}>
            {T.viewPricingPlans}
          </Button>
        )}
      </div>
    </SettingsSection>
  );
}
