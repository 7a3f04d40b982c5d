// The rehearsal report (issue 12 item 6): per section a pair of bars (planned, actual — coloured by
// over / under / on time), the total against the target and the plan, and the trend of the last runs'
// totals with the target as a line. Handwritten SVG and CSS; every bar has a text equivalent.
import { useId, useRef } from 'react';
import { AlertTriangle, Check, RotateCcw, Timer, X } from 'lucide-react';
import { TELEPROMPTER_SPEED, type Rehearsal, type RehearsalSummary } from '@cuemap/shared';
import { Spinner, useDialogBehaviour } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import type { RehearsalRun } from '../hooks/use-rehearsal';
import { measuredWpm, paceOf, sectionOutcomes, trendPoints } from '../utils/rehearsal';
import { Bar, fmt, Legend, OUTCOME_WORDS, OutcomeChip, outcomeText, PACE, Stat, TotalTrack } from './rehearsal-bars';
import { PastRuns } from './rehearsal-past-runs';
import { RehearsalCoachPanel, RehearsalCoachWithTrend } from '../coach/rehearsal-coach';
import { TakeAttached } from '../record/take-attached';
import { TrendChart } from './rehearsal-trend';

export interface RehearsalReportProps {
  run: RehearsalRun;
  save: { status: 'idle' | 'unsaved' | 'saving' | 'saved' | 'error'; error: string | null; saved: Rehearsal | null; retry: () => void };
  /** The newest stored runs without their sections, newest first (null while they load or when they cannot be read). */
  runs: readonly RehearsalSummary[] | null;
  /** The script's map, whose past runs can be opened (null: a script without one). */
  mindMapId: string | null;
  onClose: () => void;
  onRehearseAgain: () => void;
  /** Sets the script's speed to the pace measured in this run (issue 24 item 2); null: not offered. */
  onUsePace?: ((wpm: number) => void) | null;
  /** The script's speed now (the offer goes once it is taken). */
  currentWpm?: number;
}

export function RehearsalReport({ run, save, runs, mindMapId, onClose, onRehearseAgain, onUsePace = null, currentWpm }: RehearsalReportProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Focus in and back, Tab kept inside, Escape closes: the shared dialog behaviour, in the stage's look.
  useDialogBehaviour(true, panelRef, onClose, panelRef);

  const { body, sections } = run;
  // With Listen on, the pace is the words actually spoken (issue 28 item 3); else the sections' times.
  const pace = coachPace(body.coach) ?? measuredWpm(body.wpm, body.sections);
  const planned = body.sections.reduce((n, s) => n + s.plannedMs, 0);
  const target = body.targetMs ?? null;
  const scale = Math.max(1, ...body.sections.flatMap((s) => [s.plannedMs, s.actualMs]));
  const totalPace = paceOf(body.totalMs, target ?? planned);
  const outcomes = sectionOutcomes(body.sections);
  const counted = (outcome: keyof typeof OUTCOME_WORDS) => {
    const n = outcomes.filter((o) => o === outcome).length;
    return n ? [`${n} ${OUTCOME_WORDS[outcome]}`] : [];
  };
  const summary = [`${sections.length === 1 ? '1 section' : `${sections.length} sections`} at ${body.wpm} WPM`, ...counted('skipped'), ...counted('unreached')];
  // The trend: the stored runs, with this one added while it is not (yet) among them.
  const stored = runs ?? [];
  const points = trendPoints(
    save.saved && stored.some((r) => r.id === save.saved!.id)
      ? stored
      : [{ id: 'this-run', createdAt: run.endedAt, totalMs: body.totalMs, targetMs: target }, ...stored],
  );

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <div className="absolute inset-0 animate-fade-in bg-neutral-950/80" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="rehearsal-report"
        className="relative flex max-h-[92dvh] w-full animate-pop-in flex-col overflow-hidden rounded-t-2xl bg-neutral-900 text-neutral-100 shadow-2xl ring-1 ring-white/10 focus:outline-none sm:max-w-2xl sm:rounded-2xl"
      >
        <header className="flex items-start gap-3 border-b border-white/10 px-5 pt-5 pb-4 sm:px-6">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-500/20 text-brand-300">
            <Timer className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-base font-semibold text-white">
              Rehearsal report
            </h2>
            <p className="text-xs text-neutral-400" data-testid="rehearsal-summary">
              {summary.join(' · ')}
            </p>
            {/* Issue 28: a take recorded during this run (or attached to it later) is kept in this browser. */}
            <TakeAttached scriptId={mindMapId} rehearsalId={save.saved?.id ?? null} />
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close report"
            className="inline-flex size-8 items-center justify-center rounded-md text-neutral-400 hover:bg-white/10 hover:text-white"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </header>

        <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-5 py-5 sm:px-6">
          <SaveStatus save={save} />

          {/* The total: a big number, then one track with the plan and the target marked on it. */}
          <section aria-label="Total" data-testid="rehearsal-total">
            <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
              <div>
                <p className="text-xs font-medium tracking-wide text-neutral-400 uppercase">Total</p>
                <p className="text-4xl font-semibold tracking-tight text-white tabular-nums" data-testid="rehearsal-total-time">
                  {fmt(body.totalMs)}
                </p>
              </div>
              <dl className="flex flex-wrap gap-2 pb-1 text-sm">
                {target !== null && <Stat label="Target" value={fmt(target)} delta={body.totalMs - target} pace={paceOf(body.totalMs, target)} />}
                <Stat label="Planned" value={fmt(planned)} delta={body.totalMs - planned} pace={paceOf(body.totalMs, planned)} />
              </dl>
            </div>
            <TotalTrack total={body.totalMs} planned={planned} target={target} pace={totalPace} />
          </section>

          <section aria-labelledby={`${titleId}-sections`}>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h3 id={`${titleId}-sections`} className="text-sm font-semibold text-white">
                Sections
              </h3>
              <Legend />
            </div>
            <ol className="space-y-3.5" data-testid="rehearsal-sections">
              {body.sections.map((s, i) => {
                const section = sections[i];
                const label = section?.label || 'Script';
                const pace = paceOf(s.actualMs, s.plannedMs);
                const outcome = outcomes[i]!;
                const said = outcomeText(outcome, s.actualMs - s.plannedMs);
                return (
                  <li key={i} data-testid="rehearsal-section" data-pace={pace} data-outcome={outcome}>
                    <div className="mb-1.5 flex items-center gap-2 text-sm">
                      <span
                        className="size-2.5 shrink-0 rounded-full ring-1 ring-white/20"
                        style={{ background: section?.color ?? '#737373' }}
                        aria-hidden="true"
                      />
                      <span className="min-w-0 flex-1 truncate font-medium text-neutral-100">{label}</span>
                      <span className="shrink-0 text-xs text-neutral-400 tabular-nums">
                        <span className="text-neutral-100">{fmt(s.actualMs)}</span> / {fmt(s.plannedMs)}
                      </span>
                      <OutcomeChip outcome={outcome} deltaMs={s.actualMs - s.plannedMs} className="text-xs" />
                    </div>
                    <div className="space-y-1">
                      <Bar value={s.plannedMs} scale={scale} className="h-1.5 bg-white/25" label={`${label}: planned ${fmt(s.plannedMs)}`} />
                      <Bar
                        value={s.actualMs}
                        scale={scale}
                        className={cn('h-2.5', outcome === pace ? PACE[pace].bar : 'bg-white/30')}
                        label={outcome === pace ? `${label}: actual ${fmt(s.actualMs)}, ${said} (${PACE[pace].word})` : `${label}: ${said}`}
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>

          {body.coach && mindMapId ? (
            <RehearsalCoachWithTrend coach={body.coach} wpm={body.wpm} sections={sections} mindMapId={mindMapId} savedId={save.saved?.id ?? null} />
          ) : (
            <RehearsalCoachPanel coach={body.coach ?? null} wpm={body.wpm} sections={sections} />
          )}

          <section aria-labelledby={`${titleId}-trend`}>
            <h3 id={`${titleId}-trend`} className="mb-2 text-sm font-semibold text-white">
              {points.length > 1 ? `Last ${points.length} runs` : 'Trend'}
            </h3>
            <TrendChart points={points} currentId={save.saved?.id ?? 'this-run'} />
            {points.length < 2 && <p className="mt-2 text-xs text-neutral-400">Rehearse again to see how your timing moves from run to run.</p>}
          </section>

          {mindMapId && <PastRuns mindMapId={mindMapId} runs={stored.filter((r) => r.id !== save.saved?.id)} sections={sections} />}
        </div>

        <footer className="flex flex-col-reverse gap-2 border-t border-white/10 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex h-10 items-center justify-center rounded-lg border border-white/15 px-4 text-sm font-medium text-neutral-100 hover:bg-white/10"
          >
            Close
          </button>
          {onUsePace && pace !== null && pace !== currentWpm && (
            <button
              type="button"
              onClick={() => onUsePace(pace)}
              className="inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-white/15 px-4 text-sm font-medium text-neutral-100 hover:bg-white/10"
            >
              <Timer className="size-4" aria-hidden="true" />
              Use my pace ({pace} WPM)
            </button>
          )}
          {onUsePace && pace !== null && pace === currentWpm && (
            <p role="status" className="self-center text-sm text-emerald-300">
              The script's speed is your pace ({pace} WPM).
            </p>
          )}
          <button
            type="button"
            onClick={onRehearseAgain}
            className="inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-500"
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Rehearse again
          </button>
        </footer>
      </div>
    </div>
  );
}

/** The pace the coach heard, as a script speed (null: the run did not listen, or too little was heard). */
function coachPace(coach: RehearsalRun['body']['coach']): number | null {
  if (!coach?.wpm) return null;
  return Math.min(TELEPROMPTER_SPEED.max, Math.max(TELEPROMPTER_SPEED.min, coach.wpm));
}

function SaveStatus({ save }: { save: RehearsalReportProps['save'] }) {
  if (save.status === 'saving')
    return (
      <p role="status" className="flex items-center gap-2 text-xs text-neutral-400">
        <Spinner size="sm" /> Saving this run…
      </p>
    );
  if (save.status === 'saved')
    return (
      <p role="status" className="flex items-center gap-1.5 text-xs text-emerald-300">
        <Check className="size-3.5" aria-hidden="true" /> Saved to this script’s rehearsals
      </p>
    );
  if (save.status === 'unsaved') return <p className="text-xs text-neutral-400">Not saved: this script has no map to keep it with.</p>;
  if (save.status !== 'error') return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300/30 bg-amber-400/10 px-3 py-2.5 text-sm text-amber-100">
      <AlertTriangle className="size-4 shrink-0 text-amber-300" aria-hidden="true" />
      <span className="min-w-0 flex-1">This run was not saved{save.error ? `: ${save.error}` : '.'} The report stays here.</span>
      <button
        type="button"
        onClick={save.retry}
        className="inline-flex h-8 items-center gap-1.5 rounded-md bg-amber-300 px-3 text-xs font-semibold text-neutral-950 hover:bg-amber-200"
      >
        <RotateCcw className="size-3.5" aria-hidden="true" />
        Retry save
      </button>
    </div>
  );
}
