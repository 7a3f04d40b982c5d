import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, transformWithOxc, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { END_SESSION_MESSAGE, OFFLINE_API_CACHE, OFFLINE_API_PATHS, OFFLINE_COPY_HEADER } from './src/lib/offline-cache';

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
        endSessionMessage: END_SESSION_MESSAGE,
      };
      const { code } = await transformWithOxc(readFileSync(SW_SOURCE, 'utf8'), SW_SOURCE, { lang: 'ts' });
      // A classic worker script: no module syntax (the source is a module only for its types).
      const body = code.replace(/^export\s*\{\s*\};?\s*$/m, '');
      if (/^\s*(import|export)\b/m.test(body)) this.error('sw/service-worker.ts must not import or export: /sw.js is a classic worker script');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: `const CUEMAP_SW = ${JSON.stringify(config)};\n${body}` });
    },
  };
}

/**
 * react-router's package.json exports only its development build (dev warnings on); builds take the
 * production build it ships beside it (identical code with ENABLE_DEV_WARNINGS off, so the warning
 * paths minify away). The dev server and tests keep the warnings.
 */
const REACT_ROUTER_PRODUCTION = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

/** The modules of the "shell" chunk (build.rolldownOptions below): what every page loads with the app chunk. */
const SHELL_MODULES = [
  /src\/components\/layout\/(navbar|logo|plan-badge|logout-messages)\.tsx?$/,
  /src\/components\/ui\/(button|spinner|toast|badge|class-merge)\.tsx?$/,
  /src\/config\/paths\.ts$/,
  /src\/lib\/(session|session-expiry|api-client|auth|offline-cache|external-navigation|class-names|page-lifecycle|use-logout|when-idle|local-store)\.ts$/,
  /packages\/shared\/src\/plans\.ts$/,
  /lucide-react\/dist\/esm\/(createLucideIcon|Icon|defaultAttributes|context)\.mjs$/,
  /lucide-react\/dist\/esm\/shared\//,
  // The toasts' and the navbar's icons.
  /lucide-react\/dist\/esm\/icons\/(x|info|circle-check|circle-x|log-out|menu)\.mjs$/,
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), serviceWorker()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] } : {},
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
    rolldownOptions: {
      ...(isSsrBuild ? {} : { preserveEntrySignatures: false as const }),
      output: {
        codeSplitting: {
          // The small common chunks automatic splitting makes (an icon, a hook, a helper shared by a few
          // screens: 119 scripts in all, 60 requests to open the editor) are copied into the chunks that
          // read them, up to 16 KB of source each; rolldown's runtime keeps one module state across the
          // copies. Pages make 40–55 % fewer requests (landing 22 → 13, dashboard 50 → 24, editor 60 → 28,
          // prompter 65 → 28) for about the same bytes (brotli: the public pages and the dashboard 2–3 KB
          // less, the editor 7 KB and the prompter 5 KB more, 2 %). At 32 KB: 4 requests fewer a page
          // for 1–2 KB more each. Style modules stay files (rolldown's guide: Vite's CSS plugin would emit
          // their CSS once per copy). Client build only: it needs preserveEntrySignatures off, which the
          // pre-render's server entry must keep. docs/decisions.md.
          ...(isSsrBuild
            ? {}
            : {
                experimentalInlineCommonChunks: {
                  maxSize: 16_384,
                  maxDuplicatedSize: 49_152,
                  exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
                },
              }),
          // The small modules every page loads with the app chunk (navbar, session, API client, the kit's
          // button, toast, badge…) in one "shell" chunk instead of a dozen tiny ones: fewer requests and
          // ~2 KB less gzip on the landing page's first load (issue 16). Only these modules, not what
          // they import (includeDependenciesRecursively: false), so nothing else joins the first load.
          groups: [
            {
              name: 'shell',
              includeDependenciesRecursively: false,
              test: (id: string) => SHELL_MODULES.some((pattern) => pattern.test(id)),
            },
            // TanStack Query in one chunk (it was six after the inlining above): every signed-in screen
            // loads all of it and the public pages none; 3 requests and 3.4 KB less a signed-in page.
            {
              name: 'query',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
