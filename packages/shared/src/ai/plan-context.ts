// Only Elite's custom context reaches the model (spec §6): everyone else's is dropped on the server.
import { isPlanId, PLANS } from '../plans';

export function contextForPlan(plan: string | null | undefined, context: string | null | undefined): string {
  return isPlanId(plan) && PLANS[plan].canSupplyAiContext ? (context ?? '').trim() : '';
}
