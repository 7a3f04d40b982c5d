// Presenter settings contract: /api/mindmaps/:id/presenter-settings (issue 24 item 2). The speed,
// target length, countdown, section markers and display settings of one script, stored with it on
// the server so they follow the script to every device. Every field is optional (a field not set
// takes the app's default); bounds are the app's own; unknown keys are refused.
import { z } from 'zod';
import { TELEPROMPTER_SPEED } from '../map/teleprompter-text';
import { lineText } from './text';

export const PRESENTER_SETTINGS_BOUNDS = {
  targetMinutes: { min: 0.5, max: 300 },
  countdownMax: 10,
  textScale: { min: 0.6, max: 2 },
  lineSpacing: { min: 1, max: 3 },
  margin: { min: 0, max: 0.3 },
  guideAt: { min: 0.15, max: 0.7 },
  /** The rehearsal coach's filler words (issue 28): at most this many, each this long. */
  fillerWords: { max: 50, length: 40 },
} as const;

const B = PRESENTER_SETTINGS_BOUNDS;

export const presenterSettingsSchema = z
  .object({
    /** Reading speed, words per minute. */
    wpm: z.number().int().min(TELEPROMPTER_SPEED.min).max(TELEPROMPTER_SPEED.max).optional(),
    /** The talk's target length in minutes; null clears it. */
    targetMinutes: z.number().min(B.targetMinutes.min).max(B.targetMinutes.max).nullable().optional(),
    /** Seconds counted down before play starts (0 = none). */
    countdown: z.number().int().min(0).max(B.countdownMax).optional(),
    /** A marker at the start of each section. */
    markers: z.boolean().optional(),
    /** The eye-line band at the reading position. */
    guide: z.boolean().optional(),
    font: z.enum(['sans', 'serif', 'legible']).optional(),
    lineSpacing: z.number().min(B.lineSpacing.min).max(B.lineSpacing.max).optional(),
    /** Share of the screen width kept clear each side. */
    margin: z.number().min(B.margin.min).max(B.margin.max).optional(),
    theme: z.enum(['dark', 'light', 'yellow']).optional(),
    mirror: z.boolean().optional(),
    mirrorVertical: z.boolean().optional(),
    /** The reading line's position, as a share of the screen height. */
    guideAt: z.number().min(B.guideAt.min).max(B.guideAt.max).optional(),
    /** Text size relative to the default size for the screen width. */
    textScale: z.number().min(B.textScale.min).max(B.textScale.max).optional(),
    /** What the rehearsal coach counts as filler words ("um", "you know"); not set: the language's defaults. */
    fillerWords: z.array(lineText().trim().min(1).max(B.fillerWords.length)).max(B.fillerWords.max).optional(),
  })
  .strict();
export type PresenterSettings = z.infer<typeof presenterSettingsSchema>;

/** GET and PUT answer: the stored settings ({} when none were ever saved) and whether any were. */
export const presenterSettingsResponseSchema = z.object({
  settings: presenterSettingsSchema,
  /** False until the settings were saved once (the app then uploads a browser's older values). */
  stored: z.boolean(),
});
export type PresenterSettingsResponse = z.infer<typeof presenterSettingsResponseSchema>;
