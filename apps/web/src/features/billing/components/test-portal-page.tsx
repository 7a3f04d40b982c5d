// Built-in test-mode customer portal (/billing/portal/test): the stand-in for Stripe's portal when no keys
// are configured. Switch plan, cancel at period end, resume, and a test clock that ends the period now.
import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Clock, RotateCcw, XCircle } from 'lucide-react';
import { PAID_TIERS, PLANS, formatPrice, isPlanId, type PaidTier, type User } from '@cuemap/shared';
import { ApiError } from '../../../lib/api-client';
import { formatLongDate, formatSubscriptionStatus } from '../../../lib/format';
import { refreshSession } from '../../../lib/auth';
import { currentUserQueryKey, useCurrentUser } from '../../../lib/current-user';
import { useSession } from '../../../lib/session';
import { Alert, Badge, Button, Card, Modal, Skeleton, buttonStyles, useToast } from '../../../components/ui';
import { runPortalAction, type PortalAction } from '../api/test-portal';
import { BILLING_TEXT as T } from '../messages';
import { TestModeBanner } from './test-mode-banner';

const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

function hasLiveSubscription(user: User) {
  return user.subscription.plan !== 'free' && LIVE_STATUSES.has(user.subscription.status);
}

function statusText(user: User) {
  const sub = user.subscription;
  if (sub.status === 'trialing' && sub.currentPeriodEnd) return `Trialing (trial ends ${formatLongDate(sub.currentPeriodEnd)})`;
  return formatSubscriptionStatus(sub.status || 'active');
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function TestPortalPage() {
  const session = useSession();
  const me = useCurrentUser(!!session);
  const user = me.data ?? session?.user;
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);

  async function run(action: PortalAction, done: string) {
    setBusy(action.kind === 'switch-plan' ? `switch-${action.tier}` : action.kind);
    setError('');
    try {
      await runPortalAction(action);
      const fresh = await refreshSession();
      queryClient.setQueryData(currentUserQueryKey, fresh);
      toast.success(done);
    } catch (err) {
      setError(err instanceof ApiError && err.data.message ? err.message : T.actionFailed);
    } finally {
      setBusy(null);
      setConfirmCancel(false);
    }
  }

  const sub = user?.subscription;
  const plan = isPlanId(sub?.plan) ? sub.plan : 'free';
  const live = user ? hasLiveSubscription(user) : false;
  const end = sub?.currentPeriodEnd ? formatLongDate(sub.currentPeriodEnd) : null;

  return (
    <main className="flex-1 bg-slate-50">
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <Link to="/settings/billing" className={buttonStyles({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {T.returnToApp}
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{T.portalTitle}</h1>
        {user && <p className="mt-1.5 text-sm text-slate-500">{user.email}</p>}

        <div className="mt-6">
          <TestModeBanner note={T.testModePortalNote} />
        </div>

        {me.isError && !user && (
          <Alert tone="error" className="mt-6">
            {T.subscriptionFetchFailed}
          </Alert>
        )}
        {error && (
          <Alert tone="error" className="mt-6">
            {error}
          </Alert>
        )}

        {!user ? (
          <Skeleton className="mt-6 h-48" />
        ) : (
          <>
            <Card className="mt-6">
              <h2 id="portal-current" className="text-base font-semibold text-slate-900">
                Current subscription
              </h2>
              <dl className="mt-2 divide-y divide-slate-100">
                <Row label="Plan">
                  {PLANS[plan].name} · {formatPrice(PLANS[plan].price)} / month
                </Row>
                <Row label="Status">
                  <Badge tone={sub?.status === 'active' || sub?.status === 'trialing' ? 'success' : 'warning'}>{statusText(user)}</Badge>
                </Row>
                <Row label={sub?.status === 'trialing' ? 'Trial ends' : 'Current period ends'}>{end ?? '—'}</Row>
                <Row label="Cancels at period end">{sub?.cancelAtPeriodEnd ? `Yes, on ${end ?? 'the period end'}` : 'No'}</Row>
              </dl>
            </Card>

            {!live ? (
              <Card className="mt-6">
                <p className="text-sm text-slate-700">{T.noSubscription}</p>
                <Link to="/pricing" className={buttonStyles({ className: 'mt-4' })}>
                  {T.viewPricingPlans}
                </Link>
              </Card>
            ) : (
              <>
                <Card className="mt-6">
                  <h2 id="portal-plans" className="text-base font-semibold text-slate-900">
                    Change plan
                  </h2>
                  <div className="mt-4 grid gap-4 sm:grid-cols-2">
                    {PAID_TIERS.map((tier: PaidTier) => {
                      const current = plan === tier;
                      return (
                        <div key={tier} className={`flex flex-col rounded-lg border p-4 ${current ? 'border-brand-500 bg-brand-50/50' : 'border-slate-200'}`}>
                          <p className="flex items-center justify-between gap-2 font-semibold text-slate-900">
                            {PLANS[tier].name}
                            {current && <Badge tone="brand">Current plan</Badge>}
                          </p>
                          <p className="mt-1 text-sm text-slate-600">{formatPrice(PLANS[tier].price)} / month</p>
                          <p className="mt-1 flex-1 text-xs text-slate-500">{PLANS[tier].tagline}</p>
                          <Button
                            className="mt-4"
                            variant={current ? 'outline' : 'primary'}
                            disabled={current || busy !== null}
                            loading={busy === `switch-${tier}`}
                            onClick={() => void run({ kind: 'switch-plan', tier }, T.switched(tier))}
                          >
                            {current ? 'Current plan' : T.switchTo(tier)}
                          </Button>
                        </div>
                      );
                    })}
                  </div>
                </Card>

                <Card className="mt-6">
                  <h2 id="portal-cancel" className="text-base font-semibold text-slate-900">
                    {sub?.cancelAtPeriodEnd ? 'Scheduled cancellation' : 'Cancel subscription'}
                  </h2>
                  {sub?.cancelAtPeriodEnd ? (
                    <>
                      <p className="mt-2 text-sm text-slate-600">
                        Your {PLANS[plan].name} plan ends on {end}; you then move to the Free plan. Resume to keep it.
                      </p>
                      <Button
                        className="mt-4"
                        variant="outline"
                        icon={<RotateCcw className="size-4" aria-hidden="true" />}
                        loading={busy === 'resume'}
                        disabled={busy !== null}
                        onClick={() => void run({ kind: 'resume' }, T.resumed)}
                      >
                        {T.resume}
                      </Button>
                    </>
                  ) : (
                    <>
                      <p className="mt-2 text-sm text-slate-600">
                        You keep {PLANS[plan].name} until {end}, then move to the Free plan. Your scripts stay yours.
                      </p>
                      <Button
                        className="mt-4"
                        variant="outline"
                        icon={<XCircle className="size-4" aria-hidden="true" />}
                        disabled={busy !== null}
                        onClick={() => setConfirmCancel(true)}
                      >
                        {T.cancelAtPeriodEnd}
                      </Button>
                    </>
                  )}
                </Card>

                <section aria-labelledby="portal-clock" className="mt-6 rounded-xl border-2 border-dashed border-amber-300 bg-amber-50/60 p-5 sm:p-6">
                  <h2 id="portal-clock" className="flex items-center gap-2 text-base font-semibold text-amber-900">
                    <Clock className="size-4" aria-hidden="true" />
                    Test clock
                  </h2>
                  <p className="mt-2 text-sm text-amber-900/80">
                    Simulates the passing of time: a trial converts to paid, a scheduled cancellation takes effect, otherwise the period renews.
                  </p>
                  <Button
                    className="mt-4"
                    variant="secondary"
                    loading={busy === 'end-period'}
                    disabled={busy !== null}
                    onClick={() => void run({ kind: 'end-period' }, T.periodEnded)}
                  >
                    {T.endPeriod}
                  </Button>
                </section>
              </>
            )}
          </>
        )}
      </div>

      <Modal
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title={T.cancelConfirmTitle}
        description={`You keep ${PLANS[plan].name} until ${end ?? 'the end of the period'}, then move to the Free plan.`}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmCancel(false)}>
              {T.keepSubscription}
            </Button>
            <Button variant="danger" loading={busy === 'cancel'} onClick={() => void run({ kind: 'cancel' }, T.cancelled)}>
              {T.cancelConfirm}
            </Button>
          </>
        }
      />
    </main>
  );
}
