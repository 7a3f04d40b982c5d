// / route: the landing page, with the pricing feature's plan cards in its pricing section.
import { LandingPage } from '../../features/landing/components/landing-page';
import { PlanChoices } from '../../features/pricing/components/plan-choices';

export function Component() {
  return <LandingPage plans={<PlanChoices />} />;
}
