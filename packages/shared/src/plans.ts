// Plans, prices and limits: the one place both the server and the web app read them from.
export const PLAN_IDS = ['free', 'pro', 'elite'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PAID_TIERS = ['pro', 'elite'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export interface PlanInfo {
  id: PlanId;
  name: string;
  /** Monthly price in US dollars. */
  price: number;
  /** Maximum number of scripts, or null for unlimited. */
  scriptLimit: number | null;
  /** AI teleprompter generations per calendar month (UTC). */
  teleprompterGenerationsPerMonth: number;
  canGenerateIdeas: boolean;
  /** AI Fit to time and Rewrite with AI on one section (the API refuses both without it). */
  canRewriteWithAi: boolean;
  canSupplyAiContext: boolean;
  /** Versions of each script kept in History (null: all, thinned by age — see the API's retention). */
  versionsKept: number | null;
  /** People each of the owner's scripts may be shared with (members and pending invitations), null: no limit. */
  sharePeople: number | null;
  trialDays: number;
  tagline: string;
  features: string[];
}

export const FREE_SCRIPT_LIMIT = 2;
/** How many versions of a script the Free plan keeps in History. */
export const FREE_VERSIONS_KEPT = 20;
export const PRO_TRIAL_DAYS = 7;
/** People a script may be shared with on Free and on Pro (issue 27); Elite has no limit. */
export const FREE_SHARE_PEOPLE = 2;
export const PRO_SHARE_PEOPLE = 10;

export const PLANS: Record<PlanId, PlanInfo> = {
  free: {
    id: 'free',
    name: 'Free',
    price: 0,
    scriptLimit: FREE_SCRIPT_LIMIT,
    teleprompterGenerationsPerMonth: 25,
    canGenerateIdeas: false,
    canRewriteWithAi: false,
    canSupplyAiContext: false,
    versionsKept: FREE_VERSIONS_KEPT,
    sharePeople: FREE_SHARE_PEOPLE,
    trialDays: 0,
    tagline: 'Plan your first talks. No credit card.',
    features: ['2 scripts', 'Limited AI completion', 'Basic teleprompter', 'No credit card required'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    price: 8.99,
    scriptLimit: null,
    teleprompterGenerationsPerMonth: 100,
    canGenerateIdeas: true,
    canRewriteWithAi: true,
    canSupplyAiContext: false,
    versionsKept: null,
    sharePeople: PRO_SHARE_PEOPLE,
    trialDays: PRO_TRIAL_DAYS,
    tagline: 'For creators who present every week.',
    features: ['Unlimited scripts', 'Advanced AI scripting', 'Pro teleprompter', 'Expanded storage'],
  },
  elite: {
    id: 'elite',
    name: 'Elite',
    price: 14.99,
    scriptLimit: null,
    teleprompterGenerationsPerMonth: 500,
    canGenerateIdeas: true,
    canRewriteWithAi: true,
    canSupplyAiContext: true,
    versionsKept: null,
    sharePeople: null,
    trialDays: 0,
    tagline: 'Everything, with your own context in every prompt.',
    features: ['Everything in Pro', 'Full AI completion', 'Premium teleprompter', 'Priority support', 'Early access to new features'],
  },
};

/**
 * What every plan has: nothing on the server or in the app checks the plan for these (the pricing
 * page's comparison lists them under every plan). Moving one behind a plan means a PlanInfo field.
 */
export const FEATURES_IN_EVERY_PLAN = [
  'Mind map editor with Node Order and outline',
  'Teleprompter with speed, mirror and themes',
  'Rehearse with a timing report',
  'Phone remote and display links',
  'Follow my voice',
  'Present from any section',
] as const;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** Monthly AI teleprompter generation limit: Free 25, Pro 100, Elite 500, any other plan 0. */
export function monthlyTeleprompterLimit(plan: string | null | undefined): number {
  return isPlanId(plan) ? PLANS[plan].teleprompterGenerationsPerMonth : 0;
}

export function scriptLimit(plan: string | null | undefined): number | null {
  return isPlanId(plan) ? PLANS[plan].scriptLimit : FREE_SCRIPT_LIMIT;
}

/** People one script of an owner on `plan` may be shared with; null: no limit (an unknown plan counts as Free). */
export function sharePeopleLimit(plan: string | null | undefined): number | null {
  return isPlanId(plan) ? PLANS[plan].sharePeople : FREE_SHARE_PEOPLE;
}

/** The usage period key for monthly quotas: calendar month in UTC, 'YYYY-MM'. */
export function usagePeriod(date: Date = new Date()): string {
  return date.toISOString().slice(0, 7);
}

export function formatPrice(price: number): string {
  return price === 0 ? '$0' : `$${price.toFixed(2)}`;
}
