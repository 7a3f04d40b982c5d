// Time on stage (issue 12): elapsed and remaining as m:ss, and whether the talk runs ahead of or
// behind a target duration.
import { readStored, removeStored, writeStored } from '../../../lib/local-store';
import { formatDuration } from './reading-time';

/** `remaining` seconds left to read at the current speed after `elapsed` seconds: the finish against the target. */
export function paceAgainstTarget(elapsed: number, remaining: number, targetSeconds: number): { label: string; ahead: boolean } {
  const delta = Math.round(targetSeconds - (elapsed + remaining));
  return delta >= 0 ? { label: `${formatDuration(delta)} ahead`, ahead: true } : { label: `${formatDuration(-delta)} behind`, ahead: false };
}

const wpmKey = (mindMapId: string) => `cuemap:teleprompter-wpm:${mindMapId}`;
const targetKey = (mindMapId: string) => `cuemap:teleprompter-target:${mindMapId}`;

function readNumber(key: string, min: number, max: number): number | null {
  const raw = readStored(key);
  const n = raw === null ? NaN : Number(raw);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

function writeNumber(key: string, value: number | null): void {
  if (value === null) removeStored(key);
  else writeStored(key, String(value));
}

/** The speed last used for this script (WPM remembered per script). */
export const readScriptWpm = (mindMapId: string, min: number, max: number) => readNumber(wpmKey(mindMapId), min, max);
export const writeScriptWpm = (mindMapId: string, wpm: number) => writeNumber(wpmKey(mindMapId), wpm);

/** The talk's target duration in minutes for this script, if one is set (0.5–300). */
export const readTargetMinutes = (mindMapId: string) => readNumber(targetKey(mindMapId), 0.5, 300);
export const writeTargetMinutes = (mindMapId: string, minutes: number | null) => writeNumber(targetKey(mindMapId), minutes);
