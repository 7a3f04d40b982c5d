// In-page probes of the editor benchmark (bench/editor-frames.ts): frame intervals while an action runs,
// and "open to interactive". Scripts are passed as strings: tsx's name helpers do not exist in the page.
import type { Page } from 'playwright-core';

export interface FrameStats {
  frames: number;
  median: number;
  p95: number;
  max: number;
}

export function stats(intervals: number[]): FrameStats {
  const sorted = [...intervals].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { frames: intervals.length, median: q(0.5), p95: q(0.95), max: sorted[sorted.length - 1] ?? 0 };
}

/** Frame intervals (rAF to rAF) while `action` runs; the first two (the probe starting) are left out. */
export async function recordFrames(page: Page, action: () => Promise<void>): Promise<FrameStats> {
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__stop = false;
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (!window.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await action();
  return stats((await page.evaluate('(window.__stop = true, window.__frames.slice(2))')) as number[]);
}

/** The probe behind `openToInteractive`: installed before the page's own scripts (see there). */
const TTI_PROBE = `(() => {
  const s = { onScreen: 0, interactive: 0, lastTransform: '', stableFrames: 0, lastFrame: performance.now(), quietSince: 0 };
  window.__tti = s;
  const tick = (now) => {
    const gap = now - s.lastFrame;
    s.lastFrame = now;
    if (!s.onScreen) {
      const nodes = document.querySelectorAll('.react-flow__node');
      const viewport = document.querySelector('.react-flow__viewport');
      const hidden = [...nodes].some((n) => n.style.visibility === 'hidden');
      const transform = viewport ? viewport.style.transform : '';
      s.stableFrames = nodes.length > 0 && !hidden && transform === s.lastTransform ? s.stableFrames + 1 : 0;
      s.lastTransform = transform;
      if (s.stableFrames >= 3) { s.onScreen = now; s.quietSince = now; }
    } else if (gap > 50) {
      s.quietSince = now;
    } else if (now - s.quietSince >= 250) {
      s.interactive = s.quietSince;
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/**
 * Opens `url` and answers "open to interactive", in ms from navigation start (the document's time origin),
 * TTI-style:
 *  1. on screen: map nodes are in the DOM, none still hidden for measuring (React Flow shows a node once
 *     it has its size), and the view (the viewport's transform) has not moved for 3 frames;
 *  2. interactive: from then, the end of the last long frame (> 50 ms: a long task that would hold up
 *     input) before 250 ms without one — the canvas then answers a pointer within a frame.
 * The probe is an init script (the app's CSP forbids evaluating strings from the page itself).
 */
export async function openToInteractive(page: Page, url: string, timeoutMs = 60_000): Promise<{ onScreen: number; interactive: number }> {
  await page.addInitScript(TTI_PROBE);
  await page.goto(url, { waitUntil: 'commit' });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = (await page.evaluate(
      'window.__tti && window.__tti.interactive ? { onScreen: window.__tti.onScreen, interactive: window.__tti.interactive } : null',
    )) as {
      onScreen: number;
      interactive: number;
    } | null;
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`${url} was not interactive within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A point on the empty canvas (no node, edge label or control under it), searched on a grid. */
export async function paneSpot(page: Page): Promise<{ x: number; y: number }> {
  const spot = (await page.evaluate(`(() => {
    const pane = document.querySelector('.react-flow__pane').getBoundingClientRect();
    for (let fy = 0.85; fy >= 0.15; fy -= 0.05) {
      for (let fx = 0.5; fx <= 0.9; fx += 0.05) {
        const x = pane.left + pane.width * fx, y = pane.top + pane.height * fy;
        const el = document.elementFromPoint(x, y);
        if (el && el.classList.contains('react-flow__pane')) return { x, y };
      }
    }
    return null;
  })()`)) as { x: number; y: number } | null;
  if (!spot) throw new Error('No empty spot on the canvas to pan from');
  return spot;
}

/** A rendered node (not the root) whose box lies well inside the canvas: its centre. */
export async function nodeToDrag(page: Page): Promise<{ id: string; x: number; y: number }> {
  const found = (await page.evaluate(`(() => {
    const pane = document.querySelector('.react-flow__pane').getBoundingClientRect();
    const cx = pane.left + pane.width / 2, cy = pane.top + pane.height / 2;
    let best = null;
    for (const el of document.querySelectorAll('.react-flow__node')) {
      const r = el.getBoundingClientRect();
      if (el.dataset.id === '1' || r.left < pane.left + 60 || r.right > pane.right - 360 || r.top < pane.top + 60 || r.bottom > pane.bottom - 220) continue;
      const d = Math.hypot(r.left + r.width / 2 - cx, r.top + r.height / 2 - cy);
      if (!best || d < best.d) best = { id: el.dataset.id, x: r.left + r.width / 2, y: r.top + r.height / 2, d };
    }
    return best;
  })()`)) as { id: string; x: number; y: number } | null;
  if (!found) throw new Error('No node on screen to drag');
  return found;
}

/** The viewport transform React Flow applies (pan and zoom), to tell when a view has settled. */
export async function viewTransform(page: Page): Promise<string> {
  return page.locator('.react-flow__viewport').evaluate((el) => (el as HTMLElement).style.transform);
}
