// The presenter's controls on stage (issue 12): speed remembered per script, a target length, the
// countdown before play, the time spent playing, and moving by sections.
import { useCallback, useState, type RefObject } from 'react';
import { TELEPROMPTER_SPEED } from '@cuemap/shared';
import { readScriptWpm, readTargetMinutes, writeScriptWpm, writeTargetMinutes } from '../utils/stage-time';
import { useSectionNavigation } from './use-section-navigation';
import { useCountdown, useElapsed } from './use-stage-timing';
import type { AutoScroll } from './use-auto-scroll';

/** Faster / slower keys change the speed by this much. */
export const WPM_STEP = 10;

const clampWpm = (wpm: number) => Math.min(TELEPROMPTER_SPEED.max, Math.max(TELEPROMPTER_SPEED.min, wpm));

/** The speed, remembered per script (the last one used for this map). */
export function useScriptWpm(mindMapId: string | null) {
  const [wpm, setWpmState] = useState<number>(
    () => (mindMapId ? readScriptWpm(mindMapId, TELEPROMPTER_SPEED.min, TELEPROMPTER_SPEED.max) : null) ?? TELEPROMPTER_SPEED.default,
  );
  const setWpm = useCallback(
    (next: number) => {
      setWpmState(next);
      if (mindMapId && next >= TELEPROMPTER_SPEED.min && next <= TELEPROMPTER_SPEED.max) writeScriptWpm(mindMapId, next);
    },
    [mindMapId],
  );
  return [wpm, setWpm] as const;
}

export interface PresenterInput {
  mindMapId: string | null;
  scroller: AutoScroll;
  contentRef: RefObject<HTMLElement | null>;
  lineHeight: number;
  countdownSeconds: number;
  wpm: number;
  setWpm: (wpm: number) => void;
}

export function usePresenter({ mindMapId, scroller, contentRef, lineHeight, countdownSeconds, wpm, setWpm }: PresenterInput) {
  const [targetMinutes, setTargetState] = useState<number | null>(() => (mindMapId ? readTargetMinutes(mindMapId) : null));
  const setTargetMinutes = useCallback(
    (minutes: number | null) => {
      setTargetState(minutes);
      if (mindMapId) writeTargetMinutes(mindMapId, minutes);
    },
    [mindMapId],
  );
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
