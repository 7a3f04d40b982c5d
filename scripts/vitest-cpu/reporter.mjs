// Opt-in CPU report per test file: `VITEST_CPU_REPORT=path npx vitest run [--project …]` writes a table
// to `path`, the biggest CPU consumers first, with totals per project. Each file's row comes from
// setup.mjs (which vitest.config.ts adds to the setup files when the variable is set); this reporter runs
// in Vitest's main process, clears the rows at the start and sorts them at the end. Not counted: the
// PostgreSQL server's CPU (another process), the main process' own work (transforming sources: its total
// is printed separately) and starting the workers.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default class CpuReporter {
  constructor() {
    this.out = process.env.VITEST_CPU_REPORT;
    this.started = process.cpuUsage();
    this.root = process.cwd();
  }

  onInit(vitest) {
    this.root = vitest.config.root;
    rmSync(`${this.out}.jsonl`, { force: true });
  }

  onTestRunEnd() {
    let rows = [];
    try {
      rows = readFileSync(`${this.out}.jsonl`, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    } catch {
      // No file ran.
    }
    rows.sort((a, b) => b.cpuMs - a.cpuMs);
    const secs = (ms) => (ms / 1000).toFixed(2);
    const perProject = new Map();
    for (const r of rows) perProject.set(r.project, (perProject.get(r.project) ?? 0) + r.cpuMs);
    const total = rows.reduce((sum, r) => sum + r.cpuMs, 0);
    const main = process.cpuUsage(this.started);
    const lines = [
      `# CPU per test file (${new Date().toISOString()})`,
      '',
      'cpu s = user + system CPU between the file’s setup and its last afterAll. API projects (forks):',
      'the worker process incl. its threads and waited-for children; web (threads): the worker thread only.',
      'Not included: the PostgreSQL server, the Vitest main process, worker start-up.',
      '',
      `total in files: ${secs(total)} s over ${rows.length} files; Vitest main process: ${secs((main.user + main.system) / 1000)} s`,
      ...[...perProject].sort((a, b) => b[1] - a[1]).map(([p, ms]) => `  ${p}: ${secs(ms)} s`),
      '',
      '| cpu s | wall s | project | file |',
      '| ---: | ---: | --- | --- |',
      ...rows.map((r) => `| ${secs(r.cpuMs)} | ${secs(r.wallMs)} | ${r.project} | ${path.relative(this.root, r.file)} |`),
      '',
    ];
    writeFileSync(this.out, lines.join('\n'));
    rmSync(`${this.out}.jsonl`, { force: true });
  }
}
