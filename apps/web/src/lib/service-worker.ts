// Registers the service worker (/sw.js, built by the plugin in vite.config.ts) in production builds:
// the app shell is precached and the teleprompter's last script is kept for use without network
// (apps/web/src/README.md, "Offline / PWA"). Not under Vite's dev server or Vitest.
import { clearOfflineApiCache, isOfflineApiPath } from './offline-cache';
import { sessionStore } from './session';
import { whenIdle } from './when-idle';

export const SERVICE_WORKER_URL = '/sw.js';
/** The page's head start after `load` before the worker is registered (then at the next idle moment). */
const REGISTER_AFTER_MS = 1500;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || import.meta.env.MODE === 'test') return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  clearOfflineCopiesWhenSessionEnds();
  keepWhatThisPageReadWhenFirstControlled();
  const register = () => {
    // Without network the worker's script cannot be fetched (and the browser logs that as an error):
    // register when the network is back.
    if (navigator.onLine === false) {
      window.addEventListener('online', register, { once: true });
      return;
    }
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {
      // No worker (unsupported, insecure origin, blocked, the network dropped meanwhile): the app works
      // online as before, and the next page load tries again.
    });
  };
  // After the page has loaded and had its first render, so precaching (every file of the build, fetched
  // afresh) does not compete with it: on a 2-core machine it slowed a cold editor open by ~0.3 s.
  const registerWhenIdle = () => void whenIdle(register, { afterMs: REGISTER_AFTER_MS });
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}

/**
 * The offline copies belong to one session: logging out, an expired session and a switch to another
 * account all delete them. (The worker also serves a copy only to the token it was fetched with.)
 */
function clearOfflineCopiesWhenSessionEnds(): void {
  let token = sessionStore.getToken();
  sessionStore.subscribe(() => {
    const next = sessionStore.getToken();
    if (token && next !== token) void clearOfflineApiCache();
    token = next;
  });
}

/**
 * The first visit loads the page before the worker exists, so what it read (the script just opened)
 * went past it. When the new worker takes control, those GETs are asked again through it, so the
 * script is kept even if the network drops before the next load.
 */
function keepWhatThisPageReadWhenFirstControlled(): void {
  if (navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      const token = sessionStore.getToken();
      if (!token || sessionStore.isStopped(token) || typeof performance === 'undefined') return;
      const urls = new Set(
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => {
            const url = new URL(name, location.href);
            return url.origin === location.origin && isOfflineApiPath(url.pathname);
          }),
      );
      for (const url of urls) {
        fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } }).catch(() => undefined);
      }
    },
    { once: true },
  );
}
