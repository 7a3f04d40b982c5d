// `npm test`: lint, the formatting check, type-check, every Vitest suite (unit, component, API on SQLite and PostgreSQL),
// a production build, then the end-to-end suites in Chromium. (.ci/run then repeats the Vitest suites
// on Node 24: scripts/test-node24.sh.)
//
// Two lanes side by side (issue 25 item 9): lint, the formatting check, the build and then the e2e
// suites; and the OpenAPI check, the type-check and then the Vitest suites, which need nothing built.
// Lint and formatting sit in the first lane to even the lanes out (fresh clone, 2026-12-05: the lane
// with them ran 541 s against the other's 406 s). Neither lane writes anything the other reads (tsc
// emits nothing; the build writes only apps/*/dist; every suite has its own temporary databases). The
// e2e suites spend much of their time waiting for a browser or a timer, which the other lane's CPU
// work fills instead of leaving a core idle. A lane stops at its first failing step; the other lane
// still finishes, so one run reports both. The second lane's output is held back and printed when it
// ends, so the two never interleave.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lint = ['lint', 'npx', ['eslint', '.', '--max-warnings=0']];
// Formatting (Biome's formatter, biome.json): a file that is not formatted fails the run (`npm run format` fixes it).
// Prettier checked the same tree in 40 s of CPU; Biome takes 2 s (docs/decisions.md).
const format = ['format (Biome)', 'npx', ['biome', 'format', '.', '--diagnostic-level=error', '--max-diagnostics=20']];
// The OpenAPI document: Spectral with no warnings, and a client generated from it type-checks (~5 s).
const openapi = ['OpenAPI (Spectral, generated client)', 'node', ['scripts/check-openapi.mjs']];
// One build-mode run over the solution tsconfig.json: shared, api, web, e2e and bench (no output), with
// TypeScript 7's native compiler (the `typescript-native` alias of typescript@7): 24 s of CPU where
// TypeScript 6's tsc took 60 s on the same tree. TypeScript 6 stays for typescript-eslint, which needs
// its JavaScript API (docs/decisions.md).
// --singleThreaded: on two busy cores its worker threads only cost more (fresh tree: 27 s of CPU in 14 s
// against 13 s of CPU in 11 s single-threaded, 2026-12-06), and the other lane has the second core.
const typecheck = ['typecheck', 'node', ['node_modules/typescript-native/bin/tsc', '-b', '--singleThreaded']];
const unit = ['unit, component and API tests', 'npx', ['vitest', 'run']];
const build = ['build', 'npm', ['run', 'build']];
const e2e = ['end-to-end tests (Chromium)', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']];

/**
 * Stages run one after another. A stage's lanes run side by side, each lane's steps in order; the
 * first lane prints as it goes, the others print their output when they end.
 */
const stages = [
  [
    [lint, format, build, e2e],
    [openapi, typecheck, unit],
  ],
];

if (!process.env.TEST_DATABASE_URL) {
  console.log('note: TEST_DATABASE_URL is not set, so the API suite runs on SQLite only.');
}

/** Runs one step; resolves with whether it passed. `held` collects the output of a background lane. */
function runStep([name, cmd, args], held) {
  const started = Date.now();
  if (!held) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (held) {
      child.stdout.on('data', (d) => held.push(d));
      child.stderr.on('data', (d) => held.push(d));
    }
    let done = false;
    const finish = (status) => {
      if (done) return;
      done = true;
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      const passed = status === 0;
      const line = passed ? `✓ ${name} (${secs}s)` : `\n✗ ${name} failed after ${secs}s`;
      if (held) {
        const out = Buffer.concat(held.splice(0)).toString();
        console.log(`\n=== ${name} (ran alongside) ===\n${out}${out && !out.endsWith('\n') ? '\n' : ''}`);
      }
      (passed ? console.log : console.error)(line);
      resolve(passed);
    };
    child.once('error', (err) => {
      held?.push(Buffer.from(`${err.message}\n`));
      if (!held) console.error(err.message);
      finish(1);
    });
    child.once('close', (code) => finish(code));
  });
}

async function runLane(steps, background) {
  for (const step of steps) {
    if (!(await runStep(step, background ? [] : null))) return false;
  }
  return true;
}

const startedAll = Date.now();
for (const lanes of stages) {
  const results = await Promise.all(lanes.map((steps, i) => runLane(steps, i > 0)));
  if (results.includes(false)) process.exit(1);
}
console.log(`\nAll steps passed in ${((Date.now() - startedAll) / 1000).toFixed(1)}s (Node ${process.version}).`);
