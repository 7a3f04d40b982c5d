// The part-marker protocol: markers leave the streamed text wherever the pieces split them.
import { describe, expect, it } from 'vitest';
import { createMarkerFilter, splitMarkedScript } from '../../src/plugins/app/ai/script-markers';

const MARKED = '[[opening]]\nHello there.\n\n[[node 1]]\nFirst, [brackets] stay.\nSecond line.\n\n  [[Node 2]]  \nOn two.\n\n[[closing]]\nBye.';
const SHOWN = 'Hello there.\n\nFirst, [brackets] stay.\nSecond line.\n\nOn two.\n\nBye.';

function streamed(text: string, size: number) {
  const filter = createMarkerFilter();
  let shown = '';
  for (let i = 0; i < text.length; i += size) shown += filter.push(text.slice(i, i + size));
  shown += filter.end();
  return { shown, parts: filter.parts() };
}

describe('script markers', () => {
  it('takes the markers out however the stream is split, and ties each part to its node', () => {
    for (const size of [1, 2, 3, 7, 1000]) {
      const { shown, parts } = streamed(MARKED, size);
      expect(shown).toBe(SHOWN);
      expect(parts).toEqual([
        { node: null, text: 'Hello there.' },
        { node: 1, text: 'First, [brackets] stay.\nSecond line.' },
        { node: 2, text: 'On two.' },
        { node: null, text: 'Bye.' },
      ]);
    }
  });

  it('text without markers is one part tied to no node, passed through as it came', () => {
    const plain = 'Just a script.\n\n[pause] Still text.\n[[not a marker]]';
    expect(streamed(plain, 2).shown).toBe(plain);
    expect(splitMarkedScript(plain)).toEqual([{ node: null, text: plain }]);
  });

  it('a marker on the last line without a newline is still a marker', () => {
    expect(streamed('Words.\n[[closing]]', 4)).toEqual({ shown: 'Words.\n', parts: [{ node: null, text: 'Words.' }] });
  });
});
