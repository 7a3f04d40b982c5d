import { describe, expect, it } from 'vitest';
import { columnCapPx, columnChars, fitFontPx, stepTextScale, TEXT_SCALES, textPercent, textPx } from './text-size';

/** Walks the steps from the default to one end of the range. */
function walk(fit: number, direction: 1 | -1, phone = false) {
  const sizes = [textPx(1, fit, phone)];
  for (let scale: number | null = 1; (scale = stepTextScale(scale, direction, fit, phone)) !== null; ) sizes.push(textPx(scale, fit, phone));
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

  it('on a phone, grows past 100 % up to 200 %, and the capped column counts fewer characters a line', () => {
    const fit = fitFontPx(390);
    // Not a phone: no larger step at all on this width.
    expect(stepTextScale(1, 1, fit)).toBeNull();
    const larger = walk(fit, 1, true);
    expect(larger[0]).toBe(15);
    expect(larger.at(-1)).toBe(30);
    expect(textPercent(2, fit, true)).toBe(200);
    // The default fits (38 characters between the paddings); 200 % wraps at about half as many.
    expect(columnCapPx(390, 15, 23, 0)).toBeNull();
    const cap = columnCapPx(390, 30, 23, 0)!;
    expect(cap).toBe(358);
    expect(columnChars(30, 23, cap)).toBeCloseTo((38 * 358) / 690, 5);
    expect(columnChars(15, 23, null)).toBe(38);
  });

  it('side margins shrink the size that fits 38 characters', () => {
    expect(textPx(1, fitFontPx(1366, 23, 0))).toBe(44);
    const wide = textPx(1, fitFontPx(1366, 23, 0.15));
    expect(wide).toBeCloseTo((1366 * 0.7 - 64) / 23, 1);
    expect(columnCapPx(1366, wide, 23, 0.15)).toBeNull();
  });
});
