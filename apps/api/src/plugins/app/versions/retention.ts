// Which versions of one map to drop: every version for 24 h, then the newest of each hour for a
// week, then the newest of each day; the Free plan also keeps only its 20 newest. A version kept
// right before an AI change or a restore is never thinned away (only the Free count drops it), so
// the text an AI change replaced stays restorable. Pure, so it is tested directly; the versions
// service applies it after each new version.
import { FREE_VERSIONS_KEPT, PLANS, isBeforeChangeReason, isPlanId } from '@cuemap/shared';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** How many versions of a map the Free plan keeps (plans.ts: the pricing page shows the same figure). */
export { FREE_VERSIONS_KEPT };

export interface VersionStamp {
  id: string;
  /** ISO-8601 or Date. */
  createdAt: string | Date;
  /** Why it was kept (VersionReason); a before-change version is exempt from the hourly and daily thinning. */
  reason?: string;
}

/** The most versions a map keeps on `plan` (null: no count limit). Unknown plans count as Free. */
export function versionsKept(plan: string | null | undefined): number | null {
  return isPlanId(plan) ? PLANS[plan].versionsKept : FREE_VERSIONS_KEPT;
}

/** Ids of the versions to delete, given every version of one map, the owner's plan and now. */
export function versionsToDelete(versions: readonly VersionStamp[], plan: string | null | undefined, now: Date): string[] {
  const stamped = versions
    .map((v) => ({ id: v.id, t: new Date(v.createdAt).getTime(), before: v.reason !== undefined && isBeforeChangeReason(v.reason) }))
    // Newest first (ids are time-ordered and break ties), so the newest of each bucket is kept.
    .sort((a, b) => b.t - a.t || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const nowMs = now.getTime();
  const seen = new Set<string>();
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const v of stamped) {
    const age = nowMs - v.t;
    let bucket: string | undefined;
    // Each holds a text an AI change or a restore replaced (bounded by the AI quota); it neither
    // takes its hour's or day's place nor gives it up.
    if (v.before) {
      kept.push(v.id);
      continue;
    }
    if (age >= 7 * DAY_MS) bucket = `d${Math.floor(v.t / DAY_MS)}`;
    else if (age >= DAY_MS) bucket = `h${Math.floor(v.t / HOUR_MS)}`;
    if (bucket !== undefined && seen.has(bucket)) {
      dropped.push(v.id);
      continue;
    }
    if (bucket !== undefined) seen.add(bucket);
    kept.push(v.id);
  }
  const limit = versionsKept(plan);
  if (limit !== null && kept.length > limit) dropped.push(...kept.slice(limit));
  return dropped;
}
