// The Free plan's script limit as the dashboard shows it (spec §5): used, remaining, and the create tooltip.
import { FREE_SCRIPT_LIMIT, type User } from '@cuemap/shared';
import { DASHBOARD_TEXT as T } from '../messages';

export interface PlanUsage {
  isFree: boolean;
  used: number;
  atLimit: boolean;
  createTooltip: string;
}

/** The stored count may lag a create or delete made here, so a Free user's visible cards count too. */
export function planUsage(user: User | undefined, cardCount: number): PlanUsage {
  const plan = user?.subscription?.plan ?? 'free';
  const isFree = plan === 'free';
  const used = Math.max(user?.mindMapCount ?? 0, isFree ? cardCount : 0);
  const remaining = Math.max(0, FREE_SCRIPT_LIMIT - used);
  const atLimit = isFree && used >= FREE_SCRIPT_LIMIT;
  const createTooltip = !isFree ? T.tooltipPaid : atLimit ? T.tooltipLimit : T.tooltipRemaining(remaining);
  return { isFree, used, atLimit, createTooltip };
}
