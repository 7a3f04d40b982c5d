// One Vitest run for every unit, component and API suite. The API suite runs on SQLite always
// and again on PostgreSQL when TEST_DATABASE_URL is set.
import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

const apiProject = (name: string, db: 'sqlite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name,
    root: 'apps/api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

const projects: TestProjectConfiguration[] = [
  { test: { name: 'shared', root: 'packages/shared', include: ['test/**/*.test.ts'], environment: 'node' } },
  apiProject('api-sqlite', 'sqlite'),
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
