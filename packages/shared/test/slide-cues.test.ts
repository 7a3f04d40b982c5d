// Issue 29 item 3: [slide] and [slide N] marks, numbered as the prompter shows them.
import { describe, expect, it } from 'vitest';
import { isSlideCue, numberSlides, plainSpokenText, slideCueNumber } from '../src/map/slide-cues';

describe('slide cues', () => {
  it('reads [slide] and [slide N], in any case, and nothing else', () => {
    expect(slideCueNumber('slide')).toEqual({ number: null });
    expect(slideCueNumber('Slide 4')).toEqual({ number: 4 });
    expect(slideCueNumber(' SLIDE  12 ')).toEqual({ number: 12 });
    expect(isSlideCue('slides')).toBe(false);
    expect(isSlideCue('slide 3b')).toBe(false);
    expect(isSlideCue('pause')).toBe(false);
    expect(isSlideCue('next slide')).toBe(false);
  });

  it("counts unnumbered marks up from the deck's first slide, and on from a numbered one", () => {
    const { numbers, last } = numberSlides([
      '[slide] Hello [pause] and [slide] on.',
      'No marks here.',
      '[slide 7] Jump, [Slide] next.',
      '[slide 2] back [slide]',
    ]);
    expect(numbers).toEqual([[2, 3], [], [7, 8], [2, 3]]);
    expect(last).toBe(3);
  });

  it('leaves every cue mark out of the spoken text and keeps emphasis as words', () => {
    expect(plainSpokenText('[slide 3] Welcome **all** [pause] of   you [smile].')).toBe('Welcome all of you.');
  });
});
