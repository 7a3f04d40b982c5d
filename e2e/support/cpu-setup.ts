// Runs before each e2e file (vitest.config.ts setupFiles): samples the worker's CPU (cpu.ts) around
// the file. Its afterAll is the file's last (after hooks run in reverse), so the file's own clean-up counts.
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { noteFile, sample, type CpuSample } from './cpu';

let before: CpuSample | undefined;
beforeAll(() => {
  before = sample();
});
afterAll(() => {
  if (before) noteFile(path.basename(expect.getState().testPath ?? '?'), before, sample());
});
