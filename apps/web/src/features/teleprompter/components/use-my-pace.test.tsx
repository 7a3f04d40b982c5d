// *Use my pace (N WPM)* in the rehearsal report (issue 24 item 2): the pace measured over the sections
// read (skipped and unreached ones left out) sets the script's speed.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { measuredWpm } from '../utils/rehearsal';
import { RehearsalReport } from './rehearsal-report';
import { finishedRun, rehearsalBody } from '../../../../test/rehearsal-fixtures';

/** At 100 WPM: Opening and Pricing read (60 s planned, 75 s taken), Tools skipped, Close not reached. */
const run = finishedRun(
  rehearsalBody(100, 75_400, [
    ['1', 30_000, 40_000],
    ['2', 37_800, 400],
    ['3', 30_000, 35_000],
    ['4', 15_000, 0],
  ]),
);

const save = { status: 'saved' as const, error: null, saved: null, retry: vi.fn() };

describe('Use my pace', () => {
  it('measures the pace over the sections read only', () => {
    expect(measuredWpm(100, run.body.sections)).toBe(80);
    expect(measuredWpm(100, [{ plannedMs: 1000, actualMs: 0 }])).toBeNull();
    // Bounded like the speed input.
    expect(measuredWpm(500, [{ plannedMs: 60_000, actualMs: 1000 }])).toBe(500);
  });

  it('offers the measured pace and sets the script speed with it', async () => {
    const onUsePace = vi.fn();
    const { rerender } = render(
      <RehearsalReport run={run} save={save} runs={[]} mindMapId={null} onClose={vi.fn()} onRehearseAgain={vi.fn()} onUsePace={onUsePace} currentWpm={100} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my pace (80 WPM)' }));
    expect(onUsePace).toHaveBeenCalledWith(80);
    // Taken: the report says so instead of offering it again.
    rerender(
      <RehearsalReport run={run} save={save} runs={[]} mindMapId={null} onClose={vi.fn()} onRehearseAgain={vi.fn()} onUsePace={onUsePace} currentWpm={80} />,
    );
    expect(screen.queryByRole('button', { name: /Use my pace/ })).toBeNull();
    expect(screen.getByText("The script's speed is your pace (80 WPM).")).toBeInTheDocument();
  });
});
