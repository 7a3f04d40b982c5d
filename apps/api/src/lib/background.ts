// Work an answer must not wait on (or reveal by its timing): token writes and mail, run after the answer.
import type { FastifyBaseLogger } from 'fastify';

export function createBackgroundTasks(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    /**
     * Runs `task` after the answer. Tracked so a graceful shutdown (and a test) can wait for it; a failure
     * is logged, never thrown.
     */
    run(what: string, task: () => Promise<void>): void {
      // setImmediate, not a microtask: the answer is written to the socket first, so not even a
      // synchronous SQLite statement of the task can delay it.
      const p = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    /** Waits for the tasks still running, and those they start. */
    async flush(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/** Text made safe to put in an HTML e-mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
