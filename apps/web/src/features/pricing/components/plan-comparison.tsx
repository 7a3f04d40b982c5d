// Every feature per plan as a real table (column and row headers for screen readers). On a narrow
// screen the table scrolls inside its own box, with the feature column kept in view; the page never
// scrolls sideways.
import { Check, Minus } from 'lucide-react';
import { PLANS, PLAN_IDS } from '@cuemap/shared';
import { paths } from '../../../config/paths';
import { PLAN_COMPARISON, type ComparisonCell } from '../utils/plan-comparison';

/** The table's anchor: paths.pricingComparison links here (the landing page, this page's own link). */
export const COMPARISON_ID = paths.pricingComparison.split('#')[1]!;

function Cell({ value }: { value: ComparisonCell }) {
  if (value === true)
    return (
      <>
        <Check className="mx-auto size-5 text-brand-600" aria-hidden="true" />
        <span className="sr-only">Included</span>
      </>
    );
  if (value === false)
    return (
      <>
        <Minus className="mx-auto size-5 text-slate-300" aria-hidden="true" />
        <span className="sr-only">Not included</span>
      </>
    );
  return <span className="text-slate-800">{value}</span>;
}

/** The feature column stays in view while the plans scroll under it (narrow on a phone, a hairline at its edge). */
const STICKY = 'sticky left-0 z-10 w-36 bg-white px-3 shadow-[1px_0_0_#e2e8f0] sm:w-auto sm:max-w-64 sm:px-6 sm:shadow-none';

export function PlanComparison() {
  return (
    <section id={COMPARISON_ID} aria-labelledby="compare-title" className="mt-20 scroll-mt-24">
      <h2 id="compare-title" className="text-center text-2xl font-bold tracking-tight text-slate-900">
        Compare every feature
      </h2>
      <p className="mt-2 text-center text-sm text-slate-500">What each plan includes, as the app applies it.</p>
      <div
        role="region"
        // Its own name: the section around it is already the landmark called "Compare every feature".
        aria-label="Feature table"
        // Focusable so a keyboard can scroll the table when it is wider than the screen; `relative` keeps
        // the cells' screen-reader-only words (absolutely placed) inside the box, not widening the page.
        tabIndex={0}
        className="relative mt-8 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-card focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <table className="w-full min-w-[34rem] border-collapse text-left text-sm">
          <caption className="sr-only">Features of the Free, Pro and Elite plans</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className={`${STICKY} py-4 font-semibold text-slate-500`}>
                Feature
              </th>
              {PLAN_IDS.map((id) => (
                <th key={id} scope="col" className="w-1/5 min-w-32 px-3 py-4 text-center text-base font-semibold text-slate-900 sm:px-4">
                  {PLANS[id].name}
                </th>
              ))}
            </tr>
          </thead>
          {PLAN_COMPARISON.map((group) => (
            <tbody key={group.title}>
              <tr className="bg-slate-50">
                <th scope="colgroup" colSpan={PLAN_IDS.length + 1} className="px-4 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:px-6">
                  {group.title}
                </th>
              </tr>
              {group.rows.map((r) => (
                <tr key={r.feature} className="border-t border-slate-100">
                  <th scope="row" className={`${STICKY} py-3 font-medium text-slate-700`}>
                    {r.feature}
                  </th>
                  {PLAN_IDS.map((id) => (
                    <td key={id} className="px-3 py-3 text-center align-middle sm:px-4">
                      <Cell value={r.cells[id]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
