// *Fit to N minutes* (issue 12): the arithmetic behind rewriting a script to a speaking time. Words
// are counted as the teleprompter reads them: cue marks (`**`) are no words and a bracket cue such as
// `[pause]` is none either (script-cues.ts). Pure functions, shared by the API and the web app.
import { countSpokenWords } from './script-cues';

/** How far the fitted script may land from the target: ±10 % of the target's words. */
export const FIT_TOLERANCE = 0.1;
/** The times a script can be fitted to, in minutes. */
export const FIT_MINUTES = { min: 0.5, max: 180 } as const;
/** The fewest words a chosen section is given, however short it is now. */
export const MIN_SECTION_WORDS = 5;

/** As script-cues.ts reads cue marks: `**…**` on one line, `[…]` of 1–40 characters. */
const CUE_PATTERN = /\*\*([^*\n]+?)\*\*|\[([^[\]\n]{1,40})\]/g;
const WORDLIKE = /[\p{L}\p{N}]/u;

/**
 * What is spoken (spokenText in script-cues.ts: emphasis marks out, a cue as one space), with the
 * offset in `text` of each spoken character.
 */
function spokenWithOffsets(text: string): { spoken: string; at: number[] } {
  let spoken = '';
  const at: number[] = [];
  const add = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      spoken += text[i];
      at.push(i);
    }
  };
  let lineStart = 0;
  for (const line of text.split('\n')) {
    let pos = 0;
    for (const match of line.matchAll(CUE_PATTERN)) {
      add(lineStart + pos, lineStart + match.index);
      const end = match.index + match[0].length;
      if (match[1] !== undefined && match[1].trim()) add(lineStart + match.index + 2, lineStart + end - 2);
      else if (match[2] !== undefined && match[2].trim()) {
        spoken += ' ';
        at.push(lineStart + end - 1);
      } else add(lineStart + match.index, lineStart + end);
      pos = end;
    }
    add(lineStart + pos, lineStart + line.length);
    if (lineStart + line.length < text.length) add(lineStart + line.length, lineStart + line.length + 1);
    lineStart += line.length + 1;
  }
  return { spoken, at };
}

/** Words as the teleprompter counts them (countSpokenWords): `**` cue marks and `[pause]`-style cues are not words. */
export function scriptWords(text: string): number {
  return countSpokenWords(text);
}

/**
 * The start of `text` up to and including its `n`-th spoken word (cues and marks before it kept as
 * they are; an emphasis cut in its middle loses its closing `**`); the whole text when it has no
 * more than `n` words.
 */
export function takeWords(text: string, n: number): string {
  if (n <= 0) return '';
  const { spoken, at } = spokenWithOffsets(text);
  let count = 0;
  for (const match of spoken.matchAll(/\S+/g)) {
    if (WORDLIKE.test(match[0]) && ++count === n) return text.slice(0, at[match.index + match[0].length - 1]! + 1);
  }
  return text;
}

/** The words `minutes` of speaking take at `wpm` words a minute. */
export function targetWords(minutes: number, wpm: number): number {
  return Math.max(1, Math.round(minutes * wpm));
}

/** True when `words` is within `tolerance` (a fraction, 0.10 = ±10 %) of `target`. */
export function withinTolerance(words: number, target: number, tolerance = FIT_TOLERANCE): boolean {
  return Math.abs(words - target) <= tolerance * target + 1e-9;
}

/** How many words a section fitted to `budget` may be off by and still count as fitted (±10 %, whole words). */
export function sectionSlack(budget: number, tolerance = FIT_TOLERANCE): number {
  return Math.floor(tolerance * budget + 1e-9);
}

/**
 * Word budgets for the chosen sections (indexes into `words`, each section's current word count):
 * they share what the target leaves after the sections not chosen, in proportion to their length
 * now, none below `minWords`. Whole words, summing to that share exactly when it allows `minWords`
 * each (otherwise every chosen section gets `minWords`). Same order as `chosen`.
 */
export function sectionBudgets(words: readonly number[], chosen: readonly number[], target: number, minWords = MIN_SECTION_WORDS): number[] {
  const picked = new Set(chosen);
  const others = words.reduce((sum, w, i) => (picked.has(i) ? sum : sum + w), 0);
  const available = target - others;
  const fixed = new Set<number>();
  let shares = new Map<number, number>();
  // Water-filling: a section whose share falls under the minimum gets the minimum, the rest re-share.
  for (;;) {
    const free = chosen.filter((i) => !fixed.has(i));
    const pool = available - minWords * fixed.size;
    const length = free.reduce((sum, i) => sum + (words[i] ?? 0), 0);
    shares = new Map(free.map((i) => [i, length > 0 ? (pool * (words[i] ?? 0)) / length : pool / free.length]));
    const under = free.filter((i) => shares.get(i)! < minWords);
    if (!under.length) break;
    under.forEach((i) => fixed.add(i));
  }
  // Largest remainder: floors first, then the spare words to the largest fractions (earlier first on ties).
  const floors = new Map([...shares].map(([i, s]) => [i, Math.floor(s)]));
  const pool = available - minWords * fixed.size;
  let spare = pool - [...floors.values()].reduce((a, b) => a + b, 0);
  const byFraction = [...shares].sort((a, b) => b[1] - Math.floor(b[1]) - (a[1] - Math.floor(a[1])) || a[0] - b[0]);
  for (const [i] of byFraction) {
    if (spare <= 0) break;
    floors.set(i, floors.get(i)! + 1);
    spare--;
  }
  return chosen.map((i) => (fixed.has(i) ? minWords : floors.get(i)!));
}

/** What fitting a script to a time means for its sections: the target and each chosen section's budget. */
export interface FitPlan {
  /** Words the whole script should have. */
  target: number;
  /** The chosen section indexes, in script order, without repeats. */
  chosen: number[];
  /** Words for each chosen section (same order as `chosen`). */
  budgets: number[];
  /** Words of the sections left as they are. */
  otherWords: number;
  /** False when even the shortest fit (minWords per chosen section) misses the target's window. */
  reachable: boolean;
}

/**
 * The plan for fitting `texts` (the sections' texts, in order) to `minutes` at `wpm`: `chosen`
 * sections (indexes; absent = every section with words) are rewritten, the others kept.
 */
export function planFit(texts: readonly string[], minutes: number, wpm: number, chosen?: readonly number[]): FitPlan {
  const words = texts.map(scriptWords);
  const indexes = chosen ? [...new Set(chosen)].filter((i) => i >= 0 && i < texts.length).sort((a, b) => a - b) : words.flatMap((w, i) => (w > 0 ? [i] : []));
  const target = targetWords(minutes, wpm);
  const budgets = sectionBudgets(words, indexes, target);
  const picked = new Set(indexes);
  const otherWords = words.reduce((sum, w, i) => (picked.has(i) ? sum : sum + w), 0);
  const planned = otherWords + budgets.reduce((a, b) => a + b, 0);
  return { target, chosen: indexes, budgets, otherWords, reachable: indexes.length > 0 && withinTolerance(planned, target) };
}
