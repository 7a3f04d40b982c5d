// Words as the voice aligner compares them (issue 13 item 4): the script's spoken words and the
// recogniser's, normalised the same way (lower case, no punctuation or accents, numbers kept, number
// words as digits), and a fuzzy likeness that forgives a misheard ending or a near-homophone.
// Pure: no DOM, shared by the aligner, the web hook (words read from the column), the rehearsal coach and the benchmarks.
import { spokenText } from '../map/script-cues';

/** One word of a text: its normalised form and where it stands in the text (UTF-16 offsets). */
export interface TextWord {
  norm: string;
  start: number;
  end: number;
}

// Han, kana and Thai have no spaces between words: each character counts as one word on both sides.
const WORD = /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*/gu;

const NUMBER_WORDS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  hundred: '100',
  thousand: '1000',
};

/** A word as compared: lower case, accents and apostrophes dropped, number words as digits. */
export function normaliseWord(word: string): string {
  const plain = word.normalize('NFKD').replace(/\p{M}/gu, '').replace(/['’]/g, '').toLocaleLowerCase();
  // A script whose letters are all marks (rare) keeps its original form rather than vanishing.
  const norm = plain || word.toLocaleLowerCase();
  return NUMBER_WORDS[norm] ?? norm;
}

/** The words of a piece of plain text (no cue marks), with their offsets. */
export function textWords(text: string): TextWord[] {
  const words: TextWord[] = [];
  for (const match of text.matchAll(WORD)) {
    const norm = normaliseWord(match[0]);
    if (norm) words.push({ norm, start: match.index, end: match.index + match[0].length });
  }
  return words;
}

/** What the recogniser heard, as words. */
export function heardWords(transcript: string): string[] {
  return textWords(transcript).map((w) => w.norm);
}

/** The spoken words of a script with cue marks: `[pause]` and `[notes]` are not read, `**x**` is. */
export function spokenWords(script: string): string[] {
  return textWords(spokenText(script)).map((w) => w.norm);
}

const STOPWORDS = new Set(
  `a an the and or but of to in on at by for with from as is are was were be been it its this that these those
  i you he she we they me him her us them my your our their so if then than not no do does did have has had will
  would can could just there here what which who when where how all some any one 1 up out about into over also very
  de la le les el los las un une et y e o di il lo da der die das und ein eine zu`.split(/\s+/),
);

/** How much a matched word counts as evidence: short and common words little, others fully. */
export function wordWeight(norm: string): number {
  if (STOPWORDS.has(norm)) return 0.3;
  return [...norm].length <= 2 ? 0.5 : 1;
}

/** A rough sound key: first letter, then consonant classes with vowels and repeats dropped. */
export function soundKey(norm: string): string {
  const s = norm
    .replace(/ph/g, 'f')
    .replace(/ck|q/g, 'k')
    .replace(/[cx](?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/z/g, 's')
    .replace(/dg/g, 'j')
    .replace(/gh/g, '')
    .replace(/wr/g, 'r')
    .replace(/kn/g, 'n');
  let key = s.slice(0, 1);
  for (const ch of s.slice(1)) {
    if ('aeiouyhw'.includes(ch)) continue;
    if (key.endsWith(ch)) continue;
    key += ch;
  }
  return key;
}

/** Levenshtein distance, giving up (returning limit + 1) once it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      row.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    previous = row;
  }
  return previous[b.length]!;
}

/** A script word prepared once: its form and sound key. */
export interface PreparedWord {
  norm: string;
  key: string;
  weight: number;
}

export function prepareWord(norm: string): PreparedWord {
  return { norm, key: soundKey(norm), weight: wordWeight(norm) };
}

/** How alike a heard word is to a script word: 1 the same, 0.7–0.8 a likely mishearing, 0 different. */
export function likeness(heard: PreparedWord, word: PreparedWord): number {
  const a = heard.norm;
  const b = word.norm;
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  const shortest = Math.min(a.length, b.length);
  if (shortest < 3) return 0;
  if (longest >= 4 && editDistance(a, b, 1) <= 1) return 0.8;
  if (longest >= 7 && editDistance(a, b, 2) <= 2) return 0.7;
  if (heard.key === word.key && (heard.key.length >= 3 || shortest >= 4)) return 0.7;
  // 'present' heard for 'presentation': a shared start that is most of the shorter word.
  let prefix = 0;
  while (prefix < shortest && a[prefix] === b[prefix]) prefix++;
  if (prefix >= 5 && (prefix === shortest || prefix >= 0.6 * longest)) return 0.7;
  return 0;
}
