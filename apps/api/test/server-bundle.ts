// The API server bundled as `npm run build` bundles it (apps/api/build.mjs: dist/server.js with the job
// worker, dist/io-worker.js, beside it; the same esbuild options), once per test process, for tests that start the
// server as a child process: what `npm start` runs, and a fraction of tsx's start-up CPU per start
// (tsx compiles the sources on every start). Written under apps/api/node_modules/.cache, from where the
// bundle resolves the API's npm dependencies and finds apps/web/dist as dist/server.js does; named by
// content, so parallel test processes share one copy.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let bundle: Promise<string> | undefined;

/** The path of the bundled server (its dist/server.js). */
export function bundledServer(): Promise<string> {
  return (bundle ??= (async () => {
    const [{ build }, { BUNDLE_OPTIONS, ENTRY_POINTS }] = (await Promise.all([import('esbuild'), import(path.join(apiRoot, 'bundle-options.mjs'))])) as [
      typeof import('esbuild'),
      { BUNDLE_OPTIONS: import('esbuild').BuildOptions; ENTRY_POINTS: Record<string, string> },
    ];
    const result = await build({
      ...BUNDLE_OPTIONS,
      entryPoints: { server: ENTRY_POINTS.server!, 'io-worker': ENTRY_POINTS['io-worker']! },
      outdir: '/',
      write: false,
    });
    const hash = createHash('sha256');
    for (const file of result.outputFiles) hash.update(file.path).update(file.contents);
    const dir = path.join(apiRoot, 'node_modules/.cache', `cuemap-server-${hash.digest('hex').slice(0, 16)}`);
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
    return path.join(dir, 'server.js');
  })());
}
