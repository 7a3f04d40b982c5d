// What the landing page's first load is made of (issue 16): every chunk it downloads, biggest first, with
// its biggest source modules, then the same totals per package or app folder across all those chunks.
// The production build has no source maps, so this makes a second build of apps/web with hidden source
// maps (same code, same file names; the maps are not referenced from the code) into a temporary folder.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkComposition } from './web-composition.mjs';

const MODULES_PER_CHUNK = 5;
const TOTALS_SHOWN = 15;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Manifest keys a first visit to `keys` loads (static imports, transitively). */
function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imp of manifest[key].imports ?? []) visit(imp);
  };
  keys.forEach(visit);
  return seen;
}

/** The landing first load's JS files in a build: entry, app chunk (main.tsx imports it), landing route. */
function landingFiles(manifest, landingKey, appChunkKey) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const keys = closure(manifest, [entryKey, appChunkKey, landingKey]);
  return [...keys].map((k) => ({ key: k, file: manifest[k].file })).filter(({ file }) => file.endsWith('.js'));
}

function buildWithSourceMaps(root) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'cuemap-bench-web-'));
  const vite = path.join(root, 'node_modules/.bin/vite');
  execFileSync(vite, ['build', '--sourcemap', 'hidden', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: path.join(root, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return outDir;
}

/** Prints the landing first load's chunks and modules; `dist`/`manifest` are the measured build's. */
export function printLandingModules({ root, dist, manifest, landingKey, appChunkKey }) {
  const distFiles = landingFiles(manifest, landingKey, appChunkKey);
  const haveMaps = distFiles.every(({ file }) => existsSync(path.join(dist, `${file}.map`)));
  const mapsDir = haveMaps ? dist : buildWithSourceMaps(root);
  try {
    const mapsManifest = haveMaps ? manifest : JSON.parse(readFileSync(path.join(mapsDir, '.vite/manifest.json'), 'utf8'));
    const files = landingFiles(mapsManifest, landingKey, appChunkKey);
    const sameCode = files.length === distFiles.length && files.every(({ file }) => distFiles.some((d) => d.file === file));
    const chunks = files.map(({ key, file }) => {
      const code = readFileSync(path.join(mapsDir, file));
      const gzip = gzipSync(code, { level: 9 }).length;
      const modules = chunkComposition(path.join(mapsDir, file), path.join(mapsDir, `${file}.map`), gzip);
      return { key, file, raw: code.length, gzip, modules };
    });
    chunks.sort((a, b) => b.gzip - a.gzip);
    const total = chunks.reduce((sum, c) => sum + c.gzip, 0);

    console.log(`\nLanding first load, chunk by chunk: ${chunks.length} JS files, ${kb(total)} gzip`);
    if (!sameCode) console.log('(apps/web/dist is not a build of the current sources: this part describes the current sources)');
    console.log("Per chunk its biggest modules; a module's gzip is its share of the chunk's raw bytes (an estimate).\n");
    for (const c of chunks) {
      const label = c.key.startsWith('_') ? c.file.replace(/^assets\//, '') : `${c.file.replace(/^assets\//, '')} (${c.key})`;
      console.log(`${label.padEnd(62)}${kb(c.raw).padStart(11)} raw${kb(c.gzip).padStart(10)} gzip`);
      for (const m of c.modules.filter((m) => m.label !== '(unmapped)').slice(0, MODULES_PER_CHUNK)) {
        console.log(`    ${kb(m.gzip).padStart(9)}  ${m.label}`);
      }
    }

    const totals = new Map();
    for (const c of chunks) for (const m of c.modules) totals.set(m.label, (totals.get(m.label) ?? 0) + m.gzip);
    console.log('\nAcross the landing first load, per package or source file (gzip, estimated):');
    for (const [label, gzip] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOTALS_SHOWN)) {
      console.log(`  ${kb(gzip).padStart(9)}  ${label}`);
    }
  } finally {
    if (!haveMaps) rmSync(mapsDir, { recursive: true, force: true });
  }
}
