import { describe, expect, it } from 'vitest';
import { fitFontPx, stepTextScale, TEXT_SCALES, textPercent, textPx } from './text-size';

/** Walks the steps from the default to one end of the range. */
function walk(fit: number, direction: 1 | -1) {
  const sizes = [textPx(1, fit)];
  for (let scale: number | null = 1; (scale = stepTextScale(scale, direction, fit)) !== null; ) sizes.push(textPx(scale, fit));
  return sizes;
}

describe('teleprompter text size', () => {
  it('keeps the default of a 44 px column on a wide screen and 15 px on a phone', () => {
    expect(textPx(1, fitFontPx(1366))).toBe(44);
    expect(textPx(1, fitFontPx(375))).toBe(15);
    // In between, the default is the size at which 38 characters fill the width.
    expect(textPx(1, fitFontPx(1024))).toBeCloseTo((1024 - 64) / 23, 1);
  });

  it('grows only while 38 characters still fit the width', () => {
    const wide = fitFontPx(2560);
    expect(walk(wide, 1)).toEqual(TEXT_SCALES.filter((s) => s >= 1).map((s) => Math.round(44 * s * 100) / 100));
    const laptop = fitFontPx(1366);
    const larger = walk(laptop, 1);
    expect(larger.at(-1)).toBeCloseTo(laptop, 1);
    expect(larger.every((px) => px <= laptop + 0.01)).toBe(true);
    // The column already fills a 1024 px screen at the default size: no larger step.
    expect(stepTextScale(1, 1, fitFontPx(1024))).toBeNull();
  });

  it('shrinks down to 60 % and never below 10 px', () => {
    expect(walk(fitFontPx(1366), -1).at(-1)).toBeCloseTo(26.4, 2);
    expect(stepTextScale(0.6, -1, fitFontPx(1366))).toBeNull();
    expect(textPx(0.6, fitFontPx(375))).toBe(10);
    expect(Math.min(...walk(fitFontPx(375), -1))).toBeGreaterThanOrEqual(10);
    expect(textPercent(0.6, fitFontPx(1366))).toBe(60);
  });

  it('skips steps that would not change the size', () => {
    // A step saved on a big screen is capped on a smaller one; one press down visibly shrinks the text.
    const fit = fitFontPx(1366);
    const down = stepTextScale(2, -1, fit)!;
    expect(textPx(down, fit)).toBeLessThan(textPx(2, fit) - 0.5);
  });
});
