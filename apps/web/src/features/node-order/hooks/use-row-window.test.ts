// Which rows of a long Node Order list are mounted (hooks/use-row-window.ts).
import { describe, expect, it } from 'vitest';
import { OVERSCAN_ROWS, rowRange } from './use-row-window';

describe('rowRange', () => {
  it('at the top: the rows in view and the overscan below', () => {
    expect(rowRange(0, 480, 1_000, 48)).toEqual({ start: 0, end: 10 + OVERSCAN_ROWS });
  });

  it('scrolled: the rows in view, partly shown ones included, with overscan on both sides', () => {
    // 4 800 px down shows rows 100 to 110 (row 110 only just).
    expect(rowRange(4_800 + 10, 480, 1_000, 48, 2)).toEqual({ start: 98, end: 113 });
  });

  it('never past the ends of the list', () => {
    expect(rowRange(47_000, 2_000, 1_000, 48)).toEqual({ start: 979 - OVERSCAN_ROWS, end: 1_000 });
    expect(rowRange(-50, 100, 3, 48)).toEqual({ start: 0, end: 3 });
    expect(rowRange(0, 500, 0, 48)).toEqual({ start: 0, end: 0 });
  });
});
