// The presenter's controls on stage (issue 12): speed and target length (the script's own), the
// countdown before play, the time spent playing, and moving by sections.
import { useCallback, type RefObject } from 'react';
import { TELEPROMPTER_SPEED } from '@cuemap/shared';
import { useSectionNavigation } from './use-section-navigation';
import { useCountdown, useElapsed } from './use-stage-timing';
import type { AutoScroll } from './use-auto-scroll';

/** Faster / slower keys change the speed by this much. */
export const WPM_STEP = 10;

const clampWpm = (wpm: number) => Math.min(TELEPROMPTER_SPEED.max, Math.max(TELEPROMPTER_SPEED.min, wpm));

export interface PresenterInput {
  scroller: AutoScroll;
  contentRef: RefObject<HTMLElement | null>;
  lineHeight: number;
  countdownSeconds: number;
  wpm: number;
  setWpm: (wpm: number) => void;
  /** The script's target length (issue 24 item 2: stored with the script, see use-script-settings). */
  targetMinutes: number | null;
  setTargetMinutes: (minutes: number | null) => void;
}

export function usePresenter({ scroller, contentRef, lineHeight, countdownSeconds, wpm, setWpm, targetMinutes, setTargetMinutes }: PresenterInput) {
  const { play, pause, playing } = scroller;
  const countdown = useCountdown(play);
  const elapsed = useElapsed(playing);
  const sections = useSectionNavigation(contentRef, scroller, lineHeight);

  /** Play (after the countdown), pause, or cancel a countdown under way. */
  const togglePlay = useCallback(() => {
    if (playing) pause();
    else if (countdown.remaining !== null) countdown.cancel();
    else if (countdownSeconds > 0) countdown.start(countdownSeconds);
    else play();
  }, [playing, pause, play, countdown, countdownSeconds]);

  const { cancel } = countdown;
  const { reset: resetScroll } = scroller;
  const { reset: resetElapsed } = elapsed;
  const reset = useCallback(() => {
    cancel();
    resetScroll();
    resetElapsed();
  }, [cancel, resetScroll, resetElapsed]);

  return {
    targetMinutes,
    setTargetMinutes,
    countdown: countdown.remaining,
    cancelCountdown: cancel,
    /** Seconds spent playing (a store: subscribe, do not re-render the screen per tick). */
    elapsed: elapsed.store,
    togglePlay,
    reset,
    /** Only the elapsed time back to 0:00 (a rehearsal's end: the run it timed is over). */
    resetElapsed,
    sections,
    faster: () => setWpm(clampWpm(wpm + WPM_STEP)),
    slower: () => setWpm(clampWpm(wpm - WPM_STEP)),
  };
}
