// The offline copies the service worker keeps (apps/web/sw/service-worker.ts): the last answer to the
// few GET requests the teleprompter needs at a venue without network. The names are shared with the
// worker through vite.config.ts, which writes them into the built /sw.js.

/** Cache Storage name of the API answers kept for offline use (cleared when the session ends). */
export const OFFLINE_API_CACHE = 'cuemap-api-v1';

/**
 * The GET requests kept for offline use (path patterns): the script, the map (the teleprompter's title
 * and the editor's map) and the session refresh every screen makes at start (so a reload without
 * network does not log out).
 */
export const OFFLINE_API_PATHS = ['^/api/teleprompter/[^/]+$', '^/api/mindmaps/[^/]+$', '^/api/auth/me$'];

export function isOfflineApiPath(pathname: string): boolean {
  return OFFLINE_API_PATHS.some((pattern) => new RegExp(pattern).test(pathname));
}

/** Header the worker adds to an answer it served from that cache instead of the network. */
export const OFFLINE_COPY_HEADER = 'x-cuemap-offline';

/** True when `response` is the worker's stored copy (no network, or none within its timeout). */
export function isOfflineCopy(response: Response): boolean {
  return response.headers.get(OFFLINE_COPY_HEADER) === '1';
}

/** Data that may have come from the offline copy; `offline: true` only then. */
export type MaybeOffline<T> = T & { offline?: true };

/** The page's message to the worker as a session ends (answered on the message's port once done). */
export const END_SESSION_MESSAGE = 'cuemap:end-session';
/** How long a logout waits for the worker's answer (a worker of an older build does not answer). */
const END_SESSION_WAIT_MS = 2000;

/**
 * As the session of `token` ends, before its logout is sent: the worker stops its caching in flight
 * (aborts its network requests, lets the writes under way finish, keeps nothing more) and sends nothing
 * more with that token; then the stored answers are deleted — no copy survives, not even one whose answer
 * arrives after the logout. The message goes at once; the returned promise settles once all that is done.
 */
export function endOfflineSession(token: string | null): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  const stopped = worker
    ? new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        const timer = setTimeout(resolve, END_SESSION_WAIT_MS);
        channel.port1.onmessage = () => {
          clearTimeout(timer);
          resolve();
        };
        worker.postMessage({ type: END_SESSION_MESSAGE, auth: token ? `Bearer ${token}` : null }, [channel.port2]);
      })
    : Promise.resolve();
  return stopped.then(clearOfflineApiCache);
}

/** Deletes the stored API answers (privacy on a shared machine). Never throws. */
export async function clearOfflineApiCache(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(OFFLINE_API_CACHE);
  } catch {
    // Cache Storage unavailable (insecure context, private mode): nothing was stored.
  }
}
