// /auth: login and register (spec §2). After login: store, refresh, then go back where the visitor was headed.
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { PLANS, isPlanId, type User } from '@cuemap/shared';
import { paths, type AuthLocationState } from '../../config/paths';
import { sessionStore } from '../../lib/session';
import { NOT_AUTHENTICATED_MESSAGE, refreshSession } from '../../lib/auth';
import { Logo } from '../../components/layout/logo';
import { CopyrightYear } from '../../lib/current-year';
import { AuthForm } from '../../features/auth/components/auth-form';

/** Issue 27: on the way from an invitation's page, which this screen returns to. */
const INVITATION_NOTICE = 'Log in or create an account with the invited email to accept the invitation.';

const highlights = [
  'Lay out ideas as a mind map, then drag them into speaking order',
  'Read your script on a smooth, adjustable teleprompter',
  'Let AI suggest ideas and write the spoken script for you',
];

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as AuthLocationState;
  const tier = isPlanId(state.redirectToPricingTier) ? state.redirectToPricingTier : undefined;
  // Already signed in when the screen opened: nothing to do here (a login on this screen navigates
  // itself; a logout arrives here just before it clears the session).
  const [signedInOnArrival] = useState(() => sessionStore.get() !== null && !state.loggedOut);

  async function onAuthSuccess({ token, user }: { token: string; user: User }) {
    sessionStore.set({ token, user });
    await refreshSession().catch(() => undefined);
    if (tier && tier !== 'free') {
      await navigate(paths.pricing, { replace: true, state: { tier } });
    } else if (state.from && state.from.pathname !== paths.auth) {
      const { pathname, search, hash, state: fromState } = state.from;
      await navigate({ pathname, search, hash }, { replace: true, state: fromState });
    } else {
      await navigate(paths.dashboard, { replace: true });
    }
  }

  if (signedInOnArrival) return <Navigate to={paths.dashboard} replace />;

  let notice: string | undefined;
  if (tier && tier !== 'free') notice = `Log in or register to continue with the ${PLANS[tier].name} plan.`;
  else if (state.from?.pathname === paths.dashboard) notice = NOT_AUTHENTICATED_MESSAGE;
  else if (state.from?.pathname.startsWith(paths.invite(''))) notice = INVITATION_NOTICE;

  return (
    <main className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-brand-950 p-12 text-white lg:flex lg:flex-col">
        <div aria-hidden="true" className="absolute -top-32 -right-32 size-96 rounded-full bg-brand-600/40 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-40 -left-20 size-96 rounded-full bg-fuchsia-600/20 blur-3xl" />
        <Link to={paths.home} className="relative w-fit rounded-md" aria-label="Cuemap home">
          <Logo light />
        </Link>
        <div className="relative mt-auto max-w-md">
          <p className="text-3xl leading-tight font-semibold tracking-tight">
            Plan it as a map.
            <br />
            <span className="text-brand-300">Say it from the teleprompter.</span>
          </p>
          <ul className="mt-8 space-y-4">
            {highlights.map((h) => (
              <li key={h} className="flex gap-3 text-sm text-brand-100">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true" />
                {h}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative mt-12 text-xs text-brand-300">
          © <CopyrightYear />
          Cuemap
        </p>
      </aside>

      <div className="flex flex-col px-5 py-8 sm:px-10">
        <Link to={paths.home} className="w-fit rounded-md lg:hidden" aria-label="Cuemap home">
          <Logo />
        </Link>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10">
          <AuthForm key={location.key} initialMode={state.register ? 'register' : 'login'} onAuthSuccess={onAuthSuccess} notice={notice} />
        </div>
      </div>
    </main>
  );
}
