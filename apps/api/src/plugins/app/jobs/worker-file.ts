// Where the job worker's script is. The production bundle has dist/io-worker.js beside dist/server.js
// (build.mjs); from the TypeScript sources (tests, `npm run dev`) a Worker cannot load .ts, so the
// worker is bundled once per process with the production build's own esbuild options.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';

const here = import.meta.url;
let fromSources: Promise<URL> | undefined;

export function ioWorkerFile(): Promise<URL> {
  if (!here.endsWith('.ts')) return Promise.resolve(new URL('./io-worker.js', here));
  return (fromSources ??= bundleFromSources());
}

async function bundleFromSources(): Promise<URL> {
  // Not literal specifiers: the production bundle must not try to include esbuild or the build options.
  const optionsUrl = new URL('../../../../bundle-options.mjs', here).href;
  const esbuildName = 'esbuild';
  const [{ build }, { BUNDLE_OPTIONS, ENTRY_POINTS }] = (await Promise.all([import(esbuildName), import(optionsUrl)])) as [
    typeof import('esbuild'),
    { BUNDLE_OPTIONS: import('esbuild').BuildOptions; ENTRY_POINTS: Record<string, string> },
  ];
  const result = await build({ ...BUNDLE_OPTIONS, entryPoints: [ENTRY_POINTS['io-worker']!], write: false });
  const code = result.outputFiles[0]!.contents;
  // Inside apps/api so that the worker resolves the API's npm dependencies; .mjs because node_modules
  // has no package.json saying "type": "module". Named by content: parallel test processes share one file.
  const dir = new URL('../../../../node_modules/.cache/cuemap/', here);
  const file = new URL(`io-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`, dir);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const partial = new URL(`${file.href}.${process.pid}.tmp`);
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}
