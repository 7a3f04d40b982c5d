// Built-in test-mode checkout (/checkout/test?session=…): the stand-in for Stripe Checkout when no keys
// are configured. Confirm and Cancel leave exactly as Stripe would: to /dashboard?checkout=success or /pricing.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarClock, Check, CreditCard, Lock } from 'lucide-react';
import { PLANS, formatPrice, type TestCheckout } from '@cuemap/shared';
import { formatLongDate } from '../../../lib/format';
import { ApiError } from '../../../lib/api-client';
import { navigateExternal } from '../../../lib/external-navigation';
import { useSession } from '../../../lib/session';
import { Alert, Button, Card, Spinner, buttonStyles } from '../../../components/ui';
import { useTestCheckout } from '../api/get-test-checkout';
import { confirmTestCheckout } from '../api/confirm-test-checkout';
import { cancelTestCheckout } from '../api/cancel-test-checkout';
import { BILLING_TEXT as T } from '../messages';
import { TestModeBanner } from './test-mode-banner';

const DAY_MS = 86_400_000;

function Summary({ checkout }: { checkout: TestCheckout }) {
  const plan = PLANS[checkout.tier];
  const trialEnd = formatLongDate(Date.now() + checkout.trialDays * DAY_MS);
  return (
    <>
      <p className="text-sm font-medium text-slate-500">{checkout.isPlanChange ? 'Change plan to' : checkout.trialDays > 0 ? 'Try' : 'Subscribe to'}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">Cuemap {checkout.planName}</h1>
      {checkout.trialDays > 0 ? (
        <>
          <p className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{checkout.trialDays} days free</p>
          <p className="mt-1 text-sm text-slate-600">
            Then {formatPrice(checkout.price)} per month starting {trialEnd}
          </p>
        </>
      ) : (
        <p className="mt-4 flex items-baseline gap-1">
          <span className="text-3xl font-bold tracking-tight text-slate-900">{formatPrice(checkout.price)}</span>
          <span className="text-sm font-medium text-slate-500">per month</span>
        </p>
      )}

      <ul className="mt-6 space-y-2 text-sm text-slate-700">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>

      <dl className="mt-6 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-slate-600">{plan.name} plan</dt>
          <dd className="font-medium text-slate-900">{formatPrice(checkout.price)} / month</dd>
        </div>
        {checkout.trialDays > 0 && (
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <dt className="flex items-center gap-2 whitespace-nowrap text-slate-600">
              <CalendarClock className="size-4" aria-hidden="true" />
              Free trial
            </dt>
            <dd className="font-medium text-slate-900">
              {checkout.trialDays} days, ends {trialEnd}
            </dd>
          </div>
        )}
        {checkout.isPlanChange && <div className="px-4 py-3 text-slate-600">Your current subscription changes to {plan.name} right away.</div>}
        <div className="flex items-center justify-between gap-4 bg-slate-50 px-4 py-3">
          <dt className="font-semibold text-slate-900">Due today</dt>
          <dd className="font-semibold text-slate-900">{checkout.trialDays > 0 ? '$0.00' : formatPrice(checkout.price)}</dd>
        </div>
      </dl>
    </>
  );
}

export function TestCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const session = useSession();
  const checkout = useTestCheckout(sessionId);
  const [busy, setBusy] = useState<'confirm' | 'cancel' | null>(null);
  const [error, setError] = useState('');

  async function leave(kind: 'confirm' | 'cancel') {
    if (!sessionId) return;
    setBusy(kind);
    setError('');
    try {
      const { url } = kind === 'confirm' ? await confirmTestCheckout(sessionId) : await cancelTestCheckout(sessionId);
      navigateExternal(url);
    } catch (err) {
      setError(err instanceof ApiError && err.data.message ? err.message : T.checkoutFailed);
      setBusy(null);
    }
  }

  const loadError = !sessionId ? T.noSession : checkout.error ? (checkout.error instanceof ApiError ? checkout.error.message : T.checkoutFailed) : '';
  const data = checkout.data;
  const confirmLabel = data?.isPlanChange ? T.confirmChange : data && data.trialDays > 0 ? T.confirmTrial : T.confirmSubscribe;

  return (
    <main className="flex-1 bg-slate-50">
      <div className="mx-auto w-full max-w-xl px-4 py-8 sm:px-6 sm:py-12">
        <TestModeBanner note={T.testModeCheckoutNote} />

        <Card padding="none" className="mt-6 overflow-hidden">
          <div className="p-5 sm:p-8">
            {loadError ? (
              <div className="space-y-4">
                <Alert tone="error">{loadError}</Alert>
                <Link to="/pricing" className={buttonStyles({ variant: 'outline' })}>
                  {T.backToPricing}
                </Link>
              </div>
            ) : !data ? (
              <div className="flex items-center justify-center gap-3 py-16 text-slate-600">
                <Spinner />
                {T.checkoutLoading}
              </div>
            ) : (
              <>
                <Summary checkout={data} />
                <div className="mt-6 flex items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
                  <CreditCard className="size-4 shrink-0" aria-hidden="true" />
                  <span>
                    Payment method: <span className="font-medium text-slate-900">none needed in test mode</span>
                  </span>
                </div>
                {session?.user.email && (
                  <p className="mt-3 text-sm text-slate-500">
                    Subscribing as <span className="font-medium text-slate-700">{session.user.email}</span>
                  </p>
                )}
                {error && (
                  <Alert tone="error" className="mt-4">
                    {error}
                  </Alert>
                )}
                <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                  <Button variant="ghost" size="lg" onClick={() => void leave('cancel')} loading={busy === 'cancel'} disabled={busy !== null}>
                    {T.cancelCheckout}
                  </Button>
                  <Button
                    size="lg"
                    onClick={() => void leave('confirm')}
                    loading={busy === 'confirm'}
                    disabled={busy !== null}
                    icon={<Lock className="size-4" aria-hidden="true" />}
                  >
                    {confirmLabel}
                  </Button>
                </div>
              </>
            )}
          </div>
        </Card>
        <p className="mt-4 text-center text-xs text-slate-500">
          With Stripe keys configured this step is Stripe Checkout. Cancel anytime from Settings → Billing.
        </p>
      </div>
    </main>
  );
}
