// Editor frame-time benchmark: a 200-node map in the production build, panned and dragged with a real
// mouse in Chromium; prints frame intervals (median, p95, max) against an idle baseline from the same run.
// Run after `npm run build`: npx tsx bench/editor-frames.ts
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, startApp } from '../e2e/support/harness';

const NODE_COUNT = 200;

function gridMap() {
  const nodes = Array.from({ length: NODE_COUNT }, (_, i) => ({
    id: i === 0 ? '1' : `n${i}`,
    x: 400 + (i % 20) * 190 - 1900,
    y: 300 + Math.floor(i / 20) * 110 - 500,
    title: i === 0 ? 'Main Idea' : `Idea ${i}`,
    text: `Paragraph ${i} of the benchmark script.`,
    color: ['#EF4444', '#F97316', '#EAB308', '#22C55E', '#3B82F6', '#A855F7', '#EC4899'][i % 7]!,
    ...(i === 0 ? { isRoot: true } : {}),
  }));
  const connections = nodes.slice(1).map((n, i) => ({ from: nodes[Math.floor(i / 3)]!.id, to: n.id }));
  return { title: 'Benchmark map', nodes, connections, nodeOrder: nodes.map((n) => n.id), viewState: { translateX: 0, translateY: 0 } };
}

async function recordFrames(page: Page, action: () => Promise<void>) {
  // A string, not a function: tsx's name helpers do not exist inside the page.
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
  const frames = (await page.evaluate('(window.__stop = true, window.__frames.slice(2))')) as number[];
  const sorted = [...frames].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { frames: frames.length, median: q(0.5), p95: q(0.95), max: sorted[sorted.length - 1] ?? 0 };
}

async function main() {
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const reg = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'correct horse battery' }),
    });
    const session = (await reg.json()) as { token: string; user: unknown };
    const created = await fetch(`${app.url}/api/mindmaps`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify(gridMap()),
    });
    const { _id } = (await created.json()) as { _id: string };
    const { page } = await openPage(browser, app.url, 1366, 900);
    await page.goto('/api/health');
    await page.evaluate((s) => localStorage.setItem('mindMapSession', JSON.stringify(s)), session);
    await page.goto(`/mindmap/${_id}`);
    await page.getByTestId('map-node').first().waitFor();
    await page.waitForTimeout(500);

    const idle = await recordFrames(page, () => page.waitForTimeout(1500));

    const pane = (await page.locator('.react-flow__pane').boundingBox())!;
    const pan = await recordFrames(page, async () => {
      await page.mouse.move(pane.x + 40, pane.y + pane.height - 40);
      await page.mouse.down();
      for (let i = 0; i < 90; i++) await page.mouse.move(pane.x + 40 + i * 4, pane.y + pane.height - 40 - i * 2);
      await page.mouse.up();
    });

    const node = (await page.locator('[data-testid="map-node"]').nth(5).boundingBox())!;
    const drag = await recordFrames(page, async () => {
      await page.mouse.move(node.x + node.width / 2, node.y + node.height / 2);
      await page.mouse.down();
      for (let i = 0; i < 90; i++) await page.mouse.move(node.x + node.width / 2 + i * 3, node.y + node.height / 2 + i * 1.5);
      await page.mouse.up();
    });

    const fmt = (name: string, r: Awaited<ReturnType<typeof recordFrames>>) =>
      `${name.padEnd(10)} frames ${String(r.frames).padStart(4)}  median ${r.median.toFixed(1).padStart(5)} ms  p95 ${r.p95
        .toFixed(1)
        .padStart(5)} ms  max ${r.max.toFixed(1).padStart(6)} ms  p95/idle ${(r.p95 / idle.p95).toFixed(2)}`;
    console.log(`Editor frame times, ${NODE_COUNT} nodes, headless Chromium (software rendering), 1366×900`);
    console.log(fmt('idle', idle));
    console.log(fmt('pan', pan));
    console.log(fmt('node drag', drag));
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
