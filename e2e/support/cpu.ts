// CPU accounting for the e2e run (issue 25 item 9). Wall-clock time says little on a busy machine, so
// each worker counts the CPU seconds of the servers it started and of its Chromium's whole process tree
// (browser, zygote, renderers, GPU and utility processes: every process under it, with what the exited
// ones left in their parents' cutime/cstime), and how many HTTP requests its servers answered.
// cpu-setup.ts samples before and after each file and writes the worker's totals next to the run's
// process list (global-setup.ts), whose teardown prints one line per worker, and one per file with
// E2E_CPU_FILES=1.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Clock ticks per second (`getconf CLK_TCK`: 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  comm: string;
  /** utime + stime + cutime + cstime: the process's CPU and that of its children it has reaped. */
  ticks: number;
  /** cutime + cstime alone. */
  reaped: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    // After the command's closing parenthesis: field 3 (state) onwards.
    const f = stat.slice(close + 2).split(' ');
    const reaped = Number(f[13]) + Number(f[14]);
    return { ppid: Number(f[1]), comm: stat.slice(stat.indexOf('(') + 1, close), ticks: Number(f[11]) + Number(f[12]) + reaped, reaped };
  } catch {
    return undefined;
  }
}

function allStats(): Map<number, ProcStat> {
  const stats = new Map<number, ProcStat>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat) stats.set(Number(name), stat);
  }
  return stats;
}

/** CPU ticks of `root` and every process under it. */
function treeTicks(root: number, stats: Map<number, ProcStat>): number {
  const children = new Map<number, number[]>();
  for (const [pid, s] of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  let ticks = 0;
  const todo = [root];
  while (todo.length) {
    const pid = todo.pop()!;
    ticks += stats.get(pid)?.ticks ?? 0;
    todo.push(...(children.get(pid) ?? []));
  }
  return ticks;
}

const countRequests = (logs: string[]) => logs.join('').split('"request completed"').length - 1;

/** The worker's running servers, by pid, with their log. */
const servers = new Map<number, string[]>();
/** What the servers stopped so far used and answered. */
let stopped = { ticks: 0, requests: 0 };

/** Counts the server `pid` (its `logs` fill as it runs) until `serverStopping`. */
export function trackServer(pid: number | undefined, logs: string[]): void {
  if (pid) servers.set(pid, logs);
}

/** Keeps what the server `pid` used and answered: call it right before stopping it. */
export function serverStopping(pid: number | undefined): void {
  const logs = pid ? servers.get(pid) : undefined;
  if (!pid || !logs) return;
  stopped = { ticks: stopped.ticks + (readStat(pid)?.ticks ?? 0), requests: stopped.requests + countRequests(logs) };
  servers.delete(pid);
}

export interface CpuSample {
  /** CPU seconds of the worker's servers (running and stopped). */
  server: number;
  /** CPU seconds of the worker's Chromium process trees. */
  chromium: number;
  /** HTTP requests its servers answered. */
  requests: number;
}

/** The worker's totals so far. */
export function sample(): CpuSample {
  const stats = allStats();
  let serverTicks = stopped.ticks;
  let requests = stopped.requests;
  for (const [pid, logs] of servers) {
    serverTicks += treeTicks(pid, stats);
    requests += countRequests(logs);
  }
  // A browser a file launched and closed (record.e2e.ts) is in the worker's own cutime/cstime, with the
  // servers it stopped (counted above, up to their SIGTERM).
  let chromiumTicks = Math.max(0, (stats.get(process.pid)?.reaped ?? 0) - stopped.ticks);
  for (const [pid, s] of stats) {
    if (s.ppid === process.pid && /chrom|headless/i.test(s.comm)) chromiumTicks += treeTicks(pid, stats);
  }
  return { server: serverTicks / TICKS_PER_SECOND, chromium: chromiumTicks / TICKS_PER_SECOND, requests };
}

export interface WorkerCpu extends CpuSample {
  worker: string;
  files: ({ file: string } & CpuSample)[];
}

const record: WorkerCpu = { worker: process.env.VITEST_POOL_ID ?? String(process.pid), server: 0, chromium: 0, requests: 0, files: [] };

/** Adds a file's share (`after` − `before`) and writes the worker's totals for the run's teardown. */
export function noteFile(file: string, before: CpuSample, after: CpuSample): void {
  record.files.push({ file, server: after.server - before.server, chromium: after.chromium - before.chromium, requests: after.requests - before.requests });
  Object.assign(record, after);
  const list = process.env.E2E_PROCESS_LIST;
  if (list) writeFileSync(path.join(path.dirname(list), `cpu-${process.pid}.json`), JSON.stringify(record));
}

/** The lines the run's teardown prints for the workers' records in `dir`. */
export function cpuReport(dir: string): string[] {
  const records: WorkerCpu[] = [];
  for (const name of readdirSync(dir)) {
    if (/^cpu-\d+\.json$/.test(name)) records.push(JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as WorkerCpu);
  }
  const s = (n: number) => `${n.toFixed(1)} s CPU`;
  const lines: string[] = [];
  for (const r of records.sort((a, b) => a.worker.localeCompare(b.worker))) {
    lines.push(`e2e worker ${r.worker}: server ${s(r.server)}, Chromium ${s(r.chromium)}, ${r.requests} requests, ${r.files.length} files`);
    if (process.env.E2E_CPU_FILES !== '1') continue;
    for (const f of r.files) lines.push(`  ${f.file}: server ${s(f.server)}, Chromium ${s(f.chromium)}, ${f.requests} requests`);
  }
  return lines;
}
