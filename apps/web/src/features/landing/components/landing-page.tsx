// Landing page (spec §2): hero, features, benefits, how it works, pricing, call to action, demo, footer.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BenefitsSection } from './benefits-section';
import { CallToActionSection } from './call-to-action-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { PricingSection } from './pricing-section';
import { whenIdle } from '../../../lib/when-idle';

/**
 * The demo dialog (and the kit's Modal) is not part of the page's first load (issue 16): its chunk is
 * fetched once the page is idle, or at the first "Watch the demo" if that comes sooner.
 */
const loadDemoModal = () => import('./demo-modal');
const DemoModal = lazy(() => loadDemoModal().then(({ DemoModal: Component }) => ({ default: Component })));

export interface LandingPageProps {
  /** The plan cards of the pricing section, with their buttons (app/ passes the pricing feature's). */
  plans: ReactNode;
}

export function LandingPage({ plans }: LandingPageProps) {
  const location = useLocation();
  const [demoOpen, setDemoOpen] = useState(false);
  const openDemo = () => setDemoOpen(true);

  useEffect(() => whenIdle(() => void loadDemoModal()), []);

  // Arriving with a hash (e.g. /#features from another page): scroll to that section.
  useEffect(() => {
    if (!location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    if (id === 'demo') {
      setDemoOpen(true);
      return;
    }
    const el = document.getElementById(id);
    if (el) requestAnimationFrame(() => el.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }, [location.hash]);

  return (
    <main className="flex-1 overflow-x-hidden">
      <HeroSection onWatchDemo={openDemo} />
      <FeaturesSection />
      <HowItWorksSection onWatchDemo={openDemo} />
      <BenefitsSection />
      <PricingSection plans={plans} />
      <CallToActionSection onWatchDemo={openDemo} />
      <LandingFooter />
      {demoOpen && (
        <Suspense fallback={null}>
          <DemoModal open onClose={() => setDemoOpen(false)} />
        </Suspense>
      )}
    </main>
  );
}
