// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { offsetOf, positionAt } from './stage-position';

describe('stage positions (section + share of it)', () => {
  const starts = [0, 400, 1000];
  const end = 1600;

  it('names the section at the reading line and how far through it', () => {
    expect(positionAt(starts, end, 0)).toEqual({ section: 0, fraction: 0 });
    expect(positionAt(starts, end, 200)).toEqual({ section: 0, fraction: 0.5 });
    expect(positionAt(starts, end, 400)).toEqual({ section: 1, fraction: 0 });
    expect(positionAt(starts, end, 1300)).toEqual({ section: 2, fraction: 0.5 });
    expect(positionAt(starts, end, 5000)).toEqual({ section: 2, fraction: 1 });
  });

  it('puts a position at the same share of the section on a column that wraps differently', () => {
    const wider = [0, 300, 700];
    const widerEnd = 1100;
    const at = positionAt(starts, end, 700); // half way through section 1
    expect(offsetOf(wider, widerEnd, at)).toBe(500);
    // There and back on the same column.
    for (const offset of [0, 123, 400, 999, 1000, 1450]) expect(offsetOf(starts, end, positionAt(starts, end, offset))).toBeCloseTo(offset, 0);
  });

  it('keeps to the last section when the follower has fewer sections', () => {
    expect(offsetOf([0, 500], 900, { section: 4, fraction: 0.5 })).toBe(700);
  });
});
