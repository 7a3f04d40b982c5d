// Test helper shared by the rehearsal report's tests (report, coach, Use my pace, the stored runs): a run's
// body from its pace, total and each section's planned and taken time, and a finished run as the report
// gets it.
import type { CreateRehearsalBody } from '@cuemap/shared';
import type { RehearsalRun } from '../src/features/teleprompter/hooks/use-rehearsal';
import type { StageSection } from '../src/features/teleprompter/utils/stage-sections';

/** Each section in the order read: its node, the time planned and the time taken (ms). */
export type SectionTimes = readonly (readonly [nodeId: string, plannedMs: number, actualMs: number])[];

/** A stored run's body at `wpm` with no target time. */
export function rehearsalBody(wpm: number, totalMs: number, times: SectionTimes) {
  return { wpm, totalMs, targetMs: null, sections: times.map(([nodeId, plannedMs, actualMs]) => ({ nodeId, plannedMs, actualMs })) };
}

/** A run that ended on 4 March 2026 at 16:20 UTC, with the sections as they were on stage. */
export function finishedRun(body: CreateRehearsalBody, sections: readonly StageSection[] = []): RehearsalRun {
  return { sections, body, endedAt: '2026-03-04T16:20:00.000Z' };
}
