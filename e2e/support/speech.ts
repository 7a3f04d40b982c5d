// A scripted SpeechRecognition for the e2e suites that listen (voice follow, the rehearsal coach). Put it
// into the page before the app loads (`page.addInitScript(scriptedRecognition)`); it keeps the standard
// interface (start / stop / abort, onresult with event.results[i][0].transcript, isFinal and resultIndex,
// onerror, onend) and the test speaks through it as a recogniser would: interim hypotheses, then a final.
// Each result event is stamped on a virtual clock, so a test can read at a chosen pace or make a long
// pause without waiting for it. The function runs in the page: it must stay self-contained.
import type { Page } from 'playwright-core';

/** Installs the recogniser; window.__recognition is the running one, __starts counts starts, __options the settings of the last. */
export function scriptedRecognition() {
  type Result = { isFinal: boolean; length: number; 0: { transcript: string; confidence: number }; item: (i: number) => unknown };
  const w = window as unknown as Record<string, unknown>;
  let clock = 0;
  let base: number | null = null;
  class ScriptedRecognition {
    continuous = false;
    interimResults = false;
    lang = '';
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    results: Result[] = [];
    start() {
      this.results = [];
      w.__recognition = this;
      w.__starts = Number(w.__starts ?? 0) + 1;
      w.__options = { continuous: this.continuous, interimResults: this.interimResults, lang: this.lang };
    }
    stop() {
      this.onend?.();
    }
    abort() {
      if (w.__recognition === this) w.__recognition = null;
    }
  }
  w.SpeechRecognition = ScriptedRecognition;
  w.webkitSpeechRecognition = ScriptedRecognition;
  const emit = (r: ScriptedRecognition, transcript: string, isFinal: boolean) => {
    const last = r.results.at(-1);
    const index = last && !last.isFinal ? r.results.length - 1 : r.results.length;
    r.results[index] = {
      isFinal,
      length: 1,
      0: { transcript, confidence: 0.9 },
      item(i: number) {
        return this[i as 0];
      },
    };
    base ??= performance.now();
    const results = Object.assign([...r.results], { item: (i: number) => r.results[i] });
    r.onresult?.({ type: 'result', timeStamp: base + clock, resultIndex: index, results });
  };
  w.__speak = (transcript: string, isFinal: boolean) => {
    const r = w.__recognition as ScriptedRecognition | null;
    if (!r) return false;
    emit(r, transcript, isFinal);
    return true;
  };
  w.__say = (text: string, msPerWord: number) => {
    const r = w.__recognition as ScriptedRecognition | null;
    if (!r) return false;
    const words = text.split(' ');
    words.forEach((_, i) => {
      emit(r, words.slice(0, i + 1).join(' '), false);
      clock += msPerWord;
    });
    emit(r, text, true);
    return true;
  };
  w.__silence = (ms: number) => {
    clock += ms;
  };
  w.__fail = (error: string) => {
    const r = w.__recognition as ScriptedRecognition | null;
    r?.onerror?.({ type: 'error', error, message: '' });
    r?.onend?.();
  };
}

type Spoken = {
  __speak: (t: string, f: boolean) => boolean;
  __say: (t: string, ms: number) => boolean;
  __silence: (ms: number) => void;
  __fail: (e: string) => void;
};

/** One hypothesis (interim or final) from the running recogniser; false when none runs. */
export const speak = (page: Page, text: string, isFinal: boolean) =>
  page.evaluate(([t, f]) => (window as unknown as Spoken).__speak(t, f), [text, isFinal] as const);

/** `text` word by word at `msPerWord` on the virtual clock (an interim per word, then the final); false when none runs. */
export const say = (page: Page, text: string, msPerWord: number) =>
  page.evaluate(([t, ms]) => (window as unknown as Spoken).__say(t, ms), [text, msPerWord] as const);

/** Moves the virtual clock on by `ms` without a word. */
export const silence = (page: Page, ms: number) => page.evaluate((m) => (window as unknown as Spoken).__silence(m), ms);

/** The running recogniser fails with `error` (e.g. 'not-allowed') and ends. */
export const failRecognition = (page: Page, error: string) => page.evaluate((e) => (window as unknown as Spoken).__fail(e), error);
