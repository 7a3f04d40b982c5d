// Slide cues (issue 29 item 3): `[slide]` and `[slide N]` cue marks in a script tell an operator when to
// advance a deck. A deck opens on slide 1, so the first `[slide]` is slide 2; `[slide N]` sets the number
// and the unnumbered marks after it count on from N. Pure: the prompter numbers its marks with this.
import { parseCues } from './script-cues';

/** `[slide]`, `[Slide 4]`, `[slide  12]`: the cue's text as parseCues gives it (trimmed). */
const SLIDE_CUE = /^slide(?:\s+(\d{1,4}))?$/i;

/** Whether a cue's text is a slide cue; its number when it has one (`[slide 4]` → 4, `[slide]` → null). */
export function slideCueNumber(cue: string): { number: number | null } | null {
  const match = SLIDE_CUE.exec(cue.trim());
  if (!match) return null;
  return { number: match[1] === undefined ? null : Number(match[1]) };
}

export const isSlideCue = (cue: string) => slideCueNumber(cue) !== null;

/** The number a slide mark stands for, given the slide before it (0 before any: a deck opens on slide 1). */
export function nextSlideNumber(previous: number, cue: string): number {
  const parsed = slideCueNumber(cue);
  if (!parsed) return previous;
  return parsed.number ?? Math.max(1, previous) + 1;
}

/**
 * The slide numbers of each paragraph's marks, in reading order (paragraphs of all sections, in order):
 * one list per paragraph, and the slide the deck is on after the last one.
 */
export function numberSlides(paragraphs: readonly string[]): { numbers: number[][]; last: number } {
  let current = 0;
  const numbers = paragraphs.map((paragraph) => {
    const here: number[] = [];
    for (const piece of parseCues(paragraph)) {
      if (piece.kind !== 'cue' || !isSlideCue(piece.text)) continue;
      current = nextSlideNumber(current, piece.text);
      here.push(current);
    }
    return here;
  });
  return { numbers, last: current };
}

/** The spoken words of a paragraph with every cue mark left out and emphasis kept as plain words (speaker notes). */
export function plainSpokenText(paragraph: string): string {
  // A mark left out before punctuation takes its space with it ("you [smile]." → "you.").
  const pieces = parseCues(paragraph);
  let out = '';
  pieces.forEach((p, i) => {
    if (p.kind !== 'cue') out += p.text;
    else if (!/^\s*[.,;:!?]/.test(pieces[i + 1]?.kind === 'cue' ? '' : (pieces[i + 1]?.text ?? ''))) out += ' ';
    else out = out.trimEnd();
  });
  return out.replace(/\s+/g, ' ').trim();
}
