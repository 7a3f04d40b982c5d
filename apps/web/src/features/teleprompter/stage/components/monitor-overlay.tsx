// The confidence monitor (issue 24 item 7): over a display link or a prompter window, what the
// operator chose for it — the time of day, elapsed and time left, ahead/behind the target, and the
// next section's title in its colour. It reads the prompter's state and runs the times on between
// updates while the prompter plays (as the remote does), so a slow network does not freeze them.
import { useEffect, useState } from 'react';
import type { StageMonitor, StageState } from '@cuemap/shared';
import { cn } from '../../../../lib/cn';
import { formatDuration } from '../../utils/reading-time';
import { paceAgainstTarget } from '../../utils/stage-time';
import { STAGE_UI } from '../messages';

const M = STAGE_UI.monitor;

export interface MonitorOverlayProps {
  monitor: StageMonitor | null;
  state: StageState | null;
  /** When `state` arrived (performance.now()). */
  stateAt: number;
}

export const monitorShowsAny = (m: StageMonitor | null): m is StageMonitor => !!m && (m.clock || m.times || m.pace || m.next);

/** Re-renders every half second while `running` (the clock and the times move on). */
function useTick(running: boolean) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((n) => n + 1), 500);
    return () => clearInterval(timer);
  }, [running]);
}

/** What the monitor reads off the state `since` ms after it arrived: times in seconds, pace, the next section. */
export function monitorReadout(state: StageState, since: number) {
  const run = state.playing ? since : 0;
  const elapsed = (state.elapsedMs + run) / 1000;
  const remaining = Math.max(0, state.remainingMs - run) / 1000;
  const target = state.targetMs ?? null;
  // Ahead or behind once the talk has started (before it, nobody is behind).
  const pace = target !== null && elapsed >= 1 ? paceAgainstTarget(elapsed, remaining, target / 1000) : null;
  const next = state.sections.length > 1 ? (state.sections[state.position.section + 1] ?? null) : undefined;
  return { elapsed, remaining, pace, next };
}

export function MonitorOverlay({ monitor, state, stateAt }: MonitorOverlayProps) {
  const on = monitorShowsAny(monitor);
  useTick(on);
  if (!on) return null;
  const readout = state ? monitorReadout(state, performance.now() - stateAt) : null;
  // Under a mirrored display the monitor is read through the same glass as the text.
  const flip = state ? `scale(${state.display.mirror ? -1 : 1}, ${state.display.mirrorVertical ? -1 : 1})` : undefined;
  return (
    <div
      role="status"
      aria-label={M.label}
      data-testid="monitor"
      style={{ transform: flip }}
      className="pointer-events-none absolute inset-x-0 bottom-0 z-30 flex flex-wrap items-center justify-center gap-x-8 gap-y-1 bg-neutral-950/85 px-4 py-2 text-xl font-medium text-neutral-200 tabular-nums sm:text-2xl"
    >
      {monitor.clock && (
        <span data-testid="monitor-clock">
          <span className="sr-only">{M.clock} </span>
          {new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
        </span>
      )}
      {monitor.times && readout && (
        <>
          <span>
            <span className="text-neutral-500">{M.elapsed} </span>
            <span data-testid="monitor-elapsed">{formatDuration(readout.elapsed)}</span>
          </span>
          <span>
            <span className="text-neutral-500">{M.left} </span>
            <span data-testid="monitor-left">{formatDuration(readout.remaining)}</span>
          </span>
        </>
      )}
      {monitor.pace && readout?.pace && (
        <span
          data-testid="monitor-pace"
          className={cn('rounded px-2', readout.pace.ahead ? 'bg-emerald-500/15 text-emerald-300' : 'bg-red-500/15 text-red-300')}
        >
          {readout.pace.label}
        </span>
      )}
      {monitor.next && readout && readout.next !== undefined && (
        <span data-testid="monitor-next" className="flex min-w-0 items-center gap-2">
          {readout.next ? (
            <>
              <span className="text-neutral-500">{M.next} </span>
              <span className="size-3 shrink-0 rounded-full" style={{ background: readout.next.color ?? '#737373' }} aria-hidden="true" />
              <span className="truncate" style={{ color: readout.next.color ?? undefined }}>
                {readout.next.title}
              </span>
            </>
          ) : (
            <span className="text-neutral-500">{M.lastSection}</span>
          )}
        </span>
      )}
    </div>
  );
}
