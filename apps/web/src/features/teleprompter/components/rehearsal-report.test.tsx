// The rehearsal report as a presenter reads it (issue 24 item 10): a section passed over says
// "skipped" (and one the run ended before, "not reached") instead of "−0:38 under", and every point
// of the trend says when its run was made — its time, its day where the day changes, both in its tooltip.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { RehearsalSummary } from '@cuemap/shared';
import type { RehearsalRun } from '../hooks/use-rehearsal';
import { runWhen } from '../utils/rehearsal';
import type { StageSection } from '../utils/stage-sections';
import { RehearsalReport } from './rehearsal-report';

const section = (index: number, label: string, words: number): StageSection => ({
  index,
  scriptIndex: index,
  nodeId: String(index + 1),
  label,
  color: null,
  paragraphs: [],
  words,
});

/** Four sections at 100 WPM: Opening read, Tools passed over by a jump, Pricing read, Close never reached. */
const run: RehearsalRun = {
  sections: [section(0, 'Opening', 50), section(1, 'Tools', 63), section(2, 'Pricing', 50), section(3, 'Close', 25)],
  body: {
    wpm: 100,
    totalMs: 61_400,
    targetMs: 120_000,
    sections: [
      { nodeId: '1', plannedMs: 30_000, actualMs: 31_000 },
      { nodeId: '2', plannedMs: 37_800, actualMs: 400 },
      { nodeId: '3', plannedMs: 30_000, actualMs: 30_000 },
      { nodeId: '4', plannedMs: 15_000, actualMs: 0 },
    ],
  },
  endedAt: '2026-03-04T16:20:00.000Z',
};

const summary = (id: string, createdAt: string, totalMs: number): RehearsalSummary => ({ id, createdAt, wpm: 100, totalMs, targetMs: 120_000 });

function renderReport(runs: RehearsalSummary[] | null = null) {
  const save = { status: 'saving' as const, error: null, saved: null, retry: vi.fn() };
  return render(<RehearsalReport run={run} save={save} runs={runs} mindMapId={null} onClose={vi.fn()} onRehearseAgain={vi.fn()} />);
}

describe('Rehearsal report', () => {
  it('says "skipped" for a section passed over and "not reached" after the run ended, never "−0:38 under"', () => {
    renderReport();
    const report = screen.getByRole('dialog', { name: 'Rehearsal report' });
    const rows = within(report).getAllByTestId('rehearsal-section');
    expect(rows.map((r) => r.dataset.outcome)).toEqual(['on', 'skipped', 'on', 'unreached']);
    expect(rows[1]).toHaveTextContent(/skipped$/);
    expect(rows[3]).toHaveTextContent(/not reached$/);
    expect(report).not.toHaveTextContent('−0:38');
    expect(report).not.toHaveTextContent('−0:15');
    // The bars say it too, and the read sections keep their difference.
    expect(within(report).getByRole('img', { name: 'Tools: skipped' })).toBeInTheDocument();
    expect(within(report).getByRole('img', { name: 'Close: not reached' })).toBeInTheDocument();
    expect(within(report).getByRole('img', { name: 'Opening: actual 0:31, +0:01 (on time)' })).toBeInTheDocument();
    expect(within(report).getByTestId('rehearsal-summary')).toHaveTextContent('4 sections at 100 WPM · 1 skipped · 1 not reached');
  });

  it('labels each trend point with its time, its day where the day changes, and both in its tooltip', () => {
    const runs = [
      summary('r3', '2026-03-04T09:05:00.000Z', 118_000),
      summary('r2', '2026-03-03T17:45:00.000Z', 131_000),
      summary('r1', '2026-03-03T08:30:00.000Z', 125_000),
    ];
    renderReport(runs);
    const trend = screen.getByTestId('rehearsal-trend');
    const points = within(trend).getAllByTestId('trend-point');
    expect(points.map((p) => p.dataset.totalMs)).toEqual(['125000', '131000', '118000', '61400']);
    // Oldest first: two runs on the 3rd (the day said once), one on the 4th, then this run.
    const times = within(trend)
      .getAllByTestId('trend-time')
      .map((t) => t.textContent);
    expect(times).toEqual([runWhen(runs[2]!.createdAt).time, runWhen(runs[1]!.createdAt).time, runWhen(runs[0]!.createdAt).time, 'now']);
    expect(times.slice(0, 3).every((t) => /\d:\d\d/.test(t ?? ''))).toBe(true);
    expect(
      within(trend)
        .getAllByTestId('trend-date')
        .map((d) => d.textContent),
    ).toEqual([runWhen(runs[2]!.createdAt).date, runWhen(runs[0]!.createdAt).date]);
    // Every point's tooltip has its day and time; this run's says so.
    const tooltips = points.map((p) => p.querySelector('title')?.textContent);
    expect(tooltips[0]).toBe(`${runWhen(runs[2]!.createdAt).full}: 2:05`);
    expect(tooltips[3]).toBe(`This run, ${runWhen(run.endedAt).full}: 1:01`);
    // The table for screen readers too.
    expect(screen.getByRole('table')).toHaveTextContent(runWhen(runs[1]!.createdAt).full);
  });
});
