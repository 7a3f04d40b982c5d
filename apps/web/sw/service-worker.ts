/// <reference lib="webworker" />
// Cuemap's service worker, built to /sw.js by the plugin in apps/web/vite.config.ts (which defines
// CUEMAP_SW: the precache list, its version and the names shared with src/lib/offline-cache.ts).
//
// - App shell: every built file (index.html, assets/*, icons, manifest) is precached on install and
//   served from the cache; a page navigation goes to the network and falls back to the cached
//   index.html without one (or after NETWORK_TIMEOUT_MS), so client-side routes open offline.
// - Offline data: GET /api/teleprompter/:id, /api/mindmaps/:id and /api/auth/me (the session refresh
//   at start) are network-first. A 200 is stored with a fingerprint of the token it was fetched with;
//   without network (or after the timeout) the stored copy is served to the same token only, marked
//   with the `x-cuemap-offline: 1` header. Every other request (other API routes, POST/PUT/DELETE)
//   is not touched.
// - A session ending (the page's end-session message, sent before its logout): the API requests in
//   flight are aborted, the copies being written are let finish, nothing more is stored for them, then
//   the stored copies are deleted and the page is answered. A GET that still carries that session (from
//   a tab that has not heard yet) is answered 401 here instead of going out. No copy survives a logout.
// - A new build changes this file (the precache list holds hashed names): the browser installs the
//   new worker, which takes over at once and deletes the old shell cache.

interface SwConfig {
  /** Absolute paths of the files to precache. */
  precache: string[];
  /** Hash of the precached files' names and contents. */
  version: string;
  apiCache: string;
  /** Patterns of the API paths kept for offline use. */
  apiPaths: string[];
  offlineHeader: string;
  endSessionMessage: string;
}

declare const self: ServiceWorkerGlobalScope;
declare const CUEMAP_SW: SwConfig;
// A module only for the types above (its own `self`); the build strips this line.
export {};

const SHELL_PREFIX = 'cuemap-shell-';
const SHELL_CACHE = `${SHELL_PREFIX}${CUEMAP_SW.version}`;
const API_CACHE = CUEMAP_SW.apiCache;
const OFFLINE_HEADER = CUEMAP_SW.offlineHeader;
/** Stored with each API answer: which token it was fetched with (a SHA-256, not the token). */
const AUTH_HEADER = 'x-cuemap-auth';
const NETWORK_TIMEOUT_MS = 3000;
const SHELL_PAGE = '/index.html';
const OFFLINE_API = CUEMAP_SW.apiPaths.map((pattern) => new RegExp(pattern));
const precached = new Set(CUEMAP_SW.precache);

/** Counts the sessions ended: an API request keeps its answer only if no session ended since it came. */
let sessionEpoch = 0;
/** The API requests being fetched and kept: aborted, and waited for, when a session ends. */
const inFlight = new Set<{ controller: AbortController; done: Promise<void> }>();
/** Authorization headers of the sessions ended while this worker ran: never sent again from here. */
const endedAuth = new Set<string>();

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // `reload`: straight from the server, not from the HTTP cache (index.html must be this build's).
      await cache.addAll(CUEMAP_SW.precache.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    const auth = request.headers.get('authorization');
    if (auth && endedAuth.has(auth)) event.respondWith(sessionEnded());
    else if (OFFLINE_API.some((pattern) => pattern.test(url.pathname))) event.respondWith(apiNetworkFirst(event));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event));
    return;
  }
  if (precached.has(url.pathname) && !url.search) event.respondWith(shellFile(request));
});

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (!data || typeof data !== 'object') return;
  const { type, auth } = data as { type?: unknown; auth?: unknown };
  if (type !== CUEMAP_SW.endSessionMessage) return;
  event.waitUntil(endSession(typeof auth === 'string' ? auth : null).then(() => event.ports[0]?.postMessage('done')));
});

async function endSession(auth: string | null): Promise<void> {
  if (auth) endedAuth.add(auth);
  sessionEpoch += 1;
  const pending = [...inFlight];
  for (const work of pending) work.controller.abort();
  await Promise.all(pending.map((work) => work.done));
  await caches.delete(API_CACHE);
}

/** What the server answers a revoked session, without asking it. */
function sessionEnded(): Response {
  return new Response(JSON.stringify({ message: 'The session has ended. Please log in again.' }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function shellFile(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: SHELL_CACHE, ignoreVary: true });
  return cached ?? fetch(request);
}

/** The network's page; without network (or a slow one), the precached index.html: the SPA routes itself. */
async function navigation(event: FetchEvent): Promise<Response> {
  const network = fetch(event.request);
  const shell = () => caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE, ignoreVary: true });
  const first = await firstOf(network, NETWORK_TIMEOUT_MS);
  if (first.kind === 'response') return first.response;
  const cached = await shell();
  if (cached) return cached;
  return network; // nothing cached: the network's answer or its failure, as without a worker
}

async function apiNetworkFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const epoch = sessionEpoch;
  // Sent at once (the fingerprint is worked out beside it): nothing waits here to go out after a logout.
  const controller = new AbortController();
  // The page's own abort still reaches the network (the worker's signal replaces the request's).
  if (request.signal.aborted) controller.abort();
  else request.signal.addEventListener('abort', () => controller.abort(), { once: true });
  const network = fetch(request, { signal: controller.signal });
  const fingerprint = authFingerprint(request);
  // Keep the cache in step with whatever the network answers, even after a stored copy was served.
  // (Cloned at once, before the page starts reading the body.)
  const kept = network
    .then((response) => {
      const copy = response.clone();
      return fingerprint.then((print) => remember(request, copy, print, epoch));
    })
    .catch(() => undefined);
  const work = { controller, done: kept };
  inFlight.add(work);
  event.waitUntil(kept.finally(() => inFlight.delete(work)));
  const first = await firstOf(network, NETWORK_TIMEOUT_MS);
  if (first.kind === 'response') return first.response;
  const print = await fingerprint;
  const copy = print ? await storedCopy(request, print) : undefined;
  if (copy) return copy;
  return network; // no copy for this session: wait for the network (or report its failure)
}

/**
 * `response` is the worker's own clone of the network's answer. Only a copy to keep opens (creates) the
 * cache: a 401 after logout, which deleted the cache, must not bring an empty one back. `epoch` is the
 * request's: an answer that comes after its session ended is not kept.
 */
async function remember(request: Request, response: Response, fingerprint: string | null, epoch: number): Promise<void> {
  if (response.status === 200 && fingerprint) {
    const headers = new Headers(response.headers);
    headers.set(AUTH_HEADER, fingerprint);
    const body = await response.arrayBuffer();
    // The session ended meanwhile: its copy is not kept (endSession waits for this write, then deletes).
    if (epoch !== sessionEpoch) return;
    const cache = await caches.open(API_CACHE);
    await cache.put(request.url, new Response(body, { status: 200, statusText: response.statusText, headers }));
  } else if ((response.status === 401 || response.status === 403 || response.status === 404) && (await caches.has(API_CACHE))) {
    // The session ended or the script is gone: the old copy must not come back offline.
    await (await caches.open(API_CACHE)).delete(request.url);
  }
}

async function storedCopy(request: Request, fingerprint: string): Promise<Response | undefined> {
  // caches.match with a cacheName opens nothing: no cache, no copy.
  const stored = await caches.match(request.url, { cacheName: API_CACHE, ignoreVary: true });
  if (!stored || stored.headers.get(AUTH_HEADER) !== fingerprint) return undefined;
  const headers = new Headers(stored.headers);
  headers.delete(AUTH_HEADER);
  headers.set(OFFLINE_HEADER, '1');
  return new Response(await stored.arrayBuffer(), { status: stored.status, statusText: stored.statusText, headers });
}

/** SHA-256 of the Authorization header; null without one (nothing is stored for signed-out requests). */
async function authFingerprint(request: Request): Promise<string | null> {
  const auth = request.headers.get('authorization');
  if (!auth) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(auth));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

type First = { kind: 'response'; response: Response } | { kind: 'failed' } | { kind: 'timeout' };

/** The network's answer if it comes within `ms`; otherwise 'timeout', or 'failed' when it fails first. */
function firstOf(network: Promise<Response>, ms: number): Promise<First> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ kind: 'timeout' }), ms);
    network.then(
      (response) => {
        clearTimeout(timer);
        resolve({ kind: 'response', response });
      },
      () => {
        clearTimeout(timer);
        resolve({ kind: 'failed' });
      },
    );
  });
}
