import { describe, expect, it } from 'vitest';
import { nextCorner, placeSelfView, type PlaceInput } from './self-view-place';

const base: PlaceInput = { corner: 'top-right', areaHeight: 800, topInset: 0, bandTop: 320, bandBottom: 380, boxHeight: 150, gap: 12 };
const overlaps = (p: { top: number; height: number }, input: PlaceInput) => p.top < input.bandBottom && p.top + p.height > input.bandTop;

describe('self-view placement', () => {
  it('sits in the chosen corner when that keeps it off the reading line', () => {
    expect(placeSelfView(base)).toEqual({ top: 12, height: 150, side: 'right', upper: true });
    expect(placeSelfView({ ...base, corner: 'bottom-left' })).toEqual({ top: 638, height: 150, side: 'left', upper: false });
  });

  it('moves to the other end when the chosen one would cover the guide band', () => {
    const high = { ...base, bandTop: 100, bandBottom: 150 };
    const placed = placeSelfView(high);
    expect(placed.upper).toBe(false);
    expect(overlaps(placed, high)).toBe(false);
    // Below the phone's controls (the top inset), a top corner too close to the band goes down.
    const phone = { ...base, areaHeight: 844, topInset: 110, bandTop: 253, bandBottom: 300, boxHeight: 160 };
    expect(overlaps(placeSelfView(phone), phone)).toBe(false);
  });

  it('shrinks rather than covering the band when neither end has room', () => {
    const tight = { ...base, areaHeight: 300, bandTop: 120, bandBottom: 170, boxHeight: 150 };
    const placed = placeSelfView(tight);
    expect(overlaps(placed, tight)).toBe(false);
    expect(placed.height).toBeLessThan(150);
    expect(placed.height).toBeGreaterThan(0);
  });

  it('never covers the band wherever the line is and whichever corner is chosen', () => {
    for (const corner of ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const)
      for (let bandTop = 0; bandTop <= 760; bandTop += 20) {
        const input = { ...base, corner, bandTop, bandBottom: bandTop + 40 };
        expect(overlaps(placeSelfView(input), input)).toBe(false);
      }
  });

  it('cycles the corners clockwise', () => {
    expect(nextCorner('top-right')).toBe('bottom-right');
    expect(nextCorner('top-left')).toBe('top-right');
  });
});
