// Decorates `app.jobs`: CPU-heavy import and export work on a pool of worker threads (worker-pool.ts),
// so one user's file never stalls the server. At most one job of each kind per user at a time (429),
// a bounded queue for everyone with a waiting limit (503), a job whose client hung up while it waited
// never runs, and a stopped or failed job answers with a clear message.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { JOB_MESSAGES } from '@cuemap/shared';
import { HttpError } from '../../../lib/http-error';
import type { IoTask } from './tasks';
import { ioWorkerFile } from './worker-file';
import { JobError, WorkerPool, type WorkerPoolOptions } from './worker-pool';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      /** Runs `task` for `userId` on a worker; throws HttpError when refused or stopped. `signal`: see clientGone. */
      run<T>(userId: string, task: IoTask, signal?: AbortSignal): Promise<T>;
      /** Jobs waiting for a worker and jobs on one, on this instance. */
      load(): { queued: number; running: number };
    };
  }
}

export type JobsOptions = Omit<WorkerPoolOptions, 'file'>;

/** Aborts when the request's connection closes before its answer is sent (the client hung up). */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

const EXPORT_LABELS: Record<string, string> = {
  pdf: 'PDF',
  xmind: 'XMind',
  docx: 'Word',
  'script-md': 'Markdown',
  pptx: 'PowerPoint',
  'html-presentation': 'HTML presentation',
};

export default fp(
  async function jobsPlugin(app: FastifyInstance, opts: JobsOptions) {
    const pool = new WorkerPool({ ...opts, file: ioWorkerFile });
    /** `kind:userId` of every job queued or running (per instance). */
    const held = new Set<string>();
    // A hint, not a promise: the running job ends within its time limit.
    const retryAfter = String(Math.max(1, Math.ceil(opts.timeLimitMs / 1000)));

    function refusal(task: IoTask, err: JobError): Error {
      const { failure } = err;
      switch (failure.kind) {
        case 'queue-full':
        case 'queue-wait':
        case 'aborted': // nobody hears it
          return new HttpError(503, JOB_MESSAGES.serverBusy(Number(retryAfter)), {}, { 'retry-after': retryAfter });
        case 'time-limit':
        case 'out-of-memory':
          return new HttpError(
            422,
            task.kind === 'import' ? JOB_MESSAGES.importTooHeavy : JOB_MESSAGES.exportTooHeavy(EXPORT_LABELS[task.format] ?? task.format),
          );
        case 'refused':
          return new HttpError(failure.statusCode, failure.message);
        case 'crashed':
          return err; // ours: the error handler logs it and answers 500
      }
    }

    app.decorate('jobs', {
      async run<T>(userId: string, task: IoTask, signal?: AbortSignal): Promise<T> {
        const key = `${task.kind}:${userId}`;
        if (held.has(key)) throw new HttpError(429, JOB_MESSAGES.busy(task.kind), {}, { 'retry-after': retryAfter });
        held.add(key);
        try {
          return await pool.run<T>(task, signal);
        } catch (err) {
          throw err instanceof JobError ? refusal(task, err) : err;
        } finally {
          held.delete(key);
        }
      },
      load: () => pool.load,
    });
    app.addHook('onClose', () => pool.close());
  },
  { name: 'jobs' },
);
