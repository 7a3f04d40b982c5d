// Inputs shared by the provider tests: a small map in node order, with and without Elite context.
import type { IdeasRequest, ScriptRequest } from '../../src/plugins/app/ai/providers';

export const ELITE_CONTEXT = 'My audience is first-time founders with no spare time.';

export const ideasInput = (userContext = ''): IdeasRequest => ({
  title: 'Morning routines',
  currentText: 'A ten-minute walk beats coffee for waking up.',
  userContext,
});

export const scriptInput = (additionalPrompt = ''): ScriptRequest => ({
  mindMapTitle: 'Remote teams that work',
  nodes: [
    { title: 'Async first', text: 'Write decisions down so nobody waits for a meeting.' },
    { title: 'Time zones', text: 'Overlap two hours a day, no more.' },
    { title: 'Next steps', text: 'Replace one meeting with a document this week.' },
  ],
  additionalPrompt,
});

export async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

/** Resolves to the rejection of a promise (or of iterating a stream), failing if it resolves. */
export async function rejectionOf(work: Promise<unknown> | AsyncIterable<string>): Promise<Error> {
  try {
    if (Symbol.asyncIterator in work) await collect(work);
    else await work;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}
