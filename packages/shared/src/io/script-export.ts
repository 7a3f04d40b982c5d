// The spoken script as the PDF, Word and Markdown exports write it (issue 24, item 8): each section's
// speaking time at the script's speed, its paragraphs cut into words, emphasis and cues (the stage
// directions other than [pause] kept or left out), and the script as Markdown. Pure: no library.
import { countSpokenWords, parseCues, type CuePiece } from '../map/script-cues';
import { scriptParagraphs } from '../map/teleprompter-text';
import type { ScriptNoteMode } from './messages';

export interface ExportSection {
  heading: string;
  text: string;
}

/** A [pause] cue (also `[pause 2s]`, `[Pause here]`), as the teleprompter marks it. */
export const isPauseCue = (text: string) => /^pause\b/i.test(text);

/** A paragraph's pieces as an export prints them: emphasis, text, pauses, and notes unless left out. */
export type ExportPiece = CuePiece | { kind: 'pause'; text: string };

export function exportPieces(paragraph: string, notes: ScriptNoteMode): ExportPiece[] {
  const pieces: ExportPiece[] = [];
  // Whether the last text piece ends with white space (tested on each part added: linear however many join).
  let endsWithSpace = false;
  for (const piece of parseCues(paragraph)) {
    const kept: ExportPiece | undefined =
      piece.kind !== 'cue' ? piece : isPauseCue(piece.text) ? { kind: 'pause', text: piece.text } : notes === 'margin' ? piece : undefined;
    if (!kept) continue;
    const last = pieces[pieces.length - 1];
    if (kept.kind === 'text' && last?.kind === 'text') {
      // Text on both sides of a note left out joins as one piece, with one space ("see [slide 3] here" → "see here").
      const added = endsWithSpace ? kept.text.replace(/^\s+/, '') : kept.text;
      last.text += added;
      if (added) endsWithSpace = /\s$/.test(added);
    } else {
      pieces.push(kept.kind === 'text' ? { ...kept } : kept);
      if (kept.kind === 'text') endsWithSpace = /\s$/.test(kept.text);
    }
  }
  return pieces;
}

/** Seconds `text` takes to speak at `wpm` (cue marks are not words). */
export const speakingSeconds = (text: string, wpm: number) => Math.round((countSpokenWords(text) / Math.max(1, wpm)) * 60);

/** 75 → '1:15', 3725 → '1:02:05' (the teleprompter's readout). */
export function formatSpeakingTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Each section's time and where the talk stands at its end, and the whole; from words, so the parts add up to the total. */
export function scriptTimings(sections: readonly ExportSection[], wpm: number): { total: number; sections: { seconds: number; endsAt: number }[] } {
  let words = 0;
  const out = sections.map((s) => {
    const before = words;
    words += countSpokenWords(s.text);
    const at = (w: number) => Math.round((w / Math.max(1, wpm)) * 60);
    return { seconds: at(words) - at(before), endsAt: at(words) };
  });
  return { total: Math.round((words / Math.max(1, wpm)) * 60), sections: out };
}

/** Characters Markdown would read as markup anywhere in a line. */
const INLINE_MARKUP = /[\\`*_[\]<>&]/g;
/** A line start Markdown would read as a block (heading, quote, list, rule, table, fence, setext underline). */
const BLOCK_START = /^([#>+=|~-]|\d+(?=[.)]))/;

function escapeText(text: string, lineStart: boolean): string {
  const escaped = text.replace(INLINE_MARKUP, '\\$&');
  if (!lineStart) return escaped;
  const block = BLOCK_START.exec(escaped);
  if (!block) return escaped;
  // A number before '.' or ')' keeps its digits: the mark after it is escaped.
  return /^\d/.test(block[0]) ? `${block[0]}\\${escaped.slice(block[0].length)}` : `\\${escaped}`;
}

/**
 * The script as Markdown: `# title`, then `## heading` per section and its paragraphs. Emphasis stays
 * `**…**` (Markdown's bold, and the script's own mark), cues stay `[…]` (plain text in Markdown);
 * anything else that Markdown would read as markup is escaped, so the file reads back as written.
 */
export function writeScriptMarkdown(title: string, sections: readonly ExportSection[], notes: ScriptNoteMode): string {
  const out = [`# ${escapeText(title.replace(/\s+/g, ' ').trim(), false)}`];
  for (const section of sections) {
    if (section.heading.trim()) out.push(`## ${escapeText(section.heading.replace(/\s+/g, ' ').trim(), false)}`);
    for (const paragraph of scriptParagraphs(section.text)) {
      let line = '';
      for (const piece of exportPieces(paragraph, notes)) {
        if (piece.kind === 'text') line += escapeText(line ? piece.text : piece.text.trimStart(), !line);
        else if (piece.kind === 'emphasis') line += `**${escapeText(piece.text, false)}**`;
        else line += `[${piece.text}]`;
      }
      if (line.trim()) out.push(line.trim());
    }
  }
  return `${out.join('\n\n')}\n`;
}
