// The one measured model of section positions (issue 24): navigation, the stage state sent to devices
// and the followers ask the same questions of the same starts.
import { describe, expect, it } from 'vitest';
import { nextSectionStart, offsetOf, positionAt, previousSectionStart, sectionAt } from './section-positions';

describe('section positions', () => {
  it('next / previous section starts, like a clicker', () => {
    const starts = [0, 300, 900];
    expect(sectionAt(starts, 0)).toBe(0);
    expect(sectionAt(starts, 450)).toBe(1);
    expect(nextSectionStart(starts, 0)).toBe(300);
    expect(nextSectionStart(starts, 300)).toBe(900);
    expect(nextSectionStart(starts, 900)).toBeNull();
    // Well into a section: back to its start; at its start: the section before.
    expect(previousSectionStart(starts, 500, 100)).toBe(300);
    expect(previousSectionStart(starts, 320, 100)).toBe(0);
    expect(previousSectionStart(starts, 0, 100)).toBe(0);
  });

  const column = { starts: [0, 400, 1000], end: 1600 };

  it('names the section at the reading line and how far through it', () => {
    expect(positionAt(column, 0)).toEqual({ section: 0, fraction: 0 });
    expect(positionAt(column, 200)).toEqual({ section: 0, fraction: 0.5 });
    expect(positionAt(column, 400)).toEqual({ section: 1, fraction: 0 });
    expect(positionAt(column, 1300)).toEqual({ section: 2, fraction: 0.5 });
    expect(positionAt(column, 5000)).toEqual({ section: 2, fraction: 1 });
  });

  it('the position sent to devices names the section navigation calls current, even a pixel short of its start', () => {
    for (const offset of [0, 399.2, 400, 999.5, 1000, 1300]) expect(positionAt(column, offset).section).toBe(sectionAt(column.starts, offset));
  });

  it('puts a position at the same share of the section on a column that wraps differently', () => {
    const wider = { starts: [0, 300, 700], end: 1100 };
    const at = positionAt(column, 700); // half way through section 1
    expect(offsetOf(wider, at)).toBe(500);
    // There and back on the same column.
    for (const offset of [0, 123, 400, 998, 1000, 1450]) expect(offsetOf(column, positionAt(column, offset))).toBeCloseTo(offset, 0);
  });

  it('keeps to the last section when the follower has fewer sections, and to the top with none', () => {
    expect(offsetOf({ starts: [0, 500], end: 900 }, { section: 4, fraction: 0.5 })).toBe(700);
    expect(offsetOf({ starts: [], end: 0 }, { section: 2, fraction: 0.5 })).toBe(0);
    expect(positionAt({ starts: [], end: 0 }, 120)).toEqual({ section: 0, fraction: 0 });
  });
});
