// Opt-in CPU measurement per test file (VITEST_CPU_REPORT=path npx vitest run; see reporter.mjs and
// docs/benchmarks.md). vitest.config.ts adds this file to every project's setupFiles only when the
// variable is set. Setup files run again before each test file, also in workers shared between files
// (isolate: false), so this module's start is the file's start: importing its modules, its hooks, its
// tests and its teardown (the afterAll below is registered first, so it runs after the file's own).
import { appendFileSync, readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { afterAll } from 'vitest';

/** Clock ticks per second of /proc's CPU fields (USER_HZ: 100 on Linux). */
const TICK_MS = 10;

/** utime, stime, cutime and cstime (in ms) from a /proc stat line. */
function procTimes(file) {
  try {
    const stat = readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the name start at field 3 (state): utime is field 14, cstime field 17.
    return fields.slice(11, 15).map((ticks) => Number(ticks) * TICK_MS);
  } catch {
    return [0, 0, 0, 0];
  }
}

/**
 * CPU ms spent so far by what runs this file. A forked worker (API projects): the whole process (its
 * threads, e.g. the libuv pool that hashes passwords, and GC) plus child processes it has waited for. A
 * worker thread (web projects): that thread only, in 10 ms ticks — other threads share the process.
 */
function cpuMs() {
  if (!isMainThread) {
    const [utime, stime] = procTimes('/proc/thread-self/stat');
    return utime + stime;
  }
  const { user, system } = process.cpuUsage();
  const [, , cutime, cstime] = procTimes('/proc/self/stat');
  return (user + system) / 1000 + cutime + cstime;
}

const out = process.env.VITEST_CPU_REPORT;
const startCpu = cpuMs();
const startWall = performance.now();

// The context must be an object pattern (Vitest reads the fixtures a hook uses from it).
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  if (!out) return;
  const file = suite.file ?? suite;
  const row = {
    project: file.projectName ?? '',
    file: file.filepath ?? file.name,
    cpuMs: Math.round(cpuMs() - startCpu),
    wallMs: Math.round(performance.now() - startWall),
    source: isMainThread ? 'process' : 'thread',
  };
  appendFileSync(`${out}.jsonl`, `${JSON.stringify(row)}\n`);
});
