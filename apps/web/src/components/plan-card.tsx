// A plan tile (name, price, tagline, feature list, action) shared by the landing and pricing pages.
import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { formatPrice, type PlanInfo } from '@cuemap/shared';
import { cx } from '../lib/class-names';
import { sharePeopleText } from '../lib/plan-text';

export interface PlanCardProps {
  plan: PlanInfo;
  highlighted?: boolean;
  /** Small ribbon text, e.g. 'Most popular' or 'Current plan'. */
  ribbon?: string;
  /** Extra line under the price, e.g. the trial offer. */
  priceNote?: string;
  action: ReactNode;
  footnote?: ReactNode;
  /** The plan name's heading level: 3 under a section heading (landing), 2 right under the page's h1. */
  headingLevel?: 2 | 3;
}

export function PlanCard({ plan, highlighted, ribbon, priceNote, action, footnote, headingLevel = 3 }: PlanCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      data-plan={plan.id}
      className={cx(
        'relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8',
        highlighted ? 'border-brand-500 shadow-card-hover ring-2 ring-brand-500/20' : 'border-slate-200 shadow-card',
      )}
    >
      {ribbon && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white shadow-sm">
          {ribbon}
        </span>
      )}
      <Heading className="text-lg font-semibold text-slate-900">{plan.name}</Heading>
      <p className="mt-1 min-h-10 text-sm text-slate-500">{plan.tagline}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{formatPrice(plan.price)}</span>
        <span className="text-sm font-medium text-slate-500">/month</span>
      </p>
      <p className="mt-1 h-5 text-sm font-medium text-brand-600">{priceNote}</p>
      <div className="mt-6">{action}</div>
      <ul className="mt-8 space-y-3 text-sm text-slate-700">
        {[...plan.features, sharePeopleText(plan)].map((f) => (
          <li key={f} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      {footnote && <div className="mt-6 border-t border-slate-100 pt-4 text-xs text-slate-500">{footnote}</div>}
    </div>
  );
}
