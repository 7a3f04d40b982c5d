// Record on the prompter's stage (issue 28 item 3): the recorder tied to play — Start hands over to the
// countdown and recording begins the moment the text starts to move; cancelling the countdown lets the
// camera go. A take recorded during a rehearsal is attached to that run once the run is stored.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRecorder } from './use-recorder';

export interface RecordStageInput {
  scriptId: string;
  title: string;
  playing: boolean;
  countingDown: boolean;
  canPlay: boolean;
  /** Play after the countdown (the presenter's toggle). */
  togglePlay: () => void;
  pause: () => void;
  cancelCountdown: () => void;
  rehearsing: boolean;
  /** The id of the rehearsal run stored last (null until it is). */
  savedRehearsalId: string | null;
}

export function useRecordStage(input: RecordStageInput) {
  const { playing, countingDown, rehearsing, savedRehearsalId } = input;
  const recorder = useRecorder({ scriptId: input.scriptId, title: input.title });
  const [takesOpen, setTakesOpen] = useState(false);
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });

  const { phase, begin, cancel, arm, stop, open } = recorder;
  const sawCountdown = useRef(false);
  // Armed: recording begins when play does; a countdown cancelled before play disarms.
  useEffect(() => {
    if (phase !== 'armed') {
      sawCountdown.current = false;
      return;
    }
    if (playing) begin();
    else if (countingDown) sawCountdown.current = true;
    else if (sawCountdown.current) cancel();
  }, [phase, playing, countingDown, begin, cancel]);

  const start = useCallback(async () => {
    if (!(await arm())) return;
    const { playing: p, countingDown: c, canPlay, togglePlay } = latest.current;
    if (p) begin();
    else if (canPlay && !c) togglePlay();
    else if (!canPlay) begin();
  }, [arm, begin]);

  /** Record's button and key: set up, stop a take, or call off a countdown. */
  const toggle = useCallback(() => {
    if (phase === 'recording') {
      stop();
      latest.current.pause();
    } else if (phase === 'armed') {
      latest.current.cancelCountdown();
      cancel();
    } else if (phase === 'idle') open();
  }, [phase, stop, cancel, open]);

  // A take recorded while rehearsing belongs to that run.
  const pendingAttach = useRef<{ during: boolean; takeId: string | null }>({ during: false, takeId: null });
  useEffect(() => {
    if (phase === 'armed') pendingAttach.current = { during: false, takeId: null };
    if (phase === 'recording' && rehearsing) pendingAttach.current.during = true;
  }, [phase, rehearsing]);
  const takeId = recorder.take?.stored ? recorder.take.meta.id : null;
  useEffect(() => {
    if (takeId && pendingAttach.current.during && !pendingAttach.current.takeId) pendingAttach.current.takeId = takeId;
  }, [takeId]);
  const { attach } = recorder;
  useEffect(() => {
    const pending = pendingAttach.current;
    if (!savedRehearsalId || !pending.takeId) return;
    const id = pending.takeId;
    pendingAttach.current = { during: false, takeId: null };
    void attach(id, savedRehearsalId).catch(() => undefined);
  }, [savedRehearsalId, takeId, attach]);

  return {
    recorder,
    recording: phase === 'recording',
    armed: phase === 'armed',
    /** The set-up dialog, the review or the takes list is open (the stage's keys are theirs). */
    dialogOpen: phase === 'setup' || phase === 'saving' || phase === 'review' || takesOpen,
    start: () => void start(),
    toggle,
    takesOpen,
    openTakes: () => {
      if (phase === 'setup') cancel();
      setTakesOpen(true);
    },
    closeTakes: () => setTakesOpen(false),
  };
}

export type RecordStage = ReturnType<typeof useRecordStage>;
