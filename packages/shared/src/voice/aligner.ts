// The heart of Follow voice (issue 13 item 4): recognised words in, script position out. Pure, no DOM.
//
// The position is the index of the last script word the speaker has said (-1 before the first).
// The recogniser streams utterances: interim hypotheses, each replacing the one before, then a final
// one. The aligner keeps the position the finals committed and aligns the current utterance's whole
// transcript from there each time — a revised interim is never counted twice. What it reports does
// not move backwards (a repeated phrase holds it still); only when it is lost — a dozen words in a row
// matched nothing ahead — may strong evidence (five words in order) find the speaker further back.
//
// Each heard word either
// - matches one of the next few script words (fuzzy: a misheard word still counts) — the speaker
//   read on, perhaps past a word the recogniser dropped; or
// - starts a jump further ahead (a skipped sentence), which needs the next heard words to match the
//   words after it too, with enough weight that a run of common words cannot jump; or
// - matches nothing: an ad-lib or a misrecognition, and the position holds.
// After a long run of unmatched words the search widens (the speaker skipped a lot), still confirmed.
import { likeness, prepareWord, type PreparedWord } from './words';

export interface AlignerOptions {
  /** How far ahead (script words) a skip is looked for. */
  window?: number;
  /** How far ahead after `lostAfter` unmatched words in a row. */
  wideWindow?: number;
  lostAfter?: number;
  /**
   * Occurrences of a word looked at, each way, when searching beyond the window (a skipped page): the
   * rehearsal coach bounds it so a whole run aligns in linear time; Follow voice looks at all of them.
   */
  farOccurrences?: number;
}

interface State {
  /** Last script word said. */
  pos: number;
  /** Heard words after the last match (a jump may need them once the next words arrive). */
  tail: PreparedWord[];
  /** Heard words in a row that matched nothing. */
  unmatched: number;
}

const MATCH = 0.7;
/** Script words ahead that a heard word may match without confirmation (the recogniser drops words). */
const NEAR = 3;
/** As far as a telling word heard exactly may move without confirmation. */
const NEAR_TELLING = 6;
/** Heard words after a candidate jump that are checked against the script after it. */
const CONFIRM_HEARD = 5;
/** Script words after a candidate jump that those may match (allows a dropped or extra word). */
const CONFIRM_SPAN = 6;
const TAIL = 5;
/** Script words before the position where a repeated phrase is looked for. */
const BEHIND = 12;

export class VoiceAligner {
  private readonly script: PreparedWord[];
  /** Where each word (and each sound key, `~key`) stands in the script, for skips beyond the window. */
  private readonly index = new Map<string, number[]>();
  private readonly window: number;
  private readonly wideWindow: number;
  private readonly lostAfter: number;
  private readonly farOccurrences: number;
  private committed: State = { pos: -1, tail: [], unmatched: 0 };
  private shown = -1;

  constructor(words: readonly string[], options: AlignerOptions = {}) {
    this.script = words.map(prepareWord);
    this.script.forEach((w, i) => {
      for (const key of [w.norm, `~${w.key}`]) {
        const list = this.index.get(key);
        if (list) list.push(i);
        else this.index.set(key, [i]);
      }
    });
    this.window = options.window ?? 60;
    this.wideWindow = options.wideWindow ?? 400;
    this.lostAfter = options.lostAfter ?? 12;
    this.farOccurrences = options.farOccurrences ?? Infinity;
  }

  /** Script words the aligner follows. */
  get length(): number {
    return this.script.length;
  }

  /**
   * The index of the last script word said (-1 before the first). It never decreases, except when the
   * aligner, lost after many unmatched words, finds the speaker well before it (they went back).
   */
  get position(): number {
    return this.shown;
  }

  /** Start (again) after script word `at` — the speaker was moved there by hand, or from the top. */
  reset(at = -1): void {
    const pos = Math.max(-1, Math.min(at, this.script.length - 1));
    this.committed = { pos, tail: [], unmatched: 0 };
    this.shown = pos;
  }

  /**
   * The current utterance's transcript so far (already split into normalised words). Interim results
   * replace each other; a final one ends the utterance and commits its position. Returns the position.
   */
  hear(words: readonly string[], isFinal: boolean): number {
    const before = this.committed.pos;
    const result = this.align(this.committed, words.map(prepareWord));
    if (isFinal) this.committed = result;
    // Forward only — unless the words, once lost, were found well before (the speaker went back).
    if (result.pos > this.shown || result.pos < before - BEHIND) this.shown = result.pos;
    return this.shown;
  }

  /**
   * A whole transcript at once (the rehearsal coach, after a run): for each heard word, the script word
   * it was matched to, or -1 (an ad-lib, a filler, a misrecognition). The same rules as `hear`, as if
   * everything were one long utterance; the aligner is left where the transcript ended.
   */
  alignAll(heard: readonly string[]): number[] {
    const matches = new Array<number>(heard.length).fill(-1);
    this.committed = this.align({ pos: -1, tail: [], unmatched: 0 }, heard.map(prepareWord), (k, at) => {
      matches[k] = at;
    });
    this.shown = this.committed.pos;
    return matches;
  }

  /** The recogniser stopped without a final result: what was shown counts as said. */
  endUtterance(): void {
    if (this.shown > this.committed.pos) this.committed = { pos: this.shown, tail: [], unmatched: 0 };
  }

  private align(start: State, heard: readonly PreparedWord[], trace?: (k: number, at: number) => void): State {
    const words = [...start.tail, ...heard];
    let pos = start.pos;
    let lastMatch = -1;
    let unmatched = Math.max(0, start.unmatched - start.tail.length);
    for (let k = 0; k < words.length; k++) {
      // Two heard words the recogniser split ('out ran') may be one script word ('outran').
      const joined = this.joined(words, k, pos);
      const at = joined ?? this.near(words, k, pos) ?? this.jump(words, k, pos, unmatched >= this.lostAfter);
      if (at === null) {
        unmatched++;
        continue;
      }
      // `trace` counts heard words from the first of `heard` (the tail comes before them).
      if (trace) {
        const k0 = k - start.tail.length;
        if (k0 >= 0) trace(k0, at);
        if (joined !== null && k0 + 1 >= 0) trace(k0 + 1, at);
      }
      if (joined !== null) k++;
      pos = at;
      lastMatch = k;
      unmatched = 0;
    }
    return { pos, tail: words.slice(Math.max(lastMatch + 1, words.length - TAIL)), unmatched };
  }

  /** Words k and k + 1 together are exactly one of the next few script words (not either alone). */
  private joined(words: readonly PreparedWord[], k: number, pos: number): number | null {
    const second = words[k + 1];
    if (!second) return null;
    const norm = words[k]!.norm + second.norm;
    for (let j = pos + 1; j <= Math.min(pos + NEAR, this.script.length - 1); j++) {
      if (this.script[j]!.norm === norm) return j;
      if (this.script[j]!.norm === words[k]!.norm) return null;
    }
    return null;
  }

  /**
   * The next few script words: the next one always, one a little further with some evidence; a telling
   * word heard exactly may be a few more words on (the recogniser dropped a run of words).
   */
  private near(words: readonly PreparedWord[], k: number, pos: number): number | null {
    const word = words[k]!;
    for (let d = 1; d <= NEAR_TELLING; d++) {
      const j = pos + d;
      const target = this.script[j];
      if (!target) return null;
      const like = likeness(word, target);
      if (like < MATCH) continue;
      if (d === 1) return j;
      if (d > NEAR && (like < 1 || target.weight < 1)) continue;
      // Past a dropped word: a telling word is enough, a common one needs the next heard word to follow
      // at once — unless the words rather repeat what was just said.
      const next = this.confirm(words, k + 1, j, CONFIRM_HEARD);
      if (this.repeat(words, k, pos) > like * target.weight + next.weight) continue;
      if (like === 1 && target.weight >= 1) return j;
      if (this.confirm(words, k + 1, j, 1, 2).count >= 1) return j;
    }
    return null;
  }

  /**
   * A skip ahead: the best-confirmed candidate, nearest first on a tie. Within the window a misheard
   * word may start it; beyond (a skipped page) only the same word or sound, and with more evidence.
   */
  private jump(words: readonly PreparedWord[], k: number, pos: number, lost: boolean): number | null {
    const word = words[k]!;
    const window = lost ? this.wideWindow : this.window;
    // The words after this one may carry on right here (this one was misheard): then there is no skip.
    // Or they say again what was just said (a repeat): then there is no skip either.
    const here = Math.max(this.confirm(words, k + 1, pos, CONFIRM_HEARD).weight, this.repeat(words, k, pos));
    let best: number | null = null;
    let bestScore = here + 1;
    const consider = (j: number, far: boolean) => {
      const like = likeness(word, this.script[j]!);
      if (like < MATCH) return;
      const { count, weight } = this.confirm(words, k + 1, j, CONFIRM_HEARD);
      const total = weight + like * this.script[j]!.weight;
      // Four words in order with two telling ones among them; further off, five and more weight.
      if (far ? count < 4 || total < 3.4 : lost ? count < 4 || total < 3 : count < 3 || total < 2) return;
      const score = total - Math.min(Math.abs(j - pos), this.window) * 0.01;
      if (score > bestScore) {
        bestScore = score;
        best = j;
      }
    };
    const end = Math.min(this.script.length - 1, pos + window);
    for (let j = pos + NEAR + 1; j <= end; j++) consider(j, false);
    if (best !== null) return best;
    // Nothing nearer explains the words: further ahead — or, once lost, back (the speaker went back).
    const far = (j: number) => j > end || (lost && j < pos - BEHIND);
    for (const j of this.nearest(word.norm, end, lost ? pos - BEHIND : -1)) if (far(j)) consider(j, true);
    for (const j of this.nearest(`~${word.key}`, end, lost ? pos - BEHIND : -1)) if (far(j) && this.script[j]!.norm !== word.norm) consider(j, true);
    return best;
  }

  /**
   * Where `key` stands after `after` and before `before` (ascending), at most `farOccurrences` each way,
   * in script order: all of them when unbounded (Follow voice), as before.
   */
  private nearest(key: string, after: number, before: number): readonly number[] {
    const list = this.index.get(key) ?? [];
    const cap = this.farOccurrences;
    if (cap >= list.length) return list;
    // The index lists are in script order: binary search for the first occurrence after `after`.
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (list[mid]! <= after) low = mid + 1;
      else high = mid;
    }
    const ahead = list.slice(low, low + cap);
    if (before < 0) return ahead;
    let back = 0;
    let top = list.length;
    while (back < top) {
      const mid = (back + top) >> 1;
      if (list[mid]! < before) back = mid + 1;
      else top = mid;
    }
    return [...list.slice(Math.max(0, back - cap), back), ...ahead];
  }

  /** The best evidence that the words from `k` repeat the script just before `pos`. */
  private repeat(words: readonly PreparedWord[], k: number, pos: number): number {
    let best = 0;
    for (let j = Math.max(0, pos - BEHIND); j <= pos; j++) {
      const like = likeness(words[k]!, this.script[j]!);
      if (like >= MATCH) best = Math.max(best, like * this.script[j]!.weight + this.confirm(words, k + 1, j, CONFIRM_HEARD).weight);
    }
    return best;
  }

  /** How many of the `heard` words after `k` match, in order, the script words after `j`. */
  private confirm(words: readonly PreparedWord[], k: number, j: number, heard: number, span = CONFIRM_SPAN) {
    let count = 0;
    let weight = 0;
    let at = j;
    for (let i = k; i < Math.min(words.length, k + heard); i++) {
      for (let s = at + 1; s <= Math.min(this.script.length - 1, at + span, j + span + 2); s++) {
        const like = likeness(words[i]!, this.script[s]!);
        if (like >= MATCH) {
          count++;
          weight += like * this.script[s]!.weight;
          at = s;
          break;
        }
      }
    }
    return { count, weight };
  }
}
