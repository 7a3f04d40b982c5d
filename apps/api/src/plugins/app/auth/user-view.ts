// The account as the API shows it: a users row → the shared `User` view (plan, usage this period).
import { isPlanId, usagePeriod, type User } from '@cuemap/shared';
import { toBool, toIso, toIsoOrNull } from '../../../db/values';
import type { UserRow } from './auth-repository';

export function toUserView(row: UserRow, now: Date): User {
  const currentPeriod = row.ai_period === usagePeriod(now);
  return {
    id: row.id,
    email: row.email,
    pendingEmail: row.pending_email,
    createdAt: toIso(row.created_at),
    subscription: {
      plan: isPlanId(row.plan) ? row.plan : 'free',
      status: row.subscription_status,
      currentPeriodEnd: toIsoOrNull(row.current_period_end),
      cancelAtPeriodEnd: toBool(row.cancel_at_period_end),
    },
    paymentCustomerId: row.payment_customer_id,
    freeTrialClaimed: toBool(row.free_trial_claimed),
    mindMapCount: Number(row.mind_map_count),
    aiIdeaGenerations: currentPeriod ? row.ai_idea_generations : 0,
    aiTeleprompterGenerations: currentPeriod ? row.ai_teleprompter_generations : 0,
  };
}
