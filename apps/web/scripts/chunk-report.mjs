// Lists what each entry-side chunk holds: rendered bytes per package (or per source folder for our
// own code), from a throwaway production build into a temp dir. Usage: node apps/web/scripts/chunk-report.mjs [chunk-name-prefix]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2] ?? 'index';
const outDir = mkdtempSync(path.join(tmpdir(), 'cuemap-chunks-'));

function owner(id) {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const rel = path.relative(path.resolve(webDir, '../..'), clean);
  return rel.split(path.sep).slice(0, 4).join('/');
}

const report = {
  name: 'chunk-report',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.fileName.startsWith(`assets/${only}`)) continue;
      const byOwner = new Map();
      for (const [id, info] of Object.entries(chunk.modules)) {
        byOwner.set(owner(id), (byOwner.get(owner(id)) ?? 0) + info.renderedLength);
      }
      const total = [...byOwner.values()].reduce((a, b) => a + b, 0);
      console.log(`\n${chunk.fileName}: ${(total / 1024).toFixed(1)} KB rendered (before minify)`);
      for (const [name, bytes] of [...byOwner].sort((a, b) => b[1] - a[1])) {
        if (bytes >= 200) console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${name}`);
      }
    }
  },
};

try {
  await build({ root: webDir, logLevel: 'warn', plugins: [report], build: { outDir, emptyOutDir: true, minify: false } });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
