// Text size for the 38-character column. The scroll rate assumes 38 characters per line (spec §4),
// so a larger size widens the column rather than wrapping sooner, and stops where 38 characters
// no longer fit the screen. On a phone, where the default already fills the width, larger steps are
// allowed too (issue 12 item 7): the column then wraps sooner, and the scroll rate counts the fewer
// characters per line (columnChars). Side margins narrow the room the column may take.

import { TELEPROMPTER_CHARS_PER_LINE } from '@cuemap/shared';

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

/** The column's own horizontal padding (2 × 1rem): all that must fit beside a column that fills the screen. */
const PADDING_PX = 32;
/** Screens narrower than this are phones: there the text may grow past the 38-character fit. */
export const PHONE_MAX_WIDTH = 640;

/** The room left for the column on a screen `width` px wide with `margin` (share of the width) each side. */
const roomPx = (width: number, margin: number) => width * (1 - 2 * margin);

/** The largest font size at which the 38-character column fits `availableWidth` (less the side margins). */
export function fitFontPx(availableWidth: number, columnEm: number = DEFAULT_COLUMN_EM, margin = 0): number {
  return Math.max(0, roomPx(availableWidth, margin) - SIDE_ROOM_PX) / columnEm;
}

/**
 * The column's width in px when 38 characters at `fontPx` no longer fit between the margins, or null
 * when they do (the column is then 38ch wide).
 */
export function columnCapPx(width: number, fontPx: number, columnEm: number, margin: number): number | null {
  const cap = Math.max(0, roomPx(width, margin) - PADDING_PX);
  return fontPx * columnEm > cap + 0.5 ? Math.floor(cap) : null;
}

/** Characters on a line of the column: 38, fewer when the column is capped (the rate counts them). */
export function columnChars(fontPx: number, columnEm: number, capPx: number | null): number {
  return capPx === null ? TELEPROMPTER_CHARS_PER_LINE : (TELEPROMPTER_CHARS_PER_LINE * capPx) / (fontPx * columnEm);
}

/**
 * Font size in px for a scale step, given the fitting size for the screen. Steps scale the default
 * size for this screen; larger steps stop where 38 characters fill the width.
 */
export function textPx(scale: number, fitPx: number, phone = false): number {
  const base = Math.max(FLOOR_PX, Math.min(BASE_PX, fitPx));
  // A phone may go up to the largest step (wrapping sooner); elsewhere the size stops where 38 characters fill the width.
  const max = phone ? base * TEXT_SCALES[TEXT_SCALES.length - 1]! : Math.max(base, fitPx);
  const px = Math.max(MIN_PX, Math.min(base * scale, max));
  return Math.round(px * 100) / 100;
}

/** The size as a percentage of the default size on this screen (what the control shows). */
export function textPercent(scale: number, fitPx: number, phone = false): number {
  return Math.round((textPx(scale, fitPx, phone) / textPx(DEFAULT_TEXT_SCALE, fitPx, phone)) * 100);
}

/**
 * The nearest step up (+1) or down (-1) that visibly changes the size, or null at either end of
 * the range — including when the column already fills the screen width.
 */
export function stepTextScale(scale: number, direction: 1 | -1, fitPx: number, phone = false): number | null {
  const current = textPx(scale, fitPx, phone);
  const candidates = direction > 0 ? TEXT_SCALES.filter((s) => s > scale) : TEXT_SCALES.filter((s) => s < scale).reverse();
  for (const s of candidates) {
    const px = textPx(s, fitPx, phone);
    if (direction > 0 ? px > current + VISIBLE_PX : px < current - VISIBLE_PX) return s;
  }
  return null;
}
