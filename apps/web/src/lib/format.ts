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
