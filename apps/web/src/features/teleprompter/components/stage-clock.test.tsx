// The stage clock (issue 24 item 10): ahead or behind shows once the run has started, never before
// ("0:18 behind" before the first word); during a rehearsal it keeps the rehearsal's time.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createValueStore } from '../utils/scroll-progress';
import { StageClock } from './stage-clock';

/** 300 words at 100 WPM: 3:00 to read, against a 2:42 target (0:18 behind at the start). */
function renderClock(rehearsalMs: number | null = null) {
  const elapsed = createValueStore(0);
  const rehearsal = rehearsalMs === null ? null : createValueStore(rehearsalMs);
  const progress = createValueStore(0);
  render(<StageClock elapsed={elapsed} rehearsal={rehearsal} words={300} wpm={100} progress={progress} targetMinutes={2.7} />);
  return { elapsed, rehearsal, progress };
}

describe('StageClock', () => {
  it('shows ahead or behind only once the run has started', () => {
    const { elapsed, progress } = renderClock();
    expect(screen.getByTestId('elapsed')).toHaveTextContent('0:00');
    expect(screen.queryByTestId('pace')).toBeNull();
    act(() => {
      elapsed.set(20);
      progress.set(0.1);
    });
    // 0:20 played, 2:42 left: 0:20 behind a 2:42 target.
    expect(screen.getByTestId('elapsed')).toHaveTextContent('0:20');
    expect(screen.getByTestId('pace')).toHaveTextContent('0:20 behind · target 2:42');
    // Back to 0:00 (a reset, a finished rehearsal): nothing judged again until the next start.
    act(() => elapsed.set(0));
    expect(screen.queryByTestId('pace')).toBeNull();
  });

  it('during a rehearsal, keeps the rehearsal’s time (pauses included) and waits for it to start', () => {
    const { rehearsal, elapsed } = renderClock(0);
    act(() => elapsed.set(5));
    expect(screen.getByTestId('elapsed')).toHaveTextContent('0:00');
    expect(screen.queryByTestId('pace')).toBeNull();
    act(() => rehearsal!.set(12_400));
    expect(screen.getByTestId('elapsed')).toHaveTextContent('0:12');
    expect(screen.getByTestId('pace')).toHaveTextContent('behind');
  });
});
