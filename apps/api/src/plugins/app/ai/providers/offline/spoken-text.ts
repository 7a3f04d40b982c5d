// Turns what users type into node details (notes, bullets, a little markdown) into short spoken sentences.

const STAGE_WORDS = /^(pause|beat|laughs?|smiles?|applause|music|sighs?|nods?|gestures?|points?|cut|b-roll|on screen|to camera|slide \d+)$/i;

/** Removes markup tags, inline markdown, links and stage directions from one line of text. */
export function cleanInline(line: string): string {
  return line
    .replace(/<[/?!]?[A-Za-z][^<>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\(([^)]{1,30})\)/g, (match, inner: string) => (STAGE_WORDS.test(inner.trim()) ? ' ' : match))
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,!?:;]|$)/g, '$1$2')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/[*#`>|~]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const LIST_MARKER = /^\s*(?:[-*+•‣◦]|\d{1,3}[.)]|[a-zA-Z][.)](?=\s))\s+/;
const HEADING_MARKER = /^\s*#{1,6}\s+/;
const QUOTE_MARKER = /^\s*>\s?/;

function endSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  return /[.!?]["')\]]?$/.test(trimmed) ? trimmed : `${trimmed.replace(/[,;:\-–—]+$/, '')}.`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const MAX_WORDS = 20;

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Breaks a long sentence at a natural seam (semicolon, colon, ", but", ", so", a comma) into shorter ones. */
function shorten(sentence: string): string[] {
  const words = wordCount(sentence);
  if (words <= MAX_WORDS) return [sentence];
  const seams = [/;\s+/g, /:\s+/g, /,\s+(?=(?:but|so|yet|because|and then|and)\s)/gi, /,\s+/g, /\s+[–—]\s+/g];
  for (const seam of seams) {
    // Cut at the seam nearest the middle so both halves stay readable.
    let best: { index: number; length: number } | null = null;
    let bestDistance = Infinity;
    for (const match of sentence.matchAll(seam)) {
      const before = wordCount(sentence.slice(0, match.index));
      const distance = Math.abs(words / 2 - before);
      if (before >= 4 && words - before >= 4 && distance < bestDistance) {
        best = { index: match.index, length: match[0].length };
        bestDistance = distance;
      }
    }
    if (!best) continue;
    const head = endSentence(sentence.slice(0, best.index));
    const tail = endSentence(capitalise(sentence.slice(best.index + best.length).trim()));
    return [...shorten(head), ...shorten(tail)];
  }
  return [sentence];
}

/** Splits prose into sentences; abbreviations may split early, which costs little when read aloud. */
export function toSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["')\]]?)\s+(?=["'([]?[A-Z0-9])/)
    .map((part) => endSentence(capitalise(part.trim())))
    .filter(Boolean)
    .flatMap(shorten);
}

/**
 * Node details → paragraphs of short spoken sentences. Blank lines in the details keep their
 * paragraph breaks; list items become sentences of their own; markdown and stage directions go.
 */
export function toSpokenParagraphs(details: string, maxSentences = 4): string[][] {
  const blocks = details.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  const paragraphs: string[][] = [];
  for (const block of blocks) {
    const sentences: string[] = [];
    let prose: string[] = [];
    const flushProse = () => {
      if (prose.length) sentences.push(...toSentences(cleanInline(prose.join(' '))));
      prose = [];
    };
    for (const rawLine of block.split('\n')) {
      if (!rawLine.trim() || /^\s*([-*_=])\1{2,}\s*$/.test(rawLine)) continue;
      if (LIST_MARKER.test(rawLine) || HEADING_MARKER.test(rawLine)) {
        flushProse();
        const item = cleanInline(rawLine.replace(LIST_MARKER, '').replace(HEADING_MARKER, ''));
        if (item) sentences.push(...toSentences(item));
      } else {
        prose.push(rawLine.replace(QUOTE_MARKER, ''));
      }
    }
    flushProse();
    for (let i = 0; i < sentences.length; i += maxSentences) paragraphs.push(sentences.slice(i, i + maxSentences));
  }
  return paragraphs.filter((paragraph) => paragraph.length > 0);
}

/** A title as it reads mid-sentence: "Morning routines" → "morning routines", "A release train" → "a release train"; "AI tools" and "I" stay. */
export function midSentence(title: string): string {
  const [first = '', ...rest] = title.split(' ');
  const sentenceCase = /^(?:A|[A-Z][a-z]+)$/.test(first) && rest.every((word) => !/^[A-Z][a-z]/.test(word));
  return sentenceCase && rest.length > 0 ? [first.toLowerCase(), ...rest].join(' ') : title;
}

export function withoutEndPunctuation(text: string): string {
  return text.trim().replace(/[.!?,;:\s]+$/, '');
}

export { capitalise, endSentence, wordCount };
