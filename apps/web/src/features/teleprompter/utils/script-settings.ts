// Presenter settings of a script (issue 24 item 2), split between what follows the script (stored in its
// live document, issue 26) and what this browser keeps: the values of older versions that kept everything
// per browser (written into the document once), the pedal keys, and the text size and mirror when the
// presenter chose to keep them for this device only.
import { z } from 'zod';
import { presenterSettingsSchema, TELEPROMPTER_SPEED, type PresenterSettings } from '@cuemap/shared';
import { readStored, readStoredJson, removeStored, writeStoredJson } from '../../../lib/local-store';
import { readTeleprompterPrefs, TELEPROMPTER_PREFS_KEY, type TeleprompterPrefs } from './prefs';
import { readScriptWpm, readTargetMinutes } from './stage-time';

/** The fields of the browser's prefs that follow the script (the pedal keys stay with the device). */
const SCRIPT_PREF_KEYS = [
  'mirror',
  'textScale',
  'guide',
  'markers',
  'countdown',
  'font',
  'lineSpacing',
  'margin',
  'theme',
  'mirrorVertical',
  'guideAt',
] as const;

export const DEVICE_DISPLAY_KEY = 'cuemap:teleprompter-device-display';

/** What the screen uses: the speed, the target and every display pref. */
export interface ScriptSettingsView {
  wpm: number;
  targetMinutes: number | null;
  prefs: TeleprompterPrefs;
  /** The rehearsal coach's filler words (issue 28); null: the recognition language's defaults. */
  fillerWords?: string[] | null;
}

/** Settings as the server stores them, from what the screen shows. */
export function toStored(view: ScriptSettingsView): PresenterSettings {
  const out: PresenterSettings = { wpm: view.wpm, targetMinutes: view.targetMinutes, ...(view.fillerWords ? { fillerWords: view.fillerWords } : {}) };
  for (const key of SCRIPT_PREF_KEYS) (out as Record<string, unknown>)[key] = view.prefs[key];
  // Anything the server would refuse (a value from an older version) is left out rather than failing the save.
  const parsed = presenterSettingsSchema.safeParse(out);
  if (parsed.success) return parsed.data;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(out)) if (presenterSettingsSchema.safeParse({ [key]: value }).success) kept[key] = value;
  return kept as PresenterSettings;
}

/** The screen's values from stored settings: each field not set keeps `base`'s. */
export function fromStored(stored: PresenterSettings, base: ScriptSettingsView): ScriptSettingsView {
  const prefs = { ...base.prefs };
  for (const key of SCRIPT_PREF_KEYS) if (stored[key] !== undefined) (prefs as Record<string, unknown>)[key] = stored[key];
  return {
    wpm: stored.wpm ?? base.wpm,
    targetMinutes: stored.targetMinutes === undefined ? base.targetMinutes : stored.targetMinutes,
    prefs,
    fillerWords: stored.fillerWords ?? base.fillerWords ?? null,
  };
}

/** The defaults, with the browser's own prefs (older versions kept them here) and this script's old speed and target. */
export function browserView(mindMapId: string | null): ScriptSettingsView {
  return {
    wpm: (mindMapId ? readScriptWpm(mindMapId, TELEPROMPTER_SPEED.min, TELEPROMPTER_SPEED.max) : null) ?? TELEPROMPTER_SPEED.default,
    targetMinutes: mindMapId ? readTargetMinutes(mindMapId) : null,
    prefs: readTeleprompterPrefs(),
  };
}

/** Whether this browser holds settings of an older version for this script (then they are uploaded once). */
export function browserHasOldSettings(mindMapId: string): boolean {
  return (
    readStored(TELEPROMPTER_PREFS_KEY) !== null ||
    readStored(`cuemap:teleprompter-wpm:${mindMapId}`) !== null ||
    readStored(`cuemap:teleprompter-target:${mindMapId}`) !== null
  );
}

/** Text size and mirror kept for this device only (null: they follow the script). */
const deviceDisplaySchema = z.object({ textScale: z.number(), mirror: z.boolean() });
export type DeviceDisplay = z.infer<typeof deviceDisplaySchema>;
export const readDeviceDisplay = (): DeviceDisplay | null => readStoredJson(DEVICE_DISPLAY_KEY, deviceDisplaySchema);
export function writeDeviceDisplay(value: DeviceDisplay | null): void {
  if (value === null) removeStored(DEVICE_DISPLAY_KEY);
  else writeStoredJson(DEVICE_DISPLAY_KEY, value);
}
