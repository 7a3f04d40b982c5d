// Re-makes the landing page's demo video (apps/web/public/demo/cuemap-demo.webm + its poster) from the
// real product: starts the built server on a scratch data directory, drives Debian's Chromium with
// playwright-core through create script → add nodes → reorder → AI script → teleprompter playing,
// records the page with the DevTools screencast, and encodes the frames with ffmpeg (VP9).
//
// Usage: npm run build && npx tsx scripts/make-demo-video.mjs (tsx: it reuses the e2e harness, written in TS)
// Needs: /usr/bin/chromium (or CHROMIUM_PATH) and ffmpeg (`apt-get install -y ffmpeg`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, startApp } from '../e2e/support/harness.ts';
import { register, seedSession } from '../e2e/support/api.ts';

/* global document -- overlayInit and the caption helper run in the page */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/web/public/demo');
const VIDEO = path.join(outDir, 'cuemap-demo.webm');
const POSTER = path.join(outDir, 'cuemap-demo-poster.jpg');
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 12;
const MAX_BYTES = 2 * 1024 * 1024;

for (const f of ['apps/api/dist/server.js', 'apps/web/dist/index.html']) {
  if (!existsSync(path.join(root, f))) {
    console.error(`Missing ${f}: run \`npm run build\` first.`);
    process.exit(1);
  }
}
if (spawnSync('ffmpeg', ['-version']).status !== 0) {
  console.error('ffmpeg not found: apt-get install -y ffmpeg');
  process.exit(1);
}

/** A visible pointer and a caption strip, drawn by the page itself (headless screenshots have no cursor). */
function overlayInit() {
  const install = () => {
    if (document.getElementById('__demo-cursor')) return;
    const cursor = document.createElement('div');
    cursor.id = '__demo-cursor';
    cursor.style.cssText =
      'position:fixed;left:0;top:0;width:22px;height:22px;z-index:2147483647;pointer-events:none;transform:translate(-100px,-100px);transition:transform 40ms linear';
    cursor.innerHTML =
      '<svg width="22" height="22" viewBox="0 0 24 24"><path d="M3 2l7 19 2.6-7.6L20 11z" fill="#111827" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/></svg>';
    const caption = document.createElement('div');
    caption.id = '__demo-caption';
    caption.style.cssText =
      'position:fixed;left:50%;bottom:28px;transform:translateX(-50%);z-index:2147483646;pointer-events:none;max-width:80%;padding:10px 18px;border-radius:999px;background:rgba(17,24,39,.88);color:#fff;font:600 18px/1.3 system-ui,sans-serif;box-shadow:0 8px 24px rgba(0,0,0,.25);opacity:0;transition:opacity 200ms';
    document.documentElement.append(cursor, caption);
    document.addEventListener('mousemove', (e) => (cursor.style.transform = `translate(${e.clientX - 3}px,${e.clientY - 2}px)`), true);
    const last = sessionStorage.getItem('__demo-caption');
    if (last) {
      caption.textContent = last;
      caption.style.opacity = '1';
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', install);
  else install();
}

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cuemap-demo-'));
  const framesDir = path.join(work, 'frames');
  mkdirSync(framesDir);
  // Slow enough that the AI script visibly streams in.
  const server = await startApp({ LOG_LEVEL: 'warn', AI_OFFLINE_CHUNK_DELAY_MS: '25' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--hide-scrollbars'],
  });
  const frames = [];
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: WIDTH, height: HEIGHT } });
    await context.addInitScript(overlayInit);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);

    // A fresh account, signed in the way the web client keeps a session.
    await seedSession(page, await register(server.url, 'maya@example.com', 'demo-password-1'));

    // Record every repaint with its timestamp.
    const cdp = await context.newCDPSession(page);
    cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
      const file = path.join(framesDir, `frame-${String(frames.length).padStart(5, '0')}.jpg`);
      writeFileSync(file, Buffer.from(data, 'base64'));
      frames.push({ file, t: metadata.timestamp ?? Date.now() / 1000 });
      void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
    });

    const pause = (ms) => page.waitForTimeout(ms);
    const caption = (text) =>
      page.evaluate((t) => {
        sessionStorage.setItem('__demo-caption', t);
        const el = document.getElementById('__demo-caption');
        if (!el) return;
        el.textContent = t;
        el.style.opacity = t ? '1' : '0';
      }, text);
    let mouse = { x: WIDTH / 2, y: HEIGHT / 2 };
    async function moveTo(x, y, steps = 14) {
      await page.mouse.move(x, y, { steps });
      mouse = { x, y };
    }
    async function center(locator) {
      await locator.scrollIntoViewIfNeeded();
      const box = await locator.boundingBox();
      if (!box) throw new Error('element has no box');
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    async function click(locator) {
      const c = await center(locator);
      await moveTo(c.x, c.y);
      await pause(120);
      await page.mouse.click(c.x, c.y);
    }
    async function typeInto(locator, text, delay = 35) {
      await click(locator);
      await locator.fill('');
      await locator.pressSequentially(text, { delay });
    }
    async function addNode(title, details) {
      await click(page.getByRole('button', { name: 'Add Node' }));
      const dialog = page.getByRole('dialog', { name: 'Edit Node Content' });
      await dialog.waitFor();
      await pause(300);
      await typeInto(dialog.getByLabel('Title'), title, 25);
      await typeInto(dialog.getByLabel('Details'), details, 2);
      await pause(250);
      await click(dialog.getByRole('button', { name: 'Save', exact: true }));
      await dialog.waitFor({ state: 'detached' });
      // Saved as it is made (issue 26): the status line says so.
      await page.getByTestId('live-status').filter({ hasText: 'Saved' }).waitFor();
      await pause(500);
    }

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Your Scripts' }).waitFor();
    await page.mouse.move(mouse.x, mouse.y);
    await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 85, maxWidth: WIDTH, maxHeight: HEIGHT, everyNthFrame: 1 });

    // 1. Create a script from the dashboard.
    await caption('1 · Create a script from your dashboard');
    await pause(1500);
    await click(page.getByRole('button', { name: 'New Script', exact: true }));
    await page.waitForURL(/\/mindmap\/(?!new)[^/]+$/);
    await page.getByTestId('map-node').first().waitFor();
    await pause(1200);

    // 2. Name it and branch out ideas.
    await caption('2 · Name it, then branch out your ideas');
    await click(page.getByRole('button', { name: /Script title/ }));
    const titleBox = page.getByRole('textbox', { name: 'Script title' });
    await titleBox.fill('');
    await titleBox.pressSequentially('Product Launch Talk', { delay: 45 });
    await page.keyboard.press('Enter');
    await pause(800);
    await addNode('Why now', 'Teams lose hours rewriting the same talk. Cuemap keeps the plan and the script in one place.');
    await click(page.getByRole('button', { name: 'Central Idea', exact: true }));
    await addNode('Live demo', 'Map the ideas, drag them into order, and read the result on the teleprompter.');
    await click(page.getByRole('button', { name: 'Central Idea', exact: true }));
    await addNode('Hello, everyone', 'Thanks for joining. Today I want to show you how we plan every talk.');
    await pause(600);

    // 3. Reorder in Node Order.
    await caption('3 · Drag ideas into speaking order');
    await pause(900);
    const from = await center(page.getByRole('button', { name: 'Reorder Hello, everyone' }));
    const to = await center(page.getByRole('button', { name: 'Reorder Why now' }));
    await moveTo(from.x, from.y);
    await pause(250);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++) {
      await page.mouse.move(from.x, from.y + ((to.y - 4 - from.y) * i) / 20);
      await pause(30);
    }
    await pause(200);
    await page.mouse.up();
    mouse = { x: from.x, y: to.y };
    await pause(900);
    await page.getByTestId('live-status').filter({ hasText: 'Saved' }).waitFor();
    await pause(1200);

    // 4. Teleprompter, AI script, play.
    await caption('4 · Open the teleprompter');
    await click(page.getByRole('button', { name: 'Teleprompter' }));
    await page.waitForURL('**/teleprompter');
    await page.getByTestId('teleprompter-content').locator('p').first().waitFor();
    await pause(1500);
    await caption('5 · Let AI write the spoken script');
    await click(page.getByRole('button', { name: /Generate with AI/ }));
    const modal = page.getByRole('dialog');
    await modal.waitFor();
    await pause(900);
    await click(modal.getByRole('button', { name: 'Generate Script' }));
    await page.getByText('AI script generated successfully!').waitFor({ timeout: 60_000 });
    await pause(1000);
    await caption('6 · Press play and present');
    const speed = page.getByRole('spinbutton', { name: 'Speed (WPM)' });
    await click(speed);
    await speed.fill('260');
    await speed.press('Enter');
    await pause(400);
    await click(page.getByRole('button', { name: 'Play' }));
    await moveTo(WIDTH - 60, HEIGHT - 80, 10);
    await pause(6000);
    await caption('Cuemap · plan it as a map, say it from the teleprompter');
    await pause(2500);
    await cdp.send('Page.stopScreencast');
  } finally {
    await browser.close();
    await server.stop();
  }

  if (frames.length < 10) throw new Error(`only ${frames.length} frames recorded`);
  // Concat list with each frame shown until the next repaint; ffmpeg resamples to a constant rate.
  const lines = [];
  for (let i = 0; i < frames.length; i++) {
    const next = frames[i + 1]?.t ?? frames[i].t + 1;
    lines.push(`file '${frames[i].file}'`, `duration ${Math.max(0.001, next - frames[i].t).toFixed(4)}`);
  }
  lines.push(`file '${frames.at(-1).file}'`);
  const list = path.join(work, 'frames.txt');
  writeFileSync(list, lines.join('\n'));
  mkdirSync(outDir, { recursive: true });
  const ff = (args) => {
    const r = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
  };
  const vf = `fps=${FPS},scale=${WIDTH}:${HEIGHT}:force_original_aspect_ratio=decrease,pad=${WIDTH}:${HEIGHT}:(ow-iw)/2:(oh-ih)/2:color=white,format=yuv420p`;
  for (const crf of [40, 46, 52]) {
    ff([
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      list,
      '-vf',
      vf,
      '-an',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      String(crf),
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-g',
      String(FPS * 5),
      VIDEO,
    ]);
    if (statSync(VIDEO).size <= MAX_BYTES) break;
  }
  // Poster: the teleprompter mid-scroll (a frame near the end).
  const posterFrame = frames[Math.floor(frames.length * 0.9)].file;
  ff(['-i', posterFrame, '-vf', `scale=${WIDTH}:-2`, '-q:v', '5', POSTER]);
  rmSync(work, { recursive: true, force: true });
  const size = statSync(VIDEO).size;
  console.log(`${path.relative(root, VIDEO)}: ${(size / 1024).toFixed(0)} KB, ${frames.length} frames`);
  console.log(`${path.relative(root, POSTER)}: ${(statSync(POSTER).size / 1024).toFixed(0)} KB`);
  if (size > MAX_BYTES) throw new Error('video is over 2 MB');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
