// The three plan cards with their buttons: the pricing page's grid, and (PlanChoices) the landing
// page's pricing section, composed in app/routes/landing.tsx. One set of click rules (useChoosePlan).
import { PLANS, PLAN_IDS, PRO_TRIAL_DAYS, type PlanId } from '@cuemap/shared';
import { Button } from '../../../components/ui/button';
import { PlanCard } from '../../../components/plan-card';
import { useChoosePlan } from '../hooks/use-choose-plan';

export interface PlanCardsProps {
  choosePlan: ReturnType<typeof useChoosePlan>;
  headingLevel?: 2 | 3;
  /** The card drawn out (the tier the visitor came for, else Pro). */
  highlightedTier?: PlanId;
  /** Show each plan's monthly AI script allowance under its card. */
  footnotes?: boolean;
}

export function PlanCards({ choosePlan, headingLevel, highlightedTier = 'pro', footnotes = false }: PlanCardsProps) {
  return PLAN_IDS.map((id) => {
    const plan = PLANS[id];
    return (
      <PlanCard
        key={id}
        headingLevel={headingLevel}
        plan={plan}
        highlighted={id === highlightedTier}
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
            aria-label={`${choosePlan.actionLabel(id)} — ${plan.name} plan`}
          >
            {choosePlan.actionLabel(id)}
          </Button>
        }
        footnote={footnotes ? `${plan.teleprompterGenerationsPerMonth} AI teleprompter scripts a month` : undefined}
      />
    );
  });
}

/** The cards for a page outside /pricing. */
export function PlanChoices() {
  return <PlanCards choosePlan={useChoosePlan()} />;
}
