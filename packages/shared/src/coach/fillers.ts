// Filler words the rehearsal coach listens for (issue 28 item 1): a list per language, editable by the
// presenter (stored with the script's presenter settings as `fillerWords`). A filler that is also a
// script word ("so", "like", "actually") counts only where the script does not say it.
import { textWords } from '../voice/words';

/** The defaults, by language (the recogniser's language's first part: "en-GB" → "en"). */
export const DEFAULT_FILLERS: Readonly<Record<string, readonly string[]>> = {
  en: ['um', 'uh', 'er', 'erm', 'hmm', 'like', 'you know', 'so', 'basically', 'actually', 'kind of', 'sort of', 'i mean', 'literally'],
  de: ['äh', 'ähm', 'öh', 'hm', 'also', 'halt', 'eigentlich', 'sozusagen', 'quasi', 'irgendwie', 'ja also'],
  fr: ['euh', 'ben', 'bah', 'genre', 'en fait', 'du coup', 'voilà', 'quoi', 'tu vois', 'bref'],
  es: ['eh', 'em', 'este', 'o sea', 'pues', 'bueno', 'como', 'en plan', 'sabes', 'vale'],
  it: ['ehm', 'eh', 'cioè', 'allora', 'tipo', 'praticamente', 'insomma', 'diciamo', 'ecco'],
  pt: ['é', 'ééé', 'hum', 'tipo', 'então', 'né', 'basicamente', 'assim', 'sabe'],
  nl: ['eh', 'ehm', 'uh', 'nou', 'dus', 'eigenlijk', 'zeg maar', 'gewoon', 'weet je'],
};

/** The language part of a recognition language tag ("en-US" → "en"). */
export const baseLanguage = (lang: string) => lang.trim().toLowerCase().split(/[-_]/)[0] || 'en';

/** The default fillers for a recognition language; English where there is no list for it. */
export function defaultFillers(lang: string): readonly string[] {
  return DEFAULT_FILLERS[baseLanguage(lang)] ?? DEFAULT_FILLERS.en!;
}

/** A filler as the coach matches it: its normalised words ("You know" → ["you", "know"]). */
export function fillerWords(phrase: string): string[] {
  return textWords(phrase).map((w) => w.norm);
}

/**
 * The presenter's list as typed (commas or new lines between fillers) → distinct phrases, in order.
 * Empty entries and repeats go; at most `max`.
 */
export function parseFillerList(text: string, max = 50): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[,\n;]/)) {
    const phrase = raw.trim().replace(/\s+/g, ' ');
    const key = fillerWords(phrase).join(' ');
    if (!key || seen.has(key) || phrase.length > 40) continue;
    seen.add(key);
    out.push(phrase);
    if (out.length >= max) break;
  }
  return out;
}

/** Fillers by their first word, longest first, so "you know" wins over a "you" list entry. */
export function fillerIndex(phrases: readonly string[]): Map<string, { words: string[]; label: string }[]> {
  const index = new Map<string, { words: string[]; label: string }[]>();
  for (const phrase of phrases) {
    const words = fillerWords(phrase);
    if (!words.length) continue;
    const list = index.get(words[0]!) ?? [];
    list.push({ words, label: words.join(' ') });
    index.set(words[0]!, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}
