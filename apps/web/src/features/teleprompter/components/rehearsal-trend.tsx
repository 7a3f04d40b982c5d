// The rehearsal report's trend (issue 12 item 6): the last runs' totals as an SVG column chart, oldest
// to newest, with the target as a dashed line, and the same figures as a table for screen readers.
// Each column says when its run was made: the time under it, the day when it changes (issue 24),
// both in its tooltip.
import { useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { niceCeilMs, runWhen, type TrendPoint } from '../utils/rehearsal';
import { fmt } from './rehearsal-bars';

const CHART = { h: 180, left: 40, right: 8, top: 18, bottom: 36 } as const;
/** The room a time label needs ("10:45 PM" at 10 px); narrower columns label every second or third run. */
const LABEL_W = 48;

/**
 * What each column says under it: its time ("now" for the run on screen), and its day on the first
 * label and wherever the day changes. Columns too narrow for a label each are labelled every
 * k-th, counting back from the newest.
 */
function columnLabels(points: readonly TrendPoint[], currentId: string, slot: number) {
  const every = Math.max(1, Math.ceil(LABEL_W / slot));
  let lastDate = '';
  return points.map((p, i) => {
    if ((points.length - 1 - i) % every !== 0) return null;
    const when = runWhen(p.createdAt);
    const date = when.date !== lastDate ? when.date : '';
    lastDate = when.date;
    return { time: p.id === currentId ? 'now' : when.time, date };
  });
}

/** The last runs' totals as columns, oldest to newest, with the latest run's target as a dashed line. */
export function TrendChart({ points, currentId }: { points: readonly TrendPoint[]; currentId: string }) {
  // Drawn in the figure's own pixels (read again when it resizes), so the text stays one size at every width.
  const figureRef = useRef<HTMLElement>(null);
  const w = useWidth(figureRef);
  const target = points.at(-1)?.targetMs ?? null;
  const top = niceCeilMs(Math.max(1, target ?? 0, ...points.map((p) => p.totalMs)));
  const plotW = w - CHART.left - CHART.right;
  const plotH = CHART.h - CHART.top - CHART.bottom;
  const y = (ms: number) => CHART.top + plotH - (ms / top) * plotH;
  const slot = plotW / Math.max(points.length, 4);
  const barW = Math.min(40, slot * 0.6);
  const x = (i: number) => CHART.left + slot * i + (slot - barW) / 2;
  const labels = columnLabels(points, currentId, slot);
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${(x(i) + barW / 2).toFixed(1)},${y(p.totalMs).toFixed(1)}`).join(' ');
  const summary =
    points.length === 1
      ? `One run: ${fmt(points[0]!.totalMs)}${target !== null ? ` against a ${fmt(target)} target` : ''}.`
      : `Totals of the last ${points.length} runs, oldest to newest: ${points.map((p) => fmt(p.totalMs)).join(', ')}${target !== null ? `; target ${fmt(target)}` : ''}.`;
  return (
    <figure ref={figureRef} className="rounded-xl bg-white/[0.03] py-2 ring-1 ring-white/5">
      <svg viewBox={`0 0 ${w} ${CHART.h}`} width={w} height={CHART.h} className="block" role="img" aria-label={summary} data-testid="rehearsal-trend">
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={CHART.left} x2={w - CHART.right} y1={y(top * f)} y2={y(top * f)} className="stroke-white/10" strokeWidth={0.5} />
            <text x={CHART.left - 5} y={y(top * f) + 3} textAnchor="end" className="fill-neutral-500 text-[11px] tabular-nums">
              {fmt(top * f)}
            </text>
          </g>
        ))}
        {points.map((p, i) => {
          const current = p.id === currentId;
          const over = p.targetMs !== null && p.totalMs > p.targetMs;
          const label = labels[i];
          return (
            <g key={p.id} data-testid="trend-point" data-total-ms={p.totalMs}>
              <title>{`${current ? 'This run, ' : ''}${runWhen(p.createdAt).full}: ${fmt(p.totalMs)}`}</title>
              <rect
                x={x(i)}
                y={y(p.totalMs)}
                width={barW}
                height={Math.max(1, CHART.top + plotH - y(p.totalMs))}
                rx={3}
                className={current ? (over ? 'fill-rose-400' : 'fill-brand-400') : over ? 'fill-rose-400/35' : 'fill-white/20'}
              />
              <text
                x={x(i) + barW / 2}
                y={y(p.totalMs) - 4}
                textAnchor="middle"
                className={cn('text-[10px] tabular-nums', current ? 'fill-white font-semibold' : 'fill-neutral-400')}
              >
                {fmt(p.totalMs)}
              </text>
              {label && (
                <text
                  x={x(i) + barW / 2}
                  y={CHART.h - 20}
                  textAnchor="middle"
                  className={cn('text-[10px] tabular-nums', current ? 'fill-neutral-200' : 'fill-neutral-400')}
                >
                  <tspan data-testid="trend-time">{label.time}</tspan>
                  {label.date && (
                    <tspan x={x(i) + barW / 2} dy={13} className="fill-neutral-500" data-testid="trend-date">
                      {label.date}
                    </tspan>
                  )}
                </text>
              )}
            </g>
          );
        })}
        {points.length > 1 && <path d={path} fill="none" className="stroke-brand-200/60" strokeWidth={1.2} strokeLinejoin="round" />}
        {target !== null && (
          <g>
            <line x1={CHART.left} x2={w - CHART.right} y1={y(target)} y2={y(target)} className="stroke-amber-300" strokeWidth={1} strokeDasharray="4 3" />
            <text x={w - CHART.right} y={y(target) - 4} textAnchor="end" className="fill-amber-200 text-[11px] font-semibold">
              target {fmt(target)}
            </text>
          </g>
        )}
      </svg>
      <table className="sr-only">
        <caption>Rehearsal totals, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Run</th>
            <th scope="col">Total</th>
            <th scope="col">Target</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.id}>
              <td>{runWhen(p.createdAt).full}</td>
              <td>{fmt(p.totalMs)}</td>
              <td>{p.targetMs === null ? 'none' : fmt(p.targetMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** An element's width in CSS pixels, kept up to date as it resizes. */
function useWidth(ref: React.RefObject<HTMLElement | null>, fallback = 320): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => setWidth(Math.max(200, Math.round(el.clientWidth) || fallback));
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return width;
}
