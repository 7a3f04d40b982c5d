// esbuild options shared by the production build (build.mjs) and the job worker's build when the API
// runs from its TypeScript sources (src/plugins/app/jobs/worker-file.ts): @cuemap/shared is inlined,
// npm dependencies stay external.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => name !== '@cuemap/shared')
  .flatMap((name) => [name, `${name}/*`]);

/** The bundles: the server, the worker that runs heavy import/export jobs (loaded from beside it), and the operator CLI. */
export const ENTRY_POINTS = {
  server: new URL('./src/server.ts', import.meta.url).pathname,
  'io-worker': new URL('./src/plugins/app/jobs/io-worker.ts', import.meta.url).pathname,
  // The operator CLI (db:backup, db:restore, db:migrate, admin): `node dist/cli.js <command> …`.
  cli: new URL('./src/cli/main.ts', import.meta.url).pathname,
};

/** @type {import('esbuild').BuildOptions} */
export const BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
};
