// `npm run release [-- DIR]`: builds the app and writes a self-contained folder (default ./release) that
// runs with `node start.mjs` (or `npm start` inside it) and nothing else from this checkout:
//   apps/api/dist   the server bundle and its job worker (io-worker.js); the DB migrations are bundled in
//   apps/web/dist   the web assets (pre-rendered pages, route shells, compressed copies)
//   node_modules    the API's production dependencies only, installed by `npm ci --omit=dev` from a
//                   package-lock.json cut from this repository's (scripts/release/prune-lock.mjs)
//   start.mjs, healthcheck.mjs, release.json, LICENSE, THIRD-PARTY-NOTICES.md, licenses/web-app.txt (the
//                   licence texts of the npm packages inside the web bundle)
// The Dockerfile's build stage runs exactly `npm ci && npm run release`; .ci/run checks the result with
// scripts/check-release.mjs. How to run it: docs/deployment.md.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from './node-flags.mjs';
import { pruneLock } from './release/prune-lock.mjs';
import { webBundleLicenses } from './release/web-licenses.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MARKER = 'release.json';
const started = Date.now();
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const dirArg = args.find((a) => !a.startsWith('--'));
// `npm run` moves to the package root; a relative DIR means relative to where the command was typed.
const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), dirArg ?? path.join(root, 'release'));

const running = new Set();
const fail = (message) => {
  console.error(`release: ${message}`);
  // The install and the build run side by side: one failing stops the other.
  for (const child of running) child.kill('SIGTERM');
  process.exit(1);
};
/** Runs a command with inherited output; resolves when it succeeds, ends this script when it fails. */
const run = (cmd, cmdArgs, cwd) =>
  new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd, stdio: 'inherit' });
    running.add(child);
    child.on('error', (err) => fail(`\`${cmd}\` could not start: ${err.message}`));
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else fail(`\`${cmd} ${cmdArgs.join(' ')}\` failed (${code ?? signal}).`);
    });
  });
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

// Never delete a folder this script did not write (`npm run release -- .` must not empty the checkout).
if (existsSync(out) && readdirSync(out).length > 0 && !existsSync(path.join(out, MARKER))) {
  fail(`${out} exists, is not empty and is not a release folder; choose another path or empty it.`);
}
if (path.relative(out, root) === '' || !path.relative(out, root).startsWith('..')) fail(`${out} contains the checkout.`);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// Marked at once, so that a release that fails half-way can be replaced by the next attempt.
writeJson(path.join(out, MARKER), { complete: false });

// 1. package.json and package-lock.json: the API's npm dependencies (its workspace packages are bundled).
const rootPkg = readJson(path.join(root, 'package.json'));
const apiPkg = readJson(path.join(root, 'apps/api/package.json'));
const workspaceNames = new Set(rootPkg.workspaces.map((dir) => readJson(path.join(root, dir, 'package.json')).name));
const dependencies = Object.fromEntries(Object.entries(apiPkg.dependencies).filter(([name]) => !workspaceNames.has(name)));
const releasePkg = {
  name: rootPkg.name,
  version: rootPkg.version,
  license: rootPkg.license,
  private: true,
  type: 'module',
  engines: rootPkg.engines,
  scripts: { start: 'node start.mjs' },
  dependencies,
};
writeJson(path.join(out, 'package.json'), releasePkg);
const { lock, withInstallScript } = pruneLock(readJson(path.join(root, 'package-lock.json')), 'apps/api', {
  name: releasePkg.name,
  version: releasePkg.version,
  license: releasePkg.license,
  dependencies,
  engines: releasePkg.engines,
});
writeJson(path.join(out, 'package-lock.json'), lock);

// 2. Production dependencies, installed while the app builds (neither needs the other). Install scripts
// are skipped: the only one, better-sqlite3's, compiles (or downloads) the native addon that `npm ci`
// already built in this checkout for this Node, so that build is copied below (no compiler or network
// needed twice). --no-build reuses apps/*/dist as they are (a quick local repackage; CI and the image build).
await Promise.all([
  run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], out),
  skipBuild ? Promise.resolve() : run('npm', ['run', 'build'], root),
]);
for (const { source, target } of withInstallScript) {
  const built = path.join(root, source, 'build', 'Release');
  const addons = existsSync(built) ? readdirSync(built).filter((f) => f.endsWith('.node')) : [];
  const sameVersion = readJson(path.join(root, source, 'package.json')).version === readJson(path.join(out, target, 'package.json')).version;
  if (addons.length > 0 && sameVersion) {
    mkdirSync(path.join(out, target, 'build', 'Release'), { recursive: true });
    for (const addon of addons) copyFileSync(path.join(built, addon), path.join(out, target, 'build', 'Release', addon));
  } else {
    await run('npm', ['rebuild', target.replace(/^.*node_modules\//, '')], out);
  }
}
// The addon must load on this Node, from the release's own node_modules.
await run(process.execPath, ['-e', "require('better-sqlite3')(':memory:').prepare('select 1').get()"], out);

// 3. The app: the same relative layout as the checkout, so the server finds apps/web/dist as it does here.
const apiDist = path.join(root, 'apps/api/dist');
const webDist = path.join(root, 'apps/web/dist');
for (const file of [path.join(apiDist, 'server.js'), path.join(apiDist, 'io-worker.js'), path.join(webDist, 'index.html')]) {
  if (!existsSync(file)) fail(`${path.relative(root, file)} is missing; run without --no-build.`);
}
cpSync(apiDist, path.join(out, 'apps/api/dist'), { recursive: true });
// .vite holds the build manifest, which only the pre-render step reads.
cpSync(webDist, path.join(out, 'apps/web/dist'), { recursive: true, filter: (src) => path.basename(src) !== '.vite' });
for (const file of ['LICENSE', 'THIRD-PARTY-NOTICES.md']) copyFileSync(path.join(root, file), path.join(out, file));
for (const file of ['start.mjs', 'healthcheck.mjs']) copyFileSync(path.join(root, 'scripts/release', file), path.join(out, file));
mkdirSync(path.join(out, 'licenses'));
writeFileSync(path.join(out, 'licenses/web-app.txt'), webBundleLicenses(root, readJson(path.join(root, 'package-lock.json')), 'apps/web'));

// 4. What start.mjs reads, and the marker that lets the next release replace this folder.
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
writeJson(path.join(out, MARKER), {
  complete: true,
  name: releasePkg.name,
  version: releasePkg.version,
  commit: commit.status === 0 ? commit.stdout.trim() : null,
  builtWith: process.version,
  nodeFlags: API_NODE_FLAGS,
});
const shown = path.relative(process.env.INIT_CWD ?? process.cwd(), out);
const startHint = `node ${path.join(shown.startsWith('..') || !shown ? out : shown, 'start.mjs')}`;
console.log(`release: ${out} (${releasePkg.name} ${releasePkg.version}) in ${((Date.now() - started) / 1000).toFixed(1)} s; start it with \`${startHint}\``);
