// The embedded default writer: the offline writer (offline-writer.ts) behind the AiWriter interface, streamed in small pieces.
import { setTimeout as sleep } from 'node:timers/promises';
import { AiCancelledError } from '../errors';
import type { AiCallOptions, AiWriter, FitRequest, IdeasRequest, ScriptRequest } from '../types';
import { markerLine } from '../../script-markers';
import { offlineIdeas, offlineScript, offlineScriptParts } from './offline-writer';
import { fitSectionText } from './fit';

export { offlineIdeas, offlineScript, offlineScriptParts, fitSectionText };
export type { FitMaterial } from './fit';

/** *Fit to N minutes* offline: each part brought to its word count (fit.ts), with its part marker. */
export function offlineFittedScript(input: FitRequest): string {
  return input.parts
    .map((part, i) => `${markerLine(i + 1)}\n${fitSectionText(part.text, part.words, { title: part.title || input.mindMapTitle, nodeText: part.nodeText })}`)
    .join('\n\n');
}

/** The offline script with its part markers (script-markers.ts), as the writer hands it over. */
export function offlineMarkedScript(input: ScriptRequest): string {
  return offlineScriptParts(input)
    .map((part, i) => `${markerLine(part.node ?? (i === 0 ? 'opening' : 'closing'))}\n${part.text}`)
    .join('\n\n');
}

/** The source the UI shows for text this writer wrote. */
export const OFFLINE_WRITER_LABEL = 'Offline writer';

const WORDS_PER_PIECE = 3;

/** Pieces of a few words each, whitespace kept, so that joining them gives back the text exactly. */
export function textPieces(text: string, wordsPerPiece = WORDS_PER_PIECE): string[] {
  const tokens = text.match(/\s*\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerPiece) pieces.push(tokens.slice(i, i + wordsPerPiece).join(''));
  return pieces;
}

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AiCancelledError();
}

export function createOfflineWriter(options: { chunkDelayMs?: number } = {}): AiWriter {
  const chunkDelayMs = options.chunkDelayMs ?? 8;
  return {
    name: 'offline',
    label: OFFLINE_WRITER_LABEL,
    async generateIdeas(input: IdeasRequest, { signal }: AiCallOptions = {}) {
      throwIfCancelled(signal);
      return offlineIdeas(input);
    },
    async generateScript(input: ScriptRequest, { signal }: AiCallOptions = {}) {
      throwIfCancelled(signal);
      return offlineMarkedScript(input);
    },
    async fitScript(input: FitRequest, { signal }: AiCallOptions = {}) {
      throwIfCancelled(signal);
      return offlineFittedScript(input);
    },
    async *streamScript(input: ScriptRequest, { signal }: AiCallOptions = {}) {
      throwIfCancelled(signal);
      for (const piece of textPieces(offlineMarkedScript(input))) {
        yield piece;
        if (chunkDelayMs > 0) {
          try {
            await sleep(chunkDelayMs, undefined, { signal });
          } catch {
            throw new AiCancelledError();
          }
        }
        throwIfCancelled(signal);
      }
    },
  };
}
