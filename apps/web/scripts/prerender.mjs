// Post-build step 1 of 2 (see package.json "build"): renders the public pages to real HTML so they
// paint before any JavaScript runs (issue 16). It builds src/entry-server.tsx for Node, renders each
// page with the same routes and components as the browser, and writes dist/prerendered/<path>/index.html
// from dist/index.html with the markup inside #root and the entry stylesheet inlined (one request fewer
// before the first paint). dist/index.html stays the empty client shell (the API serves it for every
// other page, the service worker keeps it for offline use); it gains preloads of the app chunk.
// main.tsx starts the app (entry-client.tsx) after a pre-rendered page's first paint; it hydrates it.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

/** The public pages to pre-render (spec §2): landing, pricing, login/register. */
export const PRERENDERED_PATHS = ['/', '/pricing', '/auth'];

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webDir, 'dist');
const outRoot = path.join(dist, 'prerendered');
// Inside the workspace so Node resolves the externalised packages (react, react-router) from node_modules.
const ssrDir = path.join(webDir, 'node_modules', '.cuemap-prerender');

const ROOT_ELEMENT = '<div id="root"></div>';
const APP_CHUNK = 'src/entry-client.tsx';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * Form fields and buttons arrive disabled and marked; entry-client.tsx enables them once React has
 * hydrated. Before then a click would be lost, typed text wiped, and a native submit would put the
 * password in the URL. (Links work without JavaScript.) Controls the page itself disables are left
 * alone; the marked ones keep their look, with a "progress" cursor, for the moment it takes.
 */
const FORM_CONTROL = /<(input|textarea|select|button)(?=[\s/>])([^>]*)>/g;
const UNTIL_HYDRATED_STYLE = '<style>[data-until-hydrated]{opacity:1!important;cursor:progress!important}</style>';
export const UNTIL_HYDRATED_ATTRIBUTE = 'data-until-hydrated';

function disableUntilHydrated(html) {
  return html.replace(FORM_CONTROL, (tag, name, rest) =>
    /\sdisabled(=|\s|>|$)/.test(rest) ? tag : `<${name} disabled="" ${UNTIL_HYDRATED_ATTRIBUTE}=""${rest}>`,
  );
}

function pageFile(pathname) {
  return path.join(outRoot, ...pathname.split('/').filter(Boolean), 'index.html');
}

function inlineStylesheet(template) {
  const match = STYLESHEET.exec(template);
  if (!match) return template;
  const css = readFileSync(path.join(dist, match[1]), 'utf8');
  if (/url\((?!["']?(data:|\/|https?:))/.test(css)) return template; // relative URLs would break inline
  // The <link> stays, disabled (never fetched): Vite's chunk preloader looks for it before loading the
  // entry stylesheet again for a route chunk, and finds it.
  const disabledLink = match[0].replace('<link ', '<link disabled ');
  return template.replace(match[0], () => `<style>${css}</style>${UNTIL_HYDRATED_STYLE}\n    ${disabledLink}`);
}

/**
 * The signed-in screens a visitor opens cold (a bookmark, a shared link, a reload), each with the route
 * modules it renders: dist/shells/<first path segment>.html is the client shell that also preloads their
 * chunks, so the screen's code is fetched beside the app chunk instead of after it has run (issue 14:
 * a 1 000-node map opens to interactive within 1.5 s). The API sends it for those paths (spa.ts).
 */
const ROUTE_SHELLS = {
  dashboard: ['src/app/routes/query-layout.tsx', 'src/app/routes/dashboard.tsx'],
  mindmap: ['src/app/routes/query-layout.tsx', 'src/app/routes/mind-map.tsx'],
  teleprompter: ['src/app/routes/query-layout.tsx', 'src/app/routes/teleprompter.tsx'],
};

/** The built files `keys` (Vite manifest keys) load up front: their chunks, static imports and stylesheets. */
function chunkFiles(manifest, keys) {
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || scripts.has(entry.file)) return;
    scripts.add(entry.file);
    for (const css of entry.css ?? []) styles.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`No chunk for ${key} in the Vite manifest`);
    visit(key);
  }
  return { scripts, styles };
}

/**
 * `template` with preloads of the chunks of `keys` and what they import (the entry and anything the page
 * already links are left out). Scripts as module preloads; a route's stylesheet as a preload (not
 * render-blocking: Vite's chunk loader adds its <link rel="stylesheet"> when the route loads, and the
 * browser has it by then).
 */
function withPreloads(template, manifest, keys) {
  const links = preloadList(template, manifest, keys).map(({ file, as }) =>
    as === 'style' ? `<link rel="preload" as="style" crossorigin href="/${file}">` : `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  return template.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

function preloadList(template, manifest, keys) {
  const { scripts, styles } = chunkFiles(manifest, keys);
  const mainFile = Object.values(manifest).find((entry) => entry.isEntry)?.file;
  const fresh = (file) => file !== mainFile && !template.includes(`href="/${file}"`);
  return [...[...scripts].filter(fresh).map((file) => ({ file, as: 'script' })), ...[...styles].filter(fresh).map((file) => ({ file, as: 'style' }))];
}

/** The <meta> naming a route shell's chunks; main.tsx reads it by this name (it imports nothing). */
const ROUTE_CHUNKS_META = 'cuemap-route-chunks';

/**
 * The chunks of `keys` (as preloadList), largest first, for a <meta> that main.tsx reads: it preloads them
 * once it has sent the page's own first request (the script the editor opens). As <link>s in the page,
 * the ~35 chunks went first over HTTP/1.1's six connections and that request waited behind them.
 */
function routeChunks(template, manifest, keys) {
  return preloadList(template, manifest, keys)
    .map(({ file }) => ({ file, size: statSync(path.join(dist, file)).size }))
    .sort((a, b) => b.size - a.size)
    .map(({ file }) => `/${file}`);
}

/**
 * The client shell starts the app at once, so its index.html preloads the app chunk (entry-client)
 * and what it imports, fetched beside main.js instead of after it; the route shells add their screen's
 * chunks. (Pre-rendered pages fetch the app chunk only after their first paint: see main.tsx.)
 */
function writeShells(template) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const shell = withPreloads(template, manifest, [APP_CHUNK]);
  writeFileSync(path.join(dist, 'index.html'), shell);
  const shellsDir = path.join(dist, 'shells');
  rmSync(shellsDir, { recursive: true, force: true });
  mkdirSync(shellsDir, { recursive: true });
  for (const [segment, keys] of Object.entries(ROUTE_SHELLS)) {
    const file = path.join(shellsDir, `${segment}.html`);
    const chunks = routeChunks(shell, manifest, keys);
    writeFileSync(
      file,
      shell.replace('</head>', () => `  <meta name="${ROUTE_CHUNKS_META}" content="${chunks.join(' ')}">\n  </head>`),
    );
    console.log(`route shell /${segment}/… -> ${path.relative(webDir, file)} (${chunks.length} files for the page to preload)`);
  }
}

async function main() {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`dist/index.html has no ${ROOT_ELEMENT}: was it already pre-rendered?`);
  rmSync(ssrDir, { recursive: true, force: true });
  await build({
    root: webDir,
    logLevel: 'warn',
    ssr: { noExternal: ['@cuemap/shared'] },
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false, minify: false },
  });
  try {
    const { renderPage } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
    const page = inlineStylesheet(template);
    rmSync(outRoot, { recursive: true, force: true });
    for (const pathname of PRERENDERED_PATHS) {
      const html = disableUntilHydrated((await renderPage(pathname)).html);
      const file = pageFile(pathname);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(
        file,
        page.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${pathname}">${html}</div>`),
      );
      console.log(`prerendered ${pathname} -> ${path.relative(webDir, file)} (${(html.length / 1024).toFixed(1)} KB of markup)`);
    }
    writeShells(template);
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

await main();
