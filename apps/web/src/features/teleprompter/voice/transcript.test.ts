// The coach's timed transcript from recognition events: interim words stamped when first seen, finals
// keeping those stamps, and a session that ends (a restart) keeping what it showed.
import { describe, expect, it } from 'vitest';
import type { RecognitionResultEvent } from './recognition';
import { createTranscriptRecorder } from './transcript';

/** An event as the browser sends it: every result of the session so far, from `resultIndex` on new. */
function event(results: [string, boolean][], resultIndex = results.length - 1): RecognitionResultEvent {
  return { resultIndex, results: Object.assign(results.map(([transcript, isFinal]) => ({ isFinal, length: 1, 0: { transcript } }))) };
}

describe('transcript recorder', () => {
  it('stamps each word when an interim first shows it, and the final keeps the stamps', () => {
    const r = createTranscriptRecorder();
    r.result(event([['good', false]]), 100);
    r.result(event([['good evening', false]]), 400);
    // The hypothesis is revised: the second word changes at its place, keeping its time.
    r.result(event([['good evenin everyone', false]]), 700);
    r.result(event([['good evening everyone', true]]), 900);
    r.result(
      event(
        [
          ['good evening everyone', true],
          ['tonight', false],
        ],
        1,
      ),
      1300,
    );
    expect(r.words()).toEqual([
      { text: 'good', atMs: 100 },
      { text: 'evening', atMs: 400 },
      { text: 'everyone', atMs: 700 },
      { text: 'tonight', atMs: 1300 },
    ]);
  });

  it('keeps what an ended session showed, and counts the next session’s results from 0', () => {
    const r = createTranscriptRecorder();
    r.result(event([['we measured it', true]]), 200);
    r.result(
      event(
        [
          ['we measured it', true],
          ['for a', false],
        ],
        1,
      ),
      600,
    );
    r.end();
    // Restarted after a silence: the new session's first result is index 0 again.
    r.result(event([['years', false]]), 5200);
    r.result(event([['years across many products', true]]), 5600);
    expect(r.words().map((w) => [w.text, w.atMs])).toEqual([
      ['we', 200],
      ['measured', 200],
      ['it', 200],
      ['for', 600],
      ['a', 600],
      ['years', 5200],
      ['across', 5600],
      ['many', 5600],
      ['products', 5600],
    ]);
  });

  it('does not count a final twice when the browser repeats it in a later event', () => {
    const r = createTranscriptRecorder();
    r.result(event([['red green', true]]), 100);
    r.result(
      event(
        [
          ['red green', true],
          ['blue', true],
        ],
        0,
      ),
      300,
    );
    expect(r.words().map((w) => w.text)).toEqual(['red', 'green', 'blue']);
  });
});
