// Reading time at the chosen speed, and what is left from where the text stands. It follows the
// scroll through `progress` and re-renders only when the words it shows change, never per frame.
import { useSyncExternalStore } from 'react';
import { readingTimeLabel } from '../utils/reading-time';
import type { ScrollProgress } from '../utils/scroll-progress';

export interface ReadingTimeBadgeProps {
  words: number;
  wpm: number;
  progress: ScrollProgress;
}

export function ReadingTimeBadge({ words, wpm, progress }: ReadingTimeBadgeProps) {
  const label = useSyncExternalStore(progress.subscribe, () => readingTimeLabel(words, wpm, progress.get()));
  return (
    <p
      className="pointer-events-none absolute right-3 bottom-3 z-20 rounded-md bg-neutral-900/85 px-2.5 py-1 text-xs font-medium text-neutral-300 tabular-nums"
      data-testid="reading-time"
    >
      {label}
      <span className="text-neutral-500" aria-hidden="true">
        {' · '}
      </span>
      {words} {words === 1 ? 'word' : 'words'}
    </p>
  );
}
