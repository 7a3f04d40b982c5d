import { describe, expect, it } from 'vitest';
import { countWords, formatDuration, readingSeconds, readingTimeLabel } from './reading-time';

describe('reading time', () => {
  it('counts words across paragraphs', () => {
    expect(countWords(['Hello there,  world.', 'Two\nwords'])).toBe(5);
    expect(countWords(['   '])).toBe(0);
  });

  it('does not count cue marks: emphasis counts its words, [pause] and notes count none', () => {
    expect(countWords(['Say **this one** now [pause] and [slide 3] go.'])).toBe(6);
  });

  it('is words ÷ WPM, and what is left after the part already scrolled', () => {
    expect(readingSeconds(140, 140)).toBe(60);
    expect(readingSeconds(300, 80)).toBe(225);
    expect(readingSeconds(300, 80, 0.5)).toBe(113);
    expect(readingSeconds(300, 80, 1)).toBe(0);
    expect(readingSeconds(300, 80, 7)).toBe(0);
    expect(readingSeconds(0, 80)).toBe(0);
  });

  it('formats as m:ss, or h:mm:ss past an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('reads the whole time at the top and the end, what is left in between', () => {
    expect(readingTimeLabel(300, 80, 0)).toBe('3:45 at 80 WPM');
    expect(readingTimeLabel(300, 80, 0.5)).toBe('1:53 left');
    expect(readingTimeLabel(300, 80, 1)).toBe('3:45 at 80 WPM');
  });
});
