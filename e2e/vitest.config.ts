// End-to-end suites: the production build served by the real server, driven in Debian's Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A browser under load (two suites at once on two cores) can take a few seconds to show a state;
    // every `expect.poll` waits up to 10 s unless it says otherwise (it still passes the moment it can).
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: 2,
    fileParallelism: true,
    // Files of a worker share its modules, and so the harness's server and Chromium (support/harness.ts):
    // starting both per file cost 2–3 s of CPU each time. Each test still makes its own users.
    isolate: false,
    globalSetup: ['./support/global-setup.ts'],
    // Samples each file's CPU (support/cpu.ts); the run ends with a line per worker.
    setupFiles: ['./support/cpu-setup.ts'],
  },
});
