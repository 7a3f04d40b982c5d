// The measuring side of bench/hostile.ts, in its own process so that the attack traffic the bench
// itself sends (5 MB bodies, thousands of sockets) cannot delay its clock: GET /api/health one at a
// time on its own keep-alive connection every INTERVAL_MS, and the server's resident memory (the
// process and any children) sampled at the same pace.
// Messages: {start: {base, pid}} starts a phase; {stop: true} ends it and is answered with its Figures.
// Latencies are corrected for coordinated omission (as wrk2 and HdrHistogram do): a probe that waited
// L ms also stands for the probes that would have been sent every INTERVAL_MS meanwhile, with latencies
// L − INTERVAL_MS, L − 2·INTERVAL_MS, … — so a 5 s stall weighs as the 500 slow answers users saw, not one.
import http from 'node:http';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const INTERVAL_MS = 10;

export interface Figures {
  /** Health answers received (before correction). */
  probes: number;
  /** Health answers other than 200. */
  failed: number;
  p50: number;
  p99: number;
  max: number;
  /** Largest resident set seen, in bytes (sampled, or the kernel's high-water mark if higher). */
  peakRss: number;
  /** Resident set at the end of the phase, in bytes. */
  endRss: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : 0;
  } catch {
    return 0; // the process is gone
  }
}

/** The process and its descendants (a worker pool may use child processes rather than threads). */
function tree(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const task of readdirSync(`/proc/${pids[i]}/task`)) {
        const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

const treeRss = (pid: number) => tree(pid).reduce((sum, p) => sum + statusField(p, 'VmRSS'), 0);

function health(base: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(`${base}/api/health`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
  });
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN);

interface Phase {
  stopping: boolean;
  /** Resolves when the phase is told to stop. */
  stopped: Promise<null>;
  stop(): void;
}

/** One latency, and the probes a steady sender would have sent while it waited (see the header). */
function record(latencies: number[], ms: number) {
  latencies.push(ms);
  for (let missed = ms - INTERVAL_MS; missed >= INTERVAL_MS; missed -= INTERVAL_MS) latencies.push(missed);
}

async function run(base: string, pid: number, phase: Phase): Promise<Figures> {
  // The kernel's high-water mark starts again from the current resident set ("5" resets VmHWM).
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // not allowed here: the sampled peak alone
  }
  const latencies: number[] = [];
  let probes = 0;
  let failed = 0;
  let peakRss = treeRss(pid);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, treeRss(pid));
  }, INTERVAL_MS);
  while (!phase.stopping) {
    const started = performance.now();
    // Whichever comes first: the answer, or the end of the phase (a stalled probe counts as far as it got).
    const status = await Promise.race([health(base), phase.stopped]);
    const ms = performance.now() - started;
    record(latencies, ms);
    if (status === null) break;
    probes++;
    if (status !== 200) failed++;
    if (ms < INTERVAL_MS) await sleep(INTERVAL_MS - ms);
  }
  clearInterval(sampler);
  peakRss = Math.max(peakRss, statusField(pid, 'VmHWM'), treeRss(pid));
  const sorted = latencies.sort((a, b) => a - b);
  return { probes, failed, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted[sorted.length - 1] ?? NaN, peakRss, endRss: treeRss(pid) };
}

let current: { phase: Phase; figures: Promise<Figures> } | null = null;

process.on('message', (m: { start?: { base: string; pid: number }; stop?: boolean }) => {
  if (m.start) {
    let stop = () => {};
    const stopped = new Promise<null>((resolve) => (stop = () => resolve(null)));
    const phase: Phase = { stopping: false, stopped, stop: () => ((phase.stopping = true), stop()) };
    current = { phase, figures: run(m.start.base, m.start.pid, phase) };
  } else if (m.stop && current) {
    const { phase, figures } = current;
    current = null;
    phase.stop();
    void figures.then((f) => process.send?.(f));
  }
});
process.send?.({ ready: true });
