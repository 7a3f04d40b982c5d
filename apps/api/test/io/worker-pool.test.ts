// The job pool (plugins/app/jobs/worker-pool.ts) with a worker of the test's own: a job over its time
// limit or its heap cap is stopped and its worker replaced, and the queue is bounded. The queue tests hold
// the worker with a job that sleeps ('stall') rather than spins: the same stuck worker, without its CPU.
import { setFlagsFromString } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { JobError, WorkerPool, type WorkerPoolOptions } from '../../src/plugins/app/jobs/worker-pool';

const file = new URL('./fixtures/test-worker.mjs', import.meta.url);
let pool: WorkerPool | undefined;
afterEach(async () => {
  await pool?.close();
});

const make = (opts: Partial<WorkerPoolOptions> = {}) =>
  (pool = new WorkerPool({ file: async () => file, size: 1, queueMax: 4, timeLimitMs: 2_000, queueWaitMs: 60_000, heapMb: 64, ...opts }));

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the job succeeded');
    },
    (err: unknown) => (err instanceof JobError ? err.failure : err),
  );

describe('WorkerPool', () => {
  it('stops a job that spins past its time limit', async () => {
    // The next job on the fresh worker is checked below (queue cap), with a limit that leaves room for the
    // worker's start on a loaded machine: here, at 300 ms, that start alone went over it.
    expect(await failure(make({ timeLimitMs: 300 }).run({ kind: 'spin' }))).toEqual({ kind: 'time-limit' });
  });

  it('stops a job that outgrows the heap cap, and one whose worker exits; the pool goes on', async () => {
    // A 30 s time limit: filling 32 MB ran past the default 2 s once at a load of ~10 (a time-limit failure).
    const p = make({ heapMb: 32, timeLimitMs: 30_000 });
    expect(await failure(p.run({ kind: 'hog' }))).toEqual({ kind: 'out-of-memory' });
    expect(await failure(p.run({ kind: 'exit' }))).toMatchObject({ kind: 'crashed' });
    expect(await p.run({ kind: 'echo', value: 1 })).toBe(1);
  });

  it('passes on what the job refuses', async () => {
    expect(await failure(make().run({ kind: 'refuse' }))).toEqual({ kind: 'refused', statusCode: 400, message: 'Not this.' });
  });

  it('refuses a job past the queue cap while every worker is busy; once the stuck job is stopped, the queued one runs on a fresh worker', async () => {
    // The limit also covers the queued job's fresh worker starting up, which a loaded machine can take
    // seconds over: 5 s (the stalled job is stopped at it; it sleeps rather than spins, so those seconds
    // cost no CPU).
    const p = make({ queueMax: 1, timeLimitMs: 5_000 });
    const running = failure(p.run({ kind: 'stall' }));
    const waiting = p.run({ kind: 'echo', value: 'queued' });
    expect(await failure(p.run({ kind: 'echo', value: 'refused' }))).toEqual({ kind: 'queue-full' });
    expect(await running).toEqual({ kind: 'time-limit' });
    expect(await waiting).toBe('queued');
  });

  it('refuses a job still waiting for a worker after its waiting limit', async () => {
    const p = make({ queueWaitMs: 50, timeLimitMs: 60_000 });
    void failure(p.run({ kind: 'stall' }));
    expect(await failure(p.run({ kind: 'echo', value: 'late' }))).toEqual({ kind: 'queue-wait' });
  });

  it('drops a waiting job whose caller gave up: it frees its place in the queue', async () => {
    const p = make({ queueMax: 1, timeLimitMs: 60_000 });
    void failure(p.run({ kind: 'stall' }));
    const gaveUp = new AbortController();
    const dropped = failure(p.run({ kind: 'echo', value: 'gone' }, gaveUp.signal));
    expect(await failure(p.run({ kind: 'echo', value: 'refused' }))).toEqual({ kind: 'queue-full' });
    gaveUp.abort();
    expect(await dropped).toEqual({ kind: 'aborted' });
    // Its place is free again: the next job waits instead of being refused (until the pool closes).
    const next = failure(p.run({ kind: 'echo', value: 'waits' }));
    await p.close();
    expect(await next).toMatchObject({ kind: 'crashed' });
  });

  it("caps a worker's young generation even when the server runs with a large semi-space (scripts/node-flags.mjs)", async () => {
    setFlagsFromString('--max-semi-space-size=128');
    // heapMb 64 → a young generation of 8 MiB (V8 may round the new space up by a page or two: a CI run
    // measured 9.5); with the server's flag it grew to 128 MiB and more.
    // A long time limit: the worker's start-up is part of the job's time, and a loaded CI machine took over 2 s.
    expect(await make({ heapMb: 64, timeLimitMs: 30_000 }).run<number>({ kind: 'young' })).toBeLessThanOrEqual(16);
  });
});
