// Display formatting for dates and subscription statuses (web only).

/** Long date format: month name, day, year (e.g. "November 22, 2026"). */
export function formatLongDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Subscription status for display: 'past_due' → 'Past due'. */
export function formatSubscriptionStatus(status: string): string {
  const spaced = status.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days of a trial left (issue 24 item 9): null unless `subscription` is trialing with an end
 * date; a part of a day counts as a day, so the last day reads '1 day', and 0 once it has ended.
 */
export function trialDaysLeft(
  subscription: { status?: string | null; currentPeriodEnd?: string | null } | null | undefined,
  now: Date = new Date(),
): number | null {
  if (subscription?.status !== 'trialing' || !subscription.currentPeriodEnd) return null;
  const end = new Date(subscription.currentPeriodEnd).getTime();
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/** '5 days left in your trial', '1 day left…', 'Your trial ends today'. */
export function formatTrialDaysLeft(days: number): string {
  if (days <= 0) return 'Your trial ends today';
  return `${days} ${days === 1 ? 'day' : 'days'} left in your trial`;
}

/** The navigation bar's short form: 'Trial: 5 days left'. */
export function formatTrialDaysLeftShort(days: number): string {
  if (days <= 0) return 'Trial ends today';
  return `Trial: ${days} ${days === 1 ? 'day' : 'days'} left`;
}
