// The rehearsal coach (issue 28 item 1), pure: the script's sections, its speed and the words the
// recogniser heard (each with the time it was first heard) → per section and in total the pace spoken,
// fillers and where they fell, pauses over 3 s, sentences skipped and words added, and the run's tips.
//
// How: fillers are taken out of the transcript first (a filler that is also a script word — "so",
// "like" — is given back to the script when the script says it right there); the rest is aligned to the
// script by the voice aligner (Follow voice's, in one pass); sentences most of whose words were never
// matched, between the first and the last word read, were skipped; runs of unmatched words longer than
// the script words they stand between were added. Time is the gaps between heard words, each gap going
// to the section of the word before it. Linear in script + transcript (the aligner's window is bounded).
import { COACH_LIMITS, type CoachSection, type RehearsalCoach } from '../schemas/coach';
import { VoiceAligner } from '../voice/aligner';
import { textWords } from '../voice/words';
import { fillerIndex } from './fillers';
import { coachScript, type CoachScript } from './script';
import { coachTips } from './tips';

/** A word as the recogniser gave it, and when it was first heard (ms from the run's start). */
export interface TimedWord {
  text: string;
  atMs: number;
}

export interface CoachInput {
  /** The sections' texts as on stage (cue marks allowed), and their labels for the tips. */
  sections: readonly { text: string; label?: string }[];
  /** The script's speed (WPM) the run was read against. */
  wpm: number;
  transcript: readonly TimedWord[];
  /** Filler phrases to count ("um", "you know"). */
  fillers: readonly string[];
  /** The recognition language. */
  lang: string;
}

/** A gap between two heard words longer than this is a pause. */
export const PAUSE_MS = 3000;
/** A sentence with less than this share of its words heard (and read past) was skipped. */
const SKIPPED_SHARE = 1 / 3;
/** How far past the last word matched a filler that is a script word may stand. */
const FILLER_REACH = 4;
/** The aligner's far search: occurrences looked at each way (keeps a run's alignment linear). */
const FAR_OCCURRENCES = 32;
/** Less than this heard in a section: no pace for it. */
const MIN_WORDS = 3;
const MIN_MS = 1000;

/** A heard word as the coach classified it. */
export interface CoachToken {
  norm: string;
  atMs: number;
  /** Script word matched, or -1. */
  at: number;
  /** The filler said here (its label), on its first word; `fillerPart` on the others. */
  filler: string | null;
  fillerPart: boolean;
}

/** The transcript as words: a recogniser's "word" may hold several (or none). */
function tokens(transcript: readonly TimedWord[]): CoachToken[] {
  const out: CoachToken[] = [];
  for (const { text, atMs } of transcript) {
    for (const w of textWords(text)) out.push({ norm: w.norm, atMs: Number.isFinite(atMs) ? Math.max(0, atMs) : 0, at: -1, filler: null, fillerPart: false });
  }
  return out;
}

/** Marks filler candidates (longest phrase first) and aligns everything else to the script. */
function align(script: CoachScript, heard: CoachToken[], fillers: readonly string[]): void {
  const index = fillerIndex(fillers);
  const candidate: boolean[] = new Array<boolean>(heard.length).fill(false);
  const phraseAt = new Map<number, string[]>();
  for (let i = 0; i < heard.length; i++) {
    const phrase = index.get(heard[i]!.norm)?.find((p) => p.words.every((w, k) => heard[i + k]?.norm === w));
    if (!phrase) continue;
    phraseAt.set(i, phrase.words);
    for (let k = 0; k < phrase.words.length; k++) candidate[i + k] = true;
    i += phrase.words.length - 1;
  }
  const rest: number[] = [];
  heard.forEach((_, i) => candidate[i] || rest.push(i));
  if (script.words.length) {
    const aligner = new VoiceAligner(script.words, { farOccurrences: FAR_OCCURRENCES });
    aligner.alignAll(rest.map((i) => heard[i]!.norm)).forEach((at, k) => (heard[rest[k]!]!.at = at));
  }
  // The next script word matched after each heard word (a backward pass), then fillers in order.
  const next = new Array<number>(heard.length).fill(script.words.length);
  for (let i = heard.length - 1, q = script.words.length; i >= 0; i--) {
    next[i] = q;
    if (heard[i]!.at >= 0) q = heard[i]!.at;
  }
  const used = new Set<number>();
  let last = -1;
  for (let i = 0; i < heard.length; i++) {
    const words = phraseAt.get(i);
    if (!words) {
      if (heard[i]!.at >= 0) last = Math.max(last, heard[i]!.at);
      continue;
    }
    // Said by the script right here (between the words matched around it): a script word, not a filler.
    const limit = Math.min(next[i]! - words.length, last + FILLER_REACH);
    let found = -1;
    for (let s = last + 1; s <= limit && found < 0; s++) {
      if (words.every((w, k) => script.words[s + k] === w && !used.has(s + k))) found = s;
    }
    if (found >= 0) {
      words.forEach((_, k) => {
        heard[i + k]!.at = found + k;
        used.add(found + k);
      });
      last = found + words.length - 1;
    } else {
      heard[i]!.filler = words.join(' ');
      for (let k = 1; k < words.length; k++) heard[i + k]!.fillerPart = true;
    }
    i += words.length - 1;
  }
}

/** The transcript's words, each matched to a script word (or -1) and marked when it is a filler. */
export function alignTranscript(script: CoachScript, transcript: readonly TimedWord[], fillers: readonly string[]): CoachToken[] {
  const heard = tokens(transcript);
  align(script, heard, fillers);
  return heard;
}

const emptySection = (): CoachSection => ({
  words: 0,
  ms: 0,
  wpm: null,
  fillers: 0,
  fillerAt: [],
  pauses: [],
  skipped: [],
  skippedCount: 0,
  adlibs: [],
  adlibCount: 0,
});

const pace = (words: number, ms: number) => (words >= MIN_WORDS && ms >= MIN_MS ? Math.min(COACH_LIMITS.wpmMax, Math.round((words * 60_000) / ms)) : null);

export function analyseRehearsal(input: CoachInput): RehearsalCoach {
  const script = coachScript(input.sections.map((s) => s.text));
  const heard = alignTranscript(script, input.transcript, input.fillers);
  const count = Math.max(1, input.sections.length);
  const sections = Array.from({ length: input.sections.length }, emptySection);
  // With no sections (a bare transcript) everything goes to one section that is not reported.
  const spare = emptySection();
  const sectionAt = (s: number) => sections[s] ?? spare;

  // The section of each heard word: its script word's, else the last matched before it (else the next).
  const owner = new Array<number>(heard.length).fill(0);
  let current = -1;
  heard.forEach((t, i) => {
    if (t.at >= 0) current = script.sectionOf[t.at]!;
    owner[i] = current;
  });
  let following = count - 1;
  for (let i = heard.length - 1; i >= 0; i--) {
    if (heard[i]!.at >= 0) following = script.sectionOf[heard[i]!.at]!;
    if (owner[i]! < 0) owner[i] = Math.min(count - 1, following);
  }

  // Time: each gap to the section of the word before it; a section starts at its first word heard.
  const start = new Array<number>(count).fill(Infinity);
  const tokensIn = new Array<number>(count).fill(0);
  let pauses = 0;
  heard.forEach((t, i) => {
    const s = owner[i]!;
    start[s] = Math.min(start[s]!, t.atMs);
    tokensIn[s]!++;
    const after = heard[i + 1];
    if (!after) return;
    const gap = Math.max(0, after.atMs - t.atMs);
    sectionAt(s).ms += gap;
    if (gap > PAUSE_MS) {
      pauses++;
      const list = sectionAt(s).pauses;
      if (list.length < COACH_LIMITS.pausesPerSection) list.push({ atMs: Math.round(t.atMs - start[s]!), ms: Math.round(gap) });
    }
  });
  // The last word's own length is not in any gap: the section it ends gets the mean gap of its words.
  if (heard.length) {
    const s = owner[heard.length - 1]!;
    sectionAt(s).ms += sectionAt(s).ms / Math.max(1, tokensIn[s]! - 1);
  }
  const offset = (i: number) => Math.round(Math.max(0, heard[i]!.atMs - start[owner[i]!]!));

  // Fillers, where they fell.
  const fillerCounts = new Map<string, number>();
  heard.forEach((t, i) => {
    if (!t.filler) return;
    const section = sectionAt(owner[i]!);
    section.fillers++;
    if (section.fillerAt.length < COACH_LIMITS.fillersPerSection) section.fillerAt.push({ word: t.filler, atMs: offset(i) });
    fillerCounts.set(t.filler, (fillerCounts.get(t.filler) ?? 0) + 1);
  });

  // What was read: from the first script word matched to the last; sentences read past but barely heard were skipped.
  let first = Infinity;
  let lastRead = -1;
  const matched = new Array<number>(script.sentences.length).fill(0);
  for (const t of heard) {
    if (t.at < 0) continue;
    first = Math.min(first, t.at);
    lastRead = Math.max(lastRead, t.at);
    matched[script.sentenceOf[t.at]!]!++;
  }
  const skippedSentence = new Array<boolean>(script.sentences.length).fill(false);
  script.sentences.forEach((sentence, n) => {
    if (sentence.from < first || sentence.to >= lastRead) return;
    const size = sentence.to - sentence.from + 1;
    if (matched[n]! >= Math.max(1, size * SKIPPED_SHARE)) return;
    skippedSentence[n] = true;
    const section = sectionAt(sentence.section);
    section.skippedCount++;
    if (section.skipped.length < COACH_LIMITS.skippedPerSection) section.skipped.push(sentence.text);
  });
  // Script words read, per section: those from the first to the last matched, outside skipped sentences.
  for (let w = Number.isFinite(first) ? first : 0; w <= lastRead; w++) {
    if (!skippedSentence[script.sentenceOf[w]!]) sectionAt(script.sectionOf[w]!).words++;
  }

  // Words added: a run of unmatched words (not fillers) longer than the script words it stands between.
  const readBetween = (a: number, b: number, most: number) => {
    let n = 0;
    for (let w = a + 1; w < b && n < most; w++) if (!skippedSentence[script.sentenceOf[w]!]) n++;
    return n;
  };
  let adlibWords = 0;
  let prev = -1;
  for (let i = 0; i < heard.length; ) {
    const t = heard[i]!;
    if (t.at >= 0) {
      prev = t.at;
      i++;
      continue;
    }
    if (t.filler || t.fillerPart) {
      i++;
      continue;
    }
    let j = i;
    const said: string[] = [];
    while (j < heard.length && heard[j]!.at < 0) {
      if (!heard[j]!.filler && !heard[j]!.fillerPart) said.push(heard[j]!.norm);
      j++;
    }
    const nextAt = heard[j]?.at ?? prev + 1;
    // Script words the run may stand for (misheard ones); a skip's words are not among them.
    const gap = nextAt > prev ? readBetween(prev, nextAt, said.length) : 0;
    const extra = said.length - gap;
    if (extra > 0 && script.words.length) {
      const section = sectionAt(owner[i]!);
      section.adlibCount++;
      section.words += extra;
      adlibWords += extra;
      const text = said.join(' ');
      if (section.adlibs.length < COACH_LIMITS.adlibsPerSection)
        section.adlibs.push({ text: text.length > COACH_LIMITS.textMax ? `${text.slice(0, COACH_LIMITS.textMax - 1)}…` : text, words: extra, atMs: offset(i) });
    }
    i = j;
  }
  if (!script.words.length) spare.words = heard.filter((t) => !t.filler && !t.fillerPart).length;

  for (const s of [...sections, spare]) {
    s.ms = Math.round(s.ms);
    s.wpm = pace(s.words, s.ms);
  }
  const all = sections.length ? sections : [spare];
  const words = all.reduce((n, s) => n + s.words, 0);
  const ms = all.reduce((n, s) => n + s.ms, 0);
  const coach: RehearsalCoach = {
    lang: input.lang.slice(0, COACH_LIMITS.langMax) || 'en',
    words,
    ms,
    wpm: pace(words, ms),
    fillers: all.reduce((n, s) => n + s.fillers, 0),
    fillerCounts: [...fillerCounts]
      .map(([word, n]) => ({ word, count: n }))
      .sort((a, b) => b.count - a.count)
      .slice(0, 50),
    pauses,
    skipped: all.reduce((n, s) => n + s.skippedCount, 0),
    adlibs: all.reduce((n, s) => n + s.adlibCount, 0),
    adlibWords,
    tips: [],
    sections,
  };
  coach.tips = coachTips(coach, { wpm: input.wpm, labels: input.sections.map((s) => s.label ?? ''), script });
  return coach;
}
