// Cue marks in a script (issue 11): `**words**` for emphasis and `[pause]` (or any short `[cue]`) for
// a stage direction. The teleprompter shows them as visual cues; they are never read aloud, so they
// do not count as words. Pure, shared by the web app (rendering, reading time) and the API (fit to time).

export type CuePiece =
  | { kind: 'text'; text: string }
  | { kind: 'emphasis'; text: string }
  /** A stage direction such as `[pause]`; `text` is what is between the brackets, trimmed. */
  | { kind: 'cue'; text: string };

/** The syntax, as the edit mode explains it on screen. */
export const CUE_SYNTAX = [
  { mark: '**word**', meaning: 'emphasis — shown highlighted' },
  { mark: '[pause]', meaning: 'a pause — shown as a cue, not read' },
  { mark: '[slide]', meaning: 'the next slide (or [slide 4]) — shown as it reaches the reading line' },
  { mark: '[any note]', meaning: 'a stage direction, e.g. [smile]' },
  { mark: 'blank line', meaning: 'a new paragraph' },
] as const;

/** `**…**` (no line break, not empty) or `[…]` (1–40 characters, no brackets or line breaks). */
const CUE_PATTERN = /\*\*([^*\n]+?)\*\*|\[([^[\]\n]{1,40})\]/g;

/** A paragraph cut into plain text, emphasis and cues, in order. Text with no marks is one 'text' piece. */
export function parseCues(paragraph: string): CuePiece[] {
  const pieces: CuePiece[] = [];
  let at = 0;
  for (const match of paragraph.matchAll(CUE_PATTERN)) {
    const start = match.index;
    if (start > at) pieces.push({ kind: 'text', text: paragraph.slice(at, start) });
    if (match[1] !== undefined) {
      if (match[1].trim()) pieces.push({ kind: 'emphasis', text: match[1] });
      else pieces.push({ kind: 'text', text: match[0] });
    } else {
      const cue = match[2]!.trim();
      if (cue) pieces.push({ kind: 'cue', text: cue });
      else pieces.push({ kind: 'text', text: match[0] });
    }
    at = start + match[0].length;
  }
  if (at < paragraph.length || pieces.length === 0) pieces.push({ kind: 'text', text: paragraph.slice(at) });
  return pieces;
}

/** What is spoken: the text with emphasis marks removed and cues left out. */
export function spokenText(text: string): string {
  return text
    .split(/\n/)
    .map((line) =>
      parseCues(line)
        .map((p) => (p.kind === 'cue' ? ' ' : p.text))
        .join(''),
    )
    .join('\n');
}

/** Spoken words in a text: runs of non-space characters once cue marks are taken out. */
export function countSpokenWords(text: string): number {
  const spoken = spokenText(text).trim();
  return spoken ? spoken.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0;
}
