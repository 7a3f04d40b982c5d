// Bundle-size benchmark: for each route module, the JavaScript a first visit to that route downloads
// (entry chunk + the route chunk + their static imports), raw and gzip, from apps/web/dist's Vite manifest;
// then what the landing page's first load is made of, chunk by chunk, with each chunk's biggest source
// modules (bench/web-landing-modules.mjs: from source maps of a second, hidden-sourcemap build).
// Usage: npm run build -w @cuemap/web && npm run bench:web [-- --no-modules]
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printLandingModules } from './web-landing-modules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
const LANDING_BUDGET_GZIP = 150 * 1024;
/** Issue 16's baseline for the landing page's first-load JS: the target is to stay clearly below it. */
const ISSUE_16_BASELINE_GZIP = 126.6 * 1024;

if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${path.relative(root, manifestPath)}. Run \`npm run build -w @cuemap/web\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const buf = readFileSync(path.join(dist, file));
    sizeCache.set(file, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }
  return sizeCache.get(file);
}

/** Files (JS and CSS) loaded by a manifest entry and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imp of manifest[key]?.imports ?? []) closure(imp, seen);
  return seen;
}

function collect(keys) {
  const js = new Set();
  const css = new Set();
  for (const k of keys) {
    const entry = manifest[k];
    if (!entry) continue;
    if (entry.file.endsWith('.js')) js.add(entry.file);
    for (const c of entry.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}

const sum = (files) =>
  files.reduce(
    (acc, f) => {
      const s = sizes(f);
      return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
    },
    { raw: 0, gzip: 0 },
  );

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryKeys = closure(entryKey);
// main.tsx starts the app through a dynamic import of entry-client.tsx (issue 16): every page needs it.
const APP_CHUNK = 'src/entry-client.tsx';
if (manifest[APP_CHUNK]) closure(APP_CHUNK, entryKeys);

const routeKeys = Object.keys(manifest)
  .filter((k) => /src\/app\/routes\/[^/]+\.tsx$/.test(k) && manifest[k].isDynamicEntry)
  .sort();

/** Route modules outside the query layout (app/router.tsx): the public pages. */
const PUBLIC_ROUTES = new Set(['landing', 'auth', 'verify-email', 'email-verified', 'forgot-password', 'reset-password', 'pricing']);
const queryLayoutKey = routeKeys.find((k) => k.endsWith('/query-layout.tsx'));

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [];
const entryOnly = collect(entryKeys);
const entryJs = sum(entryOnly.js);
rows.push({ route: '(entry + app chunk)', ...entryJs, routeOwn: { raw: 0, gzip: 0 }, css: sum(entryOnly.css) });

let landing;
for (const key of routeKeys) {
  const keys = new Set(entryKeys);
  closure(key, keys);
  // Settings children also need their parent layout route.
  if (/settings-(profile|billing|password)\.tsx$/.test(key)) {
    const parent = routeKeys.find((k) => k.endsWith('/settings.tsx'));
    if (parent) closure(parent, keys);
  }
  // Every route that fetches sits under the query layout (app/router.tsx): it loads with them.
  if (!PUBLIC_ROUTES.has(path.basename(key, '.tsx')) && queryLayoutKey && key !== queryLayoutKey) closure(queryLayoutKey, keys);
  const files = collect(keys);
  const total = sum(files.js);
  const own = sum(files.js.filter((f) => !entryOnly.js.includes(f)));
  const row = { route: path.basename(key, '.tsx'), ...total, routeOwn: own, css: sum(files.css) };
  rows.push(row);
  if (row.route === 'landing') landing = row;
}

const pad = (s, n) => String(s).padEnd(n);
const padl = (s, n) => String(s).padStart(n);
console.log('First-load JavaScript per route (entry + route chunks, static imports included)\n');
console.log(`${pad('route', 22)}${padl('JS raw', 11)}${padl('JS gzip', 11)}${padl('route-only gzip', 17)}${padl('CSS gzip', 11)}`);
console.log('-'.repeat(72));
for (const r of rows) {
  console.log(`${pad(r.route, 22)}${padl(kb(r.raw), 11)}${padl(kb(r.gzip), 11)}${padl(kb(r.routeOwn.gzip), 17)}${padl(kb(r.css.gzip), 11)}`);
}
if (landing) {
  const ok = landing.gzip <= LANDING_BUDGET_GZIP;
  console.log(
    `\nLanding first-load JS: ${kb(landing.gzip)} gzip (budget ${kb(LANDING_BUDGET_GZIP)}; ${(landing.gzip / LANDING_BUDGET_GZIP).toFixed(2)}× of budget) ${ok ? '✓' : '✗ OVER BUDGET'}`,
  );
  const below = landing.gzip < ISSUE_16_BASELINE_GZIP;
  console.log(
    `Issue 16 target: below the ${kb(ISSUE_16_BASELINE_GZIP)} baseline; now ${(landing.gzip / ISSUE_16_BASELINE_GZIP).toFixed(2)}× of it (${kb(landing.gzip - ISSUE_16_BASELINE_GZIP)}) ${below ? '✓' : '✗'}`,
  );
  if (!ok) process.exitCode = 1;
}

if (!process.argv.includes('--no-modules')) {
  const landingKey = routeKeys.find((k) => k.endsWith('/landing.tsx'));
  if (landingKey) printLandingModules({ root, dist, manifest, landingKey, appChunkKey: APP_CHUNK });
}
