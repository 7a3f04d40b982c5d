// AI failures as the routes see them: a provider's reason (→ 502 {message}), a timeout, a cancel, bad config.
import { HttpError } from '../../../../lib/http-error';

/** The provider failed. `message` is a human reason (status and the provider's own words), never a stack. */
export class AiProviderError extends HttpError {
  constructor(
    reason: string,
    /** The provider's HTTP status, when it answered. */
    readonly providerStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(502, reason);
    this.name = 'AiProviderError';
    if (options?.cause !== undefined) Object.defineProperty(this, 'cause', { value: options.cause, enumerable: false });
  }
}

/** The provider took longer than the timeout (whole call, or the wait for the next streamed piece). */
export class AiTimeoutError extends AiProviderError {
  constructor(readonly timeoutMs: number) {
    super(`The AI provider did not answer within ${formatDuration(timeoutMs)}`);
    this.name = 'AiTimeoutError';
  }
}

/** The caller's signal aborted the call (client disconnected or pressed Cancel). Nothing to answer. */
export class AiCancelledError extends Error {
  constructor() {
    super('AI generation was cancelled');
    this.name = 'AiCancelledError';
  }
}

/** The AI configuration cannot work; thrown by createAiWriter at start-up, naming the variable to fix. */
export class AiConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiConfigError';
  }
}

function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 100) / 10;
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
