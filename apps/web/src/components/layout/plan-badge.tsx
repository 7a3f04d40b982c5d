// The user's plan as a badge: Free, Pro or Elite; while trialing, the days left beside it (issue 24 item 9).
import { PLANS, isPlanId, type User } from '@cuemap/shared';
import { formatTrialDaysLeftShort, trialDaysLeft } from '../../lib/format';
import { Badge } from '../ui/badge';

export function PlanBadge({
  plan,
  subscription,
  className,
}: {
  plan: string | undefined;
  /** The user's subscription: a trial's days left show beside the badge. */
  subscription?: Partial<User['subscription']> | null;
  className?: string;
}) {
  const id = isPlanId(plan) ? plan : 'free';
  const days = trialDaysLeft(subscription);
  const badge = (
    <Badge tone={id === 'elite' ? 'elite' : id === 'pro' ? 'brand' : 'neutral'} className={className}>
      {PLANS[id].name}
    </Badge>
  );
  if (days === null) return badge;
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5">
      {badge}
      <span className="text-xs font-medium whitespace-nowrap text-brand-700" data-testid="trial-days-left">
        {formatTrialDaysLeftShort(days)}
      </span>
    </span>
  );
}
