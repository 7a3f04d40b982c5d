import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, transformWithOxc, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { OFFLINE_API_CACHE, OFFLINE_API_PATHS, OFFLINE_COPY_HEADER } from './src/lib/offline-cache';

const SW_SOURCE = fileURLToPath(new URL('./sw/service-worker.ts', import.meta.url));
/** Public files too large to keep offline (the landing page's demo video) stay network-only. */
// .woff: the web fonts' fallback format; every browser with a service worker takes the .woff2 beside it.
const NOT_PRECACHED = [/^demo\//, /^\.vite\//, /\.map$/, /\.woff$/];

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/**
 * Writes /sw.js (sw/service-worker.ts, types stripped) in production builds, with the list of the
 * build's files to precache and a version hashed from their names and contents, so every build
 * that changes a file ships a new worker (apps/web/src/README.md, "Offline / PWA").
 */
function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'cuemap-service-worker',
    // Client builds only: not the pre-render's Node build (scripts/prerender.mjs).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_options, bundle) {
      const hash = createHash('sha256');
      const files = new Set<string>(['index.html']);
      for (const [fileName, output] of Object.entries(bundle)) {
        if (NOT_PRECACHED.some((pattern) => pattern.test(fileName))) continue;
        files.add(fileName);
        hash.update(fileName).update(output.type === 'chunk' ? output.code : output.source);
      }
      for (const fileName of publicDir ? listFiles(publicDir) : []) {
        if (NOT_PRECACHED.some((pattern) => pattern.test(fileName))) continue;
        files.add(fileName);
        hash.update(fileName).update(readFileSync(path.join(publicDir, fileName)));
      }
      const config = {
        precache: [...files].sort().map((fileName) => `/${fileName}`),
        version: hash.digest('hex').slice(0, 16),
        apiCache: OFFLINE_API_CACHE,
        apiPaths: OFFLINE_API_PATHS,
        offlineHeader: OFFLINE_COPY_HEADER,
      };
      const { code } = await transformWithOxc(readFileSync(SW_SOURCE, 'utf8'), SW_SOURCE, { lang: 'ts' });
      // A classic worker script: no module syntax (the source is a module only for its types).
      const body = code.replace(/^export\s*\{\s*\};?\s*$/m, '');
      if (/^\s*(import|export)\b/m.test(body)) this.error('sw/service-worker.ts must not import or export: /sw.js is a classic worker script');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: `const CUEMAP_SW = ${JSON.stringify(config)};\n${body}` });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorker()],
  server: {
    port: 5173,
    // ws: the stage socket (/api/stage/socket) goes through too.
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
});
