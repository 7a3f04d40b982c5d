// The pricing page's comparison: every feature per plan, read from the plans and limits the server
// enforces (@cuemap/shared plans.ts, limits.ts, io/messages.ts), so the table cannot drift from them.
import {
  EXPORT_EXTENSIONS,
  EXPORT_FORMATS,
  FEATURES_IN_EVERY_PLAN,
  FORMAT_LABELS,
  LIMITS,
  PLANS,
  PLAN_IDS,
  formatPrice,
  type PlanId,
  type PlanInfo,
} from '@cuemap/shared';

/** A cell: included or not, or what the plan gets. */
export type ComparisonCell = boolean | string;

export interface ComparisonRow {
  feature: string;
  /** One cell per plan, in PLAN_IDS order. */
  cells: Record<PlanId, ComparisonCell>;
}

export interface ComparisonGroup {
  title: string;
  rows: ComparisonRow[];
}

const number = (n: number) => n.toLocaleString('en-US');

function row(feature: string, cell: (plan: PlanInfo) => ComparisonCell): ComparisonRow {
  const cells = Object.fromEntries(PLAN_IDS.map((id) => [id, cell(PLANS[id])])) as Record<PlanId, ComparisonCell>;
  return { feature, cells };
}

const importFormats = Object.values(FORMAT_LABELS).join(', ');
// A format's id ends in its file's extension ('script-md': the script as .md); each extension once.
const exportFormats = [...new Set(EXPORT_FORMATS.map((f) => `.${EXPORT_EXTENSIONS[f]}`))].join(', ');

export const PLAN_COMPARISON: readonly ComparisonGroup[] = [
  {
    title: 'Plan',
    rows: [row('Price', (p) => `${formatPrice(p.price)} a month`), row('Free trial', (p) => (p.trialDays > 0 ? `${p.trialDays} days` : false))],
  },
  {
    title: 'Scripts',
    rows: [
      row('Scripts', (p) => (p.scriptLimit === null ? 'Unlimited' : `Up to ${p.scriptLimit}`)),
      row('Size of one script', () => `Up to ${number(LIMITS.nodesMax)} nodes`),
      row('History retention (versions per script)', (p) =>
        p.versionsKept === null ? 'All (hourly after a day, daily after a week)' : `The ${p.versionsKept} newest`,
      ),
      row(`Import (${importFormats})`, () => true),
      row(`Export (${exportFormats})`, () => true),
    ],
  },
  {
    title: 'Work together',
    rows: [row('People each script can be shared with', (p) => (p.sharePeople === null ? 'Unlimited' : `Up to ${p.sharePeople}`))],
  },
  {
    title: 'AI',
    rows: [
      row('AI teleprompter scripts a month', (p) => number(p.teleprompterGenerationsPerMonth)),
      row('AI idea suggestions for a node', (p) => p.canGenerateIdeas),
      row('Fit to time and Rewrite with AI', (p) => p.canRewriteWithAi),
      row('Your own context in AI prompts', (p) => p.canSupplyAiContext),
    ],
  },
  {
    title: 'Present',
    rows: FEATURES_IN_EVERY_PLAN.map((feature) => row(feature, () => true)),
  },
];
