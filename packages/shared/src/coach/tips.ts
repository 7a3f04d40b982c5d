// The rehearsal coach's tips (issue 28 item 1): every finding of a run as a candidate with a weight —
// a section read much faster or slower than the script's speed (more for a longer share of the run),
// fillers a minute, pauses over 3 s, sentences skipped, words added, the whole run's pace — and the
// three weightiest, phrased as advice. Pure.
import { COACH_LIMITS, type RehearsalCoach } from '../schemas/coach';
import type { CoachScript } from './script';

interface Context {
  wpm: number;
  labels: readonly string[];
  script: CoachScript;
}

/** A section's pace within this share of the script's speed is not worth a tip. */
const PACE_SLACK = 0.1;

const pct = (x: number) => `${Math.round(Math.abs(x) * 100)} %`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Section 3 (Budget)" — its place, and its title when it has one. */
export function sectionName(index: number, label: string | undefined): string {
  return label ? `Section ${index + 1} (${label})` : `Section ${index + 1}`;
}

/** The index of the clearly highest value (10 % above every other), or -1. */
function standout(values: readonly number[]): number {
  if (values.length < 2) return -1;
  let best = 0;
  values.forEach((v, i) => {
    if (v > values[best]!) best = i;
  });
  return values.every((v, i) => i === best || values[best]! >= v * 1.1) ? best : -1;
}

/** Where most of something fell: the section with the highest count, when it is most of them. */
function mostIn(counts: readonly number[]): number | null {
  let best = -1;
  let total = 0;
  counts.forEach((n, i) => {
    total += n;
    if (best < 0 || n > counts[best]!) best = i;
  });
  return counts.length > 1 && best >= 0 && counts[best]! * 2 > total ? best : null;
}

export function coachTips(coach: RehearsalCoach, { wpm, labels, script }: Context): string[] {
  const tips: { weight: number; text: string }[] = [];
  const name = (i: number) => sectionName(i, labels[i]);
  const minutes = coach.ms / 60_000;
  if (coach.words === 0 && coach.fillers === 0) return [];

  // Density: words a sentence, per section (the tip says which is the densest, or the longest).
  const density = script.sectionWords.map((w, i) => (script.sectionSentences[i] ? w / script.sectionSentences[i]! : 0));
  const densest = standout(density);
  const longest = standout(script.sectionWords);

  coach.sections.forEach((s, i) => {
    if (s.wpm === null || coach.ms <= 0) return;
    const off = s.wpm / wpm - 1;
    if (Math.abs(off) < PACE_SLACK) return;
    const share = s.ms / coach.ms;
    const why = i === densest ? ' — it is your densest section' : i === longest ? ' — it is your longest section' : '';
    const text =
      off > 0
        ? `${name(i)} ran ${pct(off)} fast (${s.wpm} WPM against ${wpm})${why}: slow down and let it land.`
        : `${name(i)} ran ${pct(off)} slow (${s.wpm} WPM against ${wpm})${why}${s.pauses.length ? `, with ${plural(s.pauses.length, 'long pause')}` : ''}: know its opening line by heart.`;
    tips.push({ weight: Math.abs(off) * 100 * (0.5 + share), text });
  });

  if (coach.wpm !== null && Math.abs(coach.wpm / wpm - 1) >= PACE_SLACK) {
    const off = coach.wpm / wpm - 1;
    tips.push({
      weight: Math.abs(off) * 60,
      text: `Overall you spoke at ${coach.wpm} WPM, ${pct(off)} ${off > 0 ? 'faster' : 'slower'} than the script's ${wpm}: Use my pace sets the script's speed to yours.`,
    });
  }

  if (coach.fillers > 0 && minutes > 0) {
    const perMinute = coach.fillers / Math.max(minutes, 0.5);
    const top = coach.fillerCounts[0];
    const where = mostIn(coach.sections.map((s) => s.fillers));
    if (perMinute >= 1 || coach.fillers >= 3)
      tips.push({
        weight: perMinute * 8,
        text: `You said ${plural(coach.fillers, 'filler')} (${perMinute.toFixed(1)} a minute${top ? `, most often “${top.word}”` : ''})${where !== null ? `, most in ${name(where)}` : ''}: pause silently instead.`,
      });
  }

  if (coach.skipped > 0) {
    const where = mostIn(coach.sections.map((s) => s.skippedCount));
    tips.push({
      weight: 35 + 5 * coach.skipped,
      text: `You skipped ${plural(coach.skipped, 'sentence')}${where !== null ? ` in ${name(where)}` : ''}: cut ${coach.skipped === 1 ? 'it' : 'them'} from the script, or mark ${coach.skipped === 1 ? 'it' : 'them'} so you keep ${coach.skipped === 1 ? 'it' : 'them'}.`,
    });
  }

  if (coach.pauses >= 2) {
    const where = mostIn(coach.sections.map((s) => s.pauses.length));
    tips.push({
      weight: 6 * coach.pauses,
      text: `${plural(coach.pauses, 'pause')} over 3 s${where !== null ? `, most in ${name(where)}` : ''}: rehearse where you lost the thread, or add a [pause] cue where it is meant.`,
    });
  }

  if (coach.adlibWords > 0 && coach.words > 0) {
    const share = coach.adlibWords / coach.words;
    const where = mostIn(coach.sections.map((s) => s.adlibCount));
    if (share >= 0.03)
      tips.push({
        weight: share * 150,
        text: `${plural(coach.adlibWords, 'word')} of your own (${pct(share)} of what you said)${where !== null ? `, most in ${name(where)}` : ''}: put the ones you keep into the script, so its timing holds.`,
      });
  }

  tips.sort((a, b) => b.weight - a.weight);
  return tips.slice(0, COACH_LIMITS.tips).map((t) => (t.text.length > COACH_LIMITS.tipMax ? `${t.text.slice(0, COACH_LIMITS.tipMax - 1)}…` : t.text));
}
