// Listen (issue 28 item 2): while a rehearsal runs with Listen on, the browser's speech recognition
// (as Follow voice uses it) records the words heard and when; when the run ends they become the coach's
// figures for the report and the stored run. The choice is remembered; the first time, a notice says
// the browser may send the audio to its vendor. Chrome ends a session after a silence: it is started
// again for as long as the run listens. Where the recorder holds the microphone, recognition is given
// its track (record/capture-stream.ts), so the page opens one microphone.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { analyseRehearsal, defaultFillers, rehearsalCoachSchema, type RehearsalCoach } from '@cuemap/shared';
import { startRecognitionOnSharedMicrophone } from '../record/capture-stream';
import { errorState, speechRecognition, type Recognition, type RecognitionResultEvent } from '../voice/recognition';
import { createTranscriptRecorder, type TranscriptRecorder } from '../voice/transcript';
import type { StageSection } from '../utils/stage-sections';
import { readListenConsent, readListenOn, writeListenConsent, writeListenOn } from './listen-prefs';

export type ListenState = 'off' | 'listening' | 'unsupported' | 'denied' | 'offline' | 'noMicrophone' | 'failed';

export interface CoachListenInput {
  /** The column: its `lang` (the script's language) is the recognition language. */
  contentRef: RefObject<HTMLElement | null>;
  /** The presenter's filler words for this script; null: the language's defaults. */
  fillerWords: readonly string[] | null;
}

/** The recognition language: the script's own, else the reader's (as Follow voice chooses). */
function recognitionLang(content: HTMLElement | null): string {
  const own = content?.closest('[lang]');
  return (own && own !== document.documentElement ? own.getAttribute('lang') : null) || navigator.language || 'en-US';
}

export function useCoachListen({ contentRef, fillerWords }: CoachListenInput) {
  const [on, setOn] = useState(readListenOn);
  const [asking, setAsking] = useState(false);
  const [state, setState] = useState<ListenState>('off');
  const [errorCode, setErrorCode] = useState<string | null>(null);
  /** The run under way: its recorder, clock origin and language; null between runs. */
  const run = useRef<{ recorder: TranscriptRecorder; startedAt: number; lang: string; listened: boolean } | null>(null);
  const session = useRef<Recognition | null>(null);
  /** Lets go of the recorder's microphone track recognition was given (a clone), if any. */
  const releaseMic = useRef<() => void>(() => undefined);
  const startOnMic = (recognition: Recognition) => {
    releaseMic.current();
    releaseMic.current = startRecognitionOnSharedMicrophone(recognition);
  };
  const latest = useRef({ on, fillerWords });
  useEffect(() => {
    latest.current = { on, fillerWords };
  });

  const stop = useCallback((next: ListenState = 'off', code: string | null = null) => {
    const recognition = session.current;
    session.current = null;
    if (recognition) {
      recognition.onresult = null;
      recognition.onerror = null;
      recognition.onend = null;
      try {
        recognition.abort();
      } catch {
        // Already stopped.
      }
    }
    releaseMic.current();
    releaseMic.current = () => undefined;
    run.current?.recorder.end();
    setState(next);
    setErrorCode(code);
  }, []);

  const listen = useCallback(() => {
    const current = run.current;
    if (!current || session.current) return;
    const Recognition = speechRecognition();
    if (!Recognition) return stop('unsupported');
    if (navigator.onLine === false) return stop('offline');
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = current.lang;
    let restarts = 0;
    recognition.onresult = (event: RecognitionResultEvent & { timeStamp?: number }) => {
      if (session.current !== recognition) return;
      restarts = 0;
      const at = typeof event.timeStamp === 'number' && event.timeStamp > 0 ? event.timeStamp : performance.now();
      current.recorder.result(event, Math.max(0, at - current.startedAt));
    };
    recognition.onerror = (event) => {
      const next = errorState(event.error);
      if (next && next !== 'quiet') stop(next, event.error);
    };
    recognition.onend = () => {
      if (session.current !== recognition) return;
      current.recorder.end();
      restarts++;
      window.setTimeout(
        () => {
          if (session.current !== recognition) return;
          try {
            startOnMic(recognition);
          } catch {
            stop('failed', 'start');
          }
        },
        restarts > 3 ? 1000 : 0,
      );
    };
    session.current = recognition;
    current.listened = true;
    try {
      // While Record captures, a recogniser that takes a track listens to the recorder's microphone.
      startOnMic(recognition);
    } catch {
      return stop('failed', 'start');
    }
    setState('listening');
    setErrorCode(null);
  }, [stop]);

  /** A rehearsal starts: a new transcript, listening at once when Listen is on. */
  const begin = useCallback(() => {
    stop();
    run.current = { recorder: createTranscriptRecorder(), startedAt: performance.now(), lang: recognitionLang(contentRef.current), listened: false };
    if (latest.current.on) listen();
  }, [contentRef, listen, stop]);

  /** The rehearsal ended: the coach's figures for its sections (null when it did not listen). */
  const finish = useCallback(
    (sections: readonly StageSection[], wpm: number): RehearsalCoach | null => {
      const current = run.current;
      stop();
      run.current = null;
      if (!current?.listened) return null;
      const fillers = latest.current.fillerWords ?? defaultFillers(current.lang);
      const coach = analyseRehearsal({
        sections: sections.map((s) => ({ text: s.paragraphs.join('\n\n'), label: s.label })),
        wpm,
        transcript: current.recorder.words(),
        fillers,
        lang: current.lang,
      });
      // Past a bound (a run over six hours): the run is kept without its coach rather than refused.
      return rehearsalCoachSchema.safeParse(coach).success ? coach : null;
    },
    [stop],
  );

  const turnOn = useCallback(() => {
    setOn(true);
    writeListenOn(true);
    if (run.current) listen();
  }, [listen]);

  const toggle = useCallback(() => {
    if (latest.current.on) {
      setOn(false);
      writeListenOn(false);
      stop();
    } else if (!readListenConsent()) setAsking(true);
    else turnOn();
  }, [stop, turnOn]);

  const consent = {
    open: asking,
    accept: () => {
      writeListenConsent();
      setAsking(false);
      turnOn();
    },
    cancel: () => setAsking(false),
  };

  useEffect(() => () => stop(), [stop]);

  return { on, state, errorCode, toggle, consent, begin, finish, dismiss: useCallback(() => setState((s) => (session.current ? s : 'off')), []) };
}

export type CoachListen = ReturnType<typeof useCoachListen>;
