// One Vitest run for every unit, component and API suite. The API suite runs on SQLite always
// and again on PostgreSQL when TEST_DATABASE_URL is set.
import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

/**
 * API test files that mock a module (vi.mock): they need a fresh module graph of their own, so they run in
 * the isolated project below; every other API file shares its worker's modules (isolate: false), which
 * halves the suite's time (importing the app per file was most of it: 105 of 127 s on SQLite).
 */
const MOCKING_FILES = ['test/routes/api/auth/login-equal-work.test.ts'];

const apiProject = (name: string, db: 'sqlite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name,
    root: 'apps/api',
    include: ['test/**/*.test.ts'],
    exclude: MOCKING_FILES,
    environment: 'node',
    env: { TEST_DB: db },
    // Each file still builds its own app and database (test/helper.ts); only imported modules are shared.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

const projects: TestProjectConfiguration[] = [
  { test: { name: 'shared', root: 'packages/shared', include: ['test/**/*.test.ts'], environment: 'node' } },
  apiProject('api-sqlite', 'sqlite'),
  {
    test: {
      name: 'api-isolated',
      root: 'apps/api',
      include: MOCKING_FILES,
      environment: 'node',
      env: { TEST_DB: 'sqlite' },
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  },
  {
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: 'apps/web',
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      // Pure logic files say `// @vitest-environment node` on their first line and skip jsdom's start-up.
      setupFiles: ['./test/setup.ts'],
      // Worker threads start faster than child processes (about 15 % less CPU per file here); every
      // file still gets a fresh worker (isolate). The API projects keep forks (native better-sqlite3).
      pool: 'threads',
      testTimeout: 15_000,
    },
  },
];
if (process.env.TEST_DATABASE_URL) projects.push(apiProject('api-postgres', 'postgres'));

export default defineConfig({
  test: {
    projects,
    maxWorkers: 2,
  },
});
