// Counts every call to the AI writer by provider, operation and outcome, whichever route or service
// made it (ideas, a whole script, a rewritten section, a fitted script, a streamed script).
import type { Counter } from 'prom-client';
import { AiCancelledError, type AiWriter } from '../ai/providers';

type Outcome = 'ok' | 'error' | 'cancelled';
const outcomeOf = (err: unknown): Outcome => (err instanceof AiCancelledError ? 'cancelled' : 'error');

export function countedWriter(writer: AiWriter, counter: Counter<'provider' | 'operation' | 'outcome'>): AiWriter {
  const count = (operation: string, outcome: Outcome) => counter.inc({ provider: writer.name, operation, outcome });
  const counted =
    <A extends unknown[]>(operation: string, call: (...args: A) => Promise<string>) =>
    async (...args: A): Promise<string> => {
      try {
        const text = await call(...args);
        count(operation, 'ok');
        return text;
      } catch (err) {
        count(operation, outcomeOf(err));
        throw err;
      }
    };
  return {
    get name() {
      return writer.name;
    },
    get label() {
      return writer.label;
    },
    generateIdeas: counted('ideas', (input, options) => writer.generateIdeas(input, options)),
    generateScript: counted('script', (input, options) => writer.generateScript(input, options)),
    fitScript: counted('fit', (input, options) => writer.fitScript(input, options)),
    async *streamScript(input, options) {
      let outcome: Outcome = 'cancelled'; // the reader stopped early unless the stream ends or throws
      try {
        yield* writer.streamScript(input, options);
        outcome = 'ok';
      } catch (err) {
        outcome = outcomeOf(err);
        throw err;
      } finally {
        count('script_stream', outcome);
      }
    },
  };
}
