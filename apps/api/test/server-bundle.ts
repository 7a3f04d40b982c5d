// The API server, or another entry that starts the app, bundled as `npm run build` bundles the server
// (apps/api/build.mjs: the same esbuild options, the job worker's io-worker.js beside it), once per test
// process, for tests that start the app as a child process: what `npm start` runs, and a fraction of tsx's
// start-up CPU (tsx compiled the sources on every start). Written under apps/api/node_modules/.cache, from
// where the bundle resolves the API's npm dependencies and finds apps/web/dist as dist/server.js does;
// named by content, so parallel test processes share one copy.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundles = new Map<string, Promise<string>>();

/** The path of the bundled server (its dist/server.js). */
export const bundledServer = (): Promise<string> => bundled(path.join(apiRoot, 'src/server.ts'));

/** `entry` (a TypeScript file that starts the app) bundled as the build bundles the server, the job worker beside it. */
export function bundled(entry: string): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) bundles.set(entry, (bundle = write(entry)));
  return bundle;
}

async function write(entry: string): Promise<string> {
  const [{ build }, { BUNDLE_OPTIONS, ENTRY_POINTS }] = (await Promise.all([import('esbuild'), import(path.join(apiRoot, 'bundle-options.mjs'))])) as [
    typeof import('esbuild'),
    { BUNDLE_OPTIONS: import('esbuild').BuildOptions; ENTRY_POINTS: Record<string, string> },
  ];
  const result = await build({ ...BUNDLE_OPTIONS, entryPoints: { main: entry, 'io-worker': ENTRY_POINTS['io-worker']! }, outdir: '/', write: false });
  const hash = createHash('sha256');
  for (const file of result.outputFiles) hash.update(file.path).update(file.contents);
  const dir = path.join(apiRoot, 'node_modules/.cache', `cuemap-bundle-${hash.digest('hex').slice(0, 16)}`);
  if (!existsSync(dir)) {
    const partial = `${dir}.${process.pid}.tmp`;
    mkdirSync(partial, { recursive: true });
    // As apps/api/package.json says for dist/: the .js files are ES modules.
    writeFileSync(path.join(partial, 'package.json'), '{ "type": "module" }\n');
    for (const file of result.outputFiles) writeFileSync(path.join(partial, path.basename(file.path)), file.contents);
    try {
      renameSync(partial, dir);
    } catch (err) {
      // Another test process wrote the same bundle first.
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(dir)) throw err;
    }
  }
  return path.join(dir, 'main.js');
}
