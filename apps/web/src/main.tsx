// Entry: keeps the stylesheet and starts the app (entry-client.tsx, its own chunk). On a page the build
// pre-rendered, the app is fetched only once that page has been painted, so the first paint never waits
// for JavaScript (issue 16); the client shell starts it at once (its index.html preloads that chunk).
import './index.css';

/** How long a pre-rendered page waits for its paint report before starting the app regardless. */
const FALLBACK_MS = 3000;

/**
 * React DOM first, then the app, each evaluated in a task of its own: two shorter main-thread tasks
 * instead of one long one while the visitor may already be reading (or tapping) the page.
 */
function startApp(): void {
  void import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./entry-client'))
    .then(({ start }) => start());
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

// Nothing else may import this module (or share a module with it): a chunk that imported the entry
// chunk would make Vite load the entry's stylesheet again, beside the copy inlined in the page.
// data-prerendered: set by scripts/prerender.mjs (entry-client.tsx reads it too).
if (document.getElementById('root')?.dataset.prerendered !== undefined) afterFirstPaint(startApp);
else startApp();
