// A small pool of worker threads for CPU-heavy jobs: a bounded queue with a waiting limit, a time limit
// per job (a runaway job's worker is terminated and replaced) and a heap cap per worker. Knows nothing of
// users or HTTP.
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** The worker's script (see worker-file.ts). */
  file: () => Promise<URL>;
  /** Most workers at once; they start on demand and stay. */
  size: number;
  /** Most jobs waiting for a worker; past it `run` refuses. */
  queueMax: number;
  /** A job still waiting for a worker after this long is refused (its caller is answered in time). */
  queueWaitMs: number;
  /** A job running longer is stopped (its worker terminated). */
  timeLimitMs: number;
  /** Each worker's V8 heap (old generation) cap; a job that needs more is stopped. */
  heapMb: number;
}

/** Why a job did not give its answer. */
export type JobFailure =
  | { kind: 'queue-full' }
  | { kind: 'queue-wait' }
  /** The caller gave up (its signal aborted) while the job was waiting; it never ran. */
  | { kind: 'aborted' }
  | { kind: 'time-limit' }
  | { kind: 'out-of-memory' }
  /** The job threw: `statusCode` and `message` when it was the input's fault (the worker says so). */
  | { kind: 'refused'; statusCode: number; message: string }
  | { kind: 'crashed'; detail: string };

export class JobError extends Error {
  constructor(readonly failure: JobFailure) {
    super(failure.kind === 'refused' ? failure.message : failure.kind === 'crashed' ? `Job crashed: ${failure.detail}` : `Job stopped: ${failure.kind}`);
    this.name = 'JobError';
  }
}

/** What a worker answers to `{ id, task }`. */
export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; refused?: { statusCode: number; message: string }; detail: string };

interface Job {
  id: number;
  task: unknown;
  resolve(value: unknown): void;
  reject(err: JobError): void;
  /** Called as the job leaves the queue: stops its waiting limit and its abort listener. */
  dequeued(): void;
}

export class WorkerPool {
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, { job: Job; timer: NodeJS.Timeout }>();
  private readonly queue: Job[] = [];
  private workers = 0;
  private nextId = 0;
  private closed = false;

  constructor(private readonly opts: WorkerPoolOptions) {}

  /** Jobs waiting for a worker and jobs on one (the metrics' queue gauge). */
  get load(): { queued: number; running: number } {
    return { queued: this.queue.length, running: this.running.size };
  }

  /**
   * Runs `task` on a worker; rejects with a JobError when it is refused, stopped or fails. A job still
   * waiting when `signal` aborts is dropped without running.
   */
  async run<T>(task: unknown, signal?: AbortSignal): Promise<T> {
    const file = await this.opts.file();
    if (this.closed) throw new JobError({ kind: 'crashed', detail: 'the pool is closed' });
    if (signal?.aborted) throw new JobError({ kind: 'aborted' });
    const free = this.idle.length > 0 || this.workers < this.opts.size;
    if (!free && this.queue.length >= this.opts.queueMax) throw new JobError({ kind: 'queue-full' });
    return new Promise<T>((resolve, reject) => {
      const drop = (failure: JobFailure) => {
        const i = this.queue.indexOf(job);
        if (i < 0) return;
        this.queue.splice(i, 1);
        job.dequeued();
        reject(new JobError(failure));
      };
      const onAbort = () => drop({ kind: 'aborted' });
      const waiting = setTimeout(() => drop({ kind: 'queue-wait' }), this.opts.queueWaitMs);
      const job: Job = {
        id: ++this.nextId,
        task,
        resolve: resolve as (v: unknown) => void,
        reject,
        dequeued() {
          clearTimeout(waiting);
          signal?.removeEventListener('abort', onAbort);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      this.dispatch(file);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      job.dequeued();
      job.reject(new JobError({ kind: 'crashed', detail: 'the server is stopping' }));
    }
    const all = [...this.idle.splice(0), ...this.running.keys()];
    for (const [worker, { job, timer }] of this.running) {
      clearTimeout(timer);
      this.running.delete(worker);
      job.reject(new JobError({ kind: 'crashed', detail: 'the server is stopping' }));
    }
    await Promise.all(all.map((w) => w.terminate()));
  }

  private dispatch(file: URL) {
    while (this.queue.length > 0 && !this.closed) {
      const worker = this.idle.pop() ?? (this.workers < this.opts.size ? this.spawn(file) : undefined);
      if (!worker) return;
      const job = this.queue.shift()!;
      job.dequeued();
      const timer = setTimeout(() => this.stop(worker, { kind: 'time-limit' }), this.opts.timeLimitMs);
      this.running.set(worker, { job, timer });
      worker.postMessage({ id: job.id, task: job.task });
    }
  }

  private spawn(file: URL): Worker {
    this.workers += 1;
    // V8 flags are process-wide and --max-semi-space-size (scripts/node-flags.mjs, sized for the server's
    // autosaves) overrides a worker's maxYoungGenerationSizeMb: each worker's young generation grew to
    // ~256 MiB. Cleared before a worker starts; the main thread keeps the heap it started with.
    setFlagsFromString('--max-semi-space-size=0');
    const worker = new Worker(file, {
      resourceLimits: { maxOldGenerationSizeMb: this.opts.heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, this.opts.heapMb >> 4)) },
      // The parent's node options are sized for the server, not for a job.
      execArgv: [],
      stdout: false,
      stderr: false,
    });
    worker.on('message', (reply: WorkerReply) => {
      const current = this.running.get(worker);
      if (!current || current.job.id !== reply.id) return;
      clearTimeout(current.timer);
      this.running.delete(worker);
      this.idle.push(worker);
      if (reply.ok) current.job.resolve(reply.value);
      else current.job.reject(new JobError(reply.refused ? { kind: 'refused', ...reply.refused } : { kind: 'crashed', detail: reply.detail }));
      this.dispatch(file);
    });
    worker.on('error', (err: Error & { code?: string }) => {
      this.stop(worker, err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'out-of-memory' } : { kind: 'crashed', detail: err.stack ?? String(err) });
    });
    worker.on('exit', () => {
      // A worker that ended (terminated, crashed or out of memory) is replaced on demand by the next job.
      this.workers -= 1;
      const i = this.idle.indexOf(worker);
      if (i >= 0) this.idle.splice(i, 1);
      this.stop(worker, { kind: 'crashed', detail: 'the worker exited' });
      this.dispatch(file);
    });
    return worker;
  }

  /** Fails the worker's job (if any) with `failure` and terminates the worker. */
  private stop(worker: Worker, failure: JobFailure) {
    const current = this.running.get(worker);
    if (current) {
      clearTimeout(current.timer);
      this.running.delete(worker);
      current.job.reject(new JobError(failure));
    }
    const i = this.idle.indexOf(worker);
    if (i >= 0) this.idle.splice(i, 1);
    void worker.terminate();
  }
}
