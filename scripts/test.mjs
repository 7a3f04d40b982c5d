// `npm test`: lint, type-check, every Vitest suite (unit, component, API on SQLite and PostgreSQL),
// a production build, then the end-to-end suites in Chromium. Stops at the first failing step.
// (.ci/run then repeats the Vitest suites on Node 24: scripts/test-node24.sh.)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  // One build-mode run over the solution tsconfig.json: shared, api, web, e2e and bench (no output).
  ['typecheck', 'npx', ['tsc', '-b']],
  ['unit, component and API tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  ['end-to-end tests (Chromium)', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']],
];
if (!process.env.TEST_DATABASE_URL) {
  console.log('note: TEST_DATABASE_URL is not set, so the API suite runs on SQLite only.');
}
const startedAll = Date.now();
for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${secs}s)`);
}
console.log(`\nAll steps passed in ${((Date.now() - startedAll) / 1000).toFixed(1)}s (Node ${process.version}).`);
