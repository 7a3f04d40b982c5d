// How the coach's figures read in the report (issue 28): offsets as m:ss, pace against the script's
// speed as a signed percentage, and the words for counts.
import { formatDuration } from '../utils/reading-time';

export const atTime = (ms: number) => formatDuration(ms / 1000);

/** "+8 %" / "−12 %" / "±0 %": a pace against the script's speed. */
export function paceDelta(wpm: number, scriptWpm: number): string {
  const pct = Math.round((wpm / scriptWpm - 1) * 100);
  return pct === 0 ? '±0 %' : pct > 0 ? `+${pct} %` : `−${-pct} %`;
}

/** Within 10 % of the script's speed is on pace (the tips' threshold too). */
export function paceWord(wpm: number, scriptWpm: number): 'fast' | 'slow' | 'on' {
  const off = wpm / scriptWpm - 1;
  return off >= 0.1 ? 'fast' : off <= -0.1 ? 'slow' : 'on';
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Seconds with one decimal: "4.2 s". */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
