// Draws the PWA icons (public/icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png)
// from public/favicon.svg in Debian's Chromium. Run once after changing the logo:
//   node apps/web/scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const BRAND = '#4f46e5';

/** `maskable`: a full-bleed brand square with the logo inside the 80 % safe zone (no rounded corners of its own). */
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const inner = maskable ? Math.round(size * 0.72) : size;
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;background:${maskable ? BRAND : 'transparent'}">` +
        `<img src="${dataUrl}" width="${inner}" height="${inner}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: !maskable, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
