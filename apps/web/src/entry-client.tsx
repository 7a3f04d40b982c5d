// The app itself, loaded by main.tsx: hydrates the page the build pre-rendered for this path
// (scripts/prerender.mjs) or renders the client shell, then registers the service worker.
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter, routes } from './app/router';
import { normalizePath } from './config/paths';
import { sessionStore } from './lib/session';

/** Set on #root by the build's pre-render (scripts/prerender.mjs) to the path the markup is for. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Hydrate only the page that was pre-rendered for this very path, and only for a visitor without a
 * session: the build renders the logged-out page, so a signed-in visitor (whose navbar differs)
 * gets a fresh client render instead of a mismatch. Every other page starts from the empty shell.
 */
function shouldHydrate(container: HTMLElement): boolean {
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
  return prerendered !== null && prerendered === normalizePath(window.location.pathname) && sessionStore.get() === null;
}

/** The pre-render's marker on controls it disabled until hydration (scripts/prerender.mjs). */
const UNTIL_HYDRATED_ATTRIBUTE = 'data-until-hydrated';

/** Once the page is hydrated (this effect runs after the root's commit), its form controls work. */
function EnableFormControls({ container }: { container: HTMLElement }) {
  useEffect(() => {
    for (const control of container.querySelectorAll(`[${UNTIL_HYDRATED_ATTRIBUTE}]`)) {
      control.removeAttribute('disabled');
      control.removeAttribute(UNTIL_HYDRATED_ATTRIBUTE);
    }
  }, [container]);
  return null;
}

/** Loads the matched routes' lazy modules first, so the router's first render is the page, not HydrateFallback. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

export async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const hydrate = shouldHydrate(container);
  if (hydrate) await loadMatchedRoutes();
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter router={createAppRouter()} />
      </AppProvider>
      {hydrate && <EnableFormControls container={container} />}
    </StrictMode>
  );
  // As a transition, hydration is time-sliced: the page's first interaction waits less (lower TBT).
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // Not needed for the first paint: its own chunk, fetched once the page is up.
  void import('./lib/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
}
