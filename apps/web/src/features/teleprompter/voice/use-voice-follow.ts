// Follow voice (issue 13 item 4): the browser's speech recognition listens, the aligner finds the last
// script word said, and the text glides so that word's line sits at the reading line. Auto-scroll is
// paused while following (pressing Play hands the text back to it). Chrome ends a recognition session
// after a silence; it is started again for as long as Follow voice is on.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { VoiceAligner } from './aligner';
import { readColumnWords, type ColumnWords } from './column-words';
import { errorState, readResults, speechRecognition, type Recognition } from './recognition';
import { heardWords } from './words';
import { startRecognitionOnSharedMicrophone } from '../record/capture-stream';

export type VoiceState = 'off' | 'listening' | 'quiet' | 'unsupported' | 'denied' | 'offline' | 'noMicrophone' | 'failed';

export interface VoiceFollow {
  active: boolean;
  state: VoiceState;
  /** The recogniser's error code behind 'failed'. */
  errorCode: string | null;
  toggle: () => void;
  /** Hides a message (the state goes back to 'off' when not following). */
  dismiss: () => void;
}

export interface VoiceFollowInput {
  contentRef: RefObject<HTMLElement | null>;
  scroller: { playing: boolean; pause: () => void; jumpTo: (offset: number) => void; offset: () => number };
  lineHeight: number;
  /** A script on stage that can be read (not editing, not being written). */
  ready: boolean;
  /** The script's text: when it changes, the words are read again. */
  script: string;
}

/** No result for this long while listening: a gentle hint. */
const QUIET_MS = 8000;
/** How quickly the text glides to the spoken line (time constant of the approach). */
const GLIDE_MS = 120;

export function useVoiceFollow({ contentRef, scroller, lineHeight, ready, script }: VoiceFollowInput): VoiceFollow {
  const [active, setActive] = useState(false);
  const [state, setState] = useState<VoiceState>('off');
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const session = useRef<{ recognition: Recognition; aligner: VoiceAligner; column: ColumnWords } | null>(null);
  /** Lets go of the recording's microphone track recognition listens to (issue 28: one microphone stream). */
  const releaseMic = useRef<() => void>(() => undefined);
  const listen = useCallback((recognition: Recognition) => {
    releaseMic.current();
    releaseMic.current = startRecognitionOnSharedMicrophone(recognition);
  }, []);
  const quietTimer = useRef<number | null>(null);
  const glide = useRef<{ target: number; frame: number | null; last: number | null }>({ target: 0, frame: null, last: null });
  const latest = useRef({ scroller, lineHeight });
  useEffect(() => {
    latest.current = { scroller, lineHeight };
  });

  const clearQuiet = () => {
    if (quietTimer.current !== null) window.clearTimeout(quietTimer.current);
    quietTimer.current = null;
  };
  const armQuiet = useCallback(() => {
    clearQuiet();
    quietTimer.current = window.setTimeout(() => setState((s) => (s === 'listening' ? 'quiet' : s)), QUIET_MS);
  }, []);

  const stopGlide = () => {
    if (glide.current.frame !== null) cancelAnimationFrame(glide.current.frame);
    glide.current.frame = null;
    glide.current.last = null;
  };

  /** Glides the text towards the target offset, one frame at a time. */
  const step = useCallback((now: number) => {
    const g = glide.current;
    const { scroller: s } = latest.current;
    const dt = g.last === null ? 16 : Math.min(100, now - g.last);
    g.last = now;
    const current = s.offset();
    const gap = g.target - current;
    // Eases in on the target; the last pixel or so is not worth a frame of its own.
    const move = gap * (1 - Math.exp(-dt / GLIDE_MS));
    if (Math.abs(gap - move) < 1) {
      s.jumpTo(g.target);
      g.frame = null;
      g.last = null;
      return;
    }
    s.jumpTo(current + move);
    // jumpTo clamps at the end of the text: stop there rather than chase an unreachable target.
    if (Math.abs(s.offset() - current) < 0.01) {
      g.frame = null;
      g.last = null;
      return;
    }
    g.frame = requestAnimationFrame(step);
  }, []);

  /** Follows the aligner to word `index`: forward always, backward only when far off (a new layout, a hand scroll). */
  const follow = useCallback(
    (index: number) => {
      const s = session.current;
      if (!s || index < 0) return;
      const target = s.column.offsetOf(index);
      if (target === null) return;
      const { scroller: sc, lineHeight: lh } = latest.current;
      const current = sc.offset();
      if (target <= current + 0.5 && target >= current - 2 * lh) return;
      glide.current.target = target;
      if (glide.current.frame === null) glide.current.frame = requestAnimationFrame(step);
    },
    [step],
  );

  const end = useCallback((next: VoiceState, code: string | null = null) => {
    const s = session.current;
    session.current = null;
    if (s) {
      s.recognition.onresult = null;
      s.recognition.onerror = null;
      s.recognition.onend = null;
      try {
        s.recognition.abort();
      } catch {
        // Already stopped.
      }
    }
    releaseMic.current();
    releaseMic.current = () => undefined;
    clearQuiet();
    stopGlide();
    setActive(false);
    setState(next);
    setErrorCode(code);
  }, []);

  const start = useCallback(() => {
    const Recognition = speechRecognition();
    if (!Recognition) return setState('unsupported');
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return setState('offline');
    const content = contentRef.current;
    if (!content) return;
    const column = readColumnWords(content);
    const aligner = new VoiceAligner(column.words);
    // From the words at the reading line now: the speaker may start anywhere.
    aligner.reset(column.indexAt(latest.current.scroller.offset()) - 1);
    latest.current.scroller.pause();
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = true;
    // The script's own language if it says, else the reader's (the page is always 'en').
    const own = content.closest('[lang]');
    recognition.lang =
      (own && own !== document.documentElement ? own.getAttribute('lang') : null) || navigator.language || document.documentElement.lang || 'en-US';
    let restarts = 0;
    recognition.onresult = (event) => {
      const current = session.current;
      if (current?.recognition !== recognition) return;
      restarts = 0;
      const { finals, interim } = readResults(event);
      for (const text of finals) current.aligner.hear(heardWords(text), true);
      if (interim) current.aligner.hear(heardWords(interim), false);
      follow(current.aligner.position);
      setState('listening');
      armQuiet();
    };
    recognition.onerror = (event) => {
      const next = errorState(event.error);
      if (next === 'quiet') setState('quiet');
      else if (next) end(next, event.error);
    };
    recognition.onend = () => {
      if (session.current?.recognition !== recognition) return;
      session.current.aligner.endUtterance();
      // Started again at once after a silence; a recogniser that keeps ending at once is given a pause.
      restarts++;
      window.setTimeout(
        () => {
          if (session.current?.recognition !== recognition) return;
          try {
            listen(recognition);
          } catch {
            end('failed', 'start');
          }
        },
        restarts > 3 ? 1000 : 0,
      );
    };
    session.current = { recognition, aligner, column };
    try {
      listen(recognition);
    } catch {
      return end('failed', 'start');
    }
    setActive(true);
    setState('listening');
    setErrorCode(null);
    armQuiet();
  }, [contentRef, follow, end, armQuiet, listen]);

  const toggle = useCallback(() => (session.current ? end('off') : start()), [end, start]);
  const dismiss = useCallback(() => setState((s) => (session.current ? s : 'off')), []);

  // Not readable any more (edit mode, a new script being written), or Play pressed: following stops.
  const { playing } = scroller;
  useEffect(() => {
    if ((!ready || playing) && session.current) end('off');
  }, [ready, playing, end]);

  // The script changed on stage while following: read its words again, from the reading line.
  useEffect(() => {
    const s = session.current;
    const content = contentRef.current;
    if (!s || !content) return;
    const column = readColumnWords(content);
    const aligner = new VoiceAligner(column.words);
    aligner.reset(column.indexAt(latest.current.scroller.offset()) - 1);
    session.current = { ...s, column, aligner };
  }, [script, contentRef]);

  useEffect(() => () => end('off'), [end]);

  return { active, state, errorCode, toggle, dismiss };
}
