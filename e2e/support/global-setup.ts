// Run-wide set-up for the e2e suites: a list where each worker notes the servers it starts
// (harness.ts), and a teardown that stops any still running and deletes their data directories. A
// worker's own exit handler normally does that; this covers a worker that ends without running it,
// so no server outlives `npm test`. (Chromium quits by itself when its worker ends: it is driven over a pipe.)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuReport } from './cpu';
import { processStart } from './processes';

export default function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cuemap-e2e-run-'));
  const list = path.join(dir, 'processes');
  // Workers inherit the main process's environment.
  process.env.E2E_PROCESS_LIST = list;
  return () => {
    let lines: string[] = [];
    try {
      lines = readFileSync(list, 'utf8').split('\n').filter(Boolean);
    } catch {
      // No worker started anything.
    }
    for (const line of lines) {
      const [pid, started, dataDir] = line.split(' ');
      // Only the very process that was noted: a pid whose start time differs is another process now.
      if (started !== '?' && processStart(Number(pid)) === started) {
        try {
          process.kill(Number(pid), 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
    // What each worker's servers and Chromium used (cpu.ts): the suite's cost, whatever else the machine runs.
    for (const line of cpuReport(dir)) console.log(line);
    rmSync(dir, { recursive: true, force: true });
  };
}
