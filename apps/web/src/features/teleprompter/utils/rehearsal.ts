// Rehearse mode (issue 12 item 6), the pure part: wall-clock time attributed to the section at the
// reading line from samples (time, section, playing), the run as the API stores it, and what the
// report draws (planned against actual, the total against its target, the trend over the last runs).
import { REHEARSAL_LIMITS, TELEPROMPTER_SPEED, type CreateRehearsalBody, type Rehearsal } from '@cuemap/shared';
import { plannedSeconds, type StageSection } from './stage-sections';

export interface RehearsalSample {
  /** A monotonic clock in milliseconds (performance.now()). */
  timeMs: number;
  /** The section at the reading line at that moment. */
  section: number;
  playing: boolean;
}

export interface RehearsalTally {
  /** Milliseconds per section index (grows as sections are met). */
  ms: number[];
  /** The sample the next interval is measured from; null until play has started. */
  last: { timeMs: number; section: number } | null;
}

export const emptyTally = (): RehearsalTally => ({ ms: [], last: null });

/**
 * Adds one sample. Time starts with the first sample that is playing (play after the countdown);
 * from then on every interval goes to the section that was at the reading line when it began — a
 * pause keeps counting for that section, a jump moves what follows to the new one.
 */
export function addSample(tally: RehearsalTally, sample: RehearsalSample): RehearsalTally {
  if (!tally.last) return sample.playing ? { ms: tally.ms, last: { timeMs: sample.timeMs, section: sample.section } } : tally;
  const dt = Math.max(0, sample.timeMs - tally.last.timeMs);
  const ms = tally.ms.slice();
  const at = Math.max(0, tally.last.section);
  while (ms.length <= at) ms.push(0);
  ms[at] = ms[at]! + dt;
  return { ms, last: { timeMs: Math.max(sample.timeMs, tally.last.timeMs), section: sample.section } };
}

/** Milliseconds per section for a run of samples, `count` long (sections never met: 0). */
export function attributeTime(samples: readonly RehearsalSample[], count: number): number[] {
  const { ms } = samples.reduce(addSample, emptyTally());
  return Array.from({ length: count }, (_, i) => ms[i] ?? 0);
}

/** A section's planned milliseconds: its words ÷ WPM. */
export const plannedMs = (words: number, wpm: number) => Math.round(plannedSeconds(words, wpm) * 1000);

const clampMs = (ms: number, max: number) => Math.min(max, Math.max(0, Math.round(ms)));

/** The run as POST /api/mindmaps/:id/rehearsals takes it; the total is the sections' sum. */
export function rehearsalBody(
  sections: readonly Pick<StageSection, 'nodeId' | 'words'>[],
  actualMs: readonly number[],
  wpm: number,
  targetMinutes: number | null,
): CreateRehearsalBody {
  const rows = sections.map((s, i) => ({
    nodeId: s.nodeId,
    plannedMs: clampMs(plannedMs(s.words, wpm), REHEARSAL_LIMITS.plannedMsMax),
    actualMs: clampMs(actualMs[i] ?? 0, REHEARSAL_LIMITS.durationMsMax),
  }));
  return {
    wpm,
    totalMs: clampMs(
      rows.reduce((n, r) => n + r.actualMs, 0),
      REHEARSAL_LIMITS.durationMsMax,
    ),
    targetMs: targetMinutes === null ? null : clampMs(targetMinutes * 60_000, REHEARSAL_LIMITS.durationMsMax),
    sections: rows,
  };
}

export type Pace = 'over' | 'under' | 'on';

/** Within ±10 % of the plan (or ±2 s on a short one) counts as on time. */
export function paceOf(actualMs: number, plannedMs: number): Pace {
  const slack = Math.max(2000, plannedMs * 0.1);
  if (actualMs > plannedMs + slack) return 'over';
  if (actualMs < plannedMs - slack) return 'under';
  return 'on';
}

/** Under this, a section was passed over rather than read. */
export const SKIPPED_MS = 1000;

/**
 * How each section of a run went: its pace; 'skipped' for one passed over (under a second at the
 * reading line, planned longer) on the way to a later one; 'unreached' for one after the section
 * the run ended in (never at the reading line).
 */
export type SectionOutcome = Pace | 'skipped' | 'unreached';

export function sectionOutcomes(rows: readonly { plannedMs: number; actualMs: number }[]): SectionOutcome[] {
  const last = rows.findLastIndex((r) => r.actualMs > 0);
  return rows.map((r, i) => {
    if (i > last) return 'unreached';
    const pace = paceOf(r.actualMs, r.plannedMs);
    return pace === 'under' && r.actualMs < SKIPPED_MS && i < last ? 'skipped' : pace;
  });
}

/**
 * The presenter's pace in a run (issue 24 item 2, *Use my pace*): the speed at which the sections read
 * (neither skipped nor unreached) would have taken the time they took; null when none was read.
 */
export function measuredWpm(wpm: number, rows: readonly { plannedMs: number; actualMs: number }[]): number | null {
  const outcomes = sectionOutcomes(rows);
  let planned = 0;
  let actual = 0;
  rows.forEach((r, i) => {
    if (outcomes[i] === 'skipped' || outcomes[i] === 'unreached') return;
    planned += r.plannedMs;
    actual += r.actualMs;
  });
  if (planned <= 0 || actual <= 0) return null;
  return Math.min(TELEPROMPTER_SPEED.max, Math.max(TELEPROMPTER_SPEED.min, Math.round((wpm * planned) / actual)));
}

/** "+0:12" / "−0:12" / "±0:00": actual against planned, whole seconds. */
export function formatDelta(deltaMs: number): string {
  const s = Math.round(Math.abs(deltaMs) / 1000);
  const text = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  return s === 0 ? `±${text}` : deltaMs > 0 ? `+${text}` : `−${text}`;
}

export interface TrendPoint {
  id: string;
  createdAt: string;
  totalMs: number;
  targetMs: number | null;
}

/** When a run was made, in the reader's locale: its day ("Jan 2"), its time ("10:07 AM") and both. */
export function runWhen(iso: string): { date: string; time: string; full: string } {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return { date: '', time: '', full: '' };
  return {
    date: d.toLocaleDateString(undefined, { month: 'short', day: 'numeric' }),
    time: d.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }),
    full: d.toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
  };
}

/** The last `limit` runs, oldest first (the API lists newest first). */
export function trendPoints(runs: readonly Pick<Rehearsal, 'id' | 'createdAt' | 'totalMs' | 'targetMs'>[], limit = 10): TrendPoint[] {
  return runs
    .slice(0, limit)
    .map(({ id, createdAt, totalMs, targetMs }) => ({ id, createdAt, totalMs, targetMs }))
    .reverse();
}

/** A round upper bound for a chart's scale (whole minutes, or 15 s steps under two minutes). */
export function niceCeilMs(ms: number): number {
  const step = ms <= 120_000 ? 15_000 : 60_000;
  return Math.max(step, Math.ceil(ms / step) * step);
}
