// Teleprompter preferences (mirror, text size, reading guide, section markers, countdown, pedal keys,
// typeface, line spacing, margins, colour theme, vertical mirror, reading line position),
// remembered per browser.
import { z } from 'zod';
import { readStoredJson, writeStoredJson } from '../../../lib/local-store';
import {
  DEFAULT_GUIDE_AT,
  DEFAULT_LINE_SPACING,
  GUIDE_MAX,
  GUIDE_MIN,
  LINE_SPACINGS,
  MARGIN_VALUES,
  type TeleprompterFont,
  type TeleprompterTheme,
} from './display';
import { DEFAULT_TEXT_SCALE, TEXT_SCALES } from './text-size';

export const TELEPROMPTER_PREFS_KEY = 'cuemap:teleprompter-prefs';

export interface TeleprompterPrefs {
  /** Text flipped left-to-right, for reading through beam-splitter glass. */
  mirror: boolean;
  /** One of TEXT_SCALES; 1 is the default size for the screen width. */
  textScale: number;
  /** The eye-line band at the reading position. */
  guide: boolean;
  /** A marker (node title, node colour) at the start of each section (issue 12). */
  markers: boolean;
  /** Seconds counted down before play starts (0 = none). */
  countdown: number;
  /** Extra keys (a pedal's or clicker's) for the next / previous section, as `KeyboardEvent.key` values. */
  keymap: { next: string[]; prev: string[] };
  /** Display (issue 12 item 7): typeface of the column. */
  font: TeleprompterFont;
  /** Line height as a multiple of the text size (one of LINE_SPACINGS). */
  lineSpacing: number;
  /** Share of the screen width kept clear each side (one of MARGIN_VALUES). */
  margin: number;
  theme: TeleprompterTheme;
  /** Text flipped top to bottom (a monitor on the floor under the glass). */
  mirrorVertical: boolean;
  /** The reading line's position, as a share of the screen height. */
  guideAt: number;
}

export const COUNTDOWN_MAX = 10;

export const DEFAULT_TELEPROMPTER_PREFS: TeleprompterPrefs = {
  mirror: false,
  textScale: DEFAULT_TEXT_SCALE,
  guide: true,
  markers: true,
  countdown: 3,
  keymap: { next: [], prev: [] },
  font: 'sans',
  lineSpacing: DEFAULT_LINE_SPACING,
  margin: 0,
  theme: 'dark',
  mirrorVertical: false,
  guideAt: DEFAULT_GUIDE_AT,
};

const oneOf = (values: readonly number[]) => z.number().refine((n) => values.includes(n));

// Each field falls back on its own, so one bad or missing value does not discard the others.
const prefsSchema = z.object({
  mirror: z.boolean().catch(DEFAULT_TELEPROMPTER_PREFS.mirror),
  textScale: z
    .number()
    .refine((n) => (TEXT_SCALES as readonly number[]).includes(n))
    .catch(DEFAULT_TELEPROMPTER_PREFS.textScale),
  guide: z.boolean().catch(DEFAULT_TELEPROMPTER_PREFS.guide),
  markers: z.boolean().catch(DEFAULT_TELEPROMPTER_PREFS.markers),
  countdown: z.number().int().min(0).max(COUNTDOWN_MAX).catch(DEFAULT_TELEPROMPTER_PREFS.countdown),
  keymap: z
    .object({ next: z.array(z.string().min(1).max(32)).max(4), prev: z.array(z.string().min(1).max(32)).max(4) })
    .catch(DEFAULT_TELEPROMPTER_PREFS.keymap),
  font: z.enum(['sans', 'serif', 'legible']).catch(DEFAULT_TELEPROMPTER_PREFS.font),
  lineSpacing: oneOf(LINE_SPACINGS).catch(DEFAULT_TELEPROMPTER_PREFS.lineSpacing),
  margin: oneOf(MARGIN_VALUES).catch(DEFAULT_TELEPROMPTER_PREFS.margin),
  theme: z.enum(['dark', 'light', 'yellow']).catch(DEFAULT_TELEPROMPTER_PREFS.theme),
  mirrorVertical: z.boolean().catch(DEFAULT_TELEPROMPTER_PREFS.mirrorVertical),
  guideAt: z.number().min(GUIDE_MIN).max(GUIDE_MAX).catch(DEFAULT_TELEPROMPTER_PREFS.guideAt),
});

export function readTeleprompterPrefs(): TeleprompterPrefs {
  // Unreadable JSON, storage blocked or not a prefs object: the defaults are always usable.
  return readStoredJson(TELEPROMPTER_PREFS_KEY, prefsSchema) ?? structuredClone(DEFAULT_TELEPROMPTER_PREFS);
}

export function writeTeleprompterPrefs(prefs: TeleprompterPrefs): void {
  writeStoredJson(TELEPROMPTER_PREFS_KEY, prefs);
}
