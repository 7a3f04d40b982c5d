// Pricing (spec §2, §5, §6): three plan cards, click rules, checkout start and the back button variants.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { PRO_TRIAL_DAYS, isPlanId } from '@cuemap/shared';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/alert';
import { buttonStyles } from '../../../components/ui/button';
import { useChoosePlan } from '../hooks/use-choose-plan';
import { PlanCards } from './plan-choices';
import { COMPARISON_ID, PlanComparison } from './plan-comparison';
import { PRICING_TEXT as T } from '../messages';

export function PricingPage() {
  const location = useLocation();
  const choosePlan = useChoosePlan();
  const { session, error } = choosePlan;
  const chosen = (location.state as { tier?: unknown } | null)?.tier;
  const chosenTier = isPlanId(chosen) ? chosen : null;

  // Arriving at /pricing#compare (the landing page's link): the router does not scroll to a hash itself.
  useEffect(() => {
    if (location.hash !== `#${COMPARISON_ID}`) return;
    const el = document.getElementById(COMPARISON_ID);
    if (el) requestAnimationFrame(() => el.scrollIntoView({ block: 'start' }));
  }, [location.hash]);

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
              <Link to={paths.register} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
                {T.register}
              </Link>
            </>
          )}
        </div>

        <div className="mx-auto mt-8 max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Pricing</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-title">Pick the plan that fits how often you present</h1>
          <p className="mt-4 text-base text-slate-600">
            Start free. Try Pro free for {PRO_TRIAL_DAYS} days, cancel anytime. Upgrade to Elite when you want your own context in every AI prompt.
          </p>
        </div>

        {error && (
          <Alert tone="error" className="mx-auto mt-8 max-w-xl">
            {error}
          </Alert>
        )}

        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          <PlanCards choosePlan={choosePlan} headingLevel={2} highlightedTier={chosenTier ?? 'pro'} footnotes />
        </div>

        <p className="mt-8 text-center text-sm">
          <a href={`#${COMPARISON_ID}`} className="font-semibold text-brand-600 hover:underline">
            {T.compareLink}
          </a>
        </p>

        <PlanComparison />

        <p className="mt-12 flex items-center justify-center gap-2 text-center text-sm text-slate-500">
          <ShieldCheck className="size-4 text-emerald-600" aria-hidden="true" />
          Secure card checkout. Cancel or change plans anytime from Settings.
        </p>
      </div>
    </main>
  );
}
