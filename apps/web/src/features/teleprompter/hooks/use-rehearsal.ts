// Rehearse mode (issue 12 item 6): while it is on, wall-clock time from the moment play starts is
// attributed to the section at the reading line (pauses keep counting, jumps move it on). Samples are
// taken when the scroll moves (the progress store) and every 250 ms — into a ref and a small store
// for the badge's clock, never a render of the screen. Ending (the button, R, or play stopping at the
// end of the script) shows the report and stores the run; a failed save keeps it for Retry.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CreateRehearsalBody, RehearsalCoach, RehearsalSummary } from '@cuemap/shared';
import { useRehearsals, useSaveRehearsal } from '../api/rehearsals';
import { addSample, emptyTally, rehearsalBody, type RehearsalTally } from '../utils/rehearsal';
import { createValueStore, type ValueStore } from '../utils/scroll-progress';
import type { StageSection } from '../utils/stage-sections';

/** How often the section at the reading line is sampled besides every move. */
export const REHEARSAL_SAMPLE_MS = 250;

export interface RehearsalInput {
  mindMapId: string | null;
  sections: readonly StageSection[];
  wpm: number;
  targetMinutes: number | null;
  playing: boolean;
  /** How far through the text the scroll is (0–1): it changes on every move, and is 1 at the end. */
  progress: ValueStore;
  /** The section at the reading line now. */
  currentSection: () => number;
  pause: () => void;
  /** Listen (issue 28): told when a run begins; at its end, the coach's figures for it (null: it did not listen). */
  listen?: { begin: () => void; finish: (sections: readonly StageSection[], wpm: number) => RehearsalCoach | null };
}

/** A finished run: the sections as they were on stage and the run as stored. */
export interface RehearsalRun {
  sections: readonly StageSection[];
  body: CreateRehearsalBody;
  endedAt: string;
}

export function useRehearsal(input: RehearsalInput) {
  const { mindMapId, playing, progress } = input;
  const [active, setActive] = useState(false);
  const [run, setRun] = useState<RehearsalRun | null>(null);
  /** Milliseconds rehearsed so far (the badge's clock). */
  const [clock] = useState(() => createValueStore(0));
  const tally = useRef<RehearsalTally>(emptyTally());
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const save = useSaveRehearsal(mindMapId);
  const saving = save.isPending;
  const runs = useRehearsals(mindMapId, run !== null && !saving);

  const sample = useCallback(
    (playingNow?: boolean) => {
      const { currentSection, playing: p } = latest.current;
      tally.current = addSample(tally.current, { timeMs: performance.now(), section: currentSection(), playing: playingNow ?? p });
      clock.set(tally.current.ms.reduce((n, ms) => n + ms, 0));
    },
    [clock],
  );

  // Every play and pause, and the moment Rehearse is switched on.
  useEffect(() => {
    if (active) sample(playing);
  }, [active, playing, sample]);

  // Every move of the text (play, jumps, keys, wheel) and a steady tick for pauses.
  useEffect(() => {
    if (!active) return;
    const unsubscribe = progress.subscribe(() => sample());
    const timer = setInterval(() => sample(), REHEARSAL_SAMPLE_MS);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [active, progress, sample]);

  const { mutate, reset: resetSave } = save;
  const end = useCallback(() => {
    sample();
    const { sections, wpm, targetMinutes, pause, listen } = latest.current;
    const done = tally.current;
    tally.current = emptyTally();
    setActive(false);
    pause();
    const coach = listen?.finish(sections, wpm) ?? null;
    // Switched off before play ever started: nothing to report.
    if (!done.last || !sections.length) return;
    const body: CreateRehearsalBody = { ...rehearsalBody(sections, done.ms, wpm, targetMinutes), ...(coach ? { coach } : {}) };
    setRun({ sections: sections.slice(), body, endedAt: new Date().toISOString() });
    if (latest.current.mindMapId) mutate(body);
  }, [sample, mutate]);

  const start = useCallback(() => {
    tally.current = emptyTally();
    clock.set(0);
    resetSave();
    setRun(null);
    setActive(true);
    latest.current.listen?.begin();
  }, [clock, resetSave]);

  // Play stopped at the end of the script: the last section has been read, so the run is over.
  const wasPlaying = useRef(playing);
  useEffect(() => {
    const stopped = wasPlaying.current && !playing;
    wasPlaying.current = playing;
    if (active && stopped && progress.get() >= 1) end();
  }, [active, playing, progress, end]);

  const retry = useCallback(() => {
    if (run) mutate(run.body);
  }, [run, mutate]);

  return {
    active,
    /** Milliseconds rehearsed so far: a store (the badge subscribes; the screen does not re-render). */
    clock,
    toggle: active ? end : start,
    start,
    end,
    /** The report on screen, or null. */
    run,
    closeReport: useCallback(() => setRun(null), []),
    save: {
      status: !run
        ? ('idle' as const)
        : !mindMapId
          ? ('unsaved' as const)
          : saving
            ? ('saving' as const)
            : save.isError
              ? ('error' as const)
              : save.isSuccess
                ? ('saved' as const)
                : ('saving' as const),
      error: save.error?.message ?? null,
      saved: save.data ?? null,
      retry,
    },
    /** The newest stored runs without their sections, newest first (read once the run is saved or failed to save). */
    runs: (runs.data?.rehearsals ?? null) as RehearsalSummary[] | null,
    runsLoading: runs.isLoading,
  };
}

export type RehearsalState = ReturnType<typeof useRehearsal>;
