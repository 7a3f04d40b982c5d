// The job worker's entry (a worker thread of the pool in worker-pool.ts): reads imports and renders
// the PDF, Word, script Markdown and XMind exports, one job at a time. Bundled as dist/io-worker.js (build.mjs).
import { parentPort } from 'node:worker_threads';
import { ImportError } from '@cuemap/shared';
import { exportFile } from '../io/export-file';
import { importBody } from '../io/import-body';
import type { IoTask } from './tasks';
import type { WorkerReply } from './worker-pool';

async function perform(task: IoTask): Promise<unknown> {
  switch (task.kind) {
    case 'import':
      return importBody(task.bytes, task.filename);
    case 'export':
      return exportFile(task.map, task.script, task.format, task.options);
  }
}

const port = parentPort!;
port.on('message', ({ id, task }: { id: number; task: IoTask }) => {
  perform(task).then(
    (value) => port.postMessage({ id, ok: true, value } satisfies WorkerReply),
    (err: unknown) => {
      const refused = err instanceof ImportError ? { statusCode: err.statusCode, message: err.message } : undefined;
      port.postMessage({ id, ok: false, refused, detail: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies WorkerReply);
    },
  );
});
