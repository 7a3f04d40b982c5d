// The rehearsal report's coach part (issue 28 item 2): with Listen on, the run's pace against the
// script's speed, fillers, long pauses, sentences skipped and words added — in total and per section,
// with where each fell — the three tips, and each section's pace over the last runs.
import { useId } from 'react';
import { Lightbulb, Mic } from 'lucide-react';
import type { CoachSection, RehearsalCoach } from '@cuemap/shared';
import { cn } from '../../../lib/cn';
import type { StageSection } from '../utils/stage-sections';
import { atTime, paceDelta, paceWord, plural, seconds } from './coach-format';
import { useRehearsalTrend } from '../api/rehearsal-trend';
import { SectionTrend, type SectionTrendPoints } from './section-trend';
import { COACH_MESSAGES as M } from './messages';

const PACE_CHIP = { fast: 'bg-rose-400/15 text-rose-200', slow: 'bg-sky-400/15 text-sky-200', on: 'bg-emerald-400/15 text-emerald-200' } as const;

export interface RehearsalCoachProps {
  coach: RehearsalCoach | null;
  /** The script's speed the run was read against. */
  wpm: number;
  sections: readonly StageSection[];
  /** Each section's points over the last runs (index = section), null while they load or without a saved run. */
  trend?: readonly (SectionTrendPoints | null)[] | null;
}

export function RehearsalCoachPanel({ coach, wpm, sections, trend = null }: RehearsalCoachProps) {
  const id = useId();
  if (!coach) return <p className="flex items-center gap-2 text-xs text-neutral-400">{M.offHint}</p>;
  const heard = coach.words > 0 || coach.fillers > 0;
  return (
    <section aria-labelledby={`${id}-heading`} data-testid="rehearsal-coach" className="space-y-4">
      <h3 id={`${id}-heading`} className="flex items-center gap-2 text-sm font-semibold text-white">
        <Mic className="size-4 text-emerald-300" aria-hidden="true" />
        {M.heading}
      </h3>
      {!heard ? (
        <p role="status" className="text-sm text-amber-200">
          {M.nothingHeard}
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5" data-testid="coach-totals">
            <Figure
              label="Pace"
              value={coach.wpm === null ? '—' : `${coach.wpm} WPM`}
              note={coach.wpm === null ? undefined : `${paceDelta(coach.wpm, wpm)} vs ${wpm}`}
            />
            <Figure
              label="Fillers"
              value={String(coach.fillers)}
              note={
                coach.fillerCounts
                  .slice(0, 2)
                  .map((f) => `${f.word} ×${f.count}`)
                  .join(', ') || undefined
              }
            />
            <Figure label="Pauses > 3 s" value={String(coach.pauses)} />
            <Figure label="Skipped" value={plural(coach.skipped, 'sentence')} />
            <Figure label="Added" value={plural(coach.adlibWords, 'word')} />
          </dl>
          <div>
            <h4 className="mb-1.5 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-neutral-300 uppercase">
              <Lightbulb className="size-3.5 text-amber-300" aria-hidden="true" />
              {M.tipsHeading}
            </h4>
            {coach.tips.length ? (
              <ol className="list-decimal space-y-1 pl-5 text-sm text-neutral-100 marker:text-neutral-500" data-testid="coach-tips">
                {coach.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-neutral-300">{M.noTips}</p>
            )}
          </div>
          <ol className="space-y-2" data-testid="coach-sections">
            {coach.sections.map((s, i) => (
              <SectionRow key={i} index={i} section={s} label={sections[i]?.label || `Section ${i + 1}`} wpm={wpm} trend={trend?.[i] ?? null} />
            ))}
          </ol>
          <p className="text-[11px] text-neutral-500">{M.fillersEditHint}</p>
        </>
      )}
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg bg-white/5 px-2.5 py-2">
      <dt className="text-[11px] text-neutral-400">{label}</dt>
      <dd className="font-semibold text-neutral-100 tabular-nums">
        {value}
        {note && <span className="block text-[11px] font-normal text-neutral-400">{note}</span>}
      </dd>
    </div>
  );
}

function SectionRow({
  index,
  section: s,
  label,
  wpm,
  trend,
}: {
  index: number;
  section: CoachSection;
  label: string;
  wpm: number;
  trend: SectionTrendPoints | null;
}) {
  const pace = s.wpm === null ? null : paceWord(s.wpm, wpm);
  const details: { key: string; text: string }[] = [
    ...(s.fillers
      ? [
          {
            key: 'fillers',
            text: `${plural(s.fillers, 'filler')}: ${s.fillerAt.map((f) => `“${f.word}” at ${atTime(f.atMs)}`).join(', ')}${s.fillers > s.fillerAt.length ? ', …' : ''}`,
          },
        ]
      : []),
    ...s.pauses.map((p, k) => ({ key: `pause-${k}`, text: `Pause of ${seconds(p.ms)} at ${atTime(p.atMs)}` })),
    ...s.skipped.map((text, k) => ({ key: `skip-${k}`, text: `Skipped: “${text}”` })),
    ...s.adlibs.map((a, k) => ({ key: `adlib-${k}`, text: `Added at ${atTime(a.atMs)}: “${a.text}”` })),
  ];
  return (
    <li className="rounded-lg bg-white/[0.03] px-3 py-2 ring-1 ring-white/5" data-testid="coach-section" data-pace={pace ?? 'none'}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="text-xs text-neutral-500 tabular-nums">{index + 1}</span>
        <span className="min-w-0 flex-1 truncate font-medium text-neutral-100">{label}</span>
        {trend && <SectionTrend points={trend} label={label} />}
        {s.wpm === null ? (
          <span className="text-xs text-neutral-400">{s.words ? 'too little heard' : 'not heard'}</span>
        ) : (
          <span className={cn('rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap tabular-nums', PACE_CHIP[pace!])}>
            {s.wpm} WPM · {paceDelta(s.wpm, wpm)}
          </span>
        )}
      </div>
      {details.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-xs text-neutral-300">
          {details.map((d) => (
            <li key={d.key} className="break-words">
              {d.text}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The panel with each section's pace over the last runs, read once the run on screen is saved. */
export function RehearsalCoachWithTrend({ mindMapId, savedId, ...props }: Omit<RehearsalCoachProps, 'trend'> & { mindMapId: string; savedId: string | null }) {
  const trend = useRehearsalTrend(mindMapId, savedId);
  const points = trend.data ? props.coach?.sections.map((_, i) => trend.data.sections[i]?.points.map((p) => p?.wpm ?? null) ?? null) : null;
  return <RehearsalCoachPanel {...props} trend={points ?? null} />;
}
