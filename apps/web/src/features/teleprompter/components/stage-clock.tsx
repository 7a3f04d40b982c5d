// Elapsed time on stage (issue 12) and, with a target duration, ahead or behind (the time left is
// the reading-time badge's).
import { useSyncExternalStore } from 'react';
import { cn } from '../../../lib/cn';
import { formatDuration, readingSeconds } from '../utils/reading-time';
import type { ScrollProgress, ValueStore } from '../utils/scroll-progress';
import { paceAgainstTarget } from '../utils/stage-time';

export interface StageClockProps {
  elapsed: ValueStore;
  words: number;
  wpm: number;
  progress: ScrollProgress;
  /** The talk's target length in minutes, or null. */
  targetMinutes: number | null;
}

export function StageClock({ elapsed, words, wpm, progress, targetMinutes }: StageClockProps) {
  // Whole seconds played and left at the current speed: re-renders only when one of them changes.
  const elapsedSeconds = useSyncExternalStore(elapsed.subscribe, () => Math.floor(elapsed.get()));
  const remaining = useSyncExternalStore(progress.subscribe, () => readingSeconds(words, wpm, progress.get()));
  const pace = targetMinutes === null ? null : paceAgainstTarget(elapsedSeconds, remaining, targetMinutes * 60);
  return (
    <p
      className="pointer-events-none absolute bottom-3 left-3 z-20 flex items-center gap-2 rounded-md bg-neutral-900/85 px-2.5 py-1 text-xs font-medium text-neutral-300 tabular-nums"
      data-testid="stage-clock"
    >
      <span>
        <span className="text-neutral-500">Elapsed </span>
        <span data-testid="elapsed">{formatDuration(elapsedSeconds)}</span>
      </span>
      {pace && targetMinutes !== null && (
        <>
          <span className="text-neutral-600" aria-hidden="true">·</span>
          <span data-testid="pace" className={cn('rounded px-1.5', pace.ahead ? 'bg-emerald-500/15 text-emerald-300' : 'bg-red-500/15 text-red-300')}>
            {pace.label} · target {formatDuration(targetMinutes * 60)}
          </span>
        </>
      )}
    </p>
  );
}
