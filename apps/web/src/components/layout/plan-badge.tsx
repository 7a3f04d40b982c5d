// The user's plan as a badge: Free, Pro or Elite.
import { PLANS, isPlanId } from '@cuemap/shared';
import { Badge } from '../ui/badge';

export function PlanBadge({ plan, className }: { plan: string | undefined; className?: string }) {
  const id = isPlanId(plan) ? plan : 'free';
  return (
    <Badge tone={id === 'elite' ? 'elite' : id === 'pro' ? 'brand' : 'neutral'} className={className}>
      {PLANS[id].name}
    </Badge>
  );
}
