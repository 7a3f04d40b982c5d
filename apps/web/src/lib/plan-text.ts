// Plan limits in words, read from @cuemap/shared's plans so the cards and the table say what the server enforces.
import type { PlanInfo } from '@cuemap/shared';

/** Issue 27: how many people one script may be shared with ("Share each script with 2 people"). */
export function sharePeopleText(plan: Pick<PlanInfo, 'sharePeople'>): string {
  return plan.sharePeople === null ? 'Share each script with unlimited people' : `Share each script with ${plan.sharePeople} people`;
}
