// Pricing (spec §2, §5, §6): three plan cards, click rules, checkout start and the back button variants.
import { Link, useLocation } from 'react-router';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { PLANS, PLAN_IDS, PRO_TRIAL_DAYS, isPlanId } from '@cuemap/shared';
import { paths } from '../../../config/paths';
import { Alert, Button, buttonStyles } from '../../../components/ui';
import { PlanCard } from '../../../components/plan-card';
import { useChoosePlan } from '../hooks/use-choose-plan';
import { PRICING_TEXT as T } from '../messages';

export function PricingPage() {
  const location = useLocation();
  const { session, plan, choose, actionLabel, busyTier, error, isDisabled } = useChoosePlan();
  const chosen = (location.state as { tier?: unknown } | null)?.tier;
  const chosenTier = isPlanId(chosen) ? chosen : null;

  return (
    <main className="flex-1 bg-gradient-to-b from-white via-brand-50/40 to-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <div className="flex flex-wrap items-center gap-2">
          {session ? (
            <Link to={paths.dashboard} className={buttonStyles({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {T.backToDashboard}
            </Link>
          ) : (
            <>
              <Link to={paths.auth} state={{ register: false }} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
                {T.logIn}
              </Link>
              <Link to={paths.auth} state={{ register: true }} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
                {T.register}
              </Link>
            </>
          )}
        </div>

        <div className="mx-auto mt-8 max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Pricing</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-title">
            Pick the plan that fits how often you present
          </h1>
          <p className="mt-4 text-base text-slate-600">
            Start free. Try Pro free for {PRO_TRIAL_DAYS} days, cancel anytime. Upgrade to Elite when you want your own
            context in every AI prompt.
          </p>
        </div>

        {error && (
          <Alert tone="error" className="mx-auto mt-8 max-w-xl">
            {error}
          </Alert>
        )}

        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          {PLAN_IDS.map((id) => {
            const p = PLANS[id];
            return (
              <PlanCard
                key={id}
                headingLevel={2}
                plan={p}
                highlighted={chosenTier ? chosenTier === id : id === 'pro'}
                ribbon={session && plan === id ? 'Current plan' : id === 'pro' ? 'Most popular' : undefined}
                priceNote={id === 'pro' ? `${PRO_TRIAL_DAYS}-day free trial, cancel anytime` : id === 'free' ? 'Free forever' : 'Billed monthly'}
                action={
                  <Button
                    fullWidth
                    size="lg"
                    variant={id === 'pro' ? 'primary' : id === 'elite' ? 'secondary' : 'outline'}
                    disabled={isDisabled(id)}
                    loading={busyTier === id}
                    onClick={() => choose(id)}
                    aria-label={`${actionLabel(id)} — ${p.name} plan`}
                  >
                    {actionLabel(id)}
                  </Button>
                }
                footnote={`${p.teleprompterGenerationsPerMonth} AI teleprompter scripts a month`}
              />
            );
          })}
        </div>

        <p className="mt-12 flex items-center justify-center gap-2 text-center text-sm text-slate-500">
          <ShieldCheck className="size-4 text-emerald-600" aria-hidden="true" />
          Secure card checkout. Cancel or change plans anytime from Settings.
        </p>
      </div>
    </main>
  );
}
