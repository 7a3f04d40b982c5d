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
  canSupplyAiContext: boolean;
  trialDays: number;
  tagline: string;
  features: string[];
}

export const FREE_SCRIPT_LIMIT = 2;
export const PRO_TRIAL_DAYS = 7;

export const PLANS: Record<PlanId, PlanInfo> = {
  free: {
    id: 'free',
    name: 'Free',
    price: 0,
    scriptLimit: FREE_SCRIPT_LIMIT,
    teleprompterGenerationsPerMonth: 25,
    canGenerateIdeas: false,
    canSupplyAiContext: false,
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
    canSupplyAiContext: false,
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
    canSupplyAiContext: true,
    trialDays: 0,
    tagline: 'Everything, with your own context in every prompt.',
    features: [
      'Everything in Pro',
      'Full AI completion',
      'Premium teleprompter',
      'Priority support',
      'Early access to new features',
    ],
  },
};

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

/** The usage period key for monthly quotas: calendar month in UTC, 'YYYY-MM'. */
export function usagePeriod(date: Date = new Date()): string {
  return date.toISOString().slice(0, 7);
}

export function formatPrice(price: number): string {
  return price === 0 ? '$0' : `$${price.toFixed(2)}`;
}
