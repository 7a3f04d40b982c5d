// The confidence monitor (issue 24 item 7) over a display or a prompter window: each item only when the
// operator chose it, the times running on while the prompter plays, ahead/behind against the target,
// the next section in its colour; and the followed sections keep the prompter's dot colours.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { StageMonitor, StageScript, StageState } from '@cuemap/shared';
import { followerSections } from './follower-stage';
import { MonitorOverlay } from './monitor-overlay';

const ALL: StageMonitor = { clock: true, times: true, pace: true, next: true };

const state = (overrides: Partial<StageState> = {}): StageState => ({
  title: 'Keynote',
  playing: false,
  countdown: null,
  wpm: 140,
  position: { section: 0, fraction: 0.5 },
  sections: [
    { title: 'Opening', nodeId: null },
    { title: 'The problem', nodeId: 'n2', color: '#16a34a' },
    { title: 'Close', nodeId: 'n3', color: '#dc2626' },
  ],
  elapsedMs: 60_000,
  remainingMs: 240_000,
  targetMs: 330_000,
  display: {
    mirror: false,
    mirrorVertical: false,
    textScale: 1,
    theme: 'dark',
    font: 'sans',
    lineSpacing: 1.5,
    margin: 10,
    guideAt: 0.3,
    guide: true,
    markers: true,
  },
  version: 1,
  ...overrides,
});

afterEach(() => vi.useRealTimers());

describe('MonitorOverlay', () => {
  it('shows the clock, elapsed and time left, ahead/behind and the next section in its colour', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 5, 14, 7, 30));
    render(<MonitorOverlay monitor={ALL} state={state()} stateAt={performance.now()} />);
    expect(screen.getByTestId('monitor-clock')).toHaveTextContent(new Date(2026, 11, 5, 14, 7).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
    expect(screen.getByTestId('monitor-elapsed')).toHaveTextContent('1:00');
    expect(screen.getByTestId('monitor-left')).toHaveTextContent('4:00');
    // 1:00 + 4:00 against a 5:30 target.
    expect(screen.getByTestId('monitor-pace')).toHaveTextContent('0:30 ahead');
    const next = screen.getByTestId('monitor-next');
    expect(next).toHaveTextContent('Next The problem');
    expect(screen.getByText('The problem')).toHaveStyle({ color: '#16a34a' });
  });

  it('shows only what the operator chose, and nothing without a choice', () => {
    const { rerender } = render(<MonitorOverlay monitor={{ clock: false, times: false, pace: false, next: true }} state={state()} stateAt={0} />);
    expect(screen.getByTestId('monitor-next')).toBeInTheDocument();
    for (const id of ['monitor-clock', 'monitor-elapsed', 'monitor-left', 'monitor-pace']) expect(screen.queryByTestId(id)).toBeNull();
    rerender(<MonitorOverlay monitor={{ clock: false, times: false, pace: false, next: false }} state={state()} stateAt={0} />);
    expect(screen.queryByTestId('monitor')).toBeNull();
    rerender(<MonitorOverlay monitor={null} state={state()} stateAt={0} />);
    expect(screen.queryByTestId('monitor')).toBeNull();
  });

  it('runs the times on from the last state while playing; behind when the finish is past the target', () => {
    // The state arrived 30 s ago and the prompter plays: 1:30 elapsed, 3:30 left.
    render(<MonitorOverlay monitor={ALL} state={state({ playing: true, targetMs: 240_000 })} stateAt={performance.now() - 30_000} />);
    expect(screen.getByTestId('monitor-elapsed')).toHaveTextContent('1:30');
    expect(screen.getByTestId('monitor-left')).toHaveTextContent('3:30');
    expect(screen.getByTestId('monitor-pace')).toHaveTextContent('1:00 behind');
  });

  it('says Last section on the last one, no pace without a target or before the start, and mirrors with the text', () => {
    const last = state({ position: { section: 2, fraction: 0 }, targetMs: null, display: { ...state().display, mirror: true } });
    const { rerender } = render(<MonitorOverlay monitor={ALL} state={last} stateAt={0} />);
    expect(screen.getByTestId('monitor-next')).toHaveTextContent('Last section');
    expect(screen.queryByTestId('monitor-pace')).toBeNull();
    expect(screen.getByTestId('monitor')).toHaveStyle({ transform: 'scale(-1, 1)' });
    rerender(<MonitorOverlay monitor={ALL} state={state({ elapsedMs: 0 })} stateAt={0} />);
    expect(screen.queryByTestId('monitor-pace')).toBeNull();
  });
});

describe('followerSections', () => {
  const script: StageScript = {
    title: 'Keynote',
    text: '',
    version: 1,
    sections: [
      { nodeId: null, title: 'Opening', text: 'Hello.' },
      { nodeId: 'n2', title: 'The problem', text: 'It hurts.' },
      { nodeId: 'n3', title: 'Close', text: 'Thanks.' },
    ],
  };

  it('keeps the colours the prompter gives its sections (grey only where it gives none)', () => {
    expect(followerSections(script, state().sections).map((s) => s.color)).toEqual([null, '#16a34a', '#dc2626']);
    // Sections that moved since: matched by node.
    const moved = [state().sections[2]!, state().sections[1]!];
    expect(followerSections(script, moved).map((s) => s.color)).toEqual([null, '#16a34a', '#dc2626']);
    expect(followerSections(script).map((s) => s.color)).toEqual([null, null, null]);
  });
});
