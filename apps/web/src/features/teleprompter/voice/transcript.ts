// The recogniser's words with the time each was first heard (issue 28, the rehearsal coach's input).
// The Web Speech API gives no word times; interim results arrive every few hundred milliseconds as the
// speaker talks, so a word is stamped with the result event that first showed it, and the final result
// of an utterance keeps those stamps. A session that ends (Chrome stops after a silence and is started
// again) keeps what its last interim showed; the next session's results count from 0 again.
import type { TimedWord } from '@cuemap/shared';
import type { RecognitionResultEvent } from './recognition';
import { heardWords } from './words';

/** The most words kept (six hours at 300 WPM): past it, a run's words are no longer recorded. */
export const TRANSCRIPT_MAX_WORDS = 108_000;

export interface TranscriptRecorder {
  /** A result event of the current session, at `nowMs` (ms from the run's start). */
  result: (event: RecognitionResultEvent, nowMs: number) => void;
  /** The session ended: what its unfinished results showed counts as said; the next starts afresh. */
  end: () => void;
  /** Every word so far, in order (the unfinished results' words included). */
  words: () => TimedWord[];
}

interface Pending {
  words: string[];
  times: number[];
}

export function createTranscriptRecorder(): TranscriptRecorder {
  const done: TimedWord[] = [];
  // This session's results by index: the words each showed last, and when each word was first seen.
  let pending: (Pending | undefined)[] = [];
  /** Results of this session already moved to `done` (finals come in order). */
  let committed = 0;

  const commit = (p: Pending | undefined) => {
    if (!p) return;
    p.words.forEach((text, i) => {
      if (done.length < TRANSCRIPT_MAX_WORDS) done.push({ text, atMs: p.times[i]! });
    });
  };

  return {
    result(event, nowMs) {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (!result || i < committed) continue;
        const words = heardWords(result[0]?.transcript ?? '');
        const before = pending[i];
        // A word keeps the time it was first seen at its place; new places are seen now.
        const times = words.map((_, k) => before?.times[k] ?? nowMs);
        pending[i] = { words, times };
        if (result.isFinal && i === committed) {
          commit(pending[i]);
          pending[i] = undefined;
          committed++;
          // Later results that are final already follow in order.
          while (event.results[committed]?.isFinal && pending[committed]) {
            commit(pending[committed]);
            pending[committed] = undefined;
            committed++;
          }
        }
      }
    },
    end() {
      for (let i = committed; i < pending.length; i++) commit(pending[i]);
      pending = [];
      committed = 0;
    },
    words() {
      const open = pending.slice(committed).flatMap((p) => (p ? p.words.map((text, i) => ({ text, atMs: p.times[i]! })) : []));
      return [...done, ...open];
    },
  };
}
