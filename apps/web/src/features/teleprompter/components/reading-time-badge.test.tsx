// The reading-time readout follows the scroll it is told about (no polling), and the speed.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createScrollProgress } from '../utils/scroll-progress';
import { ReadingTimeBadge } from './reading-time-badge';

describe('ReadingTimeBadge', () => {
  it('shows the whole time at the top and the end, what is left in between', () => {
    const progress = createScrollProgress();
    const { rerender } = render(<ReadingTimeBadge words={300} wpm={80} progress={progress} />);
    const badge = screen.getByTestId('reading-time');
    expect(badge).toHaveTextContent('3:45 at 80 WPM · 300 words');
    act(() => progress.set(0.5));
    expect(badge).toHaveTextContent('1:53 left · 300 words');
    rerender(<ReadingTimeBadge words={300} wpm={160} progress={progress} />);
    expect(badge).toHaveTextContent('0:56 left · 300 words');
    act(() => progress.set(1));
    expect(badge).toHaveTextContent('1:53 at 160 WPM · 300 words');
  });

  it('says "word" for one', () => {
    render(<ReadingTimeBadge words={1} wpm={80} progress={createScrollProgress()} />);
    expect(screen.getByTestId('reading-time')).toHaveTextContent('0:01 at 80 WPM · 1 word');
  });
});
