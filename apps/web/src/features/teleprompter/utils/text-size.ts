// Text size for the 38-character column. The scroll rate assumes 38 characters per line (spec §4),
// so a larger size widens the column rather than wrapping sooner, and stops where 38 characters
// no longer fit the screen.

/** Size steps relative to the default size for the screen width. */
export const TEXT_SCALES = [0.6, 0.7, 0.8, 0.9, 1, 1.15, 1.3, 1.5, 1.75, 2] as const;
export const DEFAULT_TEXT_SCALE = 1;

/** The default size on a wide screen. */
const BASE_PX = 44;
/** Legibility floor of the default size (on a phone the default may not quite fit 38 characters). */
const FLOOR_PX = 15;
/** Nothing goes smaller than this, whatever the step. */
const MIN_PX = 10;
/** Room kept beside the column: its own 2 × 1rem padding and 1rem of margin each side. */
const SIDE_ROOM_PX = 64;
/** Width of a 38ch column in em until the real font is measured (≈ 0.6 em per character). */
export const DEFAULT_COLUMN_EM = 23;
/** A step must change the size by more than this to count (no invisible steps). */
const VISIBLE_PX = 0.5;

/** The largest font size at which the 38-character column fits `availableWidth`. */
export function fitFontPx(availableWidth: number, columnEm: number = DEFAULT_COLUMN_EM): number {
  return Math.max(0, availableWidth - SIDE_ROOM_PX) / columnEm;
}

/**
 * Font size in px for a scale step, given the fitting size for the screen. Steps scale the default
 * size for this screen; larger steps stop where 38 characters fill the width.
 */
export function textPx(scale: number, fitPx: number): number {
  const base = Math.max(FLOOR_PX, Math.min(BASE_PX, fitPx));
  const px = Math.max(MIN_PX, Math.min(base * scale, Math.max(base, fitPx)));
  return Math.round(px * 100) / 100;
}

/** The size as a percentage of the default size on this screen (what the control shows). */
export function textPercent(scale: number, fitPx: number): number {
  return Math.round((textPx(scale, fitPx) / textPx(DEFAULT_TEXT_SCALE, fitPx)) * 100);
}

/**
 * The nearest step up (+1) or down (-1) that visibly changes the size, or null at either end of
 * the range — including when the column already fills the screen width.
 */
export function stepTextScale(scale: number, direction: 1 | -1, fitPx: number): number | null {
  const current = textPx(scale, fitPx);
  const candidates = direction > 0 ? TEXT_SCALES.filter((s) => s > scale) : TEXT_SCALES.filter((s) => s < scale).reverse();
  for (const s of candidates) {
    const px = textPx(s, fitPx);
    if (direction > 0 ? px > current + VISIBLE_PX : px < current - VISIBLE_PX) return s;
  }
  return null;
}

/** Where the current line sits: the text starts this far down and the reading guide marks it. */
export const READING_LINE = '40vh';
