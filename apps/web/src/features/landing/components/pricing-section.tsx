// Landing pricing (#pricing): the plan cards passed in, and a link to the full pricing page.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRO_TRIAL_DAYS } from '@cuemap/shared';
import { paths } from '../../../config/paths';

export function PricingSection({ plans }: { plans: ReactNode }) {
  return (
    <section id="pricing" className="bg-gradient-to-b from-slate-50 to-brand-50/50 py-24" aria-labelledby="pricing-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Pricing</p>
          <h2 id="pricing-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-title">
            Simple plans. Start free.
          </h2>
          <p className="mt-4 text-lg text-slate-600">Try Pro free for {PRO_TRIAL_DAYS} days — cancel anytime. No credit card needed for the Free plan.</p>
        </div>
        <div className="mx-auto mt-16 grid max-w-5xl gap-6 lg:grid-cols-3">{plans}</div>
        <p className="mt-10 text-center text-sm text-slate-500">
          Remote, Rehearse, Fit to time, Follow my voice, History, AI allowances, formats:{' '}
          <Link to={paths.pricingComparison} className="font-semibold text-brand-600 hover:underline">
            compare every feature by plan
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
