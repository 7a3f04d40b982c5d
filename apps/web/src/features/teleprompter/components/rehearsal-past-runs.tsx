// The rehearsal report's past runs (issue 23): the list the server sends holds each run without its
// sections, so a run's sections are read (GET …/rehearsals/:runId) when it is opened — with a loading
// line, and an error that says why and offers Retry.
import { useId, useState } from 'react';
import { AlertTriangle, ChevronDown, RotateCcw } from 'lucide-react';
import type { RehearsalSummary } from '@cuemap/shared';
import { Spinner } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useRehearsalRun } from '../api/rehearsals';
import { paceOf, runWhen, sectionOutcomes } from '../utils/rehearsal';
import { sectionLabel, type StageSection } from '../utils/stage-sections';
import { fmt, OutcomeChip } from './rehearsal-bars';
import { RehearsalCoachPanel } from '../coach/rehearsal-coach';

export const PAST_RUN_MESSAGES = {
  heading: 'Past runs',
  loading: 'Loading this run’s sections…',
  failed: 'This run’s sections could not be loaded',
  retry: 'Retry',
} as const;

export interface PastRunsProps {
  mindMapId: string;
  /** Stored runs to offer, newest first (the run on screen left out). */
  runs: readonly RehearsalSummary[];
  /** The script's sections now: they name a past run's sections by node. */
  sections: readonly StageSection[];
}

export function PastRuns({ mindMapId, runs, sections }: PastRunsProps) {
  const id = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  if (runs.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="mb-2 text-sm font-semibold text-white">
        {PAST_RUN_MESSAGES.heading}
      </h3>
      <ul className="divide-y divide-white/5 rounded-xl bg-white/[0.03] ring-1 ring-white/5">
        {runs.map((run) => {
          const open = run.id === openId;
          return (
            <li key={run.id}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={open ? `${id}-${run.id}` : undefined}
                onClick={() => setOpenId(open ? null : run.id)}
                className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-brand-400"
              >
                <span className="min-w-0 flex-1 truncate text-neutral-200">{runWhen(run.createdAt).full}</span>
                {run.coach && (
                  <span className="hidden text-xs text-neutral-400 tabular-nums sm:inline" data-testid="past-run-coach">
                    {run.coach.wpm === null ? '' : `${run.coach.wpm} WPM · `}
                    {run.coach.fillers === 1 ? '1 filler' : `${run.coach.fillers} fillers`}
                  </span>
                )}
                <span className="text-neutral-100 tabular-nums">{fmt(run.totalMs)}</span>
                {run.targetMs !== null && <span className="text-xs text-neutral-400 tabular-nums">target {fmt(run.targetMs)}</span>}
                <ChevronDown className={cn('size-4 shrink-0 text-neutral-400 transition-transform', open && 'rotate-180')} aria-hidden="true" />
              </button>
              {open && <RunSections id={`${id}-${run.id}`} mindMapId={mindMapId} runId={run.id} sections={sections} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function RunSections({ id, mindMapId, runId, sections }: { id: string; mindMapId: string; runId: string; sections: readonly StageSection[] }) {
  const run = useRehearsalRun(mindMapId, runId);
  if (!run.data && run.isFetching) {
    return (
      <p id={id} role="status" className="flex items-center gap-2 px-3 pb-3 text-xs text-neutral-400">
        <Spinner size="sm" /> {PAST_RUN_MESSAGES.loading}
      </p>
    );
  }
  if (!run.data) {
    return (
      <div
        id={id}
        role="alert"
        className="mx-3 mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300/30 bg-amber-400/10 px-3 py-2 text-xs text-amber-100"
      >
        <AlertTriangle className="size-4 shrink-0 text-amber-300" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          {PAST_RUN_MESSAGES.failed}
          {run.error ? `: ${run.error.message}` : '.'}
        </span>
        <button
          type="button"
          onClick={() => void run.refetch()}
          className="inline-flex h-7 items-center gap-1.5 rounded-md bg-amber-300 px-2.5 font-semibold text-neutral-950 hover:bg-amber-200"
        >
          <RotateCcw className="size-3.5" aria-hidden="true" />
          {PAST_RUN_MESSAGES.retry}
        </button>
      </div>
    );
  }
  const titles = new Map(sections.flatMap((s) => (s.nodeId === null ? [] : [[s.nodeId, s.label] as const])));
  const rows = run.data.sections;
  const outcomes = sectionOutcomes(rows);
  const coach = run.data.coach ?? null;
  return (
    <div id={id} className="space-y-3 px-3 pb-3">
      <ol className="space-y-1 text-xs" data-testid="past-run-sections">
        {rows.map((s, i) => {
          return (
            <li
              key={i}
              className="flex items-center gap-2"
              data-testid="past-run-section"
              data-pace={paceOf(s.actualMs, s.plannedMs)}
              data-outcome={outcomes[i]}
            >
              <span className="min-w-0 flex-1 truncate text-neutral-200">{sectionLabel(s, i, rows.length, titles)}</span>
              <span className="text-neutral-400 tabular-nums">
                <span className="text-neutral-100">{fmt(s.actualMs)}</span> / {fmt(s.plannedMs)}
              </span>
              <OutcomeChip outcome={outcomes[i]!} deltaMs={s.actualMs - s.plannedMs} />
            </li>
          );
        })}
      </ol>
      {/* The run's coach figures, when it was rehearsed with Listen (issue 28). */}
      {coach && (
        <RehearsalCoachPanel
          coach={coach}
          wpm={run.data.wpm}
          sections={rows.map((s, i) => ({
            index: i,
            scriptIndex: null,
            nodeId: s.nodeId,
            label: sectionLabel(s, i, rows.length, titles),
            color: null,
            paragraphs: [],
            words: 0,
          }))}
        />
      )}
    </div>
  );
}
