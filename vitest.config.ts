// One Vitest run for every unit, component and API suite. The API suite runs on SQLite always
// and again on PostgreSQL when TEST_DATABASE_URL is set.
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

/**
 * Opt-in CPU seconds per test file: `VITEST_CPU_REPORT=path npx vitest run` writes a sorted table to
 * `path` (scripts/vitest-cpu: a setup file in every project measures each file, a reporter sorts them).
 */
const cpuReport = process.env.VITEST_CPU_REPORT ? path.resolve(process.env.VITEST_CPU_REPORT) : undefined;
if (cpuReport) process.env.VITEST_CPU_REPORT = cpuReport; // the workers' setup file writes next to it
const cpuSetup = cpuReport ? [path.resolve(import.meta.dirname, 'scripts/vitest-cpu/setup.mjs')] : [];

/**
 * API test files that mock a module (vi.mock): they need a fresh module graph of their own, so they run in
 * the isolated project below; every other API file shares its worker's modules (isolate: false), which
 * halves the suite's time (importing the app per file was most of it: 105 of 127 s on SQLite).
 */
const MOCKING_FILES = ['test/routes/api/auth/login-equal-work.test.ts'];

/**
 * API test files that never open a database (parsers, AI providers, the worker pool, PDF): what they test
 * does not depend on the engine, so they run in api-sqlite only, not again in api-postgres (about 45 s of
 * the suite's CPU). A file that builds the app (test/helper.ts) or opens a database does not belong here.
 */
const ENGINE_FREE_FILES = [
  'test/ai/anthropic-provider.test.ts',
  'test/ai/fit-model.test.ts',
  'test/ai/fit-offline.test.ts',
  'test/ai/offline-writer.test.ts',
  'test/ai/openai-chat-provider.test.ts',
  'test/ai/prompts.test.ts',
  'test/ai/script-markers.test.ts',
  'test/ai/script-stream.test.ts',
  'test/ai/writer-factory.test.ts',
  'test/auth/answer-first.test.ts',
  'test/auth/password.test.ts',
  'test/billing/stripe-checkout.test.ts',
  'test/billing/subscription-state.test.ts',
  'test/billing/test-mode.test.ts',
  'test/billing/webhooks.test.ts',
  'test/io/docx-import.test.ts',
  'test/io/formats.test.ts',
  'test/io/hostile.test.ts',
  'test/io/import-preview.test.ts',
  'test/io/linear.test.ts',
  'test/io/pdf.test.ts',
  'test/io/real-files.test.ts',
  'test/io/round-trip.test.ts',
  'test/io/script-files.test.ts',
  'test/io/worker-pool.test.ts',
  'test/lib/validator-compiler.test.ts',
  'test/static/compression.test.ts',
  'test/versions/retention.test.ts',
];

const apiProject = (name: string, db: 'sqlite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name,
    root: 'apps/api',
    include: ['test/**/*.test.ts'],
    exclude: db === 'postgres' ? [...MOCKING_FILES, ...ENGINE_FREE_FILES] : MOCKING_FILES,
    environment: 'node',
    env: { TEST_DB: db },
    setupFiles: cpuSetup,
    // PostgreSQL: the migrations run once, into a template schema that each file's schema is created from.
    ...(db === 'postgres' ? { globalSetup: ['test/pg-schema-template.ts'] } : {}),
    // Each file still builds its own app and database (test/helper.ts); only imported modules are shared.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

/**
 * Web test files that need a worker of their own, so they run in the isolated project below: those that
 * mock a module (vi.mock; a mock lives in the module registry, which the files of a shared worker keep),
 * and one that replaces the whole document (document.write of an exported HTML presentation).
 */
const WEB_OWN_WORKER_FILES = ['test/billing.test.tsx', 'test/root-layout.test.tsx', 'test/html-presentation.test.ts'];

/**
 * The web suites in jsdom. `web` shares each worker (its thread, jsdom window and node_modules) between
 * files (isolate: false): starting a worker and jsdom and importing React and the rest per file was more
 * than half the suite's CPU (225 → 102 s here). test/setup.ts runs before every file and gives it a fresh
 * start: the app's own modules evaluated anew (module-level state such as the session store or the query
 * client) and the globals tests replace (fetch, timers, storage, window sizes, …) put back.
 */
function webProject(name: string, options: { isolate?: boolean; include?: string[]; exclude?: string[]; groupOrder: number }): TestProjectConfiguration {
  return {
    extends: './apps/web/vite.config.ts',
    test: {
      name,
      root: 'apps/web',
      include: options.include ?? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, ...(options.exclude ?? [])],
      environment: 'jsdom',
      // Pure logic files run in jsdom too: a shared worker is kept only while the next file in Vitest's
      // queue has the same project and environment, so each `@vitest-environment node` file among them
      // ended a jsdom worker and started two threads: 55 worker threads for the 143 files, now 7. With the
      // group below, the two web projects' CPU fell from 142 to 86 s (user + sys).
      setupFiles: [...cpuSetup, './test/setup.ts'],
      // Worker threads start faster than child processes (about 15 % less CPU per file here). The API
      // projects keep forks (native better-sqlite3).
      pool: 'threads',
      isolate: options.isolate ?? true,
      // A group of its own, run after the others: in one queue with the other projects' files (and each
      // other's) a shared web worker was stopped whenever the next file was not a web one, and the next
      // web file paid jsdom's and React's start-up again.
      sequence: { groupOrder: options.groupOrder },
      // A ceiling for a hung test only (the waits inside tests are for events). 30 s like the API projects:
      // at a load of 20 on two cores, tests needing 2-4 s of CPU took 34-82 s of wall time and three
      // passed 15 s.
      testTimeout: 30_000,
    },
  };
}

const projects: TestProjectConfiguration[] = [
  {
    // Pure logic with no module mocks and no module-level state but caches of constants: the files of a
    // worker share its modules (CPU 19 → 9 s here).
    // 30 s like the other projects: at a load of 5–10 on two cores a property test that needs ~1 s of CPU
    // ran past Vitest's default 5 s once (html-text, fresh-clone CI, 2026-12-06).
    test: {
      name: 'shared',
      root: 'packages/shared',
      include: ['test/**/*.test.ts'],
      environment: 'node',
      isolate: false,
      setupFiles: cpuSetup,
      testTimeout: 30_000,
    },
  },
  apiProject('api-sqlite', 'sqlite'),
  {
    test: {
      name: 'api-isolated',
      root: 'apps/api',
      include: MOCKING_FILES,
      environment: 'node',
      env: { TEST_DB: 'sqlite' },
      setupFiles: cpuSetup,
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  },
  webProject('web', { isolate: false, exclude: WEB_OWN_WORKER_FILES, groupOrder: 1 }),
  webProject('web-isolated', { include: WEB_OWN_WORKER_FILES, groupOrder: 2 }),
];
if (process.env.TEST_DATABASE_URL) projects.push(apiProject('api-postgres', 'postgres'));

export default defineConfig({
  test: {
    projects,
    maxWorkers: 2,
    ...(cpuReport ? { reporters: ['default', './scripts/vitest-cpu/reporter.mjs'] } : {}),
  },
});
