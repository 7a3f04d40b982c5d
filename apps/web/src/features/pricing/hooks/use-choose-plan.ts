// What clicking a plan does (spec §4 Subscription, §5, §6), shared by the pricing page and the landing
// page's pricing section so both follow the same rules.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PRO_TRIAL_DAYS, type PlanId } from '@cuemap/shared';
import { ApiError } from '../../../lib/api-client';
import { navigateExternal } from '../../../lib/external-navigation';
import { useSession } from '../../../lib/session';
import { paths, type AuthLocationState } from '../../../config/paths';
import { useToast } from '../../../components/ui/toast';
import { createCheckoutSession } from '../api/create-checkout-session';
import { PRICING_TEXT as T } from '../messages';

export function useChoosePlan() {
  const session = useSession();
  const user = session?.user;
  const plan = user?.subscription?.plan ?? 'free';
  const navigate = useNavigate();
  const toast = useToast();
  const [busyTier, setBusyTier] = useState<PlanId | null>(null);
  const [error, setError] = useState('');

  /** Pro when already Pro, or when the trial was claimed and the user is not Pro (§5). */
  const proDisabled = !!user && (plan === 'pro' || user.freeTrialClaimed);

  async function startCheckout(tier: 'pro' | 'elite') {
    setBusyTier(tier);
    setError('');
    try {
      const { url } = await createCheckoutSession(tier);
      if (!url) throw new ApiError(200, T.checkoutFailed);
      navigateExternal(url);
    } catch (err) {
      let message: string;
      if (err instanceof ApiError && err.isNetworkError) message = T.checkoutInitFailed;
      else if (err instanceof ApiError && (err.data.message || err.status === 200)) message = err.message;
      else if (err instanceof ApiError) message = tier === 'pro' ? T.trialFailed : T.checkoutStartFailed;
      else message = T.unexpected;
      setError(message);
      toast.error(message);
    } finally {
      setBusyTier(null);
    }
  }

  function choose(tier: PlanId) {
    if (!session) {
      toast.info(tier === 'free' ? T.loginToStart : T.loginToSubscribe(tier));
      const state: AuthLocationState = { redirectToPricingTier: tier, register: tier === 'free' };
      void navigate(paths.auth, { state });
      return;
    }
    if (tier === 'free') {
      void navigate(paths.dashboard);
      return;
    }
    if (tier === 'pro') {
      if (plan === 'pro') {
        void navigate(paths.dashboard);
        return;
      }
      if (user?.freeTrialClaimed) {
        toast.error(T.trialClaimed);
        setError(T.trialClaimed);
        return;
      }
    }
    void startCheckout(tier);
  }

  function actionLabel(tier: PlanId): string {
    if (tier === 'free') return session ? 'Go to Dashboard' : 'Start for Free';
    if (tier === 'pro') {
      if (plan === 'pro') return 'Current Plan';
      if (user?.freeTrialClaimed) return 'Trial Already Claimed';
      // A subscriber changing tier gets no trial (the server checks the same).
      if (plan === 'elite') return 'Switch to Pro';
      return `Start ${PRO_TRIAL_DAYS}-Day Free Trial`;
    }
    return plan === 'elite' ? 'Current Plan' : 'Upgrade to Elite';
  }

  return {
    session,
    plan,
    choose,
    actionLabel,
    busyTier,
    error,
    /** Whether the button for `tier` is disabled (Pro rule of §5; the others while a checkout starts). */
    isDisabled: (tier: PlanId) => (tier === 'pro' && proDisabled) || (busyTier !== null && busyTier !== tier),
  };
}
