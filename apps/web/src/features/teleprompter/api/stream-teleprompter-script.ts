// POST /api/ai/generate-teleprompter/stream — the script as it is written (SSE); abort = Cancel.
import { createSseParser, type GenerateTeleprompterBody } from '@cuemap/shared';
import { ApiError, apiTextStream } from '../../../lib/api-client';

export interface StreamedScript {
  script: string;
  /** Who wrote it: 'Offline writer' or the model's name. */
  source?: string;
}

/**
 * Calls `onText` with the script so far after every piece, and resolves with the final script
 * (saved on the server by then). Rejects with ApiError (status 502 for a failure reported
 * mid-stream) or an AbortError when `signal` aborts.
 */
export async function streamTeleprompterScript(
  body: GenerateTeleprompterBody,
  onText: (scriptSoFar: string) => void,
  signal?: AbortSignal,
): Promise<StreamedScript> {
  const stream = await apiTextStream('/api/ai/generate-teleprompter/stream', { body, signal });
  let soFar = '';
  let result: StreamedScript | null = null;
  let failure: string | null = null;
  const feed = createSseParser((event) => {
    if (event.event === 'chunk') {
      soFar += event.data.text;
      onText(soFar);
    } else if (event.event === 'done') {
      result = { script: event.data.script, source: event.data.source };
    } else if (event.event === 'error') {
      failure = event.data.message;
    }
  });
  const reader = stream.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      feed(value);
    }
  } catch (err) {
    if (signal?.aborted) throw new DOMException('Generation cancelled', 'AbortError');
    throw err instanceof ApiError ? err : new ApiError(0, 'The connection was lost while the script was being written');
  } finally {
    reader.releaseLock();
  }
  if (failure !== null) throw new ApiError(502, failure);
  if (!result) {
    if (signal?.aborted) throw new DOMException('Generation cancelled', 'AbortError');
    throw new ApiError(0, 'The connection was lost while the script was being written');
  }
  return result;
}
