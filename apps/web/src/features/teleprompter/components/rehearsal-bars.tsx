// The rehearsal report's bars (issue 12 item 6): planned vs actual per section, the total's track
// with the plan and target marked, the colour legend — and the pace colours and m:ss format they share.
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { formatDuration } from '../utils/reading-time';
import { formatDelta, type Pace, type SectionOutcome } from '../utils/rehearsal';

export const PACE = {
  over: { bar: 'bg-rose-400', text: 'text-rose-300', chip: 'bg-rose-400/15 text-rose-200', word: 'over' },
  under: { bar: 'bg-sky-400', text: 'text-sky-300', chip: 'bg-sky-400/15 text-sky-200', word: 'under' },
  on: { bar: 'bg-emerald-400', text: 'text-emerald-300', chip: 'bg-emerald-400/15 text-emerald-200', word: 'on time' },
} as const satisfies Record<Pace, unknown>;

export const fmt = (ms: number) => formatDuration(ms / 1000);

/** What a section's chip and its bar's label say: the difference, or that it was not read at all. */
export const OUTCOME_WORDS = { skipped: 'skipped', unreached: 'not reached' } as const;

export const outcomeText = (outcome: SectionOutcome, deltaMs: number) =>
  outcome === 'skipped' || outcome === 'unreached' ? OUTCOME_WORDS[outcome] : formatDelta(deltaMs);

/** A section's chip: "+0:12" in its pace's colour, or "skipped" / "not reached" in grey. */
export function OutcomeChip({ outcome, deltaMs, className }: { outcome: SectionOutcome; deltaMs: number; className?: string }) {
  const read = outcome !== 'skipped' && outcome !== 'unreached';
  return (
    <span
      className={cn(
        'shrink-0 rounded px-1.5 py-0.5 text-center font-semibold whitespace-nowrap tabular-nums',
        read ? ['w-14', PACE[outcome].chip] : 'min-w-14 bg-white/10 text-neutral-300',
        className,
      )}
    >
      {outcomeText(outcome, deltaMs)}
    </span>
  );
}

export function Stat({ label, value, delta, pace }: { label: string; value: string; delta: number; pace: Pace }) {
  return (
    <div className="flex items-center gap-2 rounded-lg bg-white/5 px-2.5 py-1.5">
      <dt className="text-neutral-400">{label}</dt>
      <dd className="flex items-center gap-1.5 tabular-nums">
        <span className="font-medium text-neutral-100">{value}</span>
        <span className={cn('rounded px-1.5 text-xs font-semibold', PACE[pace].chip)}>
          {formatDelta(delta)} {PACE[pace].word}
        </span>
      </dd>
    </div>
  );
}

/** One track for the whole run: the actual total as the fill, the plan and the target as ticks. */
export function TotalTrack({ total, planned, target, pace }: { total: number; planned: number; target: number | null; pace: Pace }) {
  const max = Math.max(total, planned, target ?? 0) * 1.08 || 1;
  const at = (ms: number) => `${(ms / max) * 100}%`;
  return (
    <div className="mt-4" aria-hidden="true">
      <div className="relative h-3 rounded-full bg-white/[0.07]">
        <div className={cn('absolute inset-y-0 left-0 rounded-full', PACE[pace].bar)} style={{ width: at(total) }} />
        <Tick at={at(planned)} className="bg-white/70" />
        {target !== null && <Tick at={at(target)} className="bg-amber-300" />}
      </div>
      <div className="relative mt-1.5 h-4 text-[11px] text-neutral-400">
        {/* Plan and target close together share one label. */}
        {target !== null && Math.abs(target - planned) / max < 0.12 ? (
          <TickLabel at={at((target + planned) / 2)}>
            planned · <span className="text-amber-200">target</span>
          </TickLabel>
        ) : (
          <>
            <TickLabel at={at(planned)}>planned</TickLabel>
            {target !== null && (
              <TickLabel at={at(target)} className="text-amber-200">
                target
              </TickLabel>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function Tick({ at, className }: { at: string; className: string }) {
  return <span className={cn('absolute -inset-y-1 w-0.5 -translate-x-1/2 rounded-full', className)} style={{ left: at }} />;
}

function TickLabel({ at, className, children }: { at: string; className?: string; children: ReactNode }) {
  return (
    <span className={cn('absolute -translate-x-1/2 whitespace-nowrap', className)} style={{ left: `clamp(2.5rem, ${at}, calc(100% - 2.5rem))` }}>
      {children}
    </span>
  );
}

export function Bar({ value, scale, className, label }: { value: number; scale: number; className: string; label: string }) {
  return (
    <div className="rounded-full bg-white/[0.04]">
      <div
        role="img"
        aria-label={label}
        className={cn('rounded-full', className)}
        style={{ width: `${Math.max(value > 0 ? 1.5 : 0, (value / scale) * 100)}%` }}
      />
    </div>
  );
}

export function Legend() {
  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[11px] text-neutral-400" aria-label="Legend">
      <li className="flex items-center gap-1.5">
        <span className="h-1.5 w-3 rounded-full bg-white/25" aria-hidden="true" />
        planned
      </li>
      {(['on', 'over', 'under'] as const).map((p) => (
        <li key={p} className="flex items-center gap-1.5">
          <span className={cn('h-2.5 w-3 rounded-full', PACE[p].bar)} aria-hidden="true" />
          {PACE[p].word}
        </li>
      ))}
    </ul>
  );
}
