// The three plan cards with their buttons for a page outside /pricing (the landing page's pricing
// section, composed in app/routes/landing.tsx): the same click rules as the pricing page (useChoosePlan).
import { PLANS, PLAN_IDS, PRO_TRIAL_DAYS } from '@cuemap/shared';
import { Button } from '../../../components/ui';
import { PlanCard } from '../../../components/plan-card';
import { useChoosePlan } from '../hooks/use-choose-plan';

export function PlanChoices() {
  const choosePlan = useChoosePlan();
  return PLAN_IDS.map((id) => (
    <PlanCard
      key={id}
      plan={PLANS[id]}
      highlighted={id === 'pro'}
      ribbon={choosePlan.session && choosePlan.plan === id ? 'Current plan' : id === 'pro' ? 'Most popular' : undefined}
      priceNote={id === 'pro' ? `${PRO_TRIAL_DAYS}-day free trial, cancel anytime` : id === 'free' ? 'Free forever' : 'Billed monthly'}
      action={
        <Button
          fullWidth
          size="lg"
          variant={id === 'pro' ? 'primary' : id === 'elite' ? 'secondary' : 'outline'}
          disabled={choosePlan.isDisabled(id)}
          loading={choosePlan.busyTier === id}
          onClick={() => choosePlan.choose(id)}
          aria-label={`${choosePlan.actionLabel(id)} — ${PLANS[id].name} plan`}
        >
          {choosePlan.actionLabel(id)}
        </Button>
      }
    />
  ));
}
