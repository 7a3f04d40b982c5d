// Elapsed time on stage (issue 12) and, with a target duration, ahead or behind (the time left is
// the reading-time badge's). During a rehearsal the clock is the rehearsal's (pauses count, as they
// will in the talk), so it agrees with the Rehearsing badge. Ahead or behind shows once the run has
// started (issue 24: before it, "0:18 behind" judged a talk nobody had given yet).
import { useSyncExternalStore } from 'react';
import { cn } from '../../../lib/cn';
import { formatDuration, readingSeconds } from '../utils/reading-time';
import type { ScrollProgress, ValueStore } from '../utils/scroll-progress';
import { paceAgainstTarget } from '../utils/stage-time';

export interface StageClockProps {
  /** Seconds spent playing since the last reset. */
  elapsed: ValueStore;
  /** While rehearsing: the rehearsal's milliseconds so far, which the clock shows instead. */
  rehearsal?: ValueStore | null;
  words: number;
  wpm: number;
  progress: ScrollProgress;
  /** The talk's target length in minutes, or null. */
  targetMinutes: number | null;
}

export function StageClock({ elapsed, rehearsal = null, words, wpm, progress, targetMinutes }: StageClockProps) {
  const clock = rehearsal ?? elapsed;
  const seconds = () => (rehearsal ? rehearsal.get() / 1000 : elapsed.get());
  // Whole seconds played and left at the current speed: re-renders only when one of them changes.
  const elapsedSeconds = useSyncExternalStore(clock.subscribe, () => Math.floor(seconds()));
  const started = useSyncExternalStore(clock.subscribe, () => seconds() > 0);
  const remaining = useSyncExternalStore(progress.subscribe, () => readingSeconds(words, wpm, progress.get()));
  const pace = targetMinutes === null || !started ? null : paceAgainstTarget(elapsedSeconds, remaining, targetMinutes * 60);
  return (
    <p
      className="pointer-events-none absolute bottom-3 left-3 z-20 flex items-center gap-2 rounded-md bg-neutral-900/85 px-2.5 py-1 text-xs font-medium text-neutral-300 tabular-nums"
      data-testid="stage-clock"
    >
      <span>
        {/* On a phone it shares the bottom line with the time left: the words that say the obvious go. */}
        <span className="text-neutral-500 max-sm:sr-only">Elapsed </span>
        <span data-testid="elapsed">{formatDuration(elapsedSeconds)}</span>
      </span>
      {pace && targetMinutes !== null && (
        <>
          <span className="text-neutral-600" aria-hidden="true">
            ·
          </span>
          <span data-testid="pace" className={cn('rounded px-1.5', pace.ahead ? 'bg-emerald-500/15 text-emerald-300' : 'bg-red-500/15 text-red-300')}>
            {pace.label}
            <span className="max-sm:sr-only"> · target {formatDuration(targetMinutes * 60)}</span>
          </span>
        </>
      )}
    </p>
  );
}
