// Entry: keeps the stylesheet and starts the app (entry-client.tsx, its own chunk). On a page the build
// pre-rendered, the app is fetched only once that page has been painted, so the first paint never waits
// for JavaScript (issue 16); the client shell starts it at once (its index.html preloads that chunk).
import './index.css';

/** How long a pre-rendered page waits for its paint report before starting the app regardless. */
const FALLBACK_MS = 3000;
/** The notice shown when the app's code cannot be fetched (see showLoadFailure). */
const LOAD_FAILURE_ID = 'app-load-failure';

/**
 * React DOM first, then the app, each evaluated in a task of its own: two shorter main-thread tasks
 * instead of one long one while the visitor may already be reading (or tapping) the page.
 */
function startApp(): void {
  void import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./entry-client'))
    .then(({ start }) => start())
    .catch(showLoadFailure);
}

/**
 * The app's code could not be fetched (offline, a dropped connection, a new release that replaced the
 * old chunks): the page would stay as painted, its links working but its forms never enabled. Say so
 * and offer the reload that fixes it. Plain DOM: React is what did not arrive.
 */
function showLoadFailure(): void {
  if (document.getElementById(LOAD_FAILURE_ID)) return;
  const notice = document.createElement('div');
  notice.id = LOAD_FAILURE_ID;
  notice.setAttribute('role', 'alert');
  notice.className =
    'fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-3 border-t border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg';
  const text = document.createElement('p');
  text.textContent = 'Cuemap could not finish loading. Check your connection, then reload the page.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.className =
    'rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  reload.addEventListener('click', () => window.location.reload());
  notice.append(text, reload);
  document.body.append(notice);
}

/**
 * Runs `callback` once the browser reports the page's first contentful paint (so that paint never
 * waits for the app's JavaScript). A hidden tab does not paint: then, or if no report comes within
 * FALLBACK_MS, the app starts anyway.
 */
function afterFirstPaint(callback: () => void): void {
  const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!supported || document.visibilityState === 'hidden') {
    callback();
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    callback();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, FALLBACK_MS);
}

/**
 * A route shell (scripts/prerender.mjs: /mindmap/…, /dashboard, /teleprompter/…) names the chunks of its
 * screen; they are preloaded now, after the page's own first request (above), not as <link>s in the page,
 * where ~35 of them went first over HTTP/1.1's six connections and that request waited behind them.
 */
function preloadRouteChunks(): void {
  // scripts/prerender.mjs's ROUTE_CHUNKS_META.
  const list = document.querySelector<HTMLMetaElement>('meta[name="cuemap-route-chunks"]')?.content ?? '';
  for (const href of list.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

preloadRouteChunks();

// Nothing else may import this module (or share a module with it): a chunk that imported the entry
// chunk would make Vite load the entry's stylesheet again, beside the copy inlined in the page.
// data-prerendered: set by scripts/prerender.mjs (entry-client.tsx reads it too).
if (document.getElementById('root')?.dataset.prerendered !== undefined) afterFirstPaint(startApp);
else startApp();
