// A section's pace over the last runs (issue 28 item 2): a tiny line of the coach's WPM where the run
// listened, else the section's time against its plan as a pace (words read at the script's speed), with
// the run on screen last. Its label says the figures for screen readers.
import { useId } from 'react';

/** Per run, oldest first: the pace (WPM) that run read the section at, or null (not in the run). */
export type SectionTrendPoints = readonly (number | null)[];

export function SectionTrend({ points, label }: { points: SectionTrendPoints; label: string }) {
  const id = useId();
  const known = points.filter((p): p is number => p !== null);
  if (known.length < 2) return null;
  const min = Math.min(...known);
  const max = Math.max(...known);
  const w = 64;
  const h = 18;
  const x = (i: number) => (points.length === 1 ? w / 2 : (i / (points.length - 1)) * (w - 4) + 2);
  const y = (v: number) => (max === min ? h / 2 : h - 2 - ((v - min) / (max - min)) * (h - 4));
  const path = points
    .map((p, i) => (p === null ? null : `${x(i).toFixed(1)},${y(p).toFixed(1)}`))
    .filter(Boolean)
    .join(' ');
  const last = points.length - 1;
  return (
    <svg width={w} height={h} viewBox={`0 0 ${w} ${h}`} role="img" aria-labelledby={id} className="shrink-0" data-testid="section-trend">
      <title id={id}>{`${label}: pace in the last ${points.length} runs, ${points.map((p) => (p === null ? '—' : `${p}`)).join(', ')} WPM`}</title>
      <polyline points={path} fill="none" stroke="currentColor" strokeWidth="1.5" className="text-neutral-400" />
      {points[last] !== null && <circle cx={x(last)} cy={y(points[last]!)} r="2.5" className="fill-emerald-300" />}
    </svg>
  );
}
