// The script as the rehearsal coach reads it (issue 28 item 1): the spoken words of every section in
// order (normalised as the voice aligner compares them), the section of each word, and the sentences
// as word ranges with their text — what "a sentence skipped" is counted in. Linear in the text.
import { spokenText } from '../map/script-cues';
import { textWords } from '../voice/words';

export interface CoachSentence {
  /** First and last word (indexes into `words`). */
  from: number;
  to: number;
  section: number;
  /** The sentence as written (cue marks out), cut to 200 characters. */
  text: string;
}

export interface CoachScript {
  words: string[];
  /** The section of each word. */
  sectionOf: number[];
  /** The sentence of each word. */
  sentenceOf: number[];
  sentences: CoachSentence[];
  /** Words and sentences per section. */
  sectionWords: number[];
  sectionSentences: number[];
}

export const SENTENCE_TEXT_MAX = 200;

const cut = (text: string) => (text.length > SENTENCE_TEXT_MAX ? `${text.slice(0, SENTENCE_TEXT_MAX - 1).trimEnd()}…` : text);

export function coachScript(sections: readonly string[]): CoachScript {
  const script: CoachScript = { words: [], sectionOf: [], sentenceOf: [], sentences: [], sectionWords: [], sectionSentences: [] };
  sections.forEach((section, s) => {
    const before = script.sentences.length;
    const spoken = spokenText(section);
    const found = textWords(spoken);
    let start = 0;
    const close = (end: number) => {
      if (end < start) return;
      const from = script.words.length - (end - start + 1);
      const first = found[start]!;
      const last = found[end]!;
      // The sentence's words and the punctuation that closes it.
      const tail = /^[^\p{L}\p{N}\s]*/u.exec(spoken.slice(last.end))?.[0] ?? '';
      script.sentences.push({
        from,
        to: script.words.length - 1,
        section: s,
        text: cut(
          spoken
            .slice(first.start, last.end + tail.length)
            .replace(/\s+/g, ' ')
            .trim(),
        ),
      });
    };
    found.forEach((w, i) => {
      // A sentence ends at . ! ? … (or a line break) between this word and the one before.
      if (i > start && /[.!?…。！？]|\n/u.test(spoken.slice(found[i - 1]!.end, w.start))) {
        close(i - 1);
        start = i;
      }
      script.words.push(w.norm);
      script.sectionOf.push(s);
      script.sentenceOf.push(script.sentences.length);
    });
    if (found.length) close(found.length - 1);
    script.sectionWords.push(found.length);
    script.sectionSentences.push(script.sentences.length - before);
  });
  return script;
}
