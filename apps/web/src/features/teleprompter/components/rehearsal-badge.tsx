// "Rehearsing" on stage (issue 12 item 6), with the time rehearsed so far: it subscribes to the
// rehearsal's clock store, so only this badge re-renders, once a second.
import { useSyncExternalStore } from 'react';
import { formatDuration } from '../utils/reading-time';
import type { ValueStore } from '../utils/scroll-progress';

export function RehearsalBadge({ clock }: { clock: ValueStore }) {
  const seconds = useSyncExternalStore(clock.subscribe, () => Math.floor(clock.get() / 1000));
  return (
    <p
      role="status"
      data-testid="rehearsal-badge"
      className="pointer-events-none absolute top-3 left-3 z-20 flex items-center gap-2 rounded-full bg-rose-950/85 py-1 pr-3 pl-2.5 text-xs font-semibold text-rose-200 ring-1 ring-rose-400/30"
    >
      <span className="relative flex size-2" aria-hidden="true">
        <span className="absolute inset-0 animate-ping rounded-full bg-rose-400 opacity-60 motion-reduce:animate-none" />
        <span className="relative size-2 rounded-full bg-rose-400" />
      </span>
      Rehearsing
      <span className="font-medium text-rose-100/80 tabular-nums" data-testid="rehearsal-clock">
        {formatDuration(seconds)}
      </span>
    </p>
  );
}
