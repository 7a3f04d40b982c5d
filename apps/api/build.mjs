// Bundles the API (with @cuemap/shared inlined) into dist/server.js, and its job worker into
// dist/io-worker.js (the server starts it from beside itself); npm dependencies stay external.
import { build } from 'esbuild';
import { BUNDLE_OPTIONS, ENTRY_POINTS } from './bundle-options.mjs';

await build({
  ...BUNDLE_OPTIONS,
  entryPoints: ENTRY_POINTS,
  outdir: new URL('./dist', import.meta.url).pathname,
  sourcemap: true,
});
